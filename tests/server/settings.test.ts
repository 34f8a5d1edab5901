import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resident, startTestHub, type TestHub } from '../support/test-hub';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.stop());

describe('GET/PUT /api/settings', () => {
  it('starts from the spec defaults', async () => {
    const r = await resident(hub);
    const answer = await r.get('/api/settings');
    expect(answer.body.settings).toEqual({
      shareLocation: true,
      notifications: true,
      darkMode: false,
      emergencyAudio: true,
      autoConnect: true,
    });
  });

  it('merges a partial update and keeps it', async () => {
    const r = await resident(hub);
    const put = await r.put('/api/settings', { darkMode: true, emergencyAudio: false });
    expect(put.status).toBe(200);
    expect(put.body.settings).toMatchObject({ darkMode: true, emergencyAudio: false, notifications: true });
    expect((await r.get('/api/settings')).body.settings).toEqual(put.body.settings);
  });

  it('refuses unknown keys and wrong types without changing anything', async () => {
    const r = await resident(hub);
    const unknownKey = await r.put('/api/settings', { darkMod: true });
    expect(unknownKey.status).toBe(400);
    const wrongType = await r.put('/api/settings', { darkMode: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details[0].path).toBe('darkMode');
    expect((await r.get('/api/settings')).body.settings.darkMode).toBe(false);
  });

  it('forgets the last known location when Share Location is turned off', async () => {
    const r = await resident(hub, { lat: 40.7, lng: -74 });
    const count = () => hub.db.prepare('SELECT count(*) AS n FROM user_locations WHERE user_id = ?').get(r.id);
    expect(count()).toEqual({ n: 1 });
    await r.put('/api/settings', { shareLocation: false });
    expect(count()).toEqual({ n: 0 });
  });

  it('needs a session', async () => {
    const r = await resident(hub);
    r.cookie = undefined;
    expect((await r.get('/api/settings', { noDeviceHeader: true })).status).toBe(401);
  });
});
