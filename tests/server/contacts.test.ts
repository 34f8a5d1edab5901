import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resident, startTestHub, type TestHub } from '../support/test-hub';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.stop());

describe('trusted contacts', () => {
  it('adds, lists, renames and removes a contact', async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    const added = await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id, name: '  Bea  ' });
    expect(added.status).toBe(201);
    expect(added.body.contact).toMatchObject({ contactUserId: b.id, name: 'Bea', addedAt: expect.any(Number) });

    expect((await a.get(`/api/trusted-contacts?userId=${a.id}`)).body.contacts).toEqual([added.body.contact]);

    const renamed = await a.put(`/api/trusted-contacts/${a.id}/${b.id}`, { name: 'Neighbour Bea' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.contact.name).toBe('Neighbour Bea');

    const removed = await a.delete(`/api/trusted-contacts/${a.id}/${b.id}`);
    expect(removed.body).toEqual({ success: true });
    expect((await a.get(`/api/trusted-contacts?userId=${a.id}`)).body.contacts).toEqual([]);
  });

  it('is one-directional: adding B does not put A in B’s list', async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id, name: 'B' });
    expect((await b.get(`/api/trusted-contacts?userId=${b.id}`)).body.contacts).toEqual([]);
  });

  it('refuses adding yourself', async () => {
    const a = await resident(hub);
    const answer = await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: a.id, name: 'Me' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('cannot_add_self');
  });

  it('refuses a device id that is not a user of this hub (404)', async () => {
    const a = await resident(hub);
    const answer = await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: randomUUID(), name: 'Ghost' });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('contact_not_found');
  });

  it('refuses a contact already listed (409 contact_exists)', async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id, name: 'B' });
    const again = await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id.toUpperCase(), name: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('contact_exists');
  });

  it('refuses a nickname already used in the list, case-insensitively (409 duplicate_name)', async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    const c = await resident(hub);
    await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id, name: 'Mum' });
    const dup = await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: c.id, name: 'MUM' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'duplicate_name', message: 'You already have a contact with that nickname' });
  });

  it('lets two owners use the same nickname', async () => {
    const a = await resident(hub);
    const d = await resident(hub);
    const b = await resident(hub);
    expect((await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id, name: 'Sam' })).status).toBe(201);
    expect((await d.post('/api/trusted-contacts', { userId: d.id, contactUserId: b.id, name: 'Sam' })).status).toBe(201);
  });

  it('requires a non-empty nickname after trimming', async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    const answer = await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id, name: '   ' });
    expect(answer.status).toBe(400);
    expect(answer.body.details[0]).toEqual({ path: 'name', message: 'Name Required' });
  });

  it('refuses a contact id that is not a UUID', async () => {
    const a = await resident(hub);
    const answer = await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: 'hello', name: 'X' });
    expect(answer.status).toBe(400);
    expect(answer.body.details[0].path).toBe('contactUserId');
  });

  it("refuses acting on someone else's list (403 forbidden)", async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    const c = await resident(hub);
    expect((await a.post('/api/trusted-contacts', { userId: b.id, contactUserId: c.id, name: 'C' })).status).toBe(403);
    expect((await a.get(`/api/trusted-contacts?userId=${b.id}`)).status).toBe(403);
    expect((await a.put(`/api/trusted-contacts/${b.id}/${c.id}`, { name: 'x' })).status).toBe(403);
    expect((await a.delete(`/api/trusted-contacts/${b.id}/${c.id}`)).status).toBe(403);
  });

  it('refuses renaming to a nickname another contact has, but allows changing case of its own', async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    const c = await resident(hub);
    await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id, name: 'Bob' });
    await a.post('/api/trusted-contacts', { userId: a.id, contactUserId: c.id, name: 'Cat' });
    expect((await a.put(`/api/trusted-contacts/${a.id}/${c.id}`, { name: 'bob' })).status).toBe(409);
    expect((await a.put(`/api/trusted-contacts/${a.id}/${b.id}`, { name: 'BOB' })).status).toBe(200);
    expect((await a.put(`/api/trusted-contacts/${a.id}/${b.id}`, { name: '' })).status).toBe(400);
  });

  it('answers 404 when renaming or removing someone not in the list', async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    expect((await a.put(`/api/trusted-contacts/${a.id}/${b.id}`, { name: 'x' })).status).toBe(404);
    expect((await a.delete(`/api/trusted-contacts/${a.id}/${b.id}`)).status).toBe(404);
  });

  it('settles concurrent adds of the same contact in the database: one wins', async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => a.post('/api/trusted-contacts', { userId: a.id, contactUserId: b.id, name: `B${i}` })),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(1);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(9);
  });
});
