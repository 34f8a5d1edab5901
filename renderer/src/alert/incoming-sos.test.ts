import { describe, expect, it } from 'vitest';
import {
  ALERT_VIBRATION,
  decideIncomingSos,
  INITIATOR_VIBRATION,
  type IncomingSosEvent,
  SIREN_MS,
  senderLabel,
} from './incoming-sos';

const ME = '11111111-1111-4111-8111-111111111111';
const SENDER = '22222222-2222-4222-8222-222222222222';
const EVENT_ID = '33333333-3333-4333-8333-333333333333';

function event(overrides: Partial<IncomingSosEvent> = {}): IncomingSosEvent {
  return {
    eventId: EVENT_ID,
    initiatorId: SENDER,
    message: 'Fell down the stairs',
    status: 'active',
    location: { lat: 51.501234, lng: -0.141234 },
    approximate: false,
    isNewEvent: true,
    self: false,
    relation: 'contact',
    senderName: 'Mum',
    escalatedFromProxy: false,
    originalProxyMessage: null,
    pcmListenUrl: '/sos-listen/room',
    ...overrides,
  };
}

const viewer = { deviceId: ME, ownEventId: null };
const none = new Set<string>();
const types = (actions: { type: string }[]) => actions.map((action) => action.type);

describe('incoming SOS handling', () => {
  it.each([
    ['the server self flag', event({ self: true }), viewer],
    ['a matching stored event id', event(), { deviceId: ME, ownEventId: EVENT_ID }],
    ['a matching sender id', event({ initiatorId: ME.toUpperCase() }), viewer],
    ['the legacy source flag', event({ source: 'self' }), viewer],
  ])('recognises the initiator by %s: no dialog, no siren, a defensive stop and a short buzz', (_, incoming, me) => {
    expect(decideIncomingSos(incoming, me, 'pro', none)).toEqual([
      { type: 'stop-siren', eventId: EVENT_ID },
      { type: 'vibrate', pattern: INITIATOR_VIBRATION },
    ]);
  });

  it('gives a Pro recipient the dialog, a 30 s siren, a vibration pattern and a wake lock', () => {
    const actions = decideIncomingSos(event(), viewer, 'pro', none);
    expect(types(actions)).toEqual(['show-alert', 'start-siren', 'vibrate', 'keep-screen-on']);
    expect(actions).toContainEqual({ type: 'start-siren', eventId: EVENT_ID, durationMs: SIREN_MS });
    expect(actions).toContainEqual({ type: 'vibrate', pattern: ALERT_VIBRATION });
    expect(actions[0]).toEqual({
      type: 'show-alert',
      payload: {
        lat: 51.501234,
        lng: -0.141234,
        senderName: 'Mum',
        message: 'Fell down the stairs',
        eventId: EVENT_ID,
        isInitiator: false,
        escalatedFromProxy: false,
        originalProxyMessage: null,
        pcmListenUrl: '/sos-listen/room',
        approximate: false,
      },
    });
  });

  it('does not sound the siren again for an event whose siren was stopped here', () => {
    expect(types(decideIncomingSos(event(), viewer, 'pro', new Set([EVENT_ID])))).toEqual([
      'show-alert',
      'vibrate',
      'keep-screen-on',
    ]);
  });

  it('gives a non-Pro recipient only the dialog (with the upsell): no siren, no map, no wake lock', () => {
    expect(types(decideIncomingSos(event(), viewer, 'free', none))).toEqual(['show-alert']);
    expect(types(decideIncomingSos(event(), viewer, 'unknown', none))).toEqual(['show-alert']);
  });

  it('ignores deliveries that are not new, events that are not active, and events already alerted', () => {
    expect(decideIncomingSos(event({ isNewEvent: false }), viewer, 'pro', none)).toEqual([]);
    expect(decideIncomingSos(event({ status: 'cancelled' }), viewer, 'pro', none)).toEqual([]);
    expect(decideIncomingSos(event({ status: 'expired' }), viewer, 'pro', none)).toEqual([]);
    expect(decideIncomingSos(event(), viewer, 'pro', none, new Set([EVENT_ID]))).toEqual([]);
  });

  it('carries an escalated concern into the dialog payload', () => {
    const [first] = decideIncomingSos(
      event({ escalatedFromProxy: true, originalProxyMessage: 'Smoke from no. 12' }),
      viewer,
      'free',
      none,
    );
    expect(first).toMatchObject({ type: 'show-alert', payload: { escalatedFromProxy: true, originalProxyMessage: 'Smoke from no. 12' } });
  });

  it('names the sender by nickname, as a nearby neighbour, or as you', () => {
    expect(senderLabel({ senderName: 'Mum', relation: 'contact' })).toBe('Mum');
    expect(senderLabel({ senderName: null, relation: 'nearby' })).toBe('Nearby neighbour');
    expect(senderLabel({ senderName: null, relation: 'self' })).toBe('You');
    expect(senderLabel({ senderName: null, relation: 'contact' })).toBeNull();
  });
});
