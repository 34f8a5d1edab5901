import { create } from 'zustand';
import { forgetHubToken, resolveHubToken } from './hub-token';

/** resolving → ready; missing when there is no token at all; refused when the hub answered 401. */
export type HubAccess = 'resolving' | 'ready' | 'missing' | 'refused';

type HubSessionState = {
  token: string | null;
  access: HubAccess;
  resolve: () => Promise<void>;
  refuse: () => void;
};

/** The coordinator's token and whether the hub accepts it; every /api/hub call reads it here. */
export const useHubSession = create<HubSessionState>()((set, get) => ({
  token: null,
  access: 'resolving',
  resolve: async () => {
    if (get().access !== 'resolving') return;
    const token = await resolveHubToken();
    set({ token, access: token ? 'ready' : 'missing' });
  },
  refuse: () => {
    forgetHubToken();
    set({ access: 'refused' });
  },
}));

export function resetHubSession(): void {
  useHubSession.setState({ token: null, access: 'resolving' });
}
