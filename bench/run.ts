/**
 * `npm run bench [-- name ...] [--flag value ...]`: runs the benchmarks in bench/ and prints their
 * figures, each with a baseline measured in the same run. Not part of npm test. The hub runs in
 * a child process (bench/hub-process.ts); the load and clients run here. See docs/performance.md.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchAlert } from './alert';
import { benchAudio } from './audio';
import { benchDurability } from './durability';
import { benchNearby } from './nearby';
import { benchPoll } from './poll';

const { values, positionals } = parseArgs({
  options: {
    users: { type: 'string' },
    residents: { type: 'string' },
    contacts: { type: 'string' },
    alerts: { type: 'string' },
    side: { type: 'string' },
    synchronous: { type: 'string' },
    steps: { type: 'string' },
    window: { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    senders: { type: 'string' },
    concurrency: { type: 'string' },
    listeners: { type: 'string' },
    seconds: { type: 'string' },
    capacity: { type: 'string' },
  },
  allowPositionals: true,
});

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
};
const list = (value: string | undefined, fallback: number[]) => (value ? value.split(',').map(Number).filter((n) => n > 0) : fallback);
const sync = values.synchronous?.toUpperCase();
const synchronous = sync === 'NORMAL' || sync === 'FULL' ? sync : undefined;

const benches: Record<string, () => unknown> = {
  alert: () =>
    benchAlert({
      residents: num(values.residents, 1000),
      contacts: num(values.contacts, 50),
      alerts: num(values.alerts, 20),
      sideM: num(values.side, 3000),
      synchronous,
    }),
  poll: () =>
    benchPoll({
      users: num(values.users, 10_000),
      steps: list(values.steps, [500, 1000, 2000, 3000, 4000, 8000]),
      windowMs: num(values.window, 20) * 1000,
      connections: num(values.connections, 32),
      durationMs: num(values.duration, 8) * 1000,
      synchronous,
    }),
  durability: () => benchDurability({ senders: num(values.senders, 2000), concurrency: num(values.concurrency, 16) }),
  audio: () =>
    benchAudio({
      listeners: num(values.listeners, 10),
      seconds: num(values.seconds, 10),
      capacity: values.capacity ? values.capacity.split(',') : ['5x5', '10x10', '20x10', '40x10', '80x10', '120x10', '160x10'],
    }),
  nearby: () => benchNearby(num(values.users, 100_000)),
};

const selected = positionals.length > 0 ? positionals : Object.keys(benches);
const cpu = cpus();
console.log(`NeighborWatch benchmarks on ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString()}`);
for (const name of selected) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  // Other processes compete for the same cores; the load average tells how much.
  console.log(`\n[${name}] load average before: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  await bench();
}
