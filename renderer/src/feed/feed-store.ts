import { create } from 'zustand';
import type { SosPollEvent } from '../../../shared/api/sos';

type FeedState = {
  /** SOS events by id; a later delivery of the same event replaces the earlier one. */
  events: Record<string, SosPollEvent>;
  /** True until the first full load answered. */
  loading: boolean;
  /** Set when a poll failed after its retries; cleared by the next success. */
  connectionIssue: boolean;
  lastSuccessAt: number | null;
  merge: (events: readonly SosPollEvent[]) => void;
  markSuccess: (at: number) => void;
  markFailure: () => void;
};

/** Newest first. */
export function sortedEvents(events: Record<string, SosPollEvent>): SosPollEvent[] {
  return Object.values(events).sort((a, b) => b.createdAt - a.createdAt);
}

export const useFeedStore = create<FeedState>()((set) => ({
  events: {},
  loading: true,
  connectionIssue: false,
  lastSuccessAt: null,
  merge: (incoming) =>
    set((state) => {
      if (incoming.length === 0) return state;
      const events = { ...state.events };
      for (const event of incoming) {
        const known = events[event.eventId];
        // An answer that raced a newer one must not bring back an older state of the event.
        if (known && known.updatedAt > event.updatedAt) continue;
        events[event.eventId] = event;
      }
      return { events };
    }),
  markSuccess: (at) => set({ loading: false, connectionIssue: false, lastSuccessAt: at }),
  markFailure: () => set({ connectionIssue: true }),
}));

export function resetFeedStore(): void {
  useFeedStore.setState({ events: {}, loading: true, connectionIssue: false, lastSuccessAt: null });
}
