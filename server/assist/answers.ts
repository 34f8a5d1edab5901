import { ASSIST_ERRORS, ASSIST_MESSAGES, PROXY_NEARBY_MAX_M, type VoteType } from '../../shared/api/assist';
import type { LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { HttpError, conflict, forbidden, notFound } from '../http/errors';
import { findHome } from '../walking/home-repo';
import {
  closeConcern,
  findConcern,
  insertAck,
  insertVote,
  recountVotes,
  type ConcernRow,
} from './concerns-repo';
import { escalateConcern, type Escalation } from './escalate';
import { closedRefusal, isHomeowner, mayEscalateByAck, tallyOutcome, voteRefusal, type Refusal } from './rules';

export type AnswerResult = { concern: ConcernRow; escalation: Escalation | undefined };

const refused = (refusal: Refusal) => new HttpError(refusal.status, refusal.code, refusal.message);

function existingConcern(db: Db, id: string): ConcernRow {
  const concern = findConcern(db, id);
  if (!concern) throw notFound(ASSIST_ERRORS.concernNotFound, 'No such concern');
  return concern;
}

export type VoteInput = {
  concernId: string;
  voterId: string;
  voteType: VoteType;
  note: string | undefined;
  evidenceType: 'photo' | 'audio' | undefined;
  position: LatLng;
  now: number;
};

/**
 * One vote, its recount, and the outcome in one IMMEDIATE transaction: the write lock is taken
 * before reading, so the count that decides escalation is the count that gets committed, and
 * the conditional close in escalateConcern lets only one escalation create an SOS.
 */
export function castVote(db: Db, input: VoteInput): AnswerResult {
  return db
    .transaction((): AnswerResult => {
      const concern = existingConcern(db, input.concernId);
      const refusal = voteRefusal(concern, input.voterId, input.position, input.now);
      if (refusal) throw refused(refusal);
      const inserted = insertVote(db, {
        concernId: concern.id,
        userId: input.voterId,
        voteType: input.voteType,
        note: input.note ?? null,
        evidenceType: input.evidenceType ?? null,
        position: input.position,
        now: input.now,
      });
      if (!inserted) throw conflict(ASSIST_ERRORS.alreadyVoted, 'You have already voted on this concern');
      recountVotes(db, concern.id, input.now);
      const counted = existingConcern(db, concern.id);
      const outcome = tallyOutcome(counted.current_votes, counted.dismiss_votes, counted.escalation_threshold);
      let escalation: Escalation | undefined;
      if (outcome === 'escalate') escalation = escalateConcern(db, counted, input.now);
      if (outcome === 'dismiss') closeConcern(db, concern.id, { status: 'cancelled', closeReason: 'false_alarm', now: input.now });
      return { concern: existingConcern(db, concern.id), escalation };
    })
    .immediate();
}

export type AckInput = {
  concernId: string;
  userId: string;
  action: 'ok' | 'escalate';
  note: string | undefined;
  position: LatLng | undefined;
  now: number;
};

/** The homeowner's "I'm okay" (homeowner only) or anyone's "I need help" (escalates at once). */
export function acknowledgeConcern(db: Db, input: AckInput): AnswerResult {
  return db
    .transaction((): AnswerResult => {
      const concern = existingConcern(db, input.concernId);
      // The card is for neighbours; letting the flagger escalate their own flag would be an SOS
      // without the SOS cooldown, over and over.
      if (concern.user_id === input.userId) {
        throw forbidden(ASSIST_ERRORS.cannotAnswerOwn, 'You flagged this concern; use the SOS button if you need help yourself');
      }
      const closed = closedRefusal(concern, input.now);
      if (closed) throw refused(closed);
      const home = findHome(db, input.userId);
      let escalation: Escalation | undefined;
      if (input.action === 'ok') {
        // A passer-by must not be able to silence a concern about someone else's home.
        if (!isHomeowner(concern, home)) throw forbidden(ASSIST_ERRORS.notHomeowner, ASSIST_MESSAGES.notHomeowner);
        closeConcern(db, concern.id, { status: 'resolved', closeReason: 'resolved', now: input.now });
      } else {
        if (!mayEscalateByAck(concern, home, input.position)) {
          throw forbidden(
            ASSIST_ERRORS.outOfRange,
            `You must be within ${PROXY_NEARBY_MAX_M} meters of the concern to ask for help on it`,
          );
        }
        escalation = escalateConcern(db, concern, input.now);
      }
      insertAck(db, { concernId: concern.id, userId: input.userId, action: input.action, note: input.note ?? null, now: input.now });
      return { concern: existingConcern(db, concern.id), escalation };
    })
    .immediate();
}
