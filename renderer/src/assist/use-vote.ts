import { useState } from 'react';
import type { NearbyConcern, VoteType } from '../../../shared/api/assist';
import { useLocationStore } from '../location/location-store';
import { showToast } from '../toasts/toast-store';
import { voteOnConcern } from './assist-api';
import { voteProgressText } from './assist-format';
import { assistPoller, useAssistStore } from './assist-store';
import { voteFailureToast, voteNeedsLocationToast } from './assist-toasts';

/** The voter's own position: a vote says "I am nearby", so the neighbourhood centre does not count. */
async function voterPosition() {
  const store = useLocationStore.getState();
  const location = store.location?.source === 'gps' ? store.location : await store.locate({ announce: false });
  return location && location.source !== 'neighborhood-center' ? { lat: location.lat, lng: location.lng } : null;
}

/** Casting an Escalate or Dismiss vote on one concern, with the spec's toasts (spec/assist.md §7, §8). */
export function useVote(event: NearbyConcern) {
  const [pending, setPending] = useState<VoteType | null>(null);

  const vote = async (voteType: VoteType) => {
    if (pending) return;
    setPending(voteType);
    try {
      const position = await voterPosition();
      if (!position) {
        showToast(voteNeedsLocationToast);
        return;
      }
      const answer = await voteOnConcern(event.eventId, { voteType, ...position });
      useAssistStore.getState().applyVote(event.eventId, voteType, answer);
      const description =
        answer.status === 'escalated'
          ? 'Enough neighbours agreed: this concern is now a full SOS.'
          : voteType === 'escalate'
            ? `Escalate vote counted: ${voteProgressText(answer.currentVotes, answer.escalationThreshold)}.`
            : 'Dismiss vote counted. Thank you for checking.';
      showToast({ title: 'Vote Submitted', description, variant: 'success' });
    } catch (error) {
      showToast(voteFailureToast(error));
    } finally {
      setPending(null);
      void assistPoller.pollNow();
    }
  };

  return { pending, vote };
}
