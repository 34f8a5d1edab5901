import { create } from 'zustand';
import type { Incident } from '../../../../shared/api/command';
import { AlarmSound } from './alarm-sound';
import { notifyPermission, requestNotifyPermission, showDesktopNotification, type NotifyPermission } from './desktop-notify';

type AlarmState = {
  sound: AlarmSound;
  soundEnabled: boolean;
  notifications: NotifyPermission;
  /** New SOS the coordinator has not acknowledged yet, newest first. */
  ringing: Incident[];
  /** From a click; `sample` plays a short chime so the coordinator hears that it works. */
  enableSound: (sample?: boolean) => Promise<void>;
  enableNotifications: () => Promise<void>;
  /** A new SOS arrived: banner, repeating alarm, desktop notification. */
  raise: (incident: Incident, open: (incident: Incident) => void) => void;
  /** A new neighbour concern: one chime, no banner. */
  chime: () => void;
  acknowledge: (id?: string) => void;
  /** Drop alarms for SOS that ended on their own. */
  keepOnly: (activeIds: Set<string>) => void;
};

function syncRinging(state: Pick<AlarmState, 'sound' | 'soundEnabled' | 'ringing'>): void {
  if (state.soundEnabled && state.ringing.length > 0) state.sound.ring();
  else state.sound.stop();
}

/** The command centre's alarm: which SOS still ring, whether sound and notifications are on. */
export const useAlarmStore = create<AlarmState>()((set, get) => ({
  sound: new AlarmSound(),
  soundEnabled: false,
  notifications: notifyPermission(),
  ringing: [],
  enableSound: async (sample = false) => {
    const { sound } = get();
    const enabled = await sound.enable();
    set({ soundEnabled: enabled });
    if (enabled && sample && get().ringing.length === 0) sound.sample();
    syncRinging(get());
  },
  enableNotifications: async () => {
    set({ notifications: await requestNotifyPermission() });
  },
  raise: (incident, open) => {
    if (get().ringing.some((known) => known.id === incident.id)) return;
    set((state) => ({ ringing: [incident, ...state.ringing] }));
    syncRinging(get());
    const who = incident.displayName && incident.displayName !== 'User' ? incident.displayName : incident.userIdPrefix;
    showDesktopNotification(`SOS from ${who}`, incident.message ?? 'No message. Open the command centre.', incident.id, () => open(incident));
  },
  chime: () => {
    if (get().soundEnabled) get().sound.chime();
  },
  acknowledge: (id) => {
    set((state) => ({ ringing: id ? state.ringing.filter((incident) => incident.id !== id) : [] }));
    syncRinging(get());
  },
  keepOnly: (activeIds) => {
    const ringing = get().ringing.filter((incident) => activeIds.has(incident.id));
    if (ringing.length !== get().ringing.length) set({ ringing });
    syncRinging(get());
  },
}));
