import { create } from 'zustand';
import { BALANCE_POLL_MS } from '../../../shared/constants';
import { useIdentityStore } from '../identity/identity-store';
import { showToast } from '../toasts/toast-store';
import { whenSessionReady } from './pro-status';
import { fetchJinBalance } from './jin-balance';

type BalanceStatus = 'loading' | 'ready' | 'error';

type JinBalanceState = {
  /** The last balance the hub reported, or null while unknown or after a failure. */
  balance: number | null;
  status: BalanceStatus;
  /** Asks the hub now; with `announceFailure` a failure also shows the Connection Error toast. */
  refresh: (options?: { announceFailure?: boolean }) => Promise<boolean>;
  /** Takes a balance the hub just reported in another answer (card activation, subscribe). */
  setBalance: (balance: number) => void;
};

/** How long the first balance call waits for the hub session before asking anyway. */
const SESSION_WAIT_MS = 20_000;

let inFlight: Promise<boolean> | null = null;
/** Bumped by setBalance, so an answer to a call that started earlier cannot overwrite a newer figure. */
let version = 0;

/** The resident's JIN balance (spec/core.md §7): polled every 5 s and on focus, refreshable by anyone. */
export const useJinBalance = create<JinBalanceState>()((set) => ({
  balance: null,
  status: 'loading',
  refresh: async ({ announceFailure = false } = {}) => {
    const startedAt = version;
    inFlight ??= fetchJinBalance(useIdentityStore.getState().userId)
      .then((balance) => {
        if (startedAt === version) set({ balance, status: 'ready' });
        return true;
      })
      .catch(() => {
        if (startedAt === version) set({ balance: null, status: 'error' });
        return false;
      })
      .finally(() => {
        inFlight = null;
      });
    const ok = await inFlight;
    if (!ok && announceFailure) {
      showToast({ title: 'Connection Error', description: 'Unable to refresh JIN balance.', variant: 'destructive' });
    }
    return ok;
  },
  setBalance: (balance) => {
    version += 1;
    set({ balance, status: 'ready' });
  },
}));

let users = 0;
let timer: ReturnType<typeof setInterval> | null = null;
/** Polls start once the session is in place (or the wait for it is over). */
let sessionWaitOver = false;
const poll = () => {
  if (sessionWaitOver) void useJinBalance.getState().refresh();
};

/**
 * Starts the 5 s poll and the focus refresh (counted, so StrictMode's double mount is harmless).
 * The first call waits for the hub session: asking earlier would claim the device id on the spot.
 */
export function startJinBalancePolling(): () => void {
  users += 1;
  if (users === 1) {
    void whenSessionReady(SESSION_WAIT_MS).then(() => {
      sessionWaitOver = true;
      if (users > 0) poll();
    });
    timer = setInterval(poll, BALANCE_POLL_MS);
    window.addEventListener('focus', poll);
  }
  return () => {
    users -= 1;
    if (users > 0) return;
    if (timer) clearInterval(timer);
    timer = null;
    window.removeEventListener('focus', poll);
  };
}

export function resetJinBalance(): void {
  inFlight = null;
  version += 1;
  useJinBalance.setState({ balance: null, status: 'loading' });
}
