/**
 * The benchmarked server, in its own process so the load generator never shares its event loop.
 * Started by bench/launcher.ts (`node --import tsx bench/hub-process.ts '<config json>'`, with IPC):
 * seeds a fresh data dir through better-sqlite3, starts the hub on 127.0.0.1 (or a bare
 * hello-world server), reports `ready`, then answers the parent's commands and reports each
 * SOS commit with a high-resolution epoch time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { createHub, type Hub } from '../server/hub';
import { openDatabase } from '../server/db/database';
import { startBaselineServer, startHelloServer, type BaselineServer } from './baselines';
import { childConfigSchema, commandSchema, epochNow, type ChildMessage, type Command } from './protocol';
import { seed, type Seeded } from './seed';

const config = childConfigSchema.parse(JSON.parse(process.argv[2] ?? '{}'));
const send = (message: ChildMessage) => process.send?.(message);
const quietLog = { info() {}, warn() {}, error: (...args: unknown[]) => console.error('[hub]', ...args) };

let hub: Hub | undefined;
let baseline: BaselineServer | undefined;
let closeHello: (() => Promise<void>) | undefined;
let dataDir: string | undefined;
let elu: EventLoopUtilization = performance.eventLoopUtilization();
let cpu = process.cpuUsage();
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

async function start(): Promise<void> {
  if (config.mode === 'hello') {
    const hello = await startHelloServer();
    closeHello = hello.close;
    send({ type: 'ready', url: hello.url, rooms: [], seedMs: 0 });
    return;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'nw-bench-'));
  const t0 = performance.now();
  let seeded: Seeded = { rooms: [] };
  if (config.seed) {
    const db = openDatabase(join(dataDir, 'neighborwatch.db'), { synchronous: 'NORMAL' });
    seeded = seed(db, config.seed, Date.now());
    db.close();
  }
  const seedMs = performance.now() - t0;
  hub = await createHub({ dataDir, port: 0, host: '127.0.0.1', tls: false, synchronous: config.synchronous, log: quietLog });
  reportSosCommits(hub);
  baseline = await startBaselineServer();
  elu = performance.eventLoopUtilization();
  cpu = process.cpuUsage();
  send({ type: 'ready', url: hub.url, baselineUrl: baseline.url, rooms: seeded.rooms, seedMs });
}

/**
 * The start route emits 'sos-started' right after the transaction commits; the push channel
 * listens to that emit and fans out inside it. The time taken when emit is entered (before any
 * listener runs) is the commit time; the time when it returns ends the hub's push fan-out.
 */
function reportSosCommits(target: Hub): void {
  const events = target.events;
  let started: { eventId: string; userId: string; recipients: string[] } | undefined;
  const take = () => {
    const payload = started;
    started = undefined;
    return payload;
  };
  const original = events.emit.bind(events);
  const wrapped: typeof events.emit = (name, ...args) => {
    const t = epochNow();
    const cpuAtStart = process.cpuUsage();
    take();
    original(name, ...args);
    const payload = take();
    if (!payload) return;
    const cpuUsed = process.cpuUsage(cpuAtStart);
    send({ type: 'sos-committed', ...payload, t, fanoutMs: epochNow() - t, fanoutCpuMs: (cpuUsed.user + cpuUsed.system) / 1000 });
  };
  events.emit = wrapped;
  // Registered after the push channel's listener, so it runs last within the same emit.
  events.on('sos-started', (payload) => {
    started = payload;
  });
}

async function handle(command: Command): Promise<void> {
  switch (command.type) {
    case 'clock':
      send({ type: 'reply', id: command.id, t: epochNow() });
      return;
    case 'broadcast':
      send({ type: 'reply', id: command.id, t: baseline?.broadcast(command.payload) ?? Number.NaN });
      return;
    case 'stats': {
      const delta = performance.eventLoopUtilization(elu);
      elu = performance.eventLoopUtilization();
      const cpuDelta = process.cpuUsage(cpu);
      cpu = process.cpuUsage();
      const relay = hub?.relay.stats();
      const stalls = { loopDelayP99Ms: loopDelay.percentile(99) / 1e6, loopDelayMaxMs: loopDelay.max / 1e6 };
      loopDelay.reset();
      send({ type: 'reply', id: command.id, t: epochNow(), stats: { ...(relay ?? {}), ...stalls, eventLoopUtilization: delta.utilization, cpuMs: (cpuDelta.user + cpuDelta.system) / 1000 } });
      return;
    }
    case 'close':
      await shutdown();
      send({ type: 'reply', id: command.id, t: epochNow() });
      process.disconnect?.();
      return;
  }
}

let closing: Promise<void> | undefined;
function shutdown(): Promise<void> {
  closing ??= (async () => {
    await baseline?.close();
    await hub?.close();
    await closeHello?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  })();
  return closing;
}

process.on('message', (raw) => {
  const command = commandSchema.safeParse(raw);
  if (command.success) void handle(command.data);
});
// The parent went away: clean up and go.
process.on('disconnect', () => void shutdown().finally(() => process.exit(0)));
setTimeout(() => void shutdown().finally(() => process.exit(3)), config.maxLifetimeMs).unref();

start().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  void shutdown().finally(() => process.exit(1));
});
