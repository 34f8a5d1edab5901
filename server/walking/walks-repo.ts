import { randomUUID } from 'node:crypto';
import type { LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

export type WalkRow = {
  id: string;
  user_id: string;
  started_at: number;
  last_beat_at: number | null;
  lat: number | null;
  lng: number | null;
  speed_mps: number | null;
  is_active: number;
  ended_at: number | null;
};

export function activeWalkOf(db: Db, userId: string): WalkRow | undefined {
  return prepared<[string], WalkRow>(db, 'SELECT * FROM walk_sessions WHERE user_id = ? AND is_active = 1').get(userId);
}

/** Starts a walk, or continues the one already running (a reload or a double tap is not a new walk). */
export function startWalk(db: Db, userId: string, now: number): { walk: WalkRow; resumed: boolean } {
  return db.transaction(() => {
    const running = activeWalkOf(db, userId);
    if (running) return { walk: running, resumed: true };
    prepared(db, 'INSERT INTO walk_sessions (id, user_id, started_at, is_active) VALUES (?, ?, ?, 1)').run(randomUUID(), userId, now);
    return { walk: activeWalkOf(db, userId)!, resumed: false };
  })();
}

/** Logs a beat and moves the walk's current position to it. */
export function recordBeat(db: Db, walkId: string, beat: LatLng & { speedMps?: number }, now: number): void {
  prepared(db, 'INSERT INTO walk_beats (session_id, lat, lng, speed_mps, created_at) VALUES (?, ?, ?, ?, ?)').run(
    walkId,
    beat.lat,
    beat.lng,
    beat.speedMps ?? null,
    now,
  );
  prepared(db, 'UPDATE walk_sessions SET lat = ?, lng = ?, speed_mps = ?, last_beat_at = ? WHERE id = ?').run(
    beat.lat,
    beat.lng,
    beat.speedMps ?? null,
    now,
    walkId,
  );
}

/** Ends the caller's running walk; undefined when none was running. */
export function stopWalk(db: Db, userId: string, now: number): string | undefined {
  const running = activeWalkOf(db, userId);
  if (!running) return undefined;
  prepared(db, 'UPDATE walk_sessions SET is_active = 0, ended_at = ? WHERE id = ?').run(now, running.id);
  return running.id;
}

/** Walks whose phone went quiet (closed tab, dead battery) end on their own. */
export function endQuietWalks(db: Db, quietSince: number, now: number): number {
  return prepared(
    db,
    `UPDATE walk_sessions SET is_active = 0, ended_at = ?
     WHERE is_active = 1 AND coalesce(last_beat_at, started_at) <= ?`,
  ).run(now, quietSince).changes;
}

/** The beat log is for the walk in progress, not a movement history: old beats go. */
export function deleteBeatsBefore(db: Db, before: number): number {
  return prepared(db, 'DELETE FROM walk_beats WHERE created_at < ?').run(before).changes;
}
