import { create } from 'zustand';
import type { SosPollEvent } from '../../../shared/api/sos';
import { SOS_MESSAGE_CLIENT_MAX } from '../../../shared/constants';
import { startSenderAudio, stopSenderAudio } from '../audio/sender';
import { useSenderAudio } from '../audio/sender-store';
import { useIdentityStore } from '../identity/identity-store';
import { readJson, STORAGE_KEYS, writeJson } from '../local-storage';
import { useLocationStore } from '../location/location-store';
import { useSettingsStore } from '../settings/settings-store';
import { showToast } from '../toasts/toast-store';
import { type LocalSos, parseLocalSos, reconcileLocalSos } from './local-sos';
import { requestSosCancel, requestSosStart } from './sos-api';
import { sosAlreadyEnded, sosCancelFailureToast, sosStartFailureToast } from './sos-errors';

type SosState = {
  /** The own SOS while active ('pending' while the start call runs or before an id is known). */
  active: LocalSos | null;
  /** The call in flight, which disables the button. */
  pending: 'start' | 'cancel' | null;
  /** The 'Brief description' being typed (max 100). */
  message: string;
  /** 'Also alert neighbours nearby' (allowStreet), remembered on this device. */
  allowStreet: boolean;
  /** When another alert may be sent (ms), as the hub last said. */
  cooldownUntil: number | null;
  setMessage: (message: string) => void;
  setAllowStreet: (allowStreet: boolean) => void;
  start: () => Promise<void>;
  cancel: () => Promise<void>;
  /** Applies a poll's own events: an own event that ended makes the SOS inactive. */
  reconcile: (events: readonly SosPollEvent[], fullLoad: boolean) => void;
};

function saveActive(active: LocalSos | null): void {
  writeJson(STORAGE_KEYS.sosEvent, active);
}

function loadAllowStreet(): boolean {
  const stored = readJson(STORAGE_KEYS.streetSettings);
  if (typeof stored === 'object' && stored !== null && 'allowStreet' in stored && typeof stored.allowStreet === 'boolean') {
    return stored.allowStreet;
  }
  return true;
}

function loadCooldown(): number | null {
  const stored = readJson(STORAGE_KEYS.sosCooldown);
  return typeof stored === 'number' && stored > Date.now() ? stored : null;
}

/** Event ids cancelled in this session: a poll answer that raced the cancel must not bring them back. */
const cancelledIds = new Set<string>();

function initialState() {
  const active = parseLocalSos(readJson(STORAGE_KEYS.sosEvent));
  return { active, pending: null, message: active?.message ?? '', allowStreet: loadAllowStreet(), cooldownUntil: loadCooldown() };
}

export const useSosStore = create<SosState>()((set, get) => {
  const becomeInactive = () => {
    saveActive(null);
    set({ active: null, message: '' });
    stopSenderAudio();
  };

  return {
    ...initialState(),
    setMessage: (message) => set({ message: message.slice(0, SOS_MESSAGE_CLIENT_MAX) }),
    setAllowStreet: (allowStreet) => {
      writeJson(STORAGE_KEYS.streetSettings, { allowStreet });
      set({ allowStreet });
    },
    start: async () => {
      if (get().pending || get().active) return;
      const location = useLocationStore.getState().location;
      if (!location) {
        showToast({ title: 'Location Required', description: 'Getting location for emergency response...', variant: 'destructive' });
        void useLocationStore.getState().locate({ announce: true });
        return;
      }
      const message = get().message.trim() || null;
      const pendingSos: LocalSos = { eventId: null, status: 'pending', createdAt: Date.now(), message };
      saveActive(pendingSos);
      set({ pending: 'start', active: pendingSos });
      try {
        const answer = await requestSosStart({
          deviceId: useIdentityStore.getState().deviceId,
          lat: location.lat,
          lng: location.lng,
          ...(location.accuracy === null ? {} : { accuracy: location.accuracy }),
          ...(message ? { message } : {}),
          timestamp: Date.now(),
          allowStreet: get().allowStreet,
        });
        const active: LocalSos = { eventId: answer.eventId, status: 'sent', createdAt: answer.createdAt, message };
        saveActive(active);
        writeJson(STORAGE_KEYS.sosCooldown, answer.cooldownExpiresAt);
        set({ active, pending: null, cooldownUntil: answer.cooldownExpiresAt });
        const reached = answer.recipients === 1 ? '1 person' : `${answer.recipients} people`;
        showToast({ title: 'SOS Activated', description: `Your emergency alert went to ${reached}.`, variant: 'success' });
        if (useSettingsStore.getState().settings.emergencyAudio) void startSenderAudio();
      } catch (error) {
        saveActive(null);
        set({ active: null, pending: null });
        showToast(sosStartFailureToast(error));
      }
    },
    cancel: async () => {
      const eventId = get().active?.eventId;
      if (!eventId) {
        showToast({ title: 'Cancel Failed', description: 'No active SOS event to cancel', variant: 'destructive' });
        return;
      }
      if (get().pending) return;
      set({ pending: 'cancel' });
      try {
        await requestSosCancel(eventId);
        cancelledIds.add(eventId);
        becomeInactive();
        showToast({ title: 'SOS Cancelled', description: 'Your emergency alert has been cancelled.', variant: 'success' });
      } catch (error) {
        showToast(sosCancelFailureToast(error));
        // Already over on the hub (expired, replaced): keeping the button in "cancel" would leave the person stuck.
        if (sosAlreadyEnded(error)) becomeInactive();
      } finally {
        set({ pending: null });
      }
    },
    reconcile: (events, fullLoad) => {
      if (get().pending) return;
      const verdict = reconcileLocalSos(get().active, events, fullLoad, cancelledIds);
      if (verdict.kind === 'clear') becomeInactive();
      if (verdict.kind === 'adopt') {
        const active: LocalSos = { eventId: verdict.eventId, status: 'sent', createdAt: verdict.createdAt, message: get().active?.message ?? null };
        saveActive(active);
        set({ active });
      }
      // After a reload during an emergency, the microphone goes back on the air.
      const stillActive = verdict.kind !== 'clear' && get().active?.eventId;
      if (fullLoad && stillActive && useSettingsStore.getState().settings.emergencyAudio && useSenderAudio.getState().state === 'idle') {
        void startSenderAudio();
      }
    },
  };
});

export function resetSosStore(): void {
  cancelledIds.clear();
  useSosStore.setState(initialState());
}
