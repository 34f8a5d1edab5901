import { create } from 'zustand';
import { playSirenTone, sirenToneState, stopSirenTone } from './siren-engine';
import { isSirenStopped, markSirenStopped, stoppedSirenIds } from './stopped-sirens';

/** Default siren length (spec/core.md §9). */
export const SIREN_DURATION_MS = 30_000;

type SirenState = {
  playingEventId: string | null;
  /** Events whose siren a person stopped on this device (mirrors localStorage). */
  stoppedIds: ReadonlySet<string>;
};

/** Which event's siren is sounding, if any, and which were stopped (spec/core.md §4 "Siren"). */
export const useSirenStore = create<SirenState>()(() => ({ playingEventId: null, stoppedIds: stoppedSirenIds() }));

let autoStop: ReturnType<typeof setTimeout> | null = null;

function clearAutoStop(): void {
  if (autoStop) clearTimeout(autoStop);
  autoStop = null;
}

/** Sounds the siren for an event; it stops by itself after `durationMs`. Never for a stopped event. */
export function startSiren(eventId: string, durationMs = SIREN_DURATION_MS): boolean {
  if (isSirenStopped(eventId)) {
    // A siren started for an event already stopped here is stopped at once.
    if (useSirenStore.getState().playingEventId === eventId) stopSiren();
    return false;
  }
  clearAutoStop();
  if (!playSirenTone()) return false;
  useSirenStore.setState({ playingEventId: eventId });
  autoStop = setTimeout(() => stopSiren(), durationMs);
  return true;
}

/** Silences the siren (optionally only if it is sounding for `eventId`), without marking anything. */
export function stopSiren(eventId?: string): void {
  const playing = useSirenStore.getState().playingEventId;
  if (eventId !== undefined && playing !== eventId) return;
  clearAutoStop();
  stopSirenTone();
  useSirenStore.setState({ playingEventId: null });
}

/** A person stopped it: silence it and remember the event, so its siren never restarts here. */
export function stopSirenForGood(eventId: string): void {
  markSirenStopped(eventId);
  useSirenStore.setState({ stoppedIds: stoppedSirenIds() });
  stopSiren(eventId);
}

/** Read-only hook for end-to-end tests: window.__nwSiren.state(). */
export function exposeSirenTestHook(): void {
  const state = () => {
    const tone = sirenToneState();
    return { ...tone, eventId: useSirenStore.getState().playingEventId };
  };
  Object.defineProperty(window, '__nwSiren', { value: { state }, configurable: true });
}
