import { useEffect, useRef } from 'react';

/**
 * Runs `task` now and then every `intervalMs` after the previous run finished (never two at
 * once), until unmounted. A hidden tab keeps polling: the command centre must still alarm.
 */
export function usePoll(task: () => Promise<void>, intervalMs: number): void {
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      try {
        await latest.current();
      } catch {
        // each task reports its own errors; polling carries on
      }
      if (!stopped) timer = setTimeout(() => void run(), intervalMs);
    };
    void run();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [intervalMs]);
}
