import { useState } from 'react';
import type { NearbyConcern } from '../../../shared/api/assist';
import { useLocationStore } from '../location/location-store';
import { showToast } from '../toasts/toast-store';
import { answerConcern } from './assist-api';
import { assistPoller, useAssistStore } from './assist-store';
import { isNotHomeowner, responseFailureToast } from './assist-toasts';
import type { ResponseMode } from './HomeownerResponseDialog';

/** The answerer's own position when known: the hub checks that someone asking for help is in range. */
function ownPosition() {
  const location = useLocationStore.getState().location;
  return location && location.source !== 'neighborhood-center' ? { lat: location.lat, lng: location.lng } : {};
}

/** Sends 'I'm Okay' (ack ok) or 'I Need Help' (ack escalate) for one concern (spec/assist.md §7). */
export function useHomeownerAnswer(event: NearbyConcern) {
  const [busy, setBusy] = useState(false);
  const [notHomeowner, setNotHomeowner] = useState(false);

  const answer = async (mode: ResponseMode, note: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const action = mode === 'ok' ? 'ok' : 'escalate';
      const result = await answerConcern(event.eventId, { action, ...(note ? { note } : {}), ...ownPosition() });
      useAssistStore.getState().applyStatus(event.eventId, result.status);
      showToast(
        mode === 'ok'
          ? { title: 'Concern Resolved', description: 'Thank you. Your neighbours have been told you are okay.', variant: 'success' }
          : { title: 'Help Requested', description: 'Your neighbours are being alerted: this is now a full SOS.', variant: 'success' },
      );
      void assistPoller.pollNow();
      return true;
    } catch (error) {
      if (isNotHomeowner(error)) setNotHomeowner(true);
      showToast(responseFailureToast(error));
      return isNotHomeowner(error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, notHomeowner, answer };
}
