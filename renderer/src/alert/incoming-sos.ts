import type { SosPollEvent } from '../../../shared/api/sos';
import type { ProStatus } from '../pro/pro-status';
import type { EmergencyAlertPayload } from './alert-events';

/** The fields of a polled SOS event this decision reads; `source` is the legacy initiator flag. */
export type IncomingSosEvent = Pick<
  SosPollEvent,
  | 'eventId'
  | 'initiatorId'
  | 'message'
  | 'status'
  | 'location'
  | 'approximate'
  | 'isNewEvent'
  | 'self'
  | 'relation'
  | 'senderName'
  | 'escalatedFromProxy'
  | 'originalProxyMessage'
  | 'pcmListenUrl'
> & { source?: string };

export type Viewer = {
  deviceId: string;
  /** The event id of the viewer's own SOS, as stored on this device. */
  ownEventId: string | null;
};

export type IncomingSosAction =
  | { type: 'stop-siren'; eventId: string }
  | { type: 'vibrate'; pattern: number | number[] }
  | { type: 'show-alert'; payload: EmergencyAlertPayload }
  | { type: 'start-siren'; eventId: string; durationMs: number }
  | { type: 'keep-screen-on'; eventId: string };

export const SIREN_MS = 30_000;
/** The sender's short confirmation buzz. */
export const INITIATOR_VIBRATION = 100;
/** Three long pulses for someone else's emergency (the spec does not give values). */
export const ALERT_VIBRATION = [500, 200, 500, 200, 500];

/** Sender names for people the viewer has not named: a stranger nearby is not a "trusted contact". */
export function senderLabel(event: Pick<IncomingSosEvent, 'senderName' | 'relation'>): string | null {
  if (event.senderName) return event.senderName;
  if (event.relation === 'self') return 'You';
  return event.relation === 'nearby' ? 'Nearby neighbour' : null;
}

/** The initiator by any of four signals (spec/core.md §4): self flag, own event id, own device id, legacy source flag. */
export function isInitiator(event: IncomingSosEvent, viewer: Viewer): boolean {
  return (
    event.self ||
    (viewer.ownEventId !== null && event.eventId === viewer.ownEventId) ||
    event.initiatorId.toLowerCase() === viewer.deviceId.toLowerCase() ||
    event.source === 'self' ||
    event.source === 'local'
  );
}

export function alertPayload(event: IncomingSosEvent, initiator: boolean): EmergencyAlertPayload {
  return {
    lat: event.location.lat,
    lng: event.location.lng,
    senderName: senderLabel(event),
    message: event.message,
    eventId: event.eventId,
    isInitiator: initiator,
    escalatedFromProxy: event.escalatedFromProxy,
    originalProxyMessage: event.originalProxyMessage,
    pcmListenUrl: event.pcmListenUrl,
    approximate: event.approximate,
  };
}

/**
 * What to do about one polled event (spec/core.md §4 "Incoming SOS handling"). Only a first
 * delivery of an active event counts, and an event this device already alerted on never again.
 */
export function decideIncomingSos(
  event: IncomingSosEvent,
  viewer: Viewer,
  proStatus: ProStatus,
  stoppedSirens: ReadonlySet<string>,
  alreadyAlerted: ReadonlySet<string> = new Set(),
): IncomingSosAction[] {
  if (!event.isNewEvent || event.status !== 'active' || alreadyAlerted.has(event.eventId)) return [];
  if (isInitiator(event, viewer)) {
    return [
      { type: 'stop-siren', eventId: event.eventId },
      { type: 'vibrate', pattern: INITIATOR_VIBRATION },
    ];
  }
  const actions: IncomingSosAction[] = [{ type: 'show-alert', payload: alertPayload(event, false) }];
  // Non-Pro viewers get the dialog (with the upsell) and nothing else: no siren, no map.
  if (proStatus !== 'pro') return actions;
  if (!stoppedSirens.has(event.eventId)) actions.push({ type: 'start-siren', eventId: event.eventId, durationMs: SIREN_MS });
  actions.push({ type: 'vibrate', pattern: ALERT_VIBRATION }, { type: 'keep-screen-on', eventId: event.eventId });
  return actions;
}
