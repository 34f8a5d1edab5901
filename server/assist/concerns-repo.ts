import type { CloseReason, ConcernStatus, ImageFormat, VoteType } from '../../shared/api/assist';
import type { Severity } from '../../shared/api/sos';
import { boundingBox, type LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

export type ConcernRow = {
  id: string;
  user_id: string;
  message: string;
  location_description: string | null;
  severity: Severity;
  lat: number;
  lng: number;
  radius_m: number;
  status: ConcernStatus;
  close_reason: CloseReason | null;
  escalation_threshold: number;
  current_votes: number;
  dismiss_votes: number;
  escalated_sos_id: string | null;
  photo_file: string | null;
  photo_mime: ImageFormat | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  escalated_at: number | null;
  resolved_at: number | null;
};

export type NewConcern = Pick<
  ConcernRow,
  | 'id'
  | 'user_id'
  | 'message'
  | 'location_description'
  | 'severity'
  | 'lat'
  | 'lng'
  | 'radius_m'
  | 'escalation_threshold'
  | 'photo_file'
  | 'photo_mime'
  | 'created_at'
  | 'expires_at'
>;

export function insertConcern(db: Db, concern: NewConcern): void {
  prepared(
    db,
    `INSERT INTO proxy_sos_events (id, user_id, message, location_description, severity, lat, lng, radius_m,
       escalation_threshold, photo_file, photo_mime, created_at, updated_at, expires_at)
     VALUES (@id, @user_id, @message, @location_description, @severity, @lat, @lng, @radius_m,
       @escalation_threshold, @photo_file, @photo_mime, @created_at, @created_at, @expires_at)`,
  ).run(concern);
}

export function findConcern(db: Db, id: string): ConcernRow | undefined {
  return prepared<[string], ConcernRow>(db, 'SELECT * FROM proxy_sos_events WHERE id = ?').get(id);
}

/** Open concerns of one flagger that still count against the per-user limit. */
export function countPendingOf(db: Db, userId: string, now: number): number {
  return prepared<[string, number], { n: number }>(
    db,
    "SELECT count(*) AS n FROM proxy_sos_events WHERE user_id = ? AND status = 'pending' AND expires_at > ?",
  ).get(userId, now)!.n;
}

/** Concerns in the box around center that are pending, or closed recently enough for their card to show the notice. */
export const CONCERNS_IN_BOX_SQL = `
  SELECT * FROM proxy_sos_events
  WHERE lat BETWEEN @minLat AND @maxLat AND lng BETWEEN @minLng AND @maxLng
    AND (status = 'pending' OR updated_at > @closedSince)
  ORDER BY created_at DESC LIMIT 200`;

export function concernsInBox(db: Db, center: LatLng, radiusM: number, closedSince: number): ConcernRow[] {
  const box = boundingBox(center, radiusM);
  return prepared<[Record<string, number>], ConcernRow>(db, CONCERNS_IN_BOX_SQL).all({ ...box, closedSince });
}

/** The viewer's own concerns, wherever the viewer is now. */
export function recentConcernsOf(db: Db, userId: string, closedSince: number): ConcernRow[] {
  return prepared<[string, number], ConcernRow>(
    db,
    `SELECT * FROM proxy_sos_events WHERE user_id = ? AND (status = 'pending' OR updated_at > ?)
     ORDER BY created_at DESC LIMIT 50`,
  ).all(userId, closedSince);
}

/** Which way the viewer voted on each of the given concerns. */
export function votesOf(db: Db, userId: string, concernIds: string[]): Map<string, VoteType> {
  if (concernIds.length === 0) return new Map();
  const rows = prepared<[string, string], { proxy_sos_id: string; vote_type: VoteType }>(
    db,
    `SELECT proxy_sos_id, vote_type FROM proxy_sos_votes
     WHERE user_id = ? AND proxy_sos_id IN (SELECT value FROM json_each(?))`,
  ).all(userId, JSON.stringify(concernIds));
  return new Map(rows.map((row) => [row.proxy_sos_id, row.vote_type]));
}

export type NewVote = {
  concernId: string;
  userId: string;
  voteType: VoteType;
  note: string | null;
  evidenceType: 'photo' | 'audio' | null;
  position: LatLng;
  now: number;
};

/** Records a vote; false when this user already voted on this concern (the UNIQUE constraint decides). */
export function insertVote(db: Db, vote: NewVote): boolean {
  return (
    prepared(
      db,
      `INSERT INTO proxy_sos_votes (proxy_sos_id, user_id, vote_type, note, evidence_type, lat, lng, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (proxy_sos_id, user_id) DO NOTHING`,
    ).run(
      vote.concernId,
      vote.userId,
      vote.voteType,
      vote.note,
      vote.evidenceType,
      vote.position.lat,
      vote.position.lng,
      vote.now,
    ).changes > 0
  );
}

/** Recounts the votes from the votes table, so the counters can never drift from the ballots. */
export function recountVotes(db: Db, concernId: string, now: number): void {
  prepared(
    db,
    `UPDATE proxy_sos_events SET
       current_votes = (SELECT count(*) FROM proxy_sos_votes WHERE proxy_sos_id = @id AND vote_type = 'escalate'),
       dismiss_votes = (SELECT count(*) FROM proxy_sos_votes WHERE proxy_sos_id = @id AND vote_type = 'dismiss'),
       updated_at = @now
     WHERE id = @id`,
  ).run({ id: concernId, now });
}

/**
 * Closes a pending concern. Conditional on status = 'pending', so of two racing closers only
 * one sees `true` and acts on it (creates the SOS, emits the event).
 */
export function closeConcern(
  db: Db,
  id: string,
  change: { status: Exclude<ConcernStatus, 'pending'>; closeReason: CloseReason | null; now: number },
): boolean {
  return (
    prepared(
      db,
      `UPDATE proxy_sos_events SET status = @status, close_reason = @closeReason, updated_at = @now,
         escalated_at = CASE WHEN @status = 'escalated' THEN @now ELSE escalated_at END,
         resolved_at = CASE WHEN @status = 'escalated' THEN resolved_at ELSE @now END
       WHERE id = @id AND status = 'pending'`,
    ).run({ id, ...change }).changes > 0
  );
}

export function linkEscalatedSos(db: Db, id: string, sosId: string): void {
  prepared(db, 'UPDATE proxy_sos_events SET escalated_sos_id = ? WHERE id = ?').run(sosId, id);
}

export function insertAck(
  db: Db,
  ack: { concernId: string; userId: string; action: 'ok' | 'escalate'; note: string | null; now: number },
): void {
  prepared(db, 'INSERT INTO proxy_sos_acks (proxy_sos_id, user_id, action, note, created_at) VALUES (?, ?, ?, ?, ?)').run(
    ack.concernId,
    ack.userId,
    ack.action,
    ack.note,
    ack.now,
  );
}

/** Ids of pending concerns whose time is up; the expiry job closes them. */
export function dueForExpiry(db: Db, now: number): string[] {
  return prepared<[number], { id: string }>(
    db,
    "SELECT id FROM proxy_sos_events WHERE status = 'pending' AND expires_at <= ?",
  )
    .all(now)
    .map((row) => row.id);
}

/** Photos of concerns closed long ago: the job deletes the files and forgets them. */
export function photosDueForRemoval(db: Db, closedBefore: number): { id: string; photo_file: string }[] {
  return prepared<[number], { id: string; photo_file: string }>(
    db,
    `SELECT id, photo_file FROM proxy_sos_events
     WHERE photo_file IS NOT NULL AND status != 'pending' AND updated_at <= ?`,
  ).all(closedBefore);
}

export function forgetPhoto(db: Db, id: string): void {
  prepared(db, 'UPDATE proxy_sos_events SET photo_file = NULL, photo_mime = NULL WHERE id = ?').run(id);
}
