import {
  AUDIO_BACKOFF_CAP_MS,
  AUDIO_BACKOFF_START_MS,
  AUDIO_CLOSE,
  AUDIO_ERRORS_BEFORE_RESTART,
  AUDIO_MAX_RECONNECTS,
} from '../../../shared/api/audio';

/**
 * Decisions of the audio service (spec/core.md §4 and §9), as pure functions so they can be
 * tested without sockets or timers. audio-link.ts applies them.
 */

/**
 * Close codes after which trying again cannot help: not signed in, not allowed, unknown room,
 * emergency over. 4400 (a malformed socket URL) is added: the same URL would fail the same way.
 */
export const TERMINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  AUDIO_CLOSE.badRequest,
  AUDIO_CLOSE.authRequired,
  AUDIO_CLOSE.notAllowed,
  AUDIO_CLOSE.roomNotFound,
  AUDIO_CLOSE.roomEnded,
]);

export function isTerminalClose(code: number): boolean {
  return TERMINAL_CLOSE_CODES.has(code);
}

/** Wait before reconnect attempt n (1-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffDelay(attempt: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(AUDIO_BACKOFF_CAP_MS, AUDIO_BACKOFF_START_MS * 2 ** Math.min(exponent, 30));
}

export type ClosePlan =
  | { kind: 'stopped' }
  | { kind: 'terminal'; code: number }
  | { kind: 'retry'; attempt: number; delayMs: number }
  | { kind: 'give-up' };

/**
 * What to do when the socket closes. `failedAttempts` counts reconnects since the last welcome;
 * a welcome resets it, so a long-lived link gets the full 50 attempts after each drop.
 */
export function planAfterClose(input: { code: number; stopRequested: boolean; failedAttempts: number }): ClosePlan {
  if (input.stopRequested) return { kind: 'stopped' };
  if (isTerminalClose(input.code)) return { kind: 'terminal', code: input.code };
  const attempt = input.failedAttempts + 1;
  if (attempt > AUDIO_MAX_RECONNECTS) return { kind: 'give-up' };
  return { kind: 'retry', attempt, delayMs: backoffDelay(attempt) };
}

/** Consecutive errors; the fifth forces a reconnect (socket) or a restart (audio pipeline). */
export function countError(streak: number): { streak: number; restart: boolean } {
  const next = streak + 1;
  return next >= AUDIO_ERRORS_BEFORE_RESTART ? { streak: 0, restart: true } : { streak: next, restart: false };
}

/** Where one audio link is. 'live' = the hub welcomed us; the last four are final until start(). */
export type LinkStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'ended' | 'refused' | 'failed' | 'stopped';

export type LinkEvent =
  | { type: 'start' }
  | { type: 'welcome' }
  | { type: 'close'; plan: ClosePlan };

const FINAL: ReadonlySet<LinkStatus> = new Set(['ended', 'refused', 'failed', 'stopped']);

export function isFinalStatus(status: LinkStatus): boolean {
  return FINAL.has(status);
}

/** The link's state machine: start → connecting → live ⇄ reconnecting → ended/refused/failed/stopped. */
export function nextLinkStatus(current: LinkStatus, event: LinkEvent): LinkStatus {
  switch (event.type) {
    case 'start':
      return current === 'idle' || isFinalStatus(current) ? 'connecting' : current;
    case 'welcome':
      return current === 'connecting' || current === 'reconnecting' ? 'live' : current;
    case 'close':
      if (isFinalStatus(current) || current === 'idle') return current;
      switch (event.plan.kind) {
        case 'stopped':
          return 'stopped';
        case 'terminal':
          return event.plan.code === AUDIO_CLOSE.roomEnded ? 'ended' : 'refused';
        case 'give-up':
          return 'failed';
        case 'retry':
          return 'reconnecting';
      }
  }
}
