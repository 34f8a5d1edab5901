import { create } from 'zustand';
import {
  DEFAULT_DEVICE_SETTINGS,
  deviceSettingsSchema,
  type DeviceSettings,
  type SettingsUpdate,
} from '../../../shared/api/settings';
import { readJson, STORAGE_KEYS, writeJson } from '../local-storage';
import { showToast } from '../toasts/toast-store';
import { fetchHubSettings, saveHubSettings } from './settings-api';
import { permitSetting } from './setting-permissions';

type SettingsState = {
  settings: DeviceSettings;
  /** True when this device already had its own copy in localStorage. */
  hasLocalCopy: boolean;
  /** Brings the hub's mirror and the local copy together at start-up. */
  syncWithHub: () => Promise<void>;
  /** Changes one switch: asks the browser when needed, stores locally, mirrors to the hub. */
  changeSetting: (key: keyof DeviceSettings, value: boolean) => Promise<void>;
};

function loadLocalSettings(): DeviceSettings | null {
  const parsed = deviceSettingsSchema.partial().safeParse(readJson(STORAGE_KEYS.deviceSettings));
  return parsed.success ? { ...DEFAULT_DEVICE_SETTINGS, ...parsed.data } : null;
}

function initialState() {
  const local = loadLocalSettings();
  return { settings: local ?? DEFAULT_DEVICE_SETTINGS, hasLocalCopy: local !== null };
}

function saveFailed(error: unknown) {
  console.warn('[settings] hub mirror failed', error);
  showToast({
    title: 'Save Error',
    description: 'Your settings are kept on this device but could not be saved to the hub.',
    variant: 'destructive',
  });
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...initialState(),
  syncWithHub: async () => {
    try {
      if (get().hasLocalCopy) {
        await saveHubSettings(get().settings);
        return;
      }
      const settings = await fetchHubSettings();
      // A switch flipped while the request was in flight wins over the hub's copy.
      if (get().hasLocalCopy) return;
      set({ settings });
    } catch (error) {
      console.warn('[settings] sync with hub failed', error);
    }
  },
  changeSetting: async (key, value) => {
    if (!(await permitSetting(key, value))) return;
    const settings = { ...get().settings, [key]: value };
    set({ settings, hasLocalCopy: true });
    writeJson(STORAGE_KEYS.deviceSettings, settings);
    const update: SettingsUpdate = { [key]: value };
    await saveHubSettings(update).catch(saveFailed);
  },
}));

export function resetSettingsStore(): void {
  useSettingsStore.setState(initialState());
}
