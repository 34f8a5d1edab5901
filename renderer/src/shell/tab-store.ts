import { create } from 'zustand';

export const TABS = ['feed', 'sos', 'contacts', 'pro', 'settings'] as const;
export type TabId = (typeof TABS)[number];

type TabState = { tab: TabId; setTab: (tab: TabId) => void };

export const useTabStore = create<TabState>()((set) => ({
  tab: 'feed',
  setTab: (tab) => set({ tab }),
}));

export function resetTabStore(): void {
  useTabStore.setState({ tab: 'feed' });
}
