import { create } from 'zustand';
import { meResponseSchema } from '../../../shared/api/users';
import { PRO_POLL_MS } from '../../../shared/constants';
import { ApiRequestError, apiRequest } from '../api/client';
import { useContactsStore } from '../contacts/contacts-store';
import { useIdentityStore } from '../identity/identity-store';

export type ProStatus = 'unknown' | 'pro' | 'free';

type ProStatusState = {
  status: ProStatus;
  /** True once the hub answered /api/user/me for this device: the session cookie is in place. */
  sessionReady: boolean;
};

/** Pro status from GET /api/user/me, polled every 5 s and on window focus (spec/core.md §4, §7). */
export const useProStatus = create<ProStatusState>()(() => ({ status: 'unknown', sessionReady: false }));

/** While the app starts the session is not there yet; ask more often until it is (for about 20 s). */
const STARTUP_POLL_MS = 500;
const STARTUP_POLLS = 40;
let startupPolls = 0;

type MeAnswer = { status: ProStatus; sessionReady: boolean };

/**
 * One check. The call deliberately sends no X-Device-ID: with that header and no session yet,
 * the hub would claim the id on the spot and race the app's own registration (DESIGN.md §3).
 * 404 means "not Pro" (spec/core.md §7); any other failure leaves the status as it was.
 */
export async function fetchProStatus(userId: string): Promise<MeAnswer | null> {
  const query = new URLSearchParams({ userId, _t: String(Date.now()) });
  try {
    const me = await apiRequest(`/api/user/me?${query}`, {
      schema: meResponseSchema,
      sendDeviceId: false,
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    return { status: me.proActive ? 'pro' : 'free', sessionReady: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { status: 'free', sessionReady: false };
    return null;
  }
}

let inFlight: Promise<void> | null = null;

export function refreshProStatus(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const answer = await fetchProStatus(useIdentityStore.getState().userId);
      if (!answer) return;
      const current = useProStatus.getState();
      useProStatus.setState({ status: answer.status, sessionReady: current.sessionReady || answer.sessionReady });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Resolves once the device registration has run. The shell (start-resident.ts) registers first
 * and loads the trusted contacts right after, so contacts leaving 'idle' marks that moment; until
 * the shell offers its own signal, that saves asking the hub before the session exists.
 */
function whenRegistrationSettled(timeoutMs = 15_000): Promise<void> {
  if (useContactsStore.getState().status !== 'idle') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timeout);
      unsubscribe();
      resolve();
    };
    const timeout = setTimeout(done, timeoutMs);
    const unsubscribe = useContactsStore.subscribe((state) => state.status !== 'idle' && done());
  });
}

let users = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  const starting = !useProStatus.getState().sessionReady && startupPolls < STARTUP_POLLS;
  if (starting) startupPolls += 1;
  const wait = starting ? STARTUP_POLL_MS : PRO_POLL_MS;
  timer = setTimeout(() => {
    void refreshProStatus().finally(() => {
      if (users > 0) schedule();
    });
  }, wait);
}

const onFocus = () => {
  if (useContactsStore.getState().status !== 'idle') void refreshProStatus();
};

/** Starts polling (counted, so StrictMode's double mount is harmless); returns the stop function. */
export function startProStatusPolling(): () => void {
  users += 1;
  if (users === 1) {
    void whenRegistrationSettled().then(() => {
      if (users === 0 || timer) return;
      void refreshProStatus();
      schedule();
    });
    window.addEventListener('focus', onFocus);
  }
  return () => {
    users -= 1;
    if (users > 0) return;
    if (timer) clearTimeout(timer);
    timer = null;
    window.removeEventListener('focus', onFocus);
  };
}

/** Resolves true once the hub session is in place, or false after `timeoutMs`. */
export function whenSessionReady(timeoutMs: number): Promise<boolean> {
  if (useProStatus.getState().sessionReady) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timeout = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, timeoutMs);
    const unsubscribe = useProStatus.subscribe((state) => {
      if (!state.sessionReady) return;
      clearTimeout(timeout);
      unsubscribe();
      resolve(true);
    });
  });
}

export function resetProStatus(): void {
  startupPolls = 0;
  useProStatus.setState({ status: 'unknown', sessionReady: false });
}
