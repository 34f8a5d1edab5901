import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resident, resident, startTestHub, type TestHub } from '../support/test-hub';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.stop());

describe('claiming a device id', () => {
  it('creates the user and issues an HttpOnly SameSite session cookie', async () => {
    const r = new Resident(hub.url);
    const answer = await r.register({ lat: 52.5, lng: 13.4, accuracy: 10, timestamp: Date.now() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: r.id, displayName: 'User', created: true });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/nw_sid=/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    const stored = hub.db.prepare('SELECT token_hash FROM sessions WHERE user_id = ?').get(r.id) as { token_hash: string };
    expect(cookie).not.toContain(stored.token_hash);
    const location = hub.db.prepare('SELECT lat, lng FROM user_locations WHERE user_id = ?').get(r.id);
    expect(location).toEqual({ lat: 52.5, lng: 13.4 });
  });

  it('answers 409 to a second claim of the same id without its session, and issues nothing', async () => {
    const owner = await resident(hub);
    const impostor = new Resident(hub.url, owner.id);
    const answer = await impostor.request('POST', '/api/users', { id: owner.id });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('user_exists');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('lets the holder of the session re-register without a new session', async () => {
    const r = await resident(hub);
    const again = await r.register();
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
  });

  it('issues a new session to a device that lost its cookie but kept its secret', async () => {
    const r = await resident(hub);
    const fresh = new Resident(hub.url, r.id);
    const wrong = await fresh.request('POST', '/api/users', { id: r.id, pin: 'x'.repeat(32) });
    expect(wrong.status).toBe(409);
    const right = await fresh.request('POST', '/api/users', { id: r.id, pin: r.pin });
    expect(right.status).toBe(200);
    expect((await fresh.get(`/api/user/me?userId=${r.id}`)).status).toBe(200);
  });

  it('stores ids in lower case so a capitalised QR is the same person', async () => {
    const upper = randomUUID().toUpperCase();
    const r = new Resident(hub.url, upper);
    expect((await r.register()).body.id).toBe(upper.toLowerCase());
  });

  it('refuses malformed ids and payloads with validation details', async () => {
    const r = new Resident(hub.url);
    const answer = await r.request('POST', '/api/users', { id: 'not-a-uuid' }, { noDeviceHeader: true });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'validation_failed' });
    expect(answer.body.details[0].path).toBe('id');
    const badLat = await r.request('POST', '/api/users', { id: r.id, lat: 123, lng: 0 }, { noDeviceHeader: true });
    expect(badLat.status).toBe(400);
  });
});

describe('sessions and the device header', () => {
  it('refuses an unknown session with 401 authentication_required', async () => {
    const owner = await resident(hub);
    const stranger = new Resident(hub.url, owner.id);
    stranger.cookie = 'nw_sid=forged';
    const answer = await stranger.get('/api/settings', { noDeviceHeader: true });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('authentication_required');
  });

  it('refuses a claimed id presented in X-Device-ID without its session', async () => {
    const owner = await resident(hub);
    const impostor = new Resident(hub.url, owner.id);
    const answer = await impostor.get('/api/settings');
    expect(answer.status).toBe(401);
  });

  it('refuses an X-Device-ID that differs from the session (403 device_mismatch)', async () => {
    const r = await resident(hub);
    const answer = await r.get('/api/settings', { headers: { 'X-Device-ID': randomUUID() } });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('device_mismatch');
  });

  it("refuses someone else's userId (403 forbidden)", async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    const answer = await a.get(`/api/user/me?userId=${b.id}`);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('forbidden');
  });

  it('auto-creates an unclaimed id on demand and issues its session', async () => {
    const r = new Resident(hub.url);
    const answer = await r.get('/api/settings');
    expect(answer.status).toBe(200);
    expect(r.cookie).toBeDefined();
    expect(hub.db.prepare('SELECT id FROM users WHERE id = ?').get(r.id)).toEqual({ id: r.id });
  });

  it('requires X-Device-ID on state-changing calls, so another site cannot forge them', async () => {
    const r = await resident(hub);
    const answer = await r.put('/api/settings', { darkMode: true }, { noDeviceHeader: true });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('device_header_required');
  });

  it('refuses a garbage X-Device-ID header', async () => {
    const r = await resident(hub);
    const answer = await r.get('/api/settings', { headers: { 'X-Device-ID': 'robert; drop table' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_device_id');
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const r = await resident(hub);
    const answer = await r.put('/api/settings', undefined, { raw: '{"darkMode": tru' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_json', message: expect.any(String) });
  });

  it('answers an oversized body with 413 and keeps serving', async () => {
    const r = await resident(hub);
    const answer = await r.put('/api/settings', undefined, { raw: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }) });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('payload_too_large');
    expect((await r.get('/api/settings')).status).toBe(200);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const r = await resident(hub);
    const answer = await r.put('/api/settings', undefined, { raw: 'darkMode=true', contentType: 'application/x-www-form-urlencoded' });
    expect(answer.status).toBe(415);
  });

  it('answers an unknown API path with the error shape, not the web app', async () => {
    const r = await resident(hub);
    const answer = await r.get('/api/nope');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('not_found');
  });

  it('answers a wrong method with 405 in the error shape', async () => {
    const r = await resident(hub);
    const answer = await r.delete('/api/settings');
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ error: 'method_not_allowed' });
  });
});

describe('GET /api/user/me', () => {
  it('reports proActive for the caller', async () => {
    const r = await resident(hub);
    const answer = await r.get(`/api/user/me?userId=${r.id}&_t=${Date.now()}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: r.id, proActive: false, displayName: 'User' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for an id the hub has never seen', async () => {
    const r = new Resident(hub.url);
    const answer = await r.get(`/api/user/me?userId=${randomUUID()}`, { noDeviceHeader: true });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('user_not_found');
  });

  it('requires userId', async () => {
    const r = await resident(hub);
    expect((await r.get('/api/user/me')).status).toBe(400);
  });
});

describe('POST /api/user/timezone', () => {
  it('stores a valid IANA zone and echoes it', async () => {
    const r = await resident(hub);
    const answer = await r.post('/api/user/timezone', { timezone: 'Europe/Berlin' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ timezone: 'Europe/Berlin' });
    expect((await r.get(`/api/user/me?userId=${r.id}`)).body.browserTimezone).toBe('Europe/Berlin');
  });

  it('refuses an unknown zone', async () => {
    const r = await resident(hub);
    const answer = await r.post('/api/user/timezone', { timezone: 'Mars/Olympus' });
    expect(answer.status).toBe(400);
  });
});

describe('health', () => {
  it('answers without a session', async () => {
    const answer = await new Resident(hub.url).get('/api/health', { noDeviceHeader: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, version: expect.any(String) });
  });
});
