import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastStore, useToastStore } from '../toasts/toast-store';
import { resetJinBalance, useJinBalance } from './jin-balance-store';

// The device identity store writes to localStorage, which this Node environment lacks.
vi.mock('../identity/identity-store', () => ({
  useIdentityStore: { getState: () => ({ userId: '11111111-1111-4111-8111-111111111111' }) },
}));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the JIN balance store', () => {
  beforeEach(() => {
    resetJinBalance();
    resetToastStore();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('holds the balance the hub reports', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { balance_jin: 3 })));
    await expect(useJinBalance.getState().refresh()).resolves.toBe(true);
    expect(useJinBalance.getState()).toMatchObject({ balance: 3, status: 'ready' });
  });

  it('forgets the balance on failure and toasts only when asked to', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { error: 'authentication_required', message: 'no session' })));
    await useJinBalance.getState().refresh();
    expect(useJinBalance.getState()).toMatchObject({ balance: null, status: 'error' });
    expect(useToastStore.getState().toasts).toEqual([]);

    await useJinBalance.getState().refresh({ announceFailure: true });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Connection Error', description: 'Unable to refresh JIN balance.' }),
    ]);
  });

  it('keeps a balance set from an activation over an older answer still on its way', async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (release = resolve))));
    const pending = useJinBalance.getState().refresh();
    useJinBalance.getState().setBalance(2);
    release(json(200, { balance_jin: 0 }));
    await pending;
    expect(useJinBalance.getState().balance).toBe(2);
  });
});
