import { create } from 'zustand';
import type { NearbyConcern, VoteResponse } from '../../../shared/api/assist';
import type { LatLng } from '../../../shared/geo';
import { useLocationStore } from '../location/location-store';
import { fetchNearbyConcerns } from './assist-api';
import { createPoller } from './poller';

type AssistState = {
  /** Nearby concerns, newest first, as the last poll answered. */
  events: NearbyConcern[];
  /** True until the first poll answered (or failed). */
  loading: boolean;
  /** The last poll failed: the list is empty and the feed says so (spec/core.md §2). */
  connectionIssue: boolean;
  /** The position the list was asked for; photos are fetched with it. */
  viewer: LatLng | null;
  lastSuccessAt: number | null;
  /** Applies a vote answer at once, before the next poll confirms it. */
  applyVote: (eventId: string, voteType: 'escalate' | 'dismiss', answer: VoteResponse) => void;
  /** Applies a homeowner answer at once. */
  applyStatus: (eventId: string, status: NearbyConcern['status']) => void;
};

export const useAssistStore = create<AssistState>()((set) => ({
  events: [],
  loading: true,
  connectionIssue: false,
  viewer: null,
  lastSuccessAt: null,
  applyVote: (eventId, voteType, answer) =>
    set((state) => ({
      events: state.events.map((event) =>
        event.eventId === eventId
          ? {
              ...event,
              myVote: voteType,
              status: answer.status,
              currentVotes: answer.currentVotes,
              dismissVotes: answer.dismissVotes,
              escalationThreshold: answer.escalationThreshold,
              escalatedSosId: answer.escalatedSosId,
            }
          : event,
      ),
    })),
  applyStatus: (eventId, status) =>
    set((state) => ({ events: state.events.map((event) => (event.eventId === eventId ? { ...event, status } : event)) })),
}));

/** Where to look from: the resolved location (a fallback is fine for listing), asking for one if there is none yet. */
async function viewerPosition(): Promise<(LatLng & { fallback: boolean }) | null> {
  const store = useLocationStore.getState();
  const location = store.location ?? (await store.locate({ announce: false }));
  return location ? { lat: location.lat, lng: location.lng, fallback: location.source !== 'gps' } : null;
}

/** One poll of GET /api/proxy-sos/nearby; a failure means an empty list plus the connection notice (spec/assist.md §7). */
async function pollConcerns(): Promise<void> {
  const viewer = await viewerPosition();
  if (!viewer) {
    useAssistStore.setState({ events: [], loading: false, viewer: null });
    return;
  }
  try {
    const events = await fetchNearbyConcerns(viewer, viewer.fallback);
    useAssistStore.setState({ events, loading: false, connectionIssue: false, viewer, lastSuccessAt: Date.now() });
  } catch (error) {
    console.warn('[assist] nearby poll failed', error);
    useAssistStore.setState({ events: [], loading: false, connectionIssue: true, viewer });
  }
}

export const assistPoller = createPoller(pollConcerns);

export function resetAssistStore(): void {
  useAssistStore.setState({ events: [], loading: true, connectionIssue: false, viewer: null, lastSuccessAt: null });
}
