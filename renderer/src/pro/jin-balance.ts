import { balanceResponseSchema } from '../../../shared/api/pro';
import { PRO_PRICE_JIN } from '../../../shared/constants';
import { ApiRequestError, apiRequest } from '../api/client';
import { delay } from '../delay';

/** Retries after the first failed balance call (spec/core.md §7: up to 3, never on 4xx). */
export const BALANCE_RETRIES = 3;
const RETRY_BASE_MS = 500;

/** A 4xx means asking again cannot help (no session, someone else's id); anything else may pass. */
export function isRetryableBalanceError(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
}

/** Whether a failed attempt (1-based) is followed by another one. */
export function shouldRetryBalance(error: unknown, attempt: number): boolean {
  return attempt <= BALANCE_RETRIES && isRetryableBalanceError(error);
}

/** Waits 0.5 s, 1 s, 2 s between attempts. */
export const balanceRetryDelay = (attempt: number) => RETRY_BASE_MS * 2 ** (attempt - 1);

/** One uncached GET /api/jin/balance (the `_t` cache-buster and no-cache headers keep it never stale). */
export async function fetchJinBalanceOnce(userId: string): Promise<number> {
  const query = new URLSearchParams({ userId, _t: String(Date.now()) });
  const answer = await apiRequest(`/api/jin/balance?${query}`, {
    schema: balanceResponseSchema,
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  return answer.balance_jin;
}

/** The balance with the spec's retry rule; throws the last error when every attempt failed. */
export async function fetchJinBalance(userId: string, wait: (ms: number) => Promise<void> = delay): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetchJinBalanceOnce(userId);
    } catch (error) {
      if (!shouldRetryBalance(error, attempt)) throw error;
      await wait(balanceRetryDelay(attempt));
    }
  }
}

export function formatJin(balance: number | null): string {
  return balance === null ? '— JIN' : `${balance.toLocaleString('en-US', { maximumFractionDigits: 2 })} JIN`;
}

/** A balance of at least 2 JIN pays for a month of Pro (spec/core.md §9). */
export const hasEnoughForPro = (balance: number | null) => balance !== null && balance >= PRO_PRICE_JIN;
