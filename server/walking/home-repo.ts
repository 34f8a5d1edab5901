import { HOME_ANCHOR_RADIUS_M, type HomeAnchor } from '../../shared/api/walking';
import type { LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

type HomeRow = { lat: number; lng: number; radius_m: number; updated_at: number };

/** The resident's home anchor (DESIGN.md §7, §8): it makes them a concern's homeowner and quiets walkers at home. */
export function findHome(db: Db, userId: string): HomeAnchor | undefined {
  const row = prepared<[string], HomeRow>(db, 'SELECT lat, lng, radius_m, updated_at FROM home_anchors WHERE user_id = ?').get(userId);
  return row && { lat: row.lat, lng: row.lng, radiusM: row.radius_m, updatedAt: row.updated_at };
}

export function setHome(db: Db, userId: string, position: LatLng, now: number): HomeAnchor {
  prepared(
    db,
    `INSERT INTO home_anchors (user_id, lat, lng, radius_m, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng, updated_at = excluded.updated_at`,
  ).run(userId, position.lat, position.lng, HOME_ANCHOR_RADIUS_M, now, now);
  return findHome(db, userId)!;
}

export function deleteHome(db: Db, userId: string): boolean {
  return prepared(db, 'DELETE FROM home_anchors WHERE user_id = ?').run(userId).changes > 0;
}
