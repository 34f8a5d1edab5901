import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SosPollEvent } from '../../../shared/api/sos';

const ME = '11111111-1111-4111-8111-111111111111';

// This Node environment has no DOM: give the modules the few browser globals they touch.
beforeAll(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  });
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', { visibilityState: 'visible' });
  vi.stubGlobal('navigator', { vibrate: () => true });
});

vi.mock('../identity/identity-store', () => ({
  useIdentityStore: { getState: () => ({ deviceId: ME, userId: ME }), subscribe: () => () => {} },
}));
const sirens = vi.hoisted(() => ({ started: [] as string[] }));
vi.mock('../siren/siren-store', () => ({
  startSiren: (eventId: string) => sirens.started.push(eventId),
  stopSiren: () => {},
}));
vi.mock('../alert/wake-lock', () => ({ keepScreenOn: async () => {} }));

const event = (overrides: Partial<SosPollEvent> = {}): SosPollEvent => ({
  eventId: '6b1a1f7e-1111-4222-8333-444455556666',
  initiatorId: '22222222-2222-4222-8222-222222222222',
  message: 'Fell on the stairs',
  severity: 'critical',
  status: 'active',
  location: { lat: 51.5, lng: -0.12 },
  approximate: false,
  radiusM: 500,
  createdAt: 1,
  updatedAt: 1,
  expiresAt: 3_600_001,
  pcmListenUrl: null,
  hasLiveAudio: false,
  isNewEvent: true,
  self: false,
  relation: 'contact',
  senderName: 'Grandma',
  distanceM: 120,
  escalatedFromProxy: false,
  originalProxyMessage: null,
  ...overrides,
});

describe('a pushed SOS', () => {
  it('raises one dialog and one siren, and the later poll of the same event changes nothing', async () => {
    const { useProStatus } = await import('../pro/pro-status');
    const { applyPushedSos } = await import('./push-client');
    const { handleIncomingSos } = await import('../alert/incoming-sos-effects');
    const { EMERGENCY_ALERT_EVENT } = await import('../alert/alert-events');
    const { useFeedStore } = await import('../feed/feed-store');
    useProStatus.setState({ status: 'pro', sessionReady: true });
    const dialogs: unknown[] = [];
    window.addEventListener(EMERGENCY_ALERT_EVENT, (e) => dialogs.push((e as CustomEvent).detail));

    applyPushedSos(event());
    // The poll that follows brings the same event (the hub already counted the delivery).
    handleIncomingSos([event({ isNewEvent: false })], { deviceId: ME, ownEventId: null }, 'pro');
    // Even a poll that still said "new" (an answer that raced the push) does not alert twice.
    handleIncomingSos([event()], { deviceId: ME, ownEventId: null }, 'pro');

    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ eventId: event().eventId, senderName: 'Grandma' });
    expect(sirens.started).toEqual([event().eventId]);
    expect(useFeedStore.getState().events[event().eventId]?.message).toBe('Fell on the stairs');
  });
});
