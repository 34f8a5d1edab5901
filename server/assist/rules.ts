import {
  ASSIST_ERRORS,
  HOMEOWNER_RADIUS_M,
  PROXY_NEARBY_MAX_M,
  type ConcernStatus,
} from '../../shared/api/assist';
import { distanceMeters, type LatLng } from '../../shared/geo';

/** The rules of neighbour assist (spec/assist.md §4, §6; DESIGN.md §7), free of Koa and SQL. */

type ConcernFacts = {
  user_id: string;
  status: ConcernStatus;
  expires_at: number;
  lat: number;
  lng: number;
};

export type Refusal = { status: 403 | 409; code: string; message: string };

/** What a card should show: a pending concern whose time ran out is expired even before the job runs. */
export function effectiveStatus(concern: Pick<ConcernFacts, 'status' | 'expires_at'>, now: number): ConcernStatus {
  return concern.status === 'pending' && concern.expires_at <= now ? 'expired' : concern.status;
}

export const withinReach = (concern: LatLng, position: LatLng | undefined) =>
  position !== undefined && distanceMeters(concern, position) <= PROXY_NEARBY_MAX_M;

/** Why a concern cannot take answers (votes or acks) any more, or undefined while it can. */
export function closedRefusal(concern: ConcernFacts, now: number): Refusal | undefined {
  if (concern.status !== 'pending') {
    return { status: 409, code: ASSIST_ERRORS.concernNotPending, message: `This concern is already ${concern.status}` };
  }
  if (concern.expires_at <= now) {
    return { status: 409, code: ASSIST_ERRORS.concernExpired, message: 'This concern has expired' };
  }
  return undefined;
}

/** Why this voter may not vote here (one-vote-per-user is left to the database), or undefined. */
export function voteRefusal(concern: ConcernFacts, voterId: string, position: LatLng, now: number): Refusal | undefined {
  if (concern.user_id === voterId) {
    return { status: 403, code: ASSIST_ERRORS.cannotVoteOwn, message: 'You cannot vote on your own concern' };
  }
  const closed = closedRefusal(concern, now);
  if (closed) return closed;
  if (!withinReach(concern, position)) {
    return { status: 403, code: ASSIST_ERRORS.outOfRange, message: `You must be within ${PROXY_NEARBY_MAX_M} meters of the concern to vote` };
  }
  return undefined;
}

export type TallyOutcome = 'escalate' | 'dismiss' | 'open';

/** Escalate wins a tie: when both tallies reach the threshold together, an emergency is the safer reading. */
export function tallyOutcome(escalateVotes: number, dismissVotes: number, threshold: number): TallyOutcome {
  if (escalateVotes >= threshold) return 'escalate';
  if (dismissVotes >= threshold) return 'dismiss';
  return 'open';
}

/** The homeowner is the resident whose home anchor lies within 50 m of the concern. */
export function isHomeowner(concern: LatLng, home: LatLng | undefined): boolean {
  return home !== undefined && distanceMeters(concern, home) <= HOMEOWNER_RADIUS_M;
}

/**
 * Who may say "I need help": the homeowner, or anyone within reach. An escalation only ever adds
 * alerts, so it is open more widely than "I'm okay", which silences one.
 */
export function mayEscalateByAck(concern: LatLng, home: LatLng | undefined, position: LatLng | undefined): boolean {
  return isHomeowner(concern, home) || withinReach(concern, position);
}
