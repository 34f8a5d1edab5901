import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWavHeader } from '../../server/audio/wav';
import { resident, startTestHub, type Resident, type TestHub } from '../support/test-hub';
import { TestSocket } from '../support/ws-client';

const clock = { t: Date.UTC(2026, 10, 21, 9, 0, 0) };
let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub({ now: () => clock.t });
});
afterAll(() => hub.stop());

const wsBase = () => hub.url.replace('http', 'ws');
const socketUrl = (role: 'pub' | 'sub', room: string, token?: string) =>
  `${wsBase()}/pcm-audio-ws?role=${role}&room=${room}${token ? `&token=${token}` : ''}`;

/** A sender with an active SOS and one trusted contact who may listen. */
async function emergency() {
  const sender = await resident(hub);
  const contact = await resident(hub);
  const stranger = await resident(hub);
  await sender.post('/api/trusted-contacts', { userId: sender.id, contactUserId: contact.id, name: 'Listener' });
  clock.t += 11 * 60_000; // each scenario's sender is new, but keep the clock moving
  const start = await sender.post('/api/sos/start', { deviceId: sender.id, lat: 1, lng: 2 });
  expect(start.status).toBe(201);
  const room = await sender.post('/api/sos-room', { userId: sender.id });
  expect(room.status).toBe(200);
  return { sender, contact, stranger, eventId: start.body.eventId as string, roomId: room.body.roomId as string, wsUrl: room.body.wsUrl as string };
}

async function connect(role: 'pub' | 'sub', roomId: string, who?: Resident, token?: string) {
  const socket = new TestSocket(socketUrl(role, roomId, token), who?.cookie);
  await socket.opened;
  return socket;
}

const pcm = (seq: number, bytes = 640) => {
  const frame = Buffer.alloc(bytes);
  frame.writeUInt32LE(seq, 0);
  return frame;
};

describe('room calls', () => {
  it('gives the sender their room with listen and socket URLs', async () => {
    const { roomId, wsUrl } = await emergency();
    expect(roomId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(wsUrl).toBe(`${wsBase()}/pcm-audio-ws?role=pub&room=${roomId}`);
  });

  it('answers 404 no_active_sos without an active SOS', async () => {
    const r = await resident(hub);
    const answer = await r.post('/api/sos-room', { userId: r.id });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('no_active_sos');
  });

  it('issues short-lived room tokens to the sender and contacts only', async () => {
    const { contact, stranger, roomId } = await emergency();
    const ok = await contact.post('/api/sos/room-token', { roomId, userId: contact.id });
    expect(ok.body).toMatchObject({ roomId, iceServers: [], token: expect.any(String) });
    expect(ok.body.expiresAt - clock.t).toBe(5 * 60_000);
    expect((await stranger.post('/api/sos/room-token', { roomId, userId: stranger.id })).status).toBe(403);
  });
});

describe('who may join a room', () => {
  it('lets the owner publish, a contact and the coordinator listen', async () => {
    const { sender, contact, roomId } = await emergency();
    const pub = await connect('pub', roomId, sender);
    const sub = await connect('sub', roomId, contact);
    const adminTicket = await fetch(`${hub.url}/api/hub/rooms/${roomId}/token`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${hub.adminToken}` },
    }).then((r) => r.json() as Promise<any>);
    const coordinator = await connect('sub', roomId, undefined, adminTicket.token);
    await sub.until(() => Boolean(sub.control('welcome')));
    await coordinator.until(() => Boolean(coordinator.control('welcome')));
    expect(pub.controls[0]).toMatchObject({ type: 'welcome', role: 'pub', sampleRate: 16000 });
    expect(sub.control('welcome')).toMatchObject({ role: 'sub', publisherLive: true });
    [pub, sub, coordinator].forEach((s) => s.close());
  });

  it.each([
    ['a stranger listening', 'sub', 'stranger', 4403],
    ['a contact publishing', 'pub', 'contact', 4403],
    ['no session at all', 'sub', 'nobody', 4401],
  ] as const)('refuses %s', async (_label, role, whoKey, code) => {
    const scenario = await emergency();
    const who = whoKey === 'nobody' ? undefined : scenario[whoKey];
    const socket = new TestSocket(socketUrl(role, scenario.roomId), who?.cookie);
    const closed = await socket.closed;
    expect(closed.code).toBe(code);
    expect(closed.reason.length).toBeGreaterThan(5);
  });

  it('refuses an expired token, an unknown room and a malformed query', async () => {
    const { contact, roomId } = await emergency();
    const ticket = await contact.post('/api/sos/room-token', { roomId, userId: contact.id });
    clock.t += 6 * 60_000;
    expect((await new TestSocket(socketUrl('sub', roomId, ticket.body.token)).closed).code).toBe(4401);
    expect((await new TestSocket(socketUrl('sub', 'x'.repeat(22), undefined), contact.cookie).closed).code).toBe(4404);
    expect((await new TestSocket(`${wsBase()}/pcm-audio-ws?role=listen&room=abc`, contact.cookie).closed).code).toBe(4400);
  });

  it('allows one publisher at a time', async () => {
    const { sender, roomId } = await emergency();
    const first = await connect('pub', roomId, sender);
    const second = new TestSocket(socketUrl('pub', roomId), sender.cookie);
    expect((await second.closed).code).toBe(4409);
    first.close();
  });

  it('refuses a cross-site page', async () => {
    const { contact, roomId } = await emergency();
    const socket = new TestSocket(socketUrl('sub', roomId), contact.cookie, { Origin: 'https://evil.example' });
    expect((await socket.closed).code).toBe(4403);
  });
});

describe('relaying', () => {
  it('relays the exact bytes in order to every listener and shows live audio in the poll', async () => {
    const { sender, contact, roomId, eventId } = await emergency();
    const listeners = [await connect('sub', roomId, contact), await connect('sub', roomId, contact)];
    const pub = await connect('pub', roomId, sender);
    const sent = Array.from({ length: 50 }, (_, i) => pcm(i, 320 + (i % 5) * 2));
    for (const frame of sent) pub.send(frame);
    for (const listener of listeners) {
      await listener.until(() => listener.frames.length === sent.length);
      expect(Buffer.concat(listener.frames).equals(Buffer.concat(sent))).toBe(true);
    }
    const event = (await contact.get('/api/sos/poll')).body.events.find((e: { eventId: string }) => e.eventId === eventId);
    expect(event).toMatchObject({ hasLiveAudio: true, pcmListenUrl: `/sos-listen/${roomId}` });

    pub.close();
    await listeners[0]!.until(() => Boolean(listeners[0]!.control('publisher-gone')));
    const after = (await contact.get('/api/sos/poll')).body.events.find((e: { eventId: string }) => e.eventId === eventId);
    expect(after.hasLiveAudio).toBe(false);
  });

  it('closes a socket that sends a frame over 8 KB (1009) or malformed control (4422)', async () => {
    const { sender, contact, roomId } = await emergency();
    const pub = await connect('pub', roomId, sender);
    pub.send(Buffer.alloc(8 * 1024 + 2));
    expect((await pub.closed).code).toBe(1009);
    const sub = await connect('sub', roomId, contact);
    sub.send('{"type":"shout"}');
    expect((await sub.closed).code).toBe(4422);
    const sub2 = await connect('sub', roomId, contact);
    sub2.send('not json');
    expect((await sub2.closed).code).toBe(4422);
  });

  it('answers pings with pongs', async () => {
    const { contact, roomId } = await emergency();
    const sub = await connect('sub', roomId, contact);
    sub.send(JSON.stringify({ type: 'ping', t: 42 }));
    await sub.until(() => Boolean(sub.control('pong')));
    expect(sub.control('pong')).toEqual({ type: 'pong', t: 42 });
  });

  it('ends the room and closes every socket when the SOS is cancelled', async () => {
    const { sender, contact, roomId, eventId } = await emergency();
    const pub = await connect('pub', roomId, sender);
    const sub = await connect('sub', roomId, contact);
    await sender.post('/api/sos/cancel', { eventId });
    expect((await sub.closed).code).toBe(4410);
    expect((await pub.closed).code).toBe(4410);
    expect(sub.control('room-ended')).toEqual({ type: 'room-ended', reason: 'cancelled' });
    expect((await new TestSocket(socketUrl('sub', roomId), contact.cookie).closed).code).toBe(4410);
  });

  it('keeps a healthy listener on time while a stalled one has frames dropped', async () => {
    const { sender, contact, roomId } = await emergency();
    const healthy = await connect('sub', roomId, contact);
    const stalled = await connect('sub', roomId, contact);
    // Stop reading on the stalled listener's TCP socket: the hub's send buffer for it fills up.
    (stalled.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const pub = await connect('pub', roomId, sender);
    const frames = 3000;
    const arrival: number[] = [];
    const sentAt: number[] = [];
    healthy.ws.on('message', (data, isBinary) => {
      if (isBinary) arrival[(data as Buffer).readUInt32LE(0)] = performance.now();
    });
    for (let i = 0; i < frames; i += 1) {
      sentAt[i] = performance.now();
      pub.send(pcm(i, 4096));
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 5));
    }
    await healthy.until(() => healthy.frames.length === frames, 15_000);
    // Every frame reached the healthy listener and it was never skipped for the stalled one's
    // sake. Latency figures belong to bench/ (a shared CI core makes timings noisy), so the bound
    // here only catches a listener being held back for the length of the stall.
    const lags = arrival.map((t, i) => t - sentAt[i]!).sort((a, b) => a - b);
    expect(lags[Math.floor(frames * 0.99)]).toBeLessThan(1500);
    expect(hub.relay.stats().framesDropped).toBeGreaterThan(0);
    pub.close();
    healthy.close();
    stalled.ws.terminate();
  });
});

describe('recording', () => {
  const recordingOf = async (eventId: string) => {
    const list = await fetch(`${hub.url}/api/hub/recordings?eventId=${eventId}`, {
      headers: { Authorization: `Bearer ${hub.adminToken}` },
    }).then((r) => r.json() as Promise<any>);
    return list.recordings[0];
  };

  it('writes a valid WAV that the coordinator can fetch, with ranges, after a clean end', async () => {
    const { sender, roomId, eventId } = await emergency();
    const pub = await connect('pub', roomId, sender);
    const sent = Array.from({ length: 40 }, (_, i) => pcm(i));
    for (const frame of sent) pub.send(frame);
    await new Promise((r) => setTimeout(r, 200));
    await sender.post('/api/sos/cancel', { eventId });
    await pub.closed;
    const recording = await recordingOf(eventId);
    expect(recording).toMatchObject({ eventId, bytes: 40 * 640, endedAt: expect.any(Number) });
    const file = readFileSync(join(hub.dataDir, 'recordings', `${eventId}.wav`));
    expect(parseWavHeader(file)).toEqual({ format: 1, channels: 1, sampleRate: 16000, bitsPerSample: 16, riffSize: 36 + 40 * 640, dataBytes: 40 * 640 });
    expect(file.subarray(44).equals(Buffer.concat(sent))).toBe(true);

    const whole = await fetch(`${hub.url}${recording.url}`, { headers: { Authorization: `Bearer ${hub.adminToken}` } });
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await whole.arrayBuffer()).equals(file)).toBe(true);
    const part = await fetch(`${hub.url}${recording.url}`, { headers: { Authorization: `Bearer ${hub.adminToken}`, Range: 'bytes=44-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 44-99/${file.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(44, 100))).toBe(true);
    const bad = await fetch(`${hub.url}${recording.url}`, { headers: { Authorization: `Bearer ${hub.adminToken}`, Range: 'bytes=999999-' } });
    expect(bad.status).toBe(416);
  });

  it('keeps the WAV header true after the sender’s connection drops abruptly', async () => {
    const { sender, roomId, eventId } = await emergency();
    const pub = await connect('pub', roomId, sender);
    for (let i = 0; i < 7; i += 1) pub.send(pcm(i));
    await new Promise((r) => setTimeout(r, 200));
    pub.ws.terminate();
    await pub.closed;
    await new Promise((r) => setTimeout(r, 100));
    const file = readFileSync(join(hub.dataDir, 'recordings', `${eventId}.wav`));
    expect(parseWavHeader(file).dataBytes).toBe(7 * 640);
    expect(file.length).toBe(44 + 7 * 640);
  });

  it('keeps recordings away from residents', async () => {
    const { sender } = await emergency();
    expect((await sender.get('/api/hub/recordings')).status).toBe(401);
  });
});

describe('recording upkeep', () => {
  it('deletes recordings older than the retention setting', async () => {
    const { sender, roomId, eventId } = await emergency();
    const pub = await connect('pub', roomId, sender);
    pub.send(pcm(1));
    await new Promise((r) => setTimeout(r, 100));
    await sender.post('/api/sos/cancel', { eventId });
    await pub.closed;
    const file = join(hub.dataDir, 'recordings', `${eventId}.wav`);
    expect(readFileSync(file).length).toBe(44 + 640);
    await fetch(`${hub.url}/api/hub/settings`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${hub.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ recordingRetentionDays: 1 }),
    });
    clock.t += 2 * 86_400_000;
    hub.runJobs();
    expect(() => readFileSync(file)).toThrow();
    expect(hub.db.prepare('SELECT count(*) AS n FROM recordings WHERE sos_id = ?').get(eventId)).toEqual({ n: 0 });
  });

  it('repairs the header of a recording a killed hub left unfinished', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { wavHeader } = await import('../../server/audio/wav');
    const dataDir = mkdtempSync(join(tmpdir(), 'nw-repair-'));
    const first = await startTestHub({ dataDir });
    const sender = await resident(first);
    const start = await sender.post('/api/sos/start', { deviceId: sender.id, lat: 1, lng: 2 });
    await first.close();
    // What a crash mid-recording looks like: data written, header still saying 0 bytes.
    const { Database } = { Database: (await import('better-sqlite3')).default };
    const db = new Database(join(dataDir, 'neighborwatch.db'));
    db.prepare("INSERT INTO recordings (id, sos_id, file_name, started_at) VALUES ('r1', ?, 'crashed.wav', ?)").run(start.body.eventId, Date.now());
    db.close();
    writeFileSync(join(dataDir, 'recordings', 'crashed.wav'), Buffer.concat([wavHeader(0, 16000), Buffer.alloc(1000)]));
    const second = await startTestHub({ dataDir });
    expect(parseWavHeader(readFileSync(join(dataDir, 'recordings', 'crashed.wav'))).dataBytes).toBe(1000);
    expect(second.db.prepare("SELECT bytes, ended_at IS NOT NULL AS ended FROM recordings WHERE id = 'r1'").get()).toEqual({ bytes: 1000, ended: 1 });
    await second.close();
  });
});
