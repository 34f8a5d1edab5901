import { boundingBox, distanceMeters, type LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

export type NearbyUser = { userId: string; distanceM: number };

/** The R*Tree narrows to a box; haversine then keeps the true circle. */
export const NEARBY_SQL = `
  SELECT l.user_id AS userId, l.lat, l.lng
  FROM user_locations_index AS i
  JOIN user_locations AS l ON l.rowid = i.id
  JOIN user_settings AS s ON s.user_id = l.user_id
  WHERE i.max_lat >= ? AND i.min_lat <= ? AND i.max_lng >= ? AND i.min_lng <= ?
    AND s.notifications = 1 AND s.share_location = 1`;

/** Users whose last known location is within radiusM of center and who accept emergency alerts. */
export function alertableUsersNear(db: Db, center: LatLng, radiusM: number): NearbyUser[] {
  const box = boundingBox(center, radiusM);
  const rows = prepared<number[], { userId: string; lat: number; lng: number }>(db, NEARBY_SQL).all(
    box.minLat,
    box.maxLat,
    box.minLng,
    box.maxLng,
  );
  const near: NearbyUser[] = [];
  for (const row of rows) {
    const distanceM = distanceMeters(center, row);
    if (distanceM <= radiusM) near.push({ userId: row.userId, distanceM });
  }
  return near;
}

export function lastKnownLocation(db: Db, userId: string): (LatLng & { updatedAt: number }) | undefined {
  return prepared<[string], LatLng & { updatedAt: number }>(
    db,
    'SELECT lat, lng, updated_at AS updatedAt FROM user_locations WHERE user_id = ?',
  ).get(userId);
}
