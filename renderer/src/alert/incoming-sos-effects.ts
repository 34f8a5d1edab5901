import { STORAGE_KEYS } from '../local-storage';
import type { ProStatus } from '../pro/pro-status';
import { startSiren, stopSiren } from '../siren/siren-store';
import { addToIdList, readIdList, stoppedSirenIds } from '../siren/stopped-sirens';
import { dispatchEmergencyAlert } from './alert-events';
import { decideIncomingSos, type IncomingSosAction, type IncomingSosEvent, type Viewer } from './incoming-sos';
import { keepScreenOn } from './wake-lock';

function perform(action: IncomingSosAction): void {
  switch (action.type) {
    case 'stop-siren':
      stopSiren(action.eventId);
      return;
    case 'vibrate':
      navigator.vibrate?.(action.pattern);
      return;
    case 'show-alert':
      dispatchEmergencyAlert(action.payload);
      return;
    case 'start-siren':
      startSiren(action.eventId, action.durationMs);
      return;
    case 'keep-screen-on':
      void keepScreenOn();
      return;
  }
}

/** Runs the incoming-SOS decision over a poll's events and carries out what it asks for. */
export function handleIncomingSos(events: readonly IncomingSosEvent[], viewer: Viewer, proStatus: ProStatus): void {
  const alerted = new Set(readIdList(STORAGE_KEYS.alertedSos));
  const stopped = stoppedSirenIds();
  for (const event of events) {
    // An emergency that ended (cancelled, expired) silences its siren at once.
    if (event.status !== 'active') stopSiren(event.eventId);
    const actions = decideIncomingSos(event, viewer, proStatus, stopped, alerted);
    if (actions.length === 0) continue;
    // Remembered before acting, so a re-delivery (or a reload) never pops the same alert twice.
    alerted.add(event.eventId);
    addToIdList(STORAGE_KEYS.alertedSos, event.eventId);
    actions.forEach(perform);
  }
}
