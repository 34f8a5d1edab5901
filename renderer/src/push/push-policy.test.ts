import { describe, expect, it } from 'vitest';
import { pushBackoff, pushSocketUrl, retryAfterClose } from './push-policy';

describe('push connection policy', () => {
  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(pushBackoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('retries slowly after the hub refused the session', () => {
    expect(retryAfterClose(4401)).toBe('slowly');
    expect(retryAfterClose(1006)).toBe('soon');
    expect(retryAfterClose(1001)).toBe('soon');
  });

  it('uses wss on https', () => {
    expect(pushSocketUrl({ protocol: 'https:', host: 'hub.local:8443' })).toBe('wss://hub.local:8443/events-ws');
    expect(pushSocketUrl({ protocol: 'http:', host: '127.0.0.1:5' })).toBe('ws://127.0.0.1:5/events-ws');
  });
});
