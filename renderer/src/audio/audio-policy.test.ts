import { describe, expect, it } from 'vitest';
import { AUDIO_CLOSE } from '../../../shared/api/audio';
import { backoffDelay, countError, isTerminalClose, nextLinkStatus, planAfterClose, type LinkEvent, type LinkStatus } from './audio-policy';

describe('backoffDelay', () => {
  it('starts at 1 s and doubles per attempt', () => {
    expect([1, 2, 3, 4, 5].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('is capped at 30 s however many attempts', () => {
    expect(backoffDelay(6)).toBe(30_000);
    expect(backoffDelay(50)).toBe(30_000);
    expect(backoffDelay(5000)).toBe(30_000);
  });
});

describe('isTerminalClose', () => {
  it('treats not signed in, not allowed, unknown room, ended and a bad URL as final', () => {
    for (const code of [4401, 4403, 4404, 4410, 4400]) expect(isTerminalClose(code)).toBe(true);
  });

  it('retries network drops, a restarting hub, a taken publisher slot and protocol slips', () => {
    for (const code of [1001, 1006, 1009, 1011, 4000, 4409, 4422]) expect(isTerminalClose(code)).toBe(false);
  });
});

describe('planAfterClose', () => {
  it('never reconnects after an explicit stop, whatever the code', () => {
    expect(planAfterClose({ code: 1006, stopRequested: true, failedAttempts: 0 })).toEqual({ kind: 'stopped' });
  });

  it('stops on a terminal code', () => {
    expect(planAfterClose({ code: AUDIO_CLOSE.notAllowed, stopRequested: false, failedAttempts: 0 })).toEqual({
      kind: 'terminal',
      code: 4403,
    });
  });

  it('retries an unexpected close with the next backoff step', () => {
    expect(planAfterClose({ code: 1006, stopRequested: false, failedAttempts: 0 })).toEqual({ kind: 'retry', attempt: 1, delayMs: 1000 });
    expect(planAfterClose({ code: 1001, stopRequested: false, failedAttempts: 3 })).toEqual({ kind: 'retry', attempt: 4, delayMs: 8000 });
  });

  it('gives up after the 50th reconnect attempt', () => {
    expect(planAfterClose({ code: 1006, stopRequested: false, failedAttempts: 49 })).toMatchObject({ kind: 'retry', attempt: 50 });
    expect(planAfterClose({ code: 1006, stopRequested: false, failedAttempts: 50 })).toEqual({ kind: 'give-up' });
  });
});

describe('countError', () => {
  it('asks for a restart on the fifth error in a row and starts counting again', () => {
    let streak = 0;
    const restarts: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      const next = countError(streak);
      streak = next.streak;
      restarts.push(next.restart);
    }
    expect(restarts).toEqual([false, false, false, false, true, false]);
  });
});

describe('nextLinkStatus', () => {
  const retry: LinkEvent = { type: 'close', plan: { kind: 'retry', attempt: 1, delayMs: 1000 } };

  it('goes connecting → live → reconnecting → live', () => {
    let status: LinkStatus = 'idle';
    status = nextLinkStatus(status, { type: 'start' });
    expect(status).toBe('connecting');
    status = nextLinkStatus(status, { type: 'welcome' });
    expect(status).toBe('live');
    status = nextLinkStatus(status, retry);
    expect(status).toBe('reconnecting');
    expect(nextLinkStatus(status, { type: 'welcome' })).toBe('live');
  });

  it('ends on 4410, is refused on other terminal codes, fails when giving up', () => {
    expect(nextLinkStatus('live', { type: 'close', plan: { kind: 'terminal', code: 4410 } })).toBe('ended');
    expect(nextLinkStatus('connecting', { type: 'close', plan: { kind: 'terminal', code: 4403 } })).toBe('refused');
    expect(nextLinkStatus('reconnecting', { type: 'close', plan: { kind: 'give-up' } })).toBe('failed');
    expect(nextLinkStatus('live', { type: 'close', plan: { kind: 'stopped' } })).toBe('stopped');
  });

  it('keeps final states until a new start', () => {
    const finals: LinkStatus[] = ['ended', 'refused', 'failed', 'stopped'];
    for (const final of finals) {
      expect(nextLinkStatus(final, retry)).toBe(final);
      expect(nextLinkStatus(final, { type: 'welcome' })).toBe(final);
      expect(nextLinkStatus(final, { type: 'start' })).toBe('connecting');
    }
  });

  it('ignores a second start while connecting or live', () => {
    expect(nextLinkStatus('live', { type: 'start' })).toBe('live');
    expect(nextLinkStatus('reconnecting', { type: 'start' })).toBe('reconnecting');
  });
});
