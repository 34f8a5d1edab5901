/** SOS feed polling constants (spec/assist.md §9): every 10 s, stale after 8 s, 12 s of overlap. */
export const SOS_POLL_MS = 10_000;
export const SOS_STALE_MS = 8_000;
export const SOS_POLL_OVERLAP_MS = 12_000;
export const SOS_POLL_RETRIES = 3;
export const SOS_RETRY_MAX_MS = 10_000;

/** Waits between retries of one failed poll: 1 s, 2 s, 4 s, … never more than 10 s. */
export function retryDelay(failedAttempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failedAttempts - 1), SOS_RETRY_MAX_MS);
}

/** The `since` of the next poll: none for the first full load, then 12 s before the hub's last clock reading. */
export function nextSince(lastServerTime: number | null): number | undefined {
  return lastServerTime === null ? undefined : Math.max(0, lastServerTime - SOS_POLL_OVERLAP_MS);
}

/**
 * The poll interval. Tests may shorten it by setting localStorage 'nw_test_poll_ms' before the app
 * starts (read once, 200 ms to 10 s); anything else gives the spec's 10 s.
 */
export function pollInterval(override: string | null): number {
  const value = override === null ? Number.NaN : Number(override);
  return Number.isFinite(value) && value >= 200 && value <= SOS_POLL_MS ? Math.round(value) : SOS_POLL_MS;
}
