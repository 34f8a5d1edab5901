import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { fetchJinBalance, formatJin, hasEnoughForPro, shouldRetryBalance } from './jin-balance';

const USER = '11111111-1111-4111-8111-111111111111';

function answers(...responses: Array<() => Response>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });
const noWait = async () => {};

describe('the JIN balance display', () => {
  it('shows the balance as "N JIN" and an unknown one as "— JIN"', () => {
    expect(formatJin(0)).toBe('0 JIN');
    expect(formatJin(2)).toBe('2 JIN');
    expect(formatJin(1234)).toBe('1,234 JIN');
    expect(formatJin(null)).toBe('— JIN');
  });

  it('deems 2 JIN or more enough for Pro', () => {
    expect(hasEnoughForPro(null)).toBe(false);
    expect(hasEnoughForPro(1)).toBe(false);
    expect(hasEnoughForPro(2)).toBe(true);
    expect(hasEnoughForPro(7)).toBe(true);
  });
});

describe('the balance retry rule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('retries up to 3 times, but never after a 4xx', () => {
    const network = new TypeError('Failed to fetch');
    expect(shouldRetryBalance(network, 1)).toBe(true);
    expect(shouldRetryBalance(network, 3)).toBe(true);
    expect(shouldRetryBalance(network, 4)).toBe(false);
    expect(shouldRetryBalance(new ApiRequestError(503, null, '503: busy'), 1)).toBe(true);
    expect(shouldRetryBalance(new ApiRequestError(401, 'authentication_required', 'no session'), 1)).toBe(false);
    expect(shouldRetryBalance(new ApiRequestError(403, 'forbidden', 'not yours'), 1)).toBe(false);
  });

  it('recovers from server errors within the retries', async () => {
    const fetch = answers(json(500, { error: 'internal_error', message: 'x' }), json(502, {}), json(200, { balance_jin: 4 }));
    await expect(fetchJinBalance(USER, noWait)).resolves.toBe(4);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after four attempts', async () => {
    const fetch = answers(...Array.from({ length: 5 }, () => json(503, { error: 'x', message: 'busy' })));
    await expect(fetchJinBalance(USER, noWait)).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not retry a 4xx', async () => {
    const fetch = answers(json(401, { error: 'authentication_required', message: 'Open the app first' }), json(200, { balance_jin: 1 }));
    await expect(fetchJinBalance(USER, noWait)).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks without caching, with a fresh _t every time', async () => {
    const fetch = answers(json(200, { balance_jin: 0 }));
    await fetchJinBalance(USER, noWait);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(new RegExp(`^/api/jin/balance\\?userId=${USER}&_t=\\d+$`));
    expect(init?.cache).toBe('no-store');
  });
});
