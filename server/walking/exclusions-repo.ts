import {
  DEFAULT_PROXIMITY_PREFERENCES,
  type ProximityPreferences,
} from '../../shared/api/walking';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

type ExclusionsRow = {
  exclude_household: number;
  exclude_self_house_radius_m: number;
  min_notify_distance_m: number;
  approach_only: number;
};

/** A recipient's proximity exclusions (DESIGN.md §8); the defaults until they change any. */
export function getPreferences(db: Db, userId: string): ProximityPreferences {
  const row = prepared<[string], ExclusionsRow>(db, 'SELECT * FROM user_exclusions WHERE user_id = ?').get(userId);
  if (!row) return { ...DEFAULT_PROXIMITY_PREFERENCES };
  return {
    excludeHousehold: row.exclude_household === 1,
    excludeSelfHouseRadiusM: row.exclude_self_house_radius_m,
    minNotifyDistanceM: row.min_notify_distance_m,
    approachOnly: row.approach_only === 1,
  };
}

/** Merges a partial update into the stored preferences and returns the result. */
export function updatePreferences(db: Db, userId: string, update: Partial<ProximityPreferences>, now: number): ProximityPreferences {
  return db.transaction(() => {
    const merged = { ...getPreferences(db, userId), ...update };
    prepared(
      db,
      `INSERT INTO user_exclusions (user_id, exclude_household, exclude_self_house_radius_m, min_notify_distance_m, approach_only, updated_at)
       VALUES (@userId, @excludeHousehold, @excludeSelfHouseRadiusM, @minNotifyDistanceM, @approachOnly, @now)
       ON CONFLICT (user_id) DO UPDATE SET exclude_household = excluded.exclude_household,
         exclude_self_house_radius_m = excluded.exclude_self_house_radius_m,
         min_notify_distance_m = excluded.min_notify_distance_m,
         approach_only = excluded.approach_only, updated_at = excluded.updated_at`,
    ).run({
      userId,
      excludeHousehold: merged.excludeHousehold ? 1 : 0,
      excludeSelfHouseRadiusM: merged.excludeSelfHouseRadiusM,
      minNotifyDistanceM: merged.minNotifyDistanceM,
      approachOnly: merged.approachOnly ? 1 : 0,
      now,
    });
    return merged;
  })();
}
