import { randomUUID } from 'node:crypto';
import type { ProximityDirection, ProximityEvent } from '../../shared/api/walking';
import { boundingBox, distanceMeters, type LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { CurrentNotice, NoticePlan } from './proximity';

/** Neighbours with a fresh position in the box who accept notifications; the R*Tree narrows, haversine decides. */
export const FRESH_NEIGHBOURS_SQL = `
  SELECT l.user_id AS userId, l.lat, l.lng
  FROM user_locations_index AS i
  JOIN user_locations AS l ON l.rowid = i.id
  JOIN user_settings AS s ON s.user_id = l.user_id
  WHERE i.max_lat >= @minLat AND i.min_lat <= @maxLat AND i.max_lng >= @minLng AND i.min_lng <= @maxLng
    AND l.updated_at > @freshSince AND l.user_id != @walkerId
    AND s.notifications = 1 AND s.share_location = 1`;

export type Neighbour = { userId: string; position: LatLng };

export function freshNeighboursNear(db: Db, walkerId: string, center: LatLng, radiusM: number, freshSince: number): Neighbour[] {
  const rows = prepared<[Record<string, string | number>], { userId: string; lat: number; lng: number }>(db, FRESH_NEIGHBOURS_SQL).all({
    ...boundingBox(center, radiusM),
    freshSince,
    walkerId,
  });
  return rows
    .filter((row) => distanceMeters(center, row) <= radiusM)
    .map((row) => ({ userId: row.userId, position: { lat: row.lat, lng: row.lng } }));
}

type NoticeRow = {
  id: string;
  direction: ProximityDirection;
  trend_distance: number;
  last_notified_lat: number;
  last_notified_lng: number;
  expires_at: number;
};

/** The pair's notice while it is live; an expired one counts as none. */
export function liveNotice(db: Db, fromUserId: string, toUserId: string, now: number): CurrentNotice | undefined {
  const row = prepared<[string, string, number], NoticeRow>(
    db,
    `SELECT id, direction, trend_distance, last_notified_lat, last_notified_lng, expires_at
     FROM proximity_events WHERE from_user_id = ? AND to_user_id = ? AND expires_at > ?`,
  ).get(fromUserId, toUserId, now);
  return (
    row && {
      direction: row.direction,
      trendDistance: row.trend_distance,
      lastNotified: { lat: row.last_notified_lat, lng: row.last_notified_lng },
    }
  );
}

export type NoticeWrite = {
  fromUserId: string;
  toUserId: string;
  walker: LatLng;
  recipient: LatLng;
  plan: NoticePlan;
  now: number;
  expiresAt: number;
};

/**
 * Applies a plan to the pair's row. A fresh notice replaces an expired row whole, with a new
 * opaque id, so a recipient cannot tell that two encounters were the same walker.
 */
export function writeNotice(db: Db, write: NoticeWrite): void {
  const params = {
    from: write.fromUserId,
    to: write.toUserId,
    distance: write.plan.distance,
    direction: write.plan.direction,
    trend: write.plan.trendDistance,
    fromLat: write.walker.lat,
    fromLng: write.walker.lng,
    toLat: write.recipient.lat,
    toLng: write.recipient.lng,
    now: write.now,
    expiresAt: write.expiresAt,
  };
  switch (write.plan.kind) {
    case 'notice':
      prepared(
        db,
        `INSERT INTO proximity_events (id, from_user_id, to_user_id, distance, from_lat, from_lng, to_lat, to_lng,
           direction, trend_distance, created_at, updated_at, expires_at, last_notified_lat, last_notified_lng)
         VALUES (@id, @from, @to, @distance, @fromLat, @fromLng, @toLat, @toLng,
           @direction, @trend, @now, @now, @expiresAt, @fromLat, @fromLng)
         ON CONFLICT (from_user_id, to_user_id) DO UPDATE SET
           id = CASE WHEN proximity_events.expires_at > @now THEN proximity_events.id ELSE excluded.id END,
           created_at = CASE WHEN proximity_events.expires_at > @now THEN proximity_events.created_at ELSE excluded.created_at END,
           distance = excluded.distance, from_lat = excluded.from_lat, from_lng = excluded.from_lng,
           to_lat = excluded.to_lat, to_lng = excluded.to_lng, direction = excluded.direction,
           trend_distance = excluded.trend_distance, updated_at = excluded.updated_at, expires_at = excluded.expires_at,
           last_notified_lat = excluded.last_notified_lat, last_notified_lng = excluded.last_notified_lng`,
      ).run({ ...params, id: randomUUID() });
      return;
    case 'turn':
      prepared(
        db,
        `UPDATE proximity_events SET distance = @distance, direction = @direction, trend_distance = @trend,
           from_lat = @fromLat, from_lng = @fromLng, to_lat = @toLat, to_lng = @toLng,
           updated_at = @now, expires_at = @expiresAt
         WHERE from_user_id = @from AND to_user_id = @to`,
      ).run(params);
      return;
    case 'keep':
      prepared(
        db,
        `UPDATE proximity_events SET trend_distance = @trend, expires_at = @expiresAt
         WHERE from_user_id = @from AND to_user_id = @to`,
      ).run(params);
      return;
    case 'withdraw':
      prepared(
        db,
        `UPDATE proximity_events SET trend_distance = @trend, expires_at = @now
         WHERE from_user_id = @from AND to_user_id = @to`,
      ).run(params);
      return;
    case 'none':
      return;
  }
}

/** The caller's live notices: distance and trend only, never who (DESIGN.md §8). */
export function noticesFor(db: Db, userId: string, now: number): ProximityEvent[] {
  return prepared<[string, number], ProximityEvent>(
    db,
    `SELECT id, distance, direction, created_at AS createdAt, updated_at AS updatedAt, expires_at AS expiresAt
     FROM proximity_events WHERE to_user_id = ? AND expires_at > ? ORDER BY distance LIMIT 50`,
  )
    .all(userId, now)
    .map((row) => ({ ...row, distance: Math.round(row.distance) }));
}

/** Long-expired notices are of no further use. */
export function deleteNoticesExpiredBefore(db: Db, before: number): number {
  return prepared(db, 'DELETE FROM proximity_events WHERE expires_at < ?').run(before).changes;
}
