/**
 * SOS start throughput with SQLite synchronous=NORMAL versus FULL: two hubs in turn, the same
 * workload (M distinct senders, each with two trusted contacts, each starting one SOS; C
 * concurrent clients in a closed loop). Prints starts/s and p50/p99 for each, and the ratio.
 * Run: npm run bench -- durability [--senders 2000] [--concurrency 16]
 */
import { closedLoop, httpClient } from './http-load';
import { launchHub } from './launcher';
import { positionOf, residentHeaders, userId } from './seed';
import { describe, ms, times } from './stats';

export type DurabilityOptions = { senders: number; concurrency: number };

const SIDE_M = 3000;
const WARM_UP = 50;
const MAX_MS = 120_000;

async function run(synchronous: 'NORMAL' | 'FULL', o: DurabilityOptions) {
  const users = o.senders + WARM_UP;
  const hub = await launchHub({ mode: 'hub', synchronous, seed: { users, sideM: SIDE_M, contacts: 2 } });
  const client = httpClient(hub.ready.url, { maxSockets: o.concurrency });
  const start = (u: number) =>
    client.send('POST', '/api/sos/start', residentHeaders(u), { deviceId: userId(u), ...positionOf(u, SIDE_M), allowStreet: false, message: 'Bench SOS' });
  try {
    await closedLoop(Math.min(o.concurrency, WARM_UP), MAX_MS, (n) => start(o.senders + n), WARM_UP);
    const result = await closedLoop(o.concurrency, MAX_MS, start, o.senders);
    console.log(`synchronous=${synchronous.padEnd(6)} ${result.perSecond.toFixed(0).padStart(5)} starts/s  ${describe(result.latencies)}  errors ${result.errors}  (${result.count} starts in ${ms(result.elapsedMs)})`);
    return result;
  } finally {
    client.close();
    await hub.close();
  }
}

export async function benchDurability(o: DurabilityOptions) {
  console.log(`\n## SOS start throughput: ${o.senders.toLocaleString('en')} senders (2 contacts each), ${o.concurrency} concurrent clients, closed loop`);
  const normal = await run('NORMAL', o);
  const full = await run('FULL', o);
  console.log(`ratio NORMAL/FULL starts/s: ${times(normal.perSecond, full.perSecond)}`);
  console.log(
    'NORMAL (WAL): a commit is not fsynced until the next checkpoint; the database never corrupts, but a power cut or OS crash can lose the last commits (an acknowledged SOS). A crash of the hub process alone loses nothing.',
  );
  console.log('FULL (WAL, the hub default): each commit fsyncs the WAL before the answer, so an acknowledged SOS survives a power cut too; it costs one fsync per write transaction.');
  return { normal: normal.perSecond, full: full.perSecond };
}
