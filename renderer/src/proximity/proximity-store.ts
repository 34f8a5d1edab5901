import { create } from 'zustand';
import { createPoller } from '../assist/poller';
import { fetchProximityNotices } from './proximity-api';
import { deriveNotices, purgeBandMemory, type BandMemory, type DerivedNotice } from './proximity-bands';

type ProximityState = {
  notices: DerivedNotice[];
  /** Band and trend per notice across polls; purged after 5 minutes unseen. */
  memory: BandMemory;
};

export const useProximityStore = create<ProximityState>()(() => ({ notices: [], memory: {} }));

/** One poll; a failure shows no notices (spec/assist.md §7) but keeps the band memory. */
async function pollProximity(): Promise<void> {
  const now = Date.now();
  try {
    const events = await fetchProximityNotices();
    const derived = deriveNotices(events, useProximityStore.getState().memory, now);
    useProximityStore.setState(derived);
  } catch (error) {
    console.warn('[proximity] poll failed', error);
    useProximityStore.setState((state) => ({ notices: [], memory: purgeBandMemory(state.memory, now) }));
  }
}

export const proximityPoller = createPoller(pollProximity);

export function resetProximityStore(): void {
  useProximityStore.setState({ notices: [], memory: {} });
}
