import { PROXIMITY_EVENT_TTL_MS, PROXIMITY_FRESH_LOCATION_MS, PROXIMITY_RADIUS_M } from '../../shared/api/walking';
import type { LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { rememberLocation } from '../location/locations-repo';
import { getPreferences } from './exclusions-repo';
import { sameHousehold } from './family-repo';
import { findHome } from './home-repo';
import { excludedByRecipient, planNotice } from './proximity';
import { freshNeighboursNear, liveNotice, writeNotice } from './proximity-repo';
import { recordBeat, type WalkRow } from './walks-repo';

/** A previous beat older than this says nothing about the current trend. */
const PREVIOUS_BEAT_MAX_AGE_MS = 2 * 60 * 1000;

export type BeatInput = {
  walk: WalkRow;
  position: LatLng & { speedMps?: number; accuracy?: number };
  /** The walker's Share Location setting: their last location is kept only while it is on. */
  shareLocation: boolean;
  now: number;
};

/**
 * One walk beat (DESIGN.md §8): log it, move the walker, and update one notice per neighbour
 * within 100 m whose own position is under 5 minutes old, applying each recipient's exclusions.
 * Starting a walk is the walker's consent to these notices, which never name them.
 * Returns the neighbours whose notice was written, for the push channel.
 */
export function processBeat(db: Db, input: BeatInput): string[] {
  const { walk, position, now } = input;
  const walker = { lat: position.lat, lng: position.lng };
  const previousWalker =
    walk.lat !== null && walk.lng !== null && walk.last_beat_at !== null && now - walk.last_beat_at <= PREVIOUS_BEAT_MAX_AGE_MS
      ? { lat: walk.lat, lng: walk.lng }
      : undefined;
  return db.transaction(() => {
    const notified: string[] = [];
    recordBeat(db, walk.id, position, now);
    if (input.shareLocation) rememberLocation(db, walk.user_id, { ...walker, accuracy: position.accuracy ?? null }, now);
    const neighbours = freshNeighboursNear(db, walk.user_id, walker, PROXIMITY_RADIUS_M, now - PROXIMITY_FRESH_LOCATION_MS);
    for (const neighbour of neighbours) {
      const recipient = {
        position: neighbour.position,
        home: findHome(db, neighbour.userId),
        preferences: getPreferences(db, neighbour.userId),
        sameHousehold: sameHousehold(db, walk.user_id, neighbour.userId),
      };
      if (excludedByRecipient(walker, recipient)) continue;
      const plan = planNotice({ walker, previousWalker, recipient, current: liveNotice(db, walk.user_id, neighbour.userId, now) });
      writeNotice(db, {
        fromUserId: walk.user_id,
        toUserId: neighbour.userId,
        walker,
        recipient: neighbour.position,
        plan,
        now,
        expiresAt: now + PROXIMITY_EVENT_TTL_MS,
      });
      notified.push(neighbour.userId);
    }
    return notified;
  })();
}
