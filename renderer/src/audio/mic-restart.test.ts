import { afterEach, describe, expect, it, vi } from 'vitest';
import { micErrorText, restartCapture } from './mic-restart';

function domError(name: string, message = ''): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('micErrorText', () => {
  it('explains a refused permission, a missing and a busy microphone', () => {
    expect(micErrorText(domError('NotAllowedError'))).toMatch(/Microphone access was refused/);
    expect(micErrorText(domError('NotFoundError'))).toBe('No microphone was found on this device.');
    expect(micErrorText(domError('NotReadableError'))).toMatch(/busy/);
  });

  it('passes on other browser messages', () => {
    expect(micErrorText(domError('AbortError', 'Timeout starting video source'))).toBe(
      'Could not start the microphone: Timeout starting video source',
    );
    expect(micErrorText('weird')).toBe('Could not start the microphone');
  });
});

describe('restartCapture', () => {
  afterEach(() => vi.useRealTimers());

  it('retries with 1 s, 2 s, 4 s waits until the pipeline starts', async () => {
    vi.useFakeTimers();
    const start = vi.fn().mockRejectedValueOnce(new Error('no')).mockRejectedValueOnce(new Error('no')).mockResolvedValue(undefined);
    const done = restartCapture(start, () => false);
    await vi.advanceTimersByTimeAsync(999);
    expect(start).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(start).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(done).resolves.toBe(true);
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('gives up after 5 failed restarts', async () => {
    vi.useFakeTimers();
    const start = vi.fn().mockRejectedValue(new Error('no'));
    const done = restartCapture(start, () => false);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(done).resolves.toBe(false);
    expect(start).toHaveBeenCalledTimes(5);
  });

  it('stops trying once the sender stopped', async () => {
    vi.useFakeTimers();
    const start = vi.fn().mockRejectedValue(new Error('no'));
    let cancelled = false;
    const done = restartCapture(start, () => cancelled);
    await vi.advanceTimersByTimeAsync(1000);
    cancelled = true;
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(done).resolves.toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
