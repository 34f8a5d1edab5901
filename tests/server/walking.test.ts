import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetMeters, type LatLng } from '../../shared/geo';
import { resident, startTestHub, type Resident, type TestHub } from '../support/test-hub';

const clock = { t: Date.UTC(2026, 8, 5, 7, 15, 0) };
let hub: TestHub;

beforeAll(async () => {
  hub = await startTestHub({ now: () => clock.t });
});
afterAll(() => hub.stop());

/** Each test gets its own street, about 55 km from the next, so nobody else is in range. */
let nextArea = 0;
function newArea(): (northM?: number, eastM?: number) => LatLng {
  nextArea += 1;
  const base = { lat: 45 + nextArea * 0.5, lng: 7.6 };
  return (northM = 0, eastM = 0) => offsetMeters(base, northM, eastM);
}

const residentAt = (position: LatLng) => resident(hub, { ...position, accuracy: 10 });
/** Walkers come from elsewhere: their registration position is far from the street. */
const walkerFromAfar = () => residentAt({ lat: -1.29, lng: 36.82 });

async function startWalk(walker: Resident) {
  const answer = await walker.post('/api/walk/start');
  expect(answer.status).toBe(201);
  return answer.body.sessionId as string;
}

/** One beat, ten seconds after the last one. */
async function beat(walker: Resident, at: LatLng) {
  clock.t += 10_000;
  const answer = await walker.post('/api/walk/beat', { ...at, speedMps: 1.4 });
  expect(answer.status).toBe(200);
}

type Notice = { id: string; distance: number; direction: string; createdAt: number; updatedAt: number; expiresAt: number };
const notices = async (viewer: Resident): Promise<Notice[]> => {
  const answer = await viewer.get('/api/proximity/poll');
  expect(answer.status).toBe(200);
  return answer.body.events;
};

describe('walking sessions', () => {
  it('start, continue on a second start, and stop', async () => {
    const walker = await walkerFromAfar();
    const sessionId = await startWalk(walker);
    const again = await walker.post('/api/walk/start');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sessionId, resumed: true });
    expect((await walker.post('/api/walk/stop')).body).toEqual({ sessionId, stopped: true });
    expect((await walker.post('/api/walk/stop')).body).toEqual({ sessionId: null, stopped: false });
    expect(await startWalk(walker)).not.toBe(sessionId);
  });

  it('refuses beats outside a walk and malformed beats', async () => {
    const walker = await walkerFromAfar();
    const outside = await walker.post('/api/walk/beat', { lat: 1, lng: 2 });
    expect(outside.status).toBe(409);
    expect(outside.body.error).toBe('walk_not_active');
    await startWalk(walker);
    expect((await walker.post('/api/walk/beat', { lat: 91, lng: 2 })).status).toBe(400);
    expect((await walker.post('/api/walk/beat', { lat: 1 })).status).toBe(400);
    expect((await walker.post('/api/walk/beat', { lat: '1', lng: 2 })).status).toBe(400);
    expect((await walker.post('/api/walk/beat', { lat: 1, lng: 2, speedMps: -1 })).status).toBe(400);
    expect((await walker.post('/api/walk/beat', undefined, { raw: 'lat=1' })).status).toBeGreaterThanOrEqual(400);
  });

  it('keeps the walker\'s position as their last location while they share it', async () => {
    const at = newArea();
    const walker = await walkerFromAfar();
    await startWalk(walker);
    await beat(walker, at(10));
    const stored = hub.db.prepare('SELECT lat, lng FROM user_locations WHERE user_id = ?').get(walker.id);
    expect(stored).toEqual(at(10));
    expect(hub.db.prepare('SELECT count(*) AS n FROM walk_beats WHERE session_id IN (SELECT id FROM walk_sessions WHERE user_id = ?)').get(walker.id)).toEqual({ n: 1 });
  });
});

describe('proximity notices', () => {
  it('tell a neighbour within 100 m that someone is approaching, then moving away, without saying who', async () => {
    const at = newArea();
    const neighbour = await residentAt(at());
    const walker = await walkerFromAfar();
    await startWalk(walker);

    await beat(walker, at(150));
    expect(await notices(neighbour)).toEqual([]);
    await beat(walker, at(90));
    const [first] = await notices(neighbour);
    expect(first).toMatchObject({ distance: 90, direction: 'approaching', createdAt: clock.t, updatedAt: clock.t, expiresAt: clock.t + 120_000 });
    await beat(walker, at(20));
    expect((await notices(neighbour))[0]).toMatchObject({ id: first!.id, distance: 20, direction: 'approaching' });
    await beat(walker, at(-45));
    const [away] = await notices(neighbour);
    expect(away).toMatchObject({ id: first!.id, distance: 45, direction: 'moving_away', createdAt: first!.createdAt });

    const raw = (await neighbour.get('/api/proximity/poll')).body;
    expect(Object.keys(raw.events[0]).sort()).toEqual(['createdAt', 'direction', 'distance', 'expiresAt', 'id', 'updatedAt']);
    expect(JSON.stringify(raw)).not.toContain(walker.id);
    expect(await notices(walker)).toEqual([]);
  });

  it('expire about two minutes after the walker was last near', async () => {
    const at = newArea();
    const neighbour = await residentAt(at());
    const walker = await walkerFromAfar();
    await startWalk(walker);
    await beat(walker, at(80));
    expect(await notices(neighbour)).toHaveLength(1);
    clock.t += 2 * 60_000;
    expect(await notices(neighbour)).toEqual([]);
  });

  it('stay quiet while the walker has moved less than 60 m since the last notice, but follow a change of direction', async () => {
    const at = newArea();
    const neighbour = await residentAt(at());
    const walker = await walkerFromAfar();
    await startWalk(walker);
    await beat(walker, at(150));
    await beat(walker, at(90));
    const [first] = await notices(neighbour);
    await beat(walker, at(45));
    // Nothing new to tell; the notice only stays alive while the walker is near.
    expect((await notices(neighbour))[0]).toEqual({ ...first, expiresAt: clock.t + 120_000 });
    await beat(walker, at(-25));
    expect((await notices(neighbour))[0]).toMatchObject({ distance: 25, direction: 'approaching' });
    // 45 m further on, but walking away now: the direction and distance follow...
    await beat(walker, at(-70));
    const [turned] = await notices(neighbour);
    expect(turned).toMatchObject({ distance: 70, direction: 'moving_away' });
    // ...while the 60 m still count from the last full notice (at -25 m).
    await beat(walker, at(-80));
    expect((await notices(neighbour))[0]).toMatchObject({ distance: 70, updatedAt: turned!.updatedAt });
  });

  it('never go to the walker\'s household (either list linking the other), unless the recipient wants them', async () => {
    const at = newArea();
    const walker = await walkerFromAfar();
    const [listsWalker, listedByWalker, stranger] = await Promise.all([residentAt(at()), residentAt(at()), residentAt(at())]);
    expect((await listsWalker.post('/api/family', { name: 'Sam', relationship: 'son', familyUserId: walker.id })).status).toBe(201);
    expect((await walker.post('/api/family', { name: 'Mum', relationship: 'mother', familyUserId: listedByWalker.id })).status).toBe(201);
    await startWalk(walker);
    await beat(walker, at(120));
    await beat(walker, at(70));
    expect(await notices(listsWalker)).toEqual([]);
    expect(await notices(listedByWalker)).toEqual([]);
    expect(await notices(stranger)).toHaveLength(1);

    await listsWalker.put('/api/proximity/preferences', { excludeHousehold: false });
    await beat(walker, at(40));
    expect(await notices(listsWalker)).toHaveLength(1);
  });

  it('leave out a walker inside the recipient\'s own home radius (50 m)', async () => {
    const at = newArea();
    const neighbour = await residentAt(at());
    await neighbour.put('/api/home', at());
    const walker = await walkerFromAfar();
    await startWalk(walker);
    await beat(walker, at(60));
    await beat(walker, at(40));
    await beat(walker, at(0, 20));
    const before = await notices(neighbour);
    // Only the beat before the walker entered the home radius was noticed.
    expect(before).toHaveLength(1);
    expect(before[0]!.distance).toBe(60);
    hub.db.prepare('DELETE FROM proximity_events WHERE to_user_id = ?').run(neighbour.id);
    await beat(walker, at(30));
    expect(await notices(neighbour)).toEqual([]);
    await neighbour.put('/api/proximity/preferences', { excludeSelfHouseRadiusM: 0 });
    await beat(walker, at(20));
    expect(await notices(neighbour)).toHaveLength(1);
  });

  it('send approaching notices only, when the recipient asks for that', async () => {
    const at = newArea();
    const neighbour = await residentAt(at());
    await neighbour.put('/api/proximity/preferences', { approachOnly: true });
    const walker = await walkerFromAfar();
    await startWalk(walker);
    await beat(walker, at(95));
    expect(await notices(neighbour)).toEqual([]);
    await beat(walker, at(60));
    expect((await notices(neighbour))[0]).toMatchObject({ direction: 'approaching', distance: 60 });
    await beat(walker, at(85));
    expect(await notices(neighbour)).toEqual([]);
  });

  it('skip neighbours whose position is over 5 minutes old or who turned notifications off', async () => {
    const at = newArea();
    const stale = await residentAt(at());
    const quiet = await residentAt(at());
    await quiet.put('/api/settings', { notifications: false });
    clock.t += 6 * 60_000;
    const walker = await walkerFromAfar();
    await startWalk(walker);
    await beat(walker, at(50));
    expect(await notices(stale)).toEqual([]);
    expect(await notices(quiet)).toEqual([]);
    // A poll with a position refreshes it.
    await stale.get(`/api/sos/poll?lat=${at().lat}&lng=${at().lng}`);
    await beat(walker, at(30));
    expect(await notices(stale)).toHaveLength(1);
  });
});

describe('proximity preferences', () => {
  it('start at the defaults and take partial updates', async () => {
    const r = await walkerFromAfar();
    expect((await r.get('/api/proximity/preferences')).body).toEqual({
      preferences: { excludeHousehold: true, excludeSelfHouseRadiusM: 50, minNotifyDistanceM: 60, approachOnly: false },
    });
    const updated = await r.put('/api/proximity/preferences', { approachOnly: true, minNotifyDistanceM: 80 });
    expect(updated.body.preferences).toEqual({ excludeHousehold: true, excludeSelfHouseRadiusM: 50, minNotifyDistanceM: 80, approachOnly: true });
    expect((await r.get('/api/proximity/preferences')).body.preferences.minNotifyDistanceM).toBe(80);
    expect((await r.put('/api/proximity/preferences', { minNotifyDistanceM: -1 })).status).toBe(400);
    expect((await r.put('/api/proximity/preferences', { approachOnly: 'yes' })).status).toBe(400);
    expect((await r.put('/api/proximity/preferences', { bogus: true })).status).toBe(400);
  });
});

describe('home anchor', () => {
  it('is set with a 30 m radius, replaced, read and removed', async () => {
    const r = await walkerFromAfar();
    expect((await r.get('/api/home')).body).toEqual({ home: null });
    const set = await r.put('/api/home', { lat: 10.5, lng: 20.25 });
    expect(set.body.home).toMatchObject({ lat: 10.5, lng: 20.25, radiusM: 30, updatedAt: clock.t });
    await r.put('/api/home', { lat: 10.6, lng: 20.25 });
    expect((await r.get('/api/home')).body.home).toMatchObject({ lat: 10.6, radiusM: 30 });
    expect((await r.put('/api/home', { lat: 100, lng: 0 })).status).toBe(400);
    expect((await r.put('/api/home', { lat: 1 })).status).toBe(400);
    expect((await r.delete('/api/home')).body).toEqual({ success: true });
    expect((await r.get('/api/home')).body).toEqual({ home: null });
  });
});

describe('family list', () => {
  it('adds, lists and removes members; name and relationship are required after trimming', async () => {
    const owner = await walkerFromAfar();
    expect((await owner.get('/api/family')).body).toEqual({ familyMembers: [] });
    const noName = await owner.post('/api/family', { name: '   ', relationship: 'sister' });
    expect(noName.status).toBe(400);
    expect(noName.body.details.map((d: { message: string }) => d.message)).toEqual(['Name is required']);
    const noRelationship = await owner.post('/api/family', { name: 'Ana' });
    expect(noRelationship.body.details.map((d: { message: string }) => d.message)).toEqual(['Relationship is required']);

    const added = await owner.post('/api/family', { name: '  Ana ', relationship: ' sister ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ success: true, id: expect.any(String) });
    expect((await owner.get('/api/family')).body.familyMembers).toEqual([
      { id: added.body.id, name: 'Ana', relationship: 'sister', familyUserId: null },
    ]);
    expect((await owner.delete(`/api/family/${added.body.id}`)).body).toEqual({ success: true });
    expect((await owner.get('/api/family')).body.familyMembers).toEqual([]);
  });

  it('links a member only to a resident of this hub, once, and never to oneself', async () => {
    const owner = await walkerFromAfar();
    const member = await walkerFromAfar();
    const unknown = await owner.post('/api/family', { name: 'Leo', relationship: 'son', familyUserId: '6b1a1f7e-1111-4222-8333-444455556666' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('user_not_found');
    expect((await owner.post('/api/family', { name: 'Me', relationship: 'self', familyUserId: owner.id })).status).toBe(400);
    expect((await owner.post('/api/family', { name: 'Leo', relationship: 'son', familyUserId: 'not-a-device' })).status).toBe(400);
    const linked = await owner.post('/api/family', { name: 'Leo', relationship: 'son', familyUserId: member.id.toUpperCase() });
    expect(linked.status).toBe(201);
    expect((await owner.get('/api/family')).body.familyMembers[0]).toMatchObject({ familyUserId: member.id });
    const twice = await owner.post('/api/family', { name: 'Leo again', relationship: 'son', familyUserId: member.id });
    expect(twice.status).toBe(409);
  });

  it("removes only the caller's own members", async () => {
    const owner = await walkerFromAfar();
    const other = await walkerFromAfar();
    const { body } = await owner.post('/api/family', { name: 'Ana', relationship: 'sister' });
    expect((await other.delete(`/api/family/${body.id}`)).status).toBe(404);
    expect((await owner.delete('/api/family/123')).status).toBe(400);
    expect((await owner.get('/api/family')).body.familyMembers).toHaveLength(1);
  });
});
