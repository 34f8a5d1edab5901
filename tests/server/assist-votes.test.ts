import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetMeters, type LatLng } from '../../shared/geo';
import { resident, startTestHub, type ApiResponse, type Resident, type TestHub } from '../support/test-hub';

const clock = { t: Date.UTC(2026, 6, 14, 18, 30, 0) };
let hub: TestHub;

beforeAll(async () => {
  hub = await startTestHub({ now: () => clock.t });
});
afterAll(() => hub.stop());

/** Each test gets its own neighbourhood, about 55 km from the next, so nobody else is in range. */
let nextArea = 0;
function newArea(): (northM?: number, eastM?: number) => LatLng {
  nextArea += 1;
  const base = { lat: -33 - nextArea * 0.5, lng: 151.2 };
  return (northM = 0, eastM = 0) => offsetMeters(base, northM, eastM);
}

const residentAt = (position: LatLng) => resident(hub, { ...position, accuracy: 10 });
const residentsAt = (position: LatLng, count: number) => Promise.all(Array.from({ length: count }, () => residentAt(position)));

async function flag(flagger: Resident, at: LatLng, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await flagger.post('/api/proxy-sos', { message: 'Someone is shouting for help inside', ...at, ...extra });
  expect(answer.status).toBe(201);
  return answer.body.eventId;
}

const vote = (voter: Resident, id: string, voteType: 'escalate' | 'dismiss', at: LatLng, extra: Record<string, unknown> = {}) =>
  voter.post(`/api/proxy-sos/${id}/vote`, { voteType, ...at, ...extra });

const ack = (caller: Resident, id: string, body: Record<string, unknown>) => caller.post(`/api/proxy-sos/${id}/ack`, body);

const concernRow = (id: string) =>
  hub.db.prepare('SELECT status, close_reason, current_votes, dismiss_votes, escalated_sos_id FROM proxy_sos_events WHERE id = ?').get(id) as {
    status: string;
    close_reason: string | null;
    current_votes: number;
    dismiss_votes: number;
    escalated_sos_id: string | null;
  };

const sosFrom = (concernId: string) =>
  hub.db
    .prepare(
      `SELECT s.* FROM sos_events AS s JOIN proxy_sos_events AS p ON p.user_id = s.user_id
       WHERE p.id = ? AND s.escalated_from_proxy = 1`,
    )
    .all(concernId) as { id: string; user_id: string; status: string; radius_m: number; original_proxy_message: string }[];

type PolledSos = { eventId: string; escalatedFromProxy: boolean; originalProxyMessage: string | null; relation: string; self: boolean };
const polled = async (viewer: Resident, sosId: string): Promise<PolledSos | undefined> =>
  (await viewer.get('/api/sos/poll')).body.events.find((e: PolledSos) => e.eventId === sosId);

const statuses = (answers: ApiResponse[]) => answers.map((a) => a.status).sort();

describe('voting', () => {
  it('counts one vote per person even when the same vote arrives 50 times at once', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const voter = await residentAt(at(300));
    const id = await flag(flagger, at(), { escalationThreshold: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => vote(voter, id, 'escalate', at(300))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expect(answer.body).toMatchObject({ error: 'already_voted' });
    expect(hub.db.prepare('SELECT count(*) AS n FROM proxy_sos_votes WHERE proxy_sos_id = ?').get(id)).toEqual({ n: 1 });
    expect(concernRow(id).current_votes).toBe(1);
  });

  it('answers the new tally and remembers the voter\'s choice for their card', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const voter = await residentAt(at(300));
    const id = await flag(flagger, at());
    const answer = await vote(voter, id, 'dismiss', at(300), { note: 'Owner is on holiday', evidence: { type: 'photo' } });
    expect(answer.body).toEqual({ eventId: id, status: 'pending', currentVotes: 0, dismissVotes: 1, escalationThreshold: 3, escalatedSosId: null });
    const card = (await voter.get(`/api/proxy-sos/nearby?lat=${at(300).lat}&lng=${at(300).lng}`)).body.events[0];
    expect(card).toMatchObject({ eventId: id, myVote: 'dismiss', dismissVotes: 1 });
  });

  it("refuses a vote on one's own concern (403 cannot_vote_own)", async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const id = await flag(flagger, at());
    const answer = await vote(flagger, id, 'escalate', at());
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('cannot_vote_own');
  });

  it('refuses voters further than 2000 m from the concern (403 out_of_range)', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const voter = await residentAt(at(2100));
    const id = await flag(flagger, at());
    const answer = await vote(voter, id, 'escalate', at(2100));
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('out_of_range');
    expect((await vote(voter, id, 'escalate', at(1990))).status).toBe(200);
  });

  it('refuses votes on an expired concern, before and after the expiry job', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const [a, b] = await residentsAt(at(100), 2);
    const id = await flag(flagger, at(), { expiresInMinutes: 15 });
    clock.t += 15 * 60_000;
    const early = await vote(a!, id, 'escalate', at(100));
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('concern_expired');
    hub.runJobs();
    const late = await vote(b!, id, 'escalate', at(100));
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('concern_not_pending');
  });

  it('validates votes with the spec texts', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const voter = await residentAt(at(100));
    const id = await flag(flagger, at());
    const noLocation = await voter.post(`/api/proxy-sos/${id}/vote`, { voteType: 'escalate' });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.details.map((d: { message: string }) => d.message)).toContain(
      'Location access required for voting. Please enable location permissions.',
    );
    expect((await vote(voter, id, 'maybe' as 'escalate', at(100))).status).toBe(400);
    expect((await vote(voter, id, 'escalate', at(100), { note: 'x'.repeat(201) })).status).toBe(400);
    expect((await vote(voter, id, 'escalate', at(100), { evidence: { type: 'video' } })).status).toBe(400);
    expect((await vote(voter, id, 'escalate', { lat: 'north', lng: 0 } as unknown as LatLng)).status).toBe(400);
    expect((await vote(voter, 'nope', 'escalate', at(100))).status).toBe(400);
    expect((await vote(voter, '6b1a1f7e-1111-4222-8333-444455556666', 'escalate', at(100))).status).toBe(404);
    // Nothing above counted.
    expect(concernRow(id).current_votes).toBe(0);
  });
});

describe('escalation', () => {
  it('turns the concern into exactly one SOS at the threshold, even when the last votes race', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const neighbourInRadius = await residentAt(at(150));
    const outsideRadius = await residentAt(at(900));
    const farContact = await residentAt({ lat: 64.1466, lng: -21.9426 });
    const voters = await residentsAt(at(1200), 4);
    const trusted = await flagger.post('/api/trusted-contacts', { userId: flagger.id, contactUserId: farContact.id, name: 'Sister' });
    expect(trusted.status).toBe(201);
    const text = 'Smoke coming out of the upstairs window at number 12';
    const id = await flag(flagger, at(), { message: text, escalationThreshold: 3 });

    expect((await vote(voters[0]!, id, 'escalate', at(1200))).status).toBe(200);
    const racing = await Promise.all(voters.slice(1).map((voter) => vote(voter, id, 'escalate', at(1200))));
    expect(statuses(racing)).toEqual([200, 200, 409]);
    expect(racing.find((a) => a.status === 409)?.body.error).toBe('concern_not_pending');

    const sos = sosFrom(id);
    expect(sos).toHaveLength(1);
    const row = concernRow(id);
    expect(row).toMatchObject({ status: 'escalated', current_votes: 3, escalated_sos_id: sos[0]!.id });
    expect(sos[0]).toMatchObject({ user_id: flagger.id, status: 'active', radius_m: 200, original_proxy_message: text });
    const last = racing.find((a) => a.body.status === 'escalated');
    expect(last?.body).toMatchObject({ status: 'escalated', currentVotes: 3, escalatedSosId: sos[0]!.id });

    const sosId = sos[0]!.id;
    expect(await polled(neighbourInRadius, sosId)).toMatchObject({ escalatedFromProxy: true, originalProxyMessage: text, relation: 'nearby' });
    expect(await polled(farContact, sosId)).toMatchObject({ escalatedFromProxy: true, originalProxyMessage: text, relation: 'contact' });
    expect(await polled(flagger, sosId)).toMatchObject({ self: true, escalatedFromProxy: true });
    expect(await polled(outsideRadius, sosId)).toBeUndefined();

    const card = (await outsideRadius.get(`/api/proxy-sos/nearby?lat=${at(900).lat}&lng=${at(900).lng}`)).body.events[0];
    expect(card).toMatchObject({ eventId: id, status: 'escalated', escalatedSosId: sosId });
  });

  it('escalates at a threshold of 1 with the first vote', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const voter = await residentAt(at(50));
    const id = await flag(flagger, at(), { escalationThreshold: 1 });
    const answer = await vote(voter, id, 'escalate', at(50));
    expect(answer.body).toMatchObject({ status: 'escalated', currentVotes: 1, escalatedSosId: expect.any(String) });
    expect(sosFrom(id)).toHaveLength(1);
  });

  it('does not put the flagger under the SOS cooldown: their own SOS button still works', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const voter = await residentAt(at(50));
    const id = await flag(flagger, at(), { escalationThreshold: 1 });
    await vote(voter, id, 'escalate', at(50));
    const own = await flagger.post('/api/sos/start', { deviceId: flagger.id, ...at() });
    expect(own.status).toBe(201);
  });

  it('cancels the concern as a false alarm when dismiss votes reach the threshold', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const [a, b, c] = await residentsAt(at(400), 3);
    const id = await flag(flagger, at(), { escalationThreshold: 2 });
    await vote(a!, id, 'escalate', at(400));
    expect((await vote(b!, id, 'dismiss', at(400))).body.status).toBe('pending');
    const last = await vote(c!, id, 'dismiss', at(400));
    expect(last.body).toMatchObject({ status: 'cancelled', currentVotes: 1, dismissVotes: 2, escalatedSosId: null });
    expect(concernRow(id)).toMatchObject({ status: 'cancelled', close_reason: 'false_alarm' });
    expect(sosFrom(id)).toHaveLength(0);
    const card = (await a!.get(`/api/proxy-sos/nearby?lat=${at(400).lat}&lng=${at(400).lng}`)).body.events[0];
    expect(card).toMatchObject({ status: 'cancelled', closeReason: 'false_alarm' });
  });
});

describe('expiry', () => {
  it('expires pending concerns through the periodic job once their time is up', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const id = await flag(flagger, at(), { expiresInMinutes: 20 });
    clock.t += 19 * 60_000;
    hub.runJobs();
    expect(concernRow(id).status).toBe('pending');
    clock.t += 2 * 60_000;
    hub.runJobs();
    expect(concernRow(id)).toMatchObject({ status: 'expired', close_reason: null });
    hub.runJobs();
    expect(concernRow(id).status).toBe('expired');
  });
});

describe("the homeowner's answer", () => {
  it('lets the resident whose home is within 50 m mark the concern okay', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const homeowner = await residentAt(at(5000));
    expect((await homeowner.put('/api/home', at(30))).status).toBe(200);
    const id = await flag(flagger, at(), { severity: 'critical' });
    const answer = await ack(homeowner, id, { action: 'ok', note: 'Just a smoke alarm test' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ eventId: id, action: 'ok', status: 'resolved', escalatedSosId: null });
    expect(concernRow(id)).toMatchObject({ status: 'resolved', close_reason: 'resolved' });
    expect(hub.db.prepare('SELECT user_id, action, note FROM proxy_sos_acks WHERE proxy_sos_id = ?').all(id)).toEqual([
      { user_id: homeowner.id, action: 'ok', note: 'Just a smoke alarm test' },
    ]);
    const again = await ack(homeowner, id, { action: 'ok' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('concern_not_pending');
  });

  it("refuses 'I'm okay' from anyone else, however close they stand", async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const passerBy = await residentAt(at(10));
    const neighbour = await residentAt(at(100));
    await neighbour.put('/api/home', at(80));
    const id = await flag(flagger, at());
    for (const caller of [passerBy, neighbour]) {
      const answer = await ack(caller, id, { action: 'ok', ...at(10) });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        error: 'not_homeowner',
        message: 'Only the resident whose home is at this location can mark it okay',
      });
    }
    expect(concernRow(id).status).toBe('pending');
  });

  it('refuses answers from the flagger, who has the SOS button for their own emergencies', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    await flagger.put('/api/home', at());
    const id = await flag(flagger, at());
    for (const action of ['ok', 'escalate']) {
      const answer = await ack(flagger, id, { action, ...at() });
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('cannot_answer_own');
    }
    expect(sosFrom(id)).toHaveLength(0);
  });

  it("escalates at once on 'I need help' from anyone in range, and refuses it from further away", async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const neighbourInRadius = await residentAt(at(120));
    const far = await residentAt(at(3000));
    const inRange = await residentAt(at(1500));
    const id = await flag(flagger, at(), { escalationThreshold: 5 });

    const refused = await ack(far, id, { action: 'escalate' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('out_of_range');

    const answer = await ack(inRange, id, { action: 'escalate', note: 'I can hear someone calling', ...at(1500) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ eventId: id, action: 'escalate', status: 'escalated', escalatedSosId: expect.any(String) });
    expect(sosFrom(id)).toHaveLength(1);
    expect(await polled(neighbourInRadius, answer.body.escalatedSosId)).toMatchObject({ escalatedFromProxy: true });
  });

  it('lets the homeowner ask for help from wherever they are', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const homeowner = await residentAt({ lat: -12.05, lng: -77.04 });
    await homeowner.put('/api/home', at(-20));
    const id = await flag(flagger, at());
    const answer = await ack(homeowner, id, { action: 'escalate' });
    expect(answer.body).toMatchObject({ status: 'escalated', escalatedSosId: expect.any(String) });
  });

  it('validates answers', async () => {
    const at = newArea();
    const flagger = await residentAt(at());
    const neighbour = await residentAt(at(100));
    const id = await flag(flagger, at());
    expect((await ack(neighbour, id, { action: 'maybe' })).status).toBe(400);
    expect((await ack(neighbour, id, { action: 'ok', note: 'x'.repeat(201) })).status).toBe(400);
    expect((await ack(neighbour, id, { action: 'escalate', lat: 10 })).status).toBe(400);
    expect((await ack(neighbour, id, {})).status).toBe(400);
    expect((await ack(neighbour, 'nope', { action: 'ok' })).status).toBe(400);
    expect((await ack(neighbour, '6b1a1f7e-1111-4222-8333-444455556666', { action: 'ok' })).status).toBe(404);
    expect(concernRow(id).status).toBe('pending');
  });
});
