/** A walk sends its position about every 10 s (DESIGN.md §8). */
export const WALK_BEAT_MS = 10_000;

/** localStorage key tests use to shorten the beat interval (200 ms to 10 s), read when a walk starts. */
export const TEST_BEAT_KEY = 'nw_test_beat_ms';

export function beatInterval(override: string | null): number {
  const value = override === null ? Number.NaN : Number(override);
  return Number.isFinite(value) && value >= 200 && value <= WALK_BEAT_MS ? Math.round(value) : WALK_BEAT_MS;
}

/** A fresh fix for every beat: a cached one would say the walker stood still. */
export const WALK_LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
