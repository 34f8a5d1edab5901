import type { CloseReason, ConcernStatus, NearbyConcern } from '../../../shared/api/assist';

/** The time-remaining bar is scaled to 30 minutes (spec/assist.md §9): a longer expiry starts full. */
export const PROGRESS_SCALE_MINUTES = 30;
const MINUTE_MS = 60_000;

/** Whole minutes left, rounded up, never negative: "1 min" until the very last second. */
export function minutesRemaining(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / MINUTE_MS));
}

/** "12 min remaining", or "Expired" once the time is up. */
export function timeRemainingText(expiresAt: number, now: number): string {
  const minutes = minutesRemaining(expiresAt, now);
  return minutes === 0 ? 'Expired' : `${minutes} min remaining`;
}

/** Share of the 30-minute scale still left, 0 to 1. */
export function timeProgress(expiresAt: number, now: number): number {
  const left = Math.max(0, expiresAt - now) / (PROGRESS_SCALE_MINUTES * MINUTE_MS);
  return Math.min(1, left);
}

/** "2 of 3 votes": the escalate votes against the threshold. */
export function voteProgressText(votes: number, threshold: number): string {
  return `${votes} of ${threshold} votes`;
}

/** Share of the threshold reached, 0 to 1. */
export function voteProgress(votes: number, threshold: number): number {
  if (threshold <= 0) return 1;
  return Math.min(1, Math.max(0, votes / threshold));
}

/** "N more votes needed to escalate to full SOS", or null once the threshold is reached. */
export function votesNeededText(votes: number, threshold: number): string | null {
  const missing = threshold - votes;
  if (missing <= 0) return null;
  return missing === 1 ? '1 more vote needed to escalate to full SOS' : `${missing} more votes needed to escalate to full SOS`;
}

/** The status badge: a concern dismissed by the neighbours' votes reads "Dismissed". */
export function statusLabel(status: ConcernStatus, closeReason: CloseReason | null): string {
  if (status === 'pending') return 'Pending';
  if (status === 'escalated') return 'Escalated';
  if (status === 'expired') return 'Expired';
  if (status === 'resolved') return 'Resolved';
  return closeReason === 'false_alarm' ? 'Dismissed' : 'Cancelled';
}

type VotingFacts = Pick<NearbyConcern, 'status' | 'isOwn' | 'myVote' | 'expiresAt'>;

/** Still open for answers: pending and not past its expiry (the hub's own check is the same). */
export function isOpen(event: Pick<NearbyConcern, 'status' | 'expiresAt'>, now: number): boolean {
  return event.status === 'pending' && event.expiresAt > now;
}

/** Voting: open, not one's own, and no vote cast yet (spec/assist.md §4). */
export function canVote(event: VotingFacts, now: number): boolean {
  return isOpen(event, now) && !event.isOwn && event.myVote === null;
}

/** The homeowner prompt: an open, critical concern the viewer did not flag (spec/core.md §4). */
export function showsHomeownerPrompt(event: Pick<NearbyConcern, 'status' | 'expiresAt' | 'severity' | 'isOwn'>, now: number): boolean {
  return isOpen(event, now) && event.severity === 'critical' && !event.isOwn;
}

/** The photo address with the viewer's position, which the hub uses to check they are in range. */
export function photoAddress(photoUrl: string, position: { lat: number; lng: number } | null): string {
  if (!position) return photoUrl;
  const query = new URLSearchParams({ lat: position.lat.toFixed(6), lng: position.lng.toFixed(6) });
  return `${photoUrl}?${query}`;
}
