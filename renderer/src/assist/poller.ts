import { readItem } from '../local-storage';
import { whenSessionReady } from '../pro/pro-status';
import { extraPollInterval, FEED_EXTRA_POLL_MS, FEED_EXTRA_STALE_MS } from './poll-timing';

const TEST_POLL_KEY = 'nw_test_poll_ms';

export type Poller = {
  /** Counted start (several components may use one poller); returns the stop function. */
  start: () => () => void;
  /** Polls now unless a poll is running, then again every interval from its end. */
  pollNow: () => Promise<void>;
  /** Polls when the last poll is older than the stale time (focus, tab opened). */
  refreshIfStale: () => void;
  /** The interval in use. */
  interval: () => number;
};

/** A background poll that runs while someone uses it, pauses its timer between runs and catches up on focus. */
export function createPoller(run: () => Promise<void>, staleMs = FEED_EXTRA_STALE_MS): Poller {
  let users = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let busy = false;
  /** A refresh asked for during a poll (after a vote, say) runs right after it. */
  let again = false;
  let lastRunAt: number | null = null;
  /**
   * Nothing is asked before the app's registration has issued the session: a call with the
   * device header and no session would claim the id on the spot and race it (DESIGN.md §3).
   */
  let sessionWaited = false;
  let intervalMs = FEED_EXTRA_POLL_MS;

  const pollNow = async () => {
    if (users === 0 || !sessionWaited) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    again = false;
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      await run();
    } catch (error) {
      console.warn('[poll] failed', error);
    } finally {
      lastRunAt = Date.now();
      busy = false;
      if (users > 0) timer = setTimeout(() => void pollNow(), again ? 0 : intervalMs);
    }
  };

  const refreshIfStale = () => {
    if (lastRunAt === null || Date.now() - lastRunAt > staleMs) void pollNow();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') refreshIfStale();
  };

  const start = () => {
    users += 1;
    if (users === 1) {
      intervalMs = extraPollInterval(readItem(TEST_POLL_KEY));
      void whenSessionReady(15_000).then(() => {
        sessionWaited = true;
        return pollNow();
      });
      window.addEventListener('focus', refreshIfStale);
      document.addEventListener('visibilitychange', onVisible);
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      users -= 1;
      if (users > 0) return;
      if (timer) clearTimeout(timer);
      timer = null;
      window.removeEventListener('focus', refreshIfStale);
      document.removeEventListener('visibilitychange', onVisible);
    };
  };

  return { start, pollNow, refreshIfStale, interval: () => intervalMs };
}
