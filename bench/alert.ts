/**
 * Time to alert (DESIGN.md §11): R residents hold the /events-ws push socket; S senders (each
 * with K trusted contacts, street alerts on) start an SOS one after another. Measured from the
 * start transaction's commit (reported by the hub child) to each recipient's receipt of the
 * pushed 'sos' message. Baseline: the same number of sockets receiving a plain broadcast from a
 * bare ws server in the same child process (send time → receipt).
 * Run: npm run bench -- alert [--residents 1000] [--contacts 50] [--alerts 20] [--side 3000]
 */
import type WebSocket from 'ws';
import { launchHub, type HubChild } from './launcher';
import { epochNow, type SosCommitted } from './protocol';
import { cookieFor, positionOf, residentHeaders, userId } from './seed';
import { describe, line, ms, summarize, times, watchLoopDelay } from './stats';
import { httpClient } from './http-load';
import { closeAll, openAll, textOf } from './ws-clients';

export type AlertOptions = { residents: number; contacts: number; alerts: number; sideM: number; synchronous?: 'NORMAL' | 'FULL' };

const EVENT_ID = /"eventId":"([^"]+)"/;
const DELIVERY_WAIT_MS = 5000;
const GAP_MS = 250;
const TARGET_P99_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const indexOf = (id: string) => Number.parseInt(id.slice(-12), 16);

/** Waits until `done()` holds, checking every few ms, at most `limitMs`. */
async function until(done: () => boolean, limitMs: number): Promise<boolean> {
  const end = performance.now() + limitMs;
  while (!done()) {
    if (performance.now() > end) return false;
    await sleep(2);
  }
  return true;
}

/** First receipt time (parent epoch ms) of each message id by each socket index. */
class Receipts {
  readonly byId = new Map<string, Map<number, number>>();
  handler = (data: WebSocket.RawData, isBinary: boolean, index: number) => {
    const t = epochNow();
    if (isBinary) return;
    const text = textOf(data);
    if (!text.startsWith('{"type":"sos"')) return;
    const id = EVENT_ID.exec(text)?.[1];
    if (!id) return;
    let seen = this.byId.get(id);
    if (!seen) this.byId.set(id, (seen = new Map()));
    if (!seen.has(index)) seen.set(index, t);
  };
  count = (id: string, among?: number[]) => {
    const seen = this.byId.get(id);
    if (!seen) return 0;
    return among ? among.filter((i) => seen.has(i)).length : seen.size;
  };
}

function samplePush(eventId: string) {
  const now = Date.now();
  return JSON.stringify({
    type: 'sos',
    event: {
      eventId, initiatorId: userId(0), message: 'Bench SOS', severity: 'critical', status: 'active',
      location: { lat: 52.521, lng: 13.405 }, approximate: true, radiusM: 500, createdAt: now, updatedAt: now,
      expiresAt: now + 3_600_000, pcmListenUrl: null, hasLiveAudio: false, isNewEvent: true, self: false,
      relation: 'nearby', senderName: null, distanceM: 321, escalatedFromProxy: false, originalProxyMessage: null,
    },
  });
}

async function measureHub(hub: HubChild, o: AlertOptions) {
  const receipts = new Receipts();
  const commits = new Map<string, SosCommitted>();
  hub.onSosCommitted((message) => commits.set(message.eventId, message));
  const wsUrl = `${hub.ready.url.replace(/^http/, 'ws')}/events-ws`;
  const t0 = performance.now();
  const sockets = await openAll(Array.from({ length: o.residents }, (_, i) => ({ url: wsUrl, cookie: cookieFor(i) })), receipts.handler);
  console.log(`connected ${sockets.length} push sockets in ${ms(performance.now() - t0)}`);
  const client = httpClient(hub.ready.url);
  const toAlert: number[] = [];
  const pressToAlert: number[] = [];
  const lastPerAlert: number[] = [];
  const recipientCounts: number[] = [];
  const fanouts: number[] = [];
  const fanoutCpu: number[] = [];
  let expected = 0;
  let received = 0;
  let refused = 0;
  const stopLoop = watchLoopDelay();
  try {
    for (let s = 0; s < o.alerts; s += 1) {
      const pressedAt = epochNow();
      const answer = await client.send('POST', '/api/sos/start', residentHeaders(s), { deviceId: userId(s), ...positionOf(s, o.sideM), allowStreet: true, message: 'Bench SOS' }, true);
      const eventId = EVENT_ID.exec(answer.body ?? '')?.[1];
      if (answer.status !== 201 || !eventId) {
        refused += 1;
        continue;
      }
      await until(() => commits.has(eventId), DELIVERY_WAIT_MS);
      const commit = commits.get(eventId);
      const recipients = (commit?.recipients ?? []).map(indexOf).filter((i) => i < o.residents);
      await until(() => receipts.count(eventId, recipients) === recipients.length, DELIVERY_WAIT_MS);
      // The start answer says how many recipients there are: a lost commit report cannot hide lost deliveries.
      const announced = Number(/"recipients":(\d+)/.exec(answer.body ?? '')?.[1] ?? 0);
      expected += Math.max(recipients.length, announced);
      recipientCounts.push(recipients.length);
      const seen = receipts.byId.get(eventId) ?? new Map<number, number>();
      const committedAt = commit ? hub.toParentTime(commit.t) : Number.NaN;
      if (commit) {
        fanouts.push(commit.fanoutMs);
        fanoutCpu.push(commit.fanoutCpuMs);
      }
      let last = 0;
      for (const i of recipients) {
        const t = seen.get(i);
        if (t === undefined) continue;
        received += 1;
        toAlert.push(t - committedAt);
        pressToAlert.push(t - pressedAt);
        last = Math.max(last, t - committedAt);
      }
      lastPerAlert.push(last);
      await sleep(GAP_MS);
    }
  } finally {
    client.close();
    await closeAll(sockets);
  }
  return { toAlert, pressToAlert, lastPerAlert, fanouts, fanoutCpu, recipientCounts, expected, received, refused, loop: stopLoop() };
}

async function measureBaseline(hub: HubChild, o: AlertOptions) {
  const receipts = new Receipts();
  const url = `${hub.ready.baselineUrl ?? ''}/broadcast`;
  const sockets = await openAll(Array.from({ length: o.residents }, () => ({ url })), receipts.handler);
  const latencies: number[] = [];
  let received = 0;
  try {
    for (let s = 0; s < o.alerts; s += 1) {
      const id = `baseline-${s}`;
      const reply = await hub.command({ type: 'broadcast', payload: samplePush(id) });
      await until(() => receipts.count(id) === sockets.length, DELIVERY_WAIT_MS);
      const sentAt = hub.toParentTime(reply.t);
      for (const t of receipts.byId.get(id)?.values() ?? []) latencies.push(t - sentAt);
      received += receipts.count(id);
      await sleep(GAP_MS);
    }
  } finally {
    await closeAll(sockets);
  }
  return { latencies, expected: o.alerts * sockets.length, received };
}

export async function benchAlert(o: AlertOptions) {
  console.log(`\n## Time to alert: ${o.residents.toLocaleString('en')} residents on /events-ws, ${o.alerts} SOS (street alerts, ${o.contacts} contacts each), area ${o.sideM} m square, SQLite synchronous ${o.synchronous ?? 'FULL (hub default)'}`);
  const hub = await launchHub({ mode: 'hub', synchronous: o.synchronous, seed: { users: o.residents, sideM: o.sideM, senders: { count: o.alerts, k: o.contacts } } });
  try {
    console.log(`hub child ready (seed ${ms(hub.ready.seedMs)}), clock offset child−parent ${hub.offsetMs.toFixed(3)} ms (IPC round trip ${hub.offsetRttMs.toFixed(3)} ms)`);
    const result = await measureHub(hub, o);
    const base = await measureBaseline(hub, o);
    const h = summarize(result.toAlert);
    const b = summarize(base.latencies);
    const avgRecipients = result.recipientCounts.reduce((a, c) => a + c, 0) / Math.max(1, result.recipientCounts.length);
    const ratio = (x: number, of: number) => `${((100 * x) / Math.max(1, of)).toFixed(1)}%`;
    console.log(`recipients per SOS: avg ${avgRecipients.toFixed(0)} (${o.contacts} contacts + neighbours within 500 m)${result.refused ? `, ${result.refused} starts refused` : ''}`);
    console.log(`hub commit → push receipt   ${describe(result.toAlert)}  delivered ${result.received}/${result.expected} (${ratio(result.received, result.expected)})`);
    console.log(`  press → receipt (HTTP start + push)  ${describe(result.pressToAlert)}`);
    console.log(`  last recipient of each SOS           ${describe(result.lastPerAlert)}`);
    console.log(`  hub push fan-out of one SOS (wall)   ${describe(result.fanouts)}`);
    console.log(`  hub push fan-out of one SOS (CPU)    ${describe(result.fanoutCpu)}  (wall ≫ CPU: waiting on fsync or on a busy machine)`);
    console.log(`baseline bare ws broadcast to ${o.residents} sockets  ${describe(base.latencies)}  delivered ${base.received}/${base.expected} (${ratio(base.received, base.expected)})`);
    console.log(line({ 'ratio hub/baseline: p50': times(h.p50, b.p50), p99: times(h.p99, b.p99) }));
    console.log(`target p99 < ${TARGET_P99_MS} ms: ${h.p99 < TARGET_P99_MS && result.received === result.expected ? 'met' : 'NOT met'}  (client loop delay p99 ${ms(result.loop.p99)})`);
    return { hub: h, baseline: b, delivered: result.received / Math.max(1, result.expected) };
  } finally {
    await hub.close();
  }
}
