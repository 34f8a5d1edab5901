import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetMeters } from '../../shared/geo';
import { resident, startTestHub, type Resident, type TestHub } from '../support/test-hub';

const HOME = { lat: 51.5007, lng: -0.1246 };
const clock = { t: Date.UTC(2026, 10, 21, 12, 0, 0) };
let hub: TestHub;

beforeAll(async () => {
  hub = await startTestHub({ now: () => clock.t });
});
afterAll(() => hub.stop());

const at = (northM: number, eastM = 0) => offsetMeters(HOME, northM, eastM);

async function residentAt(position: { lat: number; lng: number }): Promise<Resident> {
  return resident(hub, { ...position, accuracy: 10 });
}

async function trust(owner: Resident, contact: Resident, name = `c-${contact.id.slice(0, 6)}`) {
  const answer = await owner.post('/api/trusted-contacts', { userId: owner.id, contactUserId: contact.id, name });
  expect(answer.status).toBe(201);
}

function start(sender: Resident, extra: Record<string, unknown> = {}) {
  return sender.post('/api/sos/start', { deviceId: sender.id, ...HOME, accuracy: 8, timestamp: clock.t, ...extra });
}

const poll = (viewer: Resident, query = '') => viewer.get(`/api/sos/poll${query}`);
const eventIds = (answer: { body: { events: { eventId: string }[] } }) => answer.body.events.map((e) => e.eventId);

describe('starting an SOS', () => {
  it('creates an active critical event with a 60-minute expiry and answers its id', async () => {
    const a = await residentAt(HOME);
    const answer = await start(a, { message: '  Help, fallen on stairs  ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ eventId: expect.any(String), status: 'active', createdAt: clock.t });
    expect(answer.body.expiresAt - clock.t).toBe(60 * 60 * 1000);
    const mine = (await poll(a)).body.events[0];
    expect(mine).toMatchObject({ eventId: answer.body.eventId, self: true, severity: 'critical', message: 'Help, fallen on stairs', radiusM: 500 });
  });

  it('requires a location', async () => {
    const a = await residentAt(HOME);
    const answer = await a.post('/api/sos/start', { deviceId: a.id, message: 'no gps' });
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['lat', 'lng']));
  });

  it('refuses messages over 500 characters and impossible coordinates', async () => {
    const a = await residentAt(HOME);
    expect((await start(a, { message: 'x'.repeat(501) })).status).toBe(400);
    expect((await start(a, { lat: 91 })).status).toBe(400);
    expect((await start(a, { lng: 'east' })).status).toBe(400);
  });

  it("refuses starting for someone else's device", async () => {
    const a = await residentAt(HOME);
    const b = await residentAt(HOME);
    const answer = await a.post('/api/sos/start', { deviceId: b.id, ...HOME });
    expect(answer.status).toBe(403);
  });

  it('enforces the 10-minute cooldown with 429 sos_cooldown_active, even after a cancel', async () => {
    const a = await residentAt(HOME);
    const first = await start(a);
    expect((await a.post('/api/sos/cancel', { eventId: first.body.eventId })).status).toBe(200);
    const second = await start(a);
    expect(second.status).toBe(429);
    expect(second.body).toEqual({ error: 'sos_cooldown_active', message: 'You must wait 10 minutes between SOS alerts for safety' });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(590);
    clock.t += 10 * 60 * 1000;
    expect((await start(a)).status).toBe(201);
  });

  it('lets only one of two simultaneous presses through', async () => {
    const a = await residentAt(HOME);
    const answers = await Promise.all([start(a), start(a), start(a)]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 429, 429]);
  });
});

describe('recipients', () => {
  it('reaches a far-away contact, a neighbour only with allowStreet, never a stranger or a neighbour with alerts off', async () => {
    // A street of its own, so residents from other tests are not in range.
    const street0 = { lat: 35.6812, lng: 139.7671 };
    const near = (northM: number) => offsetMeters(street0, northM, 0);
    const sender = await residentAt(street0);
    const farContact = await residentAt({ lat: 48.85, lng: 2.35 });
    const neighbour = await residentAt(near(200));
    const quietNeighbour = await residentAt(near(-150));
    const stranger = await residentAt(near(2000));
    await quietNeighbour.put('/api/settings', { notifications: false });
    await trust(sender, farContact);

    const plain = await start(sender, street0);
    expect(plain.body.recipients).toBe(1);
    expect(eventIds(await poll(farContact))).toContain(plain.body.eventId);
    expect(eventIds(await poll(neighbour))).not.toContain(plain.body.eventId);

    clock.t += 11 * 60 * 1000;
    const street = await start(sender, { ...street0, allowStreet: true });
    expect(street.body.recipients).toBe(2);
    expect(eventIds(await poll(farContact))).toContain(street.body.eventId);
    expect(eventIds(await poll(neighbour))).toContain(street.body.eventId);
    expect(eventIds(await poll(stranger))).not.toContain(street.body.eventId);
    expect(eventIds(await poll(quietNeighbour, `?lat=${near(-150).lat}&lng=${near(-150).lng}`))).not.toContain(street.body.eventId);
  });

  it('adds a neighbour who polls from inside the radius of an active street alert', async () => {
    const sender = await residentAt(HOME);
    const walker = await residentAt(at(3000));
    const street = await start(sender, { allowStreet: true });
    const since = clock.t - 12_000;
    expect(eventIds(await poll(walker, `?lat=${at(3000).lat}&lng=${at(3000).lng}`))).not.toContain(street.body.eventId);
    clock.t += 60_000;
    const arrived = await poll(walker, `?since=${since + 60_000}&lat=${at(300).lat}&lng=${at(300).lng}`);
    const event = arrived.body.events.find((e: { eventId: string }) => e.eventId === street.body.eventId);
    expect(event).toMatchObject({ relation: 'nearby', isNewEvent: true });
  });
});

describe('polling', () => {
  it('marks isNewEvent true only on the first delivery to each viewer', async () => {
    const a = await residentAt(HOME);
    const b = await residentAt(at(5000));
    const c = await residentAt(at(6000));
    await trust(a, b);
    await trust(a, c);
    const { body } = await start(a);
    const find = (answer: { body: { events: { eventId: string; isNewEvent: boolean }[] } }) =>
      answer.body.events.find((e) => e.eventId === body.eventId);
    expect(find(await poll(b))?.isNewEvent).toBe(true);
    expect(find(await poll(b))?.isNewEvent).toBe(false);
    expect(find(await poll(c))?.isNewEvent).toBe(true);
  });

  it('sends non-Pro viewers coordinates rounded to 3 decimals and Pro viewers precise ones', async () => {
    const a = await residentAt(HOME);
    const plain = await residentAt(at(4000));
    const pro = await residentAt(at(4000));
    hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(pro.id);
    await trust(a, plain);
    await trust(a, pro);
    const precise = { lat: 51.500712, lng: -0.124634 };
    const { body } = await start(a, precise);
    const seen = async (viewer: Resident) =>
      (await poll(viewer)).body.events.find((e: { eventId: string }) => e.eventId === body.eventId);
    expect((await seen(plain)).location).toEqual({ lat: 51.501, lng: -0.125 });
    expect((await seen(plain)).approximate).toBe(true);
    expect((await seen(pro)).location).toEqual(precise);
    expect((await seen(a)).location).toEqual(precise);
  });

  it('returns only events changed after since', async () => {
    const a = await residentAt(HOME);
    const { body } = await start(a);
    expect(eventIds(await poll(a, `?since=${clock.t - 12_000}`))).toContain(body.eventId);
    clock.t += 30_000;
    expect(eventIds(await poll(a, `?since=${clock.t - 12_000}`))).not.toContain(body.eventId);
    await a.post('/api/sos/cancel', { eventId: body.eventId });
    const changed = (await poll(a, `?since=${clock.t - 12_000}`)).body.events[0];
    expect(changed).toMatchObject({ eventId: body.eventId, status: 'cancelled' });
  });

  it('tells the viewer their own nickname for the sender', async () => {
    const a = await residentAt(HOME);
    const b = await residentAt(at(4000));
    await trust(a, b, 'Grandson');
    await trust(b, a, 'Grandma');
    const { body } = await start(a);
    const event = (await poll(b)).body.events.find((e: { eventId: string }) => e.eventId === body.eventId);
    expect(event).toMatchObject({ senderName: 'Grandma', relation: 'contact', self: false });
  });

  it('refuses malformed queries', async () => {
    const a = await residentAt(HOME);
    expect((await poll(a, '?since=yesterday')).status).toBe(400);
    expect((await poll(a, '?lat=10')).status).toBe(400);
    expect((await poll(a, '?lat=100&lng=0')).status).toBe(400);
  });
});

describe('cancelling and expiry', () => {
  it('lets only the owner cancel (403) and only an active event (409)', async () => {
    const a = await residentAt(HOME);
    const b = await residentAt(HOME);
    const { body } = await start(a);
    expect((await b.post('/api/sos/cancel', { eventId: body.eventId })).status).toBe(403);
    expect((await a.post('/api/sos/cancel', { eventId: body.eventId })).body).toEqual({ eventId: body.eventId, status: 'cancelled' });
    const again = await a.post('/api/sos/cancel', { eventId: body.eventId });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('sos_not_active');
    expect((await a.post('/api/sos/cancel', { eventId: 'nope' })).status).toBe(400);
    expect((await a.post('/api/sos/cancel', { eventId: '6b1a1f7e-1111-4222-8333-444455556666' })).status).toBe(404);
  });

  it('expires events 60 minutes after they start, through the periodic job', async () => {
    const a = await residentAt(HOME);
    const { body } = await start(a);
    clock.t += 59 * 60 * 1000;
    hub.runJobs();
    expect(hub.db.prepare('SELECT status FROM sos_events WHERE id = ?').get(body.eventId)).toEqual({ status: 'active' });
    clock.t += 2 * 60 * 1000;
    hub.runJobs();
    expect(hub.db.prepare('SELECT status FROM sos_events WHERE id = ?').get(body.eventId)).toEqual({ status: 'expired' });
    expect((await a.post('/api/sos/cancel', { eventId: body.eventId })).status).toBe(409);
  });
});

describe('the siren', () => {
  it('records a stop per viewer and counts it once', async () => {
    const a = await residentAt(HOME);
    const b = await residentAt(at(4000));
    const c = await residentAt(at(4000));
    await trust(a, b);
    await trust(a, c);
    const { body } = await start(a);
    const status = (viewer: Resident) => viewer.get(`/api/sos/siren/status?eventId=${body.eventId}`);
    expect((await status(b)).body).toEqual({ eventId: body.eventId, sirenStopped: false });
    const stop = await b.post('/api/sos/siren/cancel', { eventId: body.eventId });
    expect(stop.body).toEqual({ eventId: body.eventId, sirenStopped: true, cancelSirenCount: 1 });
    expect((await b.post('/api/sos/siren/cancel', { eventId: body.eventId })).body.cancelSirenCount).toBe(1);
    expect((await status(b)).body.sirenStopped).toBe(true);
    expect((await status(c)).body.sirenStopped).toBe(false);
    expect((await c.post('/api/sos/siren/cancel', { eventId: body.eventId })).body.cancelSirenCount).toBe(2);
  });

  it('hides events the caller cannot see', async () => {
    const a = await residentAt(HOME);
    const stranger = await residentAt(at(9000));
    const { body } = await start(a);
    expect((await stranger.get(`/api/sos/siren/status?eventId=${body.eventId}`)).status).toBe(404);
    expect((await stranger.post('/api/sos/siren/cancel', { eventId: body.eventId })).status).toBe(404);
  });
});
