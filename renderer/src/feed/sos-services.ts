import { useIdentityStore } from '../identity/identity-store';
import { useLocationStore } from '../location/location-store';
import { startProStatusPolling } from '../pro/pro-status';
import { unlockAudioOnFirstGesture } from '../siren/siren-engine';
import { exposeSirenTestHook } from '../siren/siren-store';
import { startSosPoller } from './sos-poller';
import { startPushClient } from '../push/push-client';

/**
 * Everything the resident app runs in the background for SOS: Pro status, location, the feed
 * poll that raises incoming alerts, and the audio unlock the siren needs. Returns the stop function.
 */
export function startSosServices(): () => void {
  exposeSirenTestHook();
  const stopUnlock = unlockAudioOnFirstGesture();
  const stopPro = startProStatusPolling();
  const stopPoller = startSosPoller();
  // Push brings an SOS in milliseconds; the poll above stays as the fallback (DESIGN.md §11).
  const stopPush = startPushClient();
  // Joins an attempt another feature may have started already; a failure is announced once.
  void useLocationStore.getState().locate({ announce: true });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    unwatchIdentity();
    stopPush();
    stopPoller();
    stopPro();
    stopUnlock();
  };
  // After Reset Device the session still belongs to the old identity until the reload: stay quiet.
  const unwatchIdentity = useIdentityStore.subscribe((state, previous) => {
    if (state.deviceId !== previous.deviceId) stop();
  });
  return stop;
}
