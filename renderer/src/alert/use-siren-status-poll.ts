import { useEffect } from 'react';
import { fetchSirenStopped } from '../siren/siren-api';

/** The alert dialog's siren check (spec/core.md §9). */
export const SIREN_STATUS_POLL_MS = 500;

/** Asks the hub every 500 ms whether this viewer's siren for the event was stopped, while `enabled`. */
export function useSirenStatusPoll(eventId: string, enabled: boolean, onStopped: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = async () => {
      try {
        if (await fetchSirenStopped(eventId, controller.signal)) {
          onStopped();
          return;
        }
      } catch {
        // A missed check is fine: the next one follows in half a second.
      }
      if (!controller.signal.aborted) timer = setTimeout(check, SIREN_STATUS_POLL_MS);
    };
    void check();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [eventId, enabled, onStopped]);
}
