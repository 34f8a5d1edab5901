import type { Db } from '../db/database';

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
