import { create } from 'zustand';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from '../../../../shared/api/config';
import type { MaskedHubSettings } from '../../../../shared/api/command';
import { fetchHubSettings } from '../settings/settings-api';

type HubSettingsState = {
  settings: MaskedHubSettings | null;
  load: () => Promise<MaskedHubSettings | null>;
  set: (settings: MaskedHubSettings) => void;
};

/** The hub's settings as last read or saved; maps take their tiles and centre from here. */
export const useHubSettingsStore = create<HubSettingsState>()((set, get) => ({
  settings: null,
  load: async () => {
    try {
      const settings = await fetchHubSettings();
      set({ settings });
      return settings;
    } catch {
      return get().settings;
    }
  },
  set: (settings) => set({ settings }),
}));

export function tileSettings(settings: MaskedHubSettings | null) {
  return {
    mapTileUrl: settings?.mapTileUrl ?? DEFAULT_TILE_URL,
    mapAttribution: settings?.mapAttribution ?? DEFAULT_TILE_ATTRIBUTION,
  };
}
