/** Neighbour-assist and proximity polls: every 15 s, stale after 10 s (spec/assist.md §9). */
export const FEED_EXTRA_POLL_MS = 15_000;
export const FEED_EXTRA_STALE_MS = 10_000;

/**
 * The poll interval. Tests shorten it with the same localStorage key the SOS feed reads,
 * 'nw_test_poll_ms' (200 ms to 15 s, read when polling starts); anything else gives 15 s.
 */
export function extraPollInterval(override: string | null): number {
  const value = override === null ? Number.NaN : Number(override);
  return Number.isFinite(value) && value >= 200 && value <= FEED_EXTRA_POLL_MS ? Math.round(value) : FEED_EXTRA_POLL_MS;
}
