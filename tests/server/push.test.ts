import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetMeters } from '../../shared/geo';
import { resident, startTestHub, type Resident, type TestHub } from '../support/test-hub';
import { TestSocket } from '../support/ws-client';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.stop());

const pushSocket = async (target: TestHub, r?: Resident) => {
  const socket = new TestSocket(`${target.url.replace('http', 'ws')}/events-ws`, r?.cookie);
  return socket;
};
const sosMessages = (s: TestSocket) => s.controls.filter((c) => c.type === 'sos') as unknown as { event: any }[];

async function pair(base: { lat: number; lng: number }) {
  const sender = await resident(hub, base);
  const contact = await resident(hub, offsetMeters(base, 5000, 0));
  await sender.post('/api/trusted-contacts', { userId: sender.id, contactUserId: contact.id, name: 'C' });
  return { sender, contact };
}

describe('the push channel', () => {
  it('refuses a socket without a session (4401)', async () => {
    const socket = await pushSocket(hub);
    expect((await socket.closed).code).toBe(4401);
  });

  it('pushes a new SOS to its recipients and the sender, and nothing to a stranger', async () => {
    const base = { lat: 10.5, lng: 20.5 };
    const { sender, contact } = await pair(base);
    const stranger = await resident(hub, offsetMeters(base, 100, 0));
    const [toContact, toSender, toStranger] = await Promise.all([pushSocket(hub, contact), pushSocket(hub, sender), pushSocket(hub, stranger)]);
    await Promise.all([toContact, toSender, toStranger].map((s) => s.until(() => Boolean(s.control('hello')))));

    const start = await sender.post('/api/sos/start', { deviceId: sender.id, ...base, message: 'help' });
    await toContact.until(() => sosMessages(toContact).length > 0);
    await toSender.until(() => sosMessages(toSender).length > 0);
    expect(sosMessages(toContact)[0]!.event).toMatchObject({ eventId: start.body.eventId, isNewEvent: true, self: false, relation: 'contact', status: 'active' });
    expect(sosMessages(toSender)[0]!.event).toMatchObject({ eventId: start.body.eventId, self: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(sosMessages(toStranger)).toHaveLength(0);

    // A poll after the push changes nothing: the delivery was already recorded.
    const polled = (await contact.get('/api/sos/poll')).body.events.find((e: { eventId: string }) => e.eventId === start.body.eventId);
    expect(polled.isNewEvent).toBe(false);

    await sender.post('/api/sos/cancel', { eventId: start.body.eventId });
    await toContact.until(() => sosMessages(toContact).some((m) => m.event.status === 'cancelled'));
    [toContact, toSender, toStranger].forEach((s) => s.close());
  });

  it('rounds coordinates for non-Pro recipients exactly as the poll does', async () => {
    const base = { lat: 11.123456, lng: 21.654321 };
    const { sender, contact } = await pair(base);
    const proContact = await resident(hub, offsetMeters(base, 4000, 0));
    hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(proContact.id);
    await sender.post('/api/trusted-contacts', { userId: sender.id, contactUserId: proContact.id, name: 'P' });
    const [plain, pro] = await Promise.all([pushSocket(hub, contact), pushSocket(hub, proContact)]);
    await Promise.all([plain, pro].map((s) => s.until(() => Boolean(s.control('hello')))));
    await sender.post('/api/sos/start', { deviceId: sender.id, ...base });
    await plain.until(() => sosMessages(plain).length > 0);
    await pro.until(() => sosMessages(pro).length > 0);
    expect(sosMessages(plain)[0]!.event.location).toEqual({ lat: 11.123, lng: 21.654 });
    expect(sosMessages(pro)[0]!.event.location).toEqual(base);
    plain.close();
    pro.close();
  });

  it('pushes Pro and balance changes to their owner', async () => {
    const r = await resident(hub);
    const socket = await pushSocket(hub, r);
    await socket.until(() => Boolean(socket.control('hello')));
    const admin = (path: string, body: unknown) =>
      fetch(`${hub.url}/api/hub${path}`, { method: 'POST', headers: { Authorization: `Bearer ${hub.adminToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await admin(`/residents/${r.id}/jin`, { amountJin: 2, memo: 'gift' });
    await admin(`/residents/${r.id}/pro`, { active: true });
    await socket.until(() => Boolean(socket.control('balance')) && Boolean(socket.control('pro')));
    expect(socket.control('balance')).toEqual({ type: 'balance', balanceJin: 2 });
    expect(socket.control('pro')).toEqual({ type: 'pro', proActive: true });
    socket.close();
  });

  it('closes a socket that sends garbage', async () => {
    const r = await resident(hub);
    const socket = await pushSocket(hub, r);
    await socket.opened;
    socket.send('{"type":"sos"}');
    expect((await socket.closed).code).toBe(4422);
  });

  it('resumes delivery after the hub restarts, with the same session', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nw-push-'));
    const first = await startTestHub({ dataDir });
    const port = first.port;
    const sender = await resident(first);
    const contact = await resident(first);
    await sender.post('/api/trusted-contacts', { userId: sender.id, contactUserId: contact.id, name: 'C' });
    const before = await pushSocket(first, contact);
    await before.until(() => Boolean(before.control('hello')));
    await first.close();
    expect((await before.closed).code).toBe(1001);

    const second = await startTestHub({ dataDir, port });
    const after = await pushSocket(second, contact);
    await after.until(() => Boolean(after.control('hello')));
    const start = await sender.post('/api/sos/start', { deviceId: sender.id, lat: 1, lng: 1 });
    await after.until(() => sosMessages(after).length > 0);
    expect(sosMessages(after)[0]!.event.eventId).toBe(start.body.eventId);
    after.close();
    await second.close();
  });
});

describe('area notices on the push channel', () => {
  it('tells residents within 2 km that a concern changed, and walkers’ neighbours that someone is near', async () => {
    const base = { lat: -33.8688, lng: 151.2093 };
    const flagger = await resident(hub, base);
    const near = await resident(hub, offsetMeters(base, 500, 0));
    const far = await resident(hub, offsetMeters(base, 5000, 0));
    const [toNear, toFar] = await Promise.all([pushSocket(hub, near), pushSocket(hub, far)]);
    await Promise.all([toNear, toFar].map((s) => s.until(() => Boolean(s.control('hello')))));
    const flagged = await flagger.post('/api/proxy-sos', { message: 'Smoke from the shed at number 12', locationDescription: 'Behind number 12', ...base });
    expect(flagged.status).toBe(201);
    await toNear.until(() => Boolean(toNear.control('concern')));
    expect(toNear.control('concern')).toMatchObject({ concernId: flagged.body.eventId, status: 'pending' });
    await new Promise((r) => setTimeout(r, 200));
    expect(toFar.control('concern')).toBeUndefined();

    const walker = await resident(hub, offsetMeters(base, 600, 0));
    await walker.post('/api/walk/start', {});
    await walker.post('/api/walk/beat', offsetMeters(base, 540, 0));
    await toNear.until(() => Boolean(toNear.control('proximity')));
    toNear.close();
    toFar.close();
  });
});
