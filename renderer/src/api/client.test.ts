import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from './client';

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, statusText })));
}

async function failure(): Promise<ApiRequestError> {
  const error = await apiRequest('/api/x', { schema: z.object({}) }).catch((caught: unknown) => caught);
  if (!(error instanceof ApiRequestError)) throw new Error('expected an ApiRequestError');
  return error;
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses a success with the given schema', async () => {
    answer(200, JSON.stringify({ timezone: 'Europe/Berlin', extra: 1 }));
    await expect(apiRequest('/api/x', { schema: z.object({ timezone: z.string() }) })).resolves.toEqual({
      timezone: 'Europe/Berlin',
    });
  });

  it('carries the server’s error code and message', async () => {
    answer(409, JSON.stringify({ error: 'duplicate_name', message: 'You already have a contact with that nickname' }));
    const error = await failure();
    expect(error.status).toBe(409);
    expect(error.code).toBe('duplicate_name');
    expect(error.message).toBe('You already have a contact with that nickname');
  });

  it('falls back to "{status}: {body or status text}" for other bodies', async () => {
    answer(502, 'Bad gateway from proxy');
    expect((await failure()).message).toBe('502: Bad gateway from proxy');
    answer(503, '', 'Service Unavailable');
    expect((await failure()).message).toBe('503: Service Unavailable');
  });

  it('sends JSON with same-origin credentials', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/x', { method: 'PUT', body: { darkMode: true }, schema: z.object({}) });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'PUT',
        credentials: 'same-origin',
        body: '{"darkMode":true}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });
});
