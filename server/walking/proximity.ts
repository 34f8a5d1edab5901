import {
  PROXIMITY_TREND_M,
  type ProximityDirection,
  type ProximityPreferences,
} from '../../shared/api/walking';
import { distanceMeters, type LatLng } from '../../shared/geo';

/**
 * Proximity notice rules (DESIGN.md §8), free of SQL. One notice per (walker, recipient); this
 * decides, for one beat, what happens to it.
 */

/** Radial trend against a reference distance: more than 5 m closer or further, else stationary. */
export function trendOf(reference: number | undefined, distance: number): ProximityDirection {
  if (reference === undefined) return 'stationary';
  if (distance < reference - PROXIMITY_TREND_M) return 'approaching';
  if (distance > reference + PROXIMITY_TREND_M) return 'moving_away';
  return 'stationary';
}

/** The walker-independent facts a recipient brings: where they are, their home, their exclusions. */
export type Recipient = {
  position: LatLng;
  home: LatLng | undefined;
  preferences: ProximityPreferences;
  sameHousehold: boolean;
};

/** Household members and walkers near the recipient's own home never notify (the recipient's choice). */
export function excludedByRecipient(walker: LatLng, recipient: Recipient): boolean {
  if (recipient.preferences.excludeHousehold && recipient.sameHousehold) return true;
  const { home } = recipient;
  return home !== undefined && distanceMeters(walker, home) <= recipient.preferences.excludeSelfHouseRadiusM;
}

/** The live notice for this pair, as far as the rules need it. */
export type CurrentNotice = {
  direction: ProximityDirection;
  trendDistance: number;
  lastNotified: LatLng;
};

export type NoticePlan = {
  /**
   * notice: a fresh notice or a full update (the walker moved far enough since the last one);
   * turn: only distance and direction change, the 60 m memory stays (the walker turned round);
   * withdraw: approach-only recipients lose a notice that is no longer approaching;
   * keep: nothing visible changes, the notice just stays alive while the walker is near;
   * none: nothing to store.
   */
  kind: 'notice' | 'turn' | 'withdraw' | 'keep' | 'none';
  direction: ProximityDirection;
  distance: number;
  /** The reference for the next beat's trend: it moves only when a trend is seen, so slow walking still adds up. */
  trendDistance: number;
};

/**
 * The plan for one beat. `current` is the live notice (undefined when none or expired);
 * `previousWalker` the walker's previous beat, the trend reference when there is no live notice.
 *
 * Min-notify-distance: a walker who moved less than minNotifyDistanceM since the last notice
 * causes no new notice, but a change of direction (approaching ↔ moving away) still updates the
 * live notice's distance and direction, because "they are now walking away" is news the
 * recipient needs, while the 60 m is still counted from the last full notice so a walker
 * pacing back and forth cannot turn every few steps into a full notice.
 */
export function planNotice(input: {
  walker: LatLng;
  previousWalker: LatLng | undefined;
  recipient: Recipient;
  current: CurrentNotice | undefined;
}): NoticePlan {
  const { walker, recipient, current } = input;
  const { approachOnly, minNotifyDistanceM } = recipient.preferences;
  const distance = distanceMeters(walker, recipient.position);
  const reference = current
    ? current.trendDistance
    : input.previousWalker && distanceMeters(input.previousWalker, recipient.position);
  const direction = trendOf(reference, distance);
  const trendDistance = direction === 'stationary' && reference !== undefined ? reference : distance;
  const plan = (kind: NoticePlan['kind']): NoticePlan => ({ kind, direction, distance, trendDistance });

  if (!current) return !approachOnly || direction === 'approaching' ? plan('notice') : plan('none');
  if (approachOnly && direction === 'moving_away') return plan('withdraw');
  const moved = distanceMeters(walker, current.lastNotified);
  if (moved >= minNotifyDistanceM && (!approachOnly || direction === 'approaching')) return plan('notice');
  if (direction !== 'stationary' && direction !== current.direction) return plan('turn');
  return plan('keep');
}
