import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetMeters, type LatLng } from '../../shared/geo';
import { Resident, resident, startTestHub, type ApiResponse, type TestHub } from '../support/test-hub';

/** Real browser output (canvas.toDataURL in Chromium), as the app's photo step produces it. */
const PNG_4PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAIklEQVR4AYTIMQ0AAAwCwQYh+JdSV7ASFj755fCkcly1wQAAAP//bVWeUAAAAAZJREFUAwDfJwgVUFP8JwAAAABJRU5ErkJggg==';
const JPEG_4PX =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEYGh0dHx8fExciJCIeJBweHx7/2wBDAQUFBQcGBw4ICA4eFBEUHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh7/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCaACKiH//Z';
const GIF_1PX = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

const clock = { t: Date.UTC(2026, 3, 2, 9, 0, 0) };
let hub: TestHub;

beforeAll(async () => {
  hub = await startTestHub({ now: () => clock.t });
});
afterAll(() => hub.stop());

/** Each test gets its own neighbourhood, about 55 km from the next, so nobody else is in range. */
let nextArea = 0;
function newArea(): (northM?: number, eastM?: number) => LatLng {
  nextArea += 1;
  const base = { lat: 40 + nextArea * 0.5, lng: -3.7 };
  return (northM = 0, eastM = 0) => offsetMeters(base, northM, eastM);
}

const residentAt = (position: LatLng) => resident(hub, { ...position, accuracy: 10 });

function flag(flagger: Resident, at: LatLng, extra: Record<string, unknown> = {}) {
  return flagger.post('/api/proxy-sos', { message: 'Front door open all night, no answer', ...at, ...extra });
}

const nearby = (viewer: Resident, at: LatLng, radius?: number) =>
  viewer.get(`/api/proxy-sos/nearby?lat=${at.lat}&lng=${at.lng}${radius === undefined ? '' : `&radius=${radius}`}`);

const detailMessages = (answer: ApiResponse): string[] => (answer.body.details ?? []).map((d: { message: string }) => d.message);

describe('flagging a concern', () => {
  it('creates a pending concern with the spec defaults and answers 201 with its id', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const answer = await flag(flagger, at(), { locationDescription: '  Blue house by the bakery  ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      eventId: expect.any(String),
      userId: flagger.id,
      isOwn: true,
      status: 'pending',
      severity: 'warning',
      radiusM: 200,
      escalationThreshold: 3,
      currentVotes: 0,
      dismissVotes: 0,
      locationDescription: 'Blue house by the bakery',
      hasPhoto: false,
      photoUrl: null,
      escalatedSosId: null,
      createdAt: clock.t,
      expiresAt: clock.t + 30 * 60_000,
    });
  });

  it('takes the chosen severity, radius, expiry and threshold', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const answer = await flag(flagger, at(), { severity: 'critical', radiusM: 500, expiresInMinutes: 120, escalationThreshold: 10 });
    expect(answer.body).toMatchObject({ severity: 'critical', radiusM: 500, escalationThreshold: 10, expiresAt: clock.t + 120 * 60_000 });
  });

  it.each([
    ['a message under 10 characters', { message: 'too short' }, 'message'],
    ['a message over 500 characters', { message: 'x'.repeat(501) }, 'message'],
    ['an unknown severity', { severity: 'urgent' }, 'severity'],
    ['a radius over 500 m', { radiusM: 501 }, 'radiusM'],
    ['an expiry under 15 minutes', { expiresInMinutes: 14 }, 'expiresInMinutes'],
    ['an expiry over 120 minutes', { expiresInMinutes: 121 }, 'expiresInMinutes'],
    ['a threshold of 0', { escalationThreshold: 0 }, 'escalationThreshold'],
    ['a threshold of 11', { escalationThreshold: 11 }, 'escalationThreshold'],
    ['a latitude of 91', { lat: 91 }, 'lat'],
    ['a longitude given as text', { lng: 'east' }, 'lng'],
  ])('refuses %s with 400', async (_name, extra, path) => {
    const at = newArea();
    const flagger = await residentAt(at());
    const answer = await flag(flagger, at(), extra);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('validation_failed');
    expect(answer.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("uses the spec's texts for the location description and a missing location", async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    expect(detailMessages(await flag(flagger, at(), { locationDescription: 'abc' }))).toEqual(['Please provide a location description']);
    expect(detailMessages(await flag(flagger, at(), { locationDescription: 'x'.repeat(101) }))).toEqual([
      'Location must be under 100 characters',
    ]);
    const noLocation = await flagger.post('/api/proxy-sos', { message: 'Smoke from the garage roof', lat: null });
    expect(noLocation.status).toBe(400);
    expect(detailMessages(noLocation)).toEqual(['Location is required to flag a concern', 'Location is required to flag a concern']);
  });

  it('refuses malformed bodies, other devices and callers without a session', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const other = await residentAt(at());
    expect((await flagger.post('/api/proxy-sos', undefined, { raw: '{"message":' })).status).toBe(400);
    expect((await flagger.post('/api/proxy-sos', [1, 2, 3])).status).toBe(400);
    expect((await flagger.post('/api/proxy-sos', 'just text')).status).toBe(400);
    expect((await flag(flagger, at(), { userId: other.id })).status).toBe(403);
    const stranger = new Resident(hub.url);
    stranger.cookie = 'nw_sid=nothing';
    expect((await stranger.post('/api/proxy-sos', { message: 'x' }, { noDeviceHeader: true })).status).toBe(401);
  });

  it('allows at most 3 pending concerns per person (429), and another once one has closed', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    for (let i = 0; i < 3; i += 1) expect((await flag(flagger, at(i * 10), { expiresInMinutes: 15 + i })).status).toBe(201);
    const fourth = await flag(flagger, at(40));
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ error: 'too_many_pending_concerns', message: expect.any(String) });
    clock.t += 15 * 60_000 + 1;
    hub.runJobs();
    expect((await flag(flagger, at(40))).status).toBe(201);
  });
});

describe('photo evidence', () => {
  const photo = (data: string, mime: string) => ({ photo: { data, mime } });

  it('accepts a small PNG and a JPEG data URL, stores them owner-only and tells viewers where to fetch them', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const png = await flag(flagger, at(), photo(PNG_4PX, 'image/png'));
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ hasPhoto: true, photoUrl: `/api/proxy-sos/${png.body.eventId}/photo` });
    const file = join(hub.dataDir, 'photos', `${png.body.eventId}.png`);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const jpeg = await flag(flagger, at(5), photo(`data:image/jpeg;base64,${JPEG_4PX}`, 'image/jpeg'));
    expect(jpeg.status).toBe(201);
    const served = await flagger.request('GET', jpeg.body.photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses formats other than JPEG, PNG and WebP, judged by the bytes, not the declared type', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const gif = await flag(flagger, at(), photo(GIF_1PX, 'image/gif'));
    expect(gif.status).toBe(400);
    expect(detailMessages(gif)).toEqual(['Unsupported image format. Please use JPEG, PNG, or WebP']);
    const disguised = await flag(flagger, at(), photo(GIF_1PX, 'image/png'));
    expect(detailMessages(disguised)).toEqual(['Unsupported image format. Please use JPEG, PNG, or WebP']);
    const script = await flag(flagger, at(), photo(Buffer.from('<script>alert(1)</script>').toString('base64'), 'image/jpeg'));
    expect(detailMessages(script)).toEqual(['Unsupported image format. Please use JPEG, PNG, or WebP']);
  });

  it('refuses files that are not images at all', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    expect(detailMessages(await flag(flagger, at(), photo(PNG_4PX, 'text/plain')))).toEqual(['Please select a valid image file']);
    expect(detailMessages(await flag(flagger, at(), photo('not base64 at all!', 'image/png')))).toEqual(['Please select a valid image file']);
    expect((await flag(flagger, at(), { photo: 'iVBORw0KGgo=' })).status).toBe(400);
  });

  it('refuses photos over 5 MB with the spec text', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from(PNG_4PX, 'base64').copy(big);
    const answer = await flag(flagger, at(), photo(big.toString('base64'), 'image/png'));
    expect(answer.status).toBe(400);
    expect(detailMessages(answer)).toEqual(['File too large. Please select an image under 5MB']);
    const exact = Buffer.alloc(5 * 1024 * 1024, 0);
    Buffer.from(PNG_4PX, 'base64').copy(exact);
    expect((await flag(flagger, at(), photo(exact.toString('base64'), 'image/png'))).status).toBe(201);
  });

  it('serves the photo only to its flagger and to viewers within 2000 m', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const neighbour = await residentAt(at(1500));
    const far = await residentAt(at(2500));
    const { body } = await flag(flagger, at(), photo(PNG_4PX, 'image/png'));
    const url: string = body.photoUrl;

    const own = await flagger.request('GET', url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toContain('no-store');
    // From the hub's last known position of the neighbour (1500 m away)...
    expect((await neighbour.request('GET', url)).status).toBe(200);
    // ...or from the position the viewer sends.
    const farAway = await far.request('GET', url);
    expect(farAway.status).toBe(403);
    expect(farAway.body.error).toBe('out_of_range');
    const close = at(100);
    expect((await far.request('GET', `${url}?lat=${close.lat}&lng=${close.lng}`)).status).toBe(200);
  });

  it('answers 404 for a concern without a photo and 400 for a malformed id', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const { body } = await flag(flagger, at());
    expect((await flagger.get(`/api/proxy-sos/${body.eventId}/photo`)).status).toBe(404);
    expect((await flagger.get('/api/proxy-sos/not-an-id/photo')).status).toBe(400);
    expect((await flagger.get('/api/proxy-sos/6b1a1f7e-1111-4222-8333-444455556666/photo')).status).toBe(404);
  });
});

describe('nearby concerns', () => {
  it('lists concerns within the radius with a rounded location and without naming the flagger', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const viewer = await residentAt(at(800));
    const spot = at(0.3, 0.4);
    const { body } = await flag(flagger, spot, { locationDescription: 'Corner of Elm and 3rd' });

    const seen = (await nearby(viewer, at(800))).body.events;
    expect(seen).toHaveLength(1);
    const event = seen[0];
    const rounded = (value: number) => Math.round(value * 1000) / 1000;
    expect(event).toMatchObject({
      eventId: body.eventId,
      userId: null,
      isOwn: false,
      status: 'pending',
      locationDescription: 'Corner of Elm and 3rd',
      lat: rounded(spot.lat),
      lng: rounded(spot.lng),
      approximateLocation: `${rounded(spot.lat).toFixed(3)}, ${rounded(spot.lng).toFixed(3)}`,
      distanceM: expect.any(Number),
      myVote: null,
    });
    expect(JSON.stringify(seen)).not.toContain(flagger.id);
    expect(Math.abs(event.distanceM - 800)).toBeLessThan(120);

    const own = (await nearby(flagger, at())).body.events[0];
    expect(own).toMatchObject({ eventId: body.eventId, userId: flagger.id, isOwn: true, lat: spot.lat, lng: spot.lng });
  });

  it('honours the radius and never reaches further than 2000 m', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const viewer = await residentAt(at(1000));
    await flag(flagger, at());
    expect((await nearby(viewer, at(1000))).body.events).toHaveLength(1);
    expect((await nearby(viewer, at(1000), 500)).body.events).toHaveLength(0);
    expect((await nearby(viewer, at(2100))).body.events).toHaveLength(0);
    const tooFar = await nearby(viewer, at(1000), 2001);
    expect(tooFar.status).toBe(400);
    expect(detailMessages(tooFar)).toEqual(['Radius cannot exceed 2000 meters']);
    expect((await viewer.get('/api/proxy-sos/nearby?lat=1')).status).toBe(400);
    expect((await viewer.get('/api/proxy-sos/nearby?lat=1&lng=2&radius=lots')).status).toBe(400);
    expect((await viewer.get('/api/proxy-sos/nearby?lat=1&lat=2&lng=2')).status).toBe(400);
  });

  it("keeps the viewer's position only while they share their location", async () => {
    const at = newArea();
    const viewer = await residentAt(at());
    const position = () => hub.db.prepare('SELECT lat, lng FROM user_locations WHERE user_id = ?').get(viewer.id);
    await nearby(viewer, at(300));
    expect(position()).toEqual(at(300));
    // A fallback position (cached or the neighbourhood centre) is looked from, not kept.
    const centre = at(900);
    await viewer.get(`/api/proxy-sos/nearby?lat=${centre.lat}&lng=${centre.lng}&fallback=1`);
    expect(position()).toEqual(at(300));
    await viewer.put('/api/settings', { shareLocation: false });
    await nearby(viewer, at(600));
    expect(position()).toBeUndefined();
  });

  it('shows a closed concern for an hour so its card can show the notice, then drops it', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const viewer = await residentAt(at(100));
    const { body } = await flag(flagger, at(), { expiresInMinutes: 15 });
    clock.t += 16 * 60_000;
    expect((await nearby(viewer, at(100))).body.events[0]).toMatchObject({ eventId: body.eventId, status: 'expired' });
    hub.runJobs();
    expect((await nearby(viewer, at(100))).body.events[0]).toMatchObject({ eventId: body.eventId, status: 'expired' });
    clock.t += 61 * 60_000;
    expect((await nearby(viewer, at(100))).body.events).toHaveLength(0);
  });
});
