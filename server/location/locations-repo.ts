import { distanceMeters } from '../../shared/geo';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

export type KnownLocation = { lat: number; lng: number; accuracy: number | null };

/** Stores the user's last known position (callers check the Share Location setting first). */
export function rememberLocation(db: Db, userId: string, location: KnownLocation, now: number): void {
  db.prepare(
    `INSERT INTO user_locations (user_id, lat, lng, accuracy, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng,
       accuracy = excluded.accuracy, updated_at = excluded.updated_at`,
  ).run(userId, location.lat, location.lng, location.accuracy, now);
}

export function forgetLocation(db: Db, userId: string): void {
  db.prepare('DELETE FROM user_locations WHERE user_id = ?').run(userId);
}

/** Below these, a new position is the same as the stored one: polls every 10 s need no write. */
const MOVED_M = 10;
const REFRESH_MS = 60_000;

/**
 * Stores a polled position only when it moved or the stored one is getting old. A poll then
 * costs a write about once a minute instead of every 10 s, and freshness checks (walkers
 * near someone whose position is under 5 minutes old) still hold.
 */
export function rememberPolledLocation(db: Db, userId: string, location: KnownLocation, now: number): void {
  const known = prepared<[string], { lat: number; lng: number; updated_at: number }>(
    db,
    'SELECT lat, lng, updated_at FROM user_locations WHERE user_id = ?',
  ).get(userId);
  if (known && now - known.updated_at < REFRESH_MS && distanceMeters(known, location) < MOVED_M) return;
  rememberLocation(db, userId, location, now);
}
