import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resident, resident, startTestHub, type TestHub } from '../support/test-hub';

const HOME = { lat: 51.500712, lng: -0.124631 };
const clock = { t: Date.UTC(2026, 10, 21, 12, 0, 0) };
let hub: TestHub;

beforeAll(async () => {
  hub = await startTestHub({ now: () => clock.t });
});
afterAll(() => hub.stop());

function admin(method: string, path: string, body?: unknown) {
  return new Resident(hub.url).request(method, path, body, { noDeviceHeader: true, headers: { Authorization: `Bearer ${hub.adminToken}` } });
}

async function trust(owner: Resident, contact: Resident) {
  const answer = await owner.post('/api/trusted-contacts', { userId: owner.id, contactUserId: contact.id, name: `c-${contact.id.slice(0, 6)}` });
  expect(answer.status).toBe(201);
}

function startSos(sender: Resident, message = 'Fell in the garden') {
  return sender.post('/api/sos/start', { deviceId: sender.id, ...HOME, accuracy: 5, message });
}

describe('GET /api/hub/overview', () => {
  it('counts residents, who is online, active SOS and live audio rooms', async () => {
    const before = (await admin('GET', '/api/hub/overview')).body;
    const a = await resident(hub);
    const b = await resident(hub);
    await startSos(a);
    const answer = await admin('GET', '/api/hub/overview');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      urls: [hub.url],
      tlsFingerprint256: null,
      residentsRegistered: before.residentsRegistered + 2,
      residentsOnline: before.residentsOnline + 2,
      activeSos: before.activeSos + 1,
      pendingConcerns: 0,
      audioRoomsLive: 0,
      version: expect.any(String),
      startedAt: expect.any(Number),
      uptimeSec: expect.any(Number),
    });
    clock.t += 6 * 60_000; // sessions idle for more than 5 minutes no longer count as online
    expect((await admin('GET', '/api/hub/overview')).body.residentsOnline).toBe(0);
    await b.get('/api/settings?userId=' + b.id);
    expect((await admin('GET', '/api/hub/overview')).body.residentsOnline).toBe(1);
  });
});

describe('the incident board and an SOS timeline', () => {
  it('lists an active SOS with its precise location, counts and room, and follows it through to the cancel', async () => {
    clock.t += 20 * 60_000;
    const sender = await resident(hub);
    const contact = await resident(hub);
    await trust(sender, contact);
    const started = await startSos(sender, 'Intruder, back door');
    expect(started.status).toBe(201);
    const eventId: string = started.body.eventId;
    const startedAt = clock.t;

    clock.t += 1000;
    expect((await contact.get('/api/sos/poll')).body.events.map((e: { eventId: string }) => e.eventId)).toContain(eventId);
    clock.t += 1000;
    expect((await contact.post('/api/sos/siren/cancel', { eventId })).status).toBe(200);

    const board = await admin('GET', '/api/hub/incidents');
    expect(board.status).toBe(200);
    expect(board.body.serverTime).toBe(clock.t);
    const incident = board.body.incidents.find((i: { id: string }) => i.id === eventId);
    expect(incident).toMatchObject({
      kind: 'sos',
      status: 'active',
      severity: 'critical',
      message: 'Intruder, back door',
      lat: HOME.lat,
      lng: HOME.lng,
      userIdPrefix: sender.id.slice(0, 8),
      escalatedFromProxy: false,
      hasLiveAudio: false,
      roomId: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
      recipients: 1,
      deliveries: 1,
      sirenStops: 1,
      votes: null,
      createdAt: startedAt,
      changedAt: clock.t,
    });

    const since = clock.t;
    expect((await admin('GET', `/api/hub/incidents?since=${since}`)).body.incidents).toEqual([]);
    clock.t += 1000;
    expect((await sender.post('/api/sos/cancel', { eventId })).status).toBe(200);
    const changed = (await admin('GET', `/api/hub/incidents?since=${since}`)).body.incidents;
    expect(changed.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([[eventId, 'cancelled']]);

    const timeline = await admin('GET', `/api/hub/incidents/sos/${eventId}/timeline`);
    expect(timeline.status).toBe(200);
    expect(timeline.body.incident).toMatchObject({ id: eventId, status: 'cancelled', endedAt: clock.t });
    expect(timeline.body.concern).toBeNull();
    expect(timeline.body.recordings).toEqual([]);
    const lines = timeline.body.entries.map((e: { type: string; at: number; userIdPrefix: string | null; detail: string | null }) => [
      e.type,
      e.at - startedAt,
      e.userIdPrefix,
      e.detail,
    ]);
    expect(lines).toEqual([
      ['created', 0, sender.id.slice(0, 8), null],
      ['recipient', 0, contact.id.slice(0, 8), 'contact'],
      ['delivered', 1000, contact.id.slice(0, 8), null],
      ['siren_stop', 2000, contact.id.slice(0, 8), null],
      ['cancelled', 3000, null, null],
    ]);
    expect(timeline.body.entries[0].text).toBe('Intruder, back door');
  });

  it('keeps ended SOS on the board for 24 hours', async () => {
    clock.t += 11 * 60_000;
    const sender = await resident(hub);
    const { eventId } = (await startSos(sender)).body;
    await sender.post('/api/sos/cancel', { eventId });
    clock.t += 23 * 60 * 60_000;
    expect((await admin('GET', '/api/hub/incidents')).body.incidents.map((i: { id: string }) => i.id)).toContain(eventId);
    clock.t += 2 * 60 * 60_000;
    expect((await admin('GET', '/api/hub/incidents')).body.incidents.map((i: { id: string }) => i.id)).not.toContain(eventId);
  });

  it("shows a concern's votes and homeowner answers in the timeline of the SOS it escalated to", async () => {
    clock.t += 60 * 60_000;
    const flagger = await resident(hub);
    const voter = await resident(hub);
    const homeowner = await resident(hub);
    const { eventId } = (await startSos(flagger, 'Smoke from number 12')).body;
    const concernId = randomUUID();
    const t0 = clock.t - 5000;
    hub.db
      .prepare(
        `INSERT INTO proxy_sos_events (id, user_id, message, severity, lat, lng, status, escalation_threshold, current_votes,
           escalated_sos_id, created_at, updated_at, expires_at, escalated_at)
         VALUES (?, ?, 'Smoke from number 12', 'warning', ?, ?, 'escalated', 1, 1, ?, ?, ?, ?, ?)`,
      )
      .run(concernId, flagger.id, HOME.lat, HOME.lng, eventId, t0, clock.t, t0 + 30 * 60_000, clock.t);
    hub.db
      .prepare("INSERT INTO proxy_sos_votes (proxy_sos_id, user_id, vote_type, note, created_at) VALUES (?, ?, 'escalate', 'I smell it too', ?)")
      .run(concernId, voter.id, t0 + 1000);
    hub.db
      .prepare("INSERT INTO proxy_sos_acks (proxy_sos_id, user_id, action, created_at) VALUES (?, ?, 'escalate', ?)")
      .run(concernId, homeowner.id, t0 + 2000);

    const timeline = (await admin('GET', `/api/hub/incidents/sos/${eventId}/timeline`)).body;
    expect(timeline.concern).toMatchObject({ kind: 'concern', id: concernId, status: 'escalated', votes: { escalate: 1, dismiss: 0, threshold: 1 } });
    const types = timeline.entries.map((e: { type: string; userIdPrefix: string | null; detail: string | null }) => [e.type, e.userIdPrefix, e.detail]);
    expect(types.slice(0, 4)).toEqual([
      ['concern_created', flagger.id.slice(0, 8), null],
      ['vote', voter.id.slice(0, 8), 'escalate'],
      ['answer', homeowner.id.slice(0, 8), 'escalate'],
      ['escalated', null, eventId],
    ]);
    expect(types).toContainEqual(['created', flagger.id.slice(0, 8), null]);

    const board = (await admin('GET', '/api/hub/incidents')).body.incidents;
    expect(board.find((i: { id: string }) => i.id === concernId)).toMatchObject({ kind: 'concern', escalatedSosId: eventId, lat: HOME.lat });
    const concernTimeline = await admin('GET', `/api/hub/incidents/concern/${concernId}/timeline`);
    expect(concernTimeline.body.entries.map((e: { type: string }) => e.type)).toEqual(['concern_created', 'vote', 'answer', 'escalated']);
  });

  it('answers 404 for an unknown incident and 400 for a malformed id or kind, in the one error shape', async () => {
    const missing = await admin('GET', `/api/hub/incidents/sos/${randomUUID()}/timeline`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'incident_not_found', message: expect.any(String) });
    const malformed = await admin('GET', '/api/hub/incidents/sos/..%2F..%2Fetc/timeline');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('validation_failed');
    expect((await admin('GET', `/api/hub/incidents/walk/${randomUUID()}/timeline`)).status).toBe(400);
    expect((await admin('GET', '/api/hub/incidents?since=yesterday')).status).toBe(400);
  });
});
