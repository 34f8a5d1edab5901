/**
 * Poll load: 10,000 seeded users (locations, settings, contacts, 100 active SOS with recipients,
 * concerns, proximity notices, JIN ledger rows). Simulated residents poll at the spec's cadences
 * (SOS 10 s, assist nearby and proximity 15 s, balance and Pro 5 s), each at a random phase, in
 * steps of growing resident counts for a fixed window each; the answer is the largest count with
 * p99 < 100 ms and no errors. Then the SOS poll route's closed-loop throughput against a bare
 * node:http hello world measured the same way (target ratio ≥ 0.5).
 * Run: npm run bench -- poll [--users 10000] [--steps 500,1000,2000,3000,4000,8000] [--window 20]
 *      [--connections 32] [--duration 8]
 */
import { httpClient, closedLoop, openLoop, isOk, type HttpClient, type Planned } from './http-load';
import { launchHub, settle, type HubChild } from './launcher';
import { positionOf, residentHeaders, unit, userId, type SeedPlan } from './seed';
import { describe, ms, summarize, times, watchLoopDelay } from './stats';

export type PollOptions = { users: number; steps: number[]; windowMs: number; connections: number; durationMs: number; synchronous?: 'NORMAL' | 'FULL' };

const SIDE_M = 6000;
const TARGET_P99_MS = 100;
const TARGET_RATIO = 0.5;

type Route = { name: string; periodMs: number; path: (u: number) => string };

function routes(sinceOf: Map<number, number>): Route[] {
  const at = (u: number) => {
    const p = positionOf(u, SIDE_M);
    return `lat=${p.lat.toFixed(6)}&lng=${p.lng.toFixed(6)}`;
  };
  return [
    {
      name: 'GET /api/sos/poll',
      periodMs: 10_000,
      path: (u) => {
        const since = sinceOf.get(u);
        sinceOf.set(u, Date.now());
        return `/api/sos/poll?${since === undefined ? '' : `since=${since}&`}${at(u)}`;
      },
    },
    { name: 'GET /api/proxy-sos/nearby', periodMs: 15_000, path: (u) => `/api/proxy-sos/nearby?${at(u)}&radius=2000` },
    { name: 'GET /api/proximity/poll', periodMs: 15_000, path: () => '/api/proximity/poll' },
    { name: 'GET /api/jin/balance', periodMs: 5000, path: (u) => `/api/jin/balance?userId=${userId(u)}` },
    { name: 'GET /api/user/me', periodMs: 5000, path: (u) => `/api/user/me?userId=${userId(u)}` },
  ];
}

/** Drops routes the hub does not have (404) and says so; warns about any other failure. */
async function probe(client: HttpClient, all: Route[]): Promise<Route[]> {
  const kept: Route[] = [];
  for (const route of all) {
    const answer = await client.send('GET', route.path(0), residentHeaders(0), undefined, true);
    if (answer.status === 404) console.log(`skipped ${route.name}: 404, the hub does not serve it yet`);
    else {
      if (!isOk(answer.status)) console.log(`warning: ${route.name} answered ${answer.status} ${answer.body?.slice(0, 200)}`);
      kept.push(route);
    }
  }
  return kept;
}

function planStep(residents: number, users: number, active: Route[], windowMs: number, client: HttpClient): Planned[] {
  const plan: Planned[] = [];
  for (let i = 0; i < residents; i += 1) {
    const u = i % users;
    active.forEach((route, tag) => {
      for (let at = unit(i, 20 + tag) * route.periodMs; at < windowMs; at += route.periodMs) {
        plan.push({ at, tag, fire: () => client.send('GET', route.path(u), residentHeaders(u)) });
      }
    });
  }
  return plan.sort((a, b) => a.at - b.at);
}

async function steps(hub: HubChild, o: PollOptions, active: Route[], client: HttpClient) {
  console.log(`steps of ${o.windowMs / 1000} s after a 5 s warm-up; pass = p99 < ${TARGET_P99_MS} ms and no errors`);
  await openLoop(planStep(o.steps[0] ?? 100, o.users, active, 5000, client), 5000); // JIT, caches, connections
  let best = 0;
  for (const residents of o.steps) {
    const plan = planStep(residents, o.users, active, o.windowMs, client);
    await settle(hub);
    const stopLoop = watchLoopDelay();
    const result = await openLoop(plan, o.windowMs);
    const loop = stopLoop();
    const hubStats = (await hub.command({ type: 'stats' })).stats ?? {};
    const hubElu = hubStats.eventLoopUtilization ?? Number.NaN;
    const cpuPerRequest = (hubStats.cpuMs ?? Number.NaN) / Math.max(1, result.done);
    const s = summarize(result.latencies);
    const pass = s.p99 < TARGET_P99_MS && result.errors === 0 && result.skipped === 0;
    const perRoute = active.map((route, tag) => `${route.name.split('/').slice(-2).join('/')} p99 ${ms(summarize(result.byTag.get(tag) ?? []).p99)}${result.errorsByTag.get(tag) ? ` (${result.errorsByTag.get(tag)} errors)` : ''}`);
    console.log(
      `${String(residents).padStart(6)} residents: ${(result.done / (o.windowMs / 1000)).toFixed(0).padStart(5)} req/s  p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  errors ${result.errors}/${result.sent}${result.skipped ? `  not sent (client behind) ${result.skipped}` : ''}  hub busy ${(hubElu * 100).toFixed(0)}%, CPU ${cpuPerRequest.toFixed(2)} ms/req, longest stall ${ms(hubStats.loopDelayMaxMs ?? Number.NaN)}  client loop p99 ${ms(loop.p99)}  ${pass ? 'pass' : 'FAIL'}`,
    );
    console.log(`        ${perRoute.join(' · ')}`);
    if (!pass) break;
    best = residents;
  }
  console.log(`largest passing step: ${best ? `${best.toLocaleString('en')} residents` : 'none'}`);
  return best;
}

async function throughput(child: HubChild, o: PollOptions, path: (n: number) => string, withSession: boolean) {
  const client = httpClient(child.ready.url, { maxSockets: o.connections });
  const fire = (n: number) => client.send('GET', path(n), withSession ? residentHeaders(n % o.users) : {});
  try {
    await closedLoop(o.connections, 1000, fire); // warm-up: open the connections, warm caches
    await settle(child);
    const result = await closedLoop(o.connections, o.durationMs, fire);
    const stats = (await child.command({ type: 'stats' })).stats ?? {};
    return { ...result, cpuPerRequest: (stats.cpuMs ?? Number.NaN) / Math.max(1, result.count), busy: stats.eventLoopUtilization ?? Number.NaN };
  } finally {
    client.close();
  }
}

type Throughput = Awaited<ReturnType<typeof throughput>>;
const report = (label: string, t: Throughput) =>
  console.log(
    `  ${label.padEnd(34)} ${t.perSecond.toFixed(0).padStart(6)} req/s  ${describe(t.latencies)}  errors ${t.errors}  server CPU ${t.cpuPerRequest.toFixed(3)} ms/req, busy ${(t.busy * 100).toFixed(0)}%`,
  );

export async function benchPoll(o: PollOptions) {
  console.log(`\n## Poll load: ${o.users.toLocaleString('en')} users, residents polling at the spec's cadences`);
  const seed: SeedPlan = { users: o.users, sideM: SIDE_M, contacts: 3, sos: { count: 100, streetEvery: 3 }, concerns: 60, proximity: 3000, jinShare: 0.3, proShare: 0.1 };
  const hub = await launchHub({ mode: 'hub', synchronous: o.synchronous, seed });
  const sinceOf = new Map<number, number>();
  let best = 0;
  let hubRate = Number.NaN;
  let hubCpu = Number.NaN;
  try {
    console.log(`hub child ready (seeded in ${ms(hub.ready.seedMs)}, SQLite synchronous ${o.synchronous ?? 'FULL (hub default)'})`);
    const client = httpClient(hub.ready.url, { maxSockets: 512 });
    const active = await probe(client, routes(sinceOf));
    best = await steps(hub, o, active, client);
    client.close();
    await settle(hub);

    console.log(`\nclosed loop, ${o.connections} keep-alive connections, ${o.durationMs / 1000} s each:`);
    const pollPath = (withPosition: boolean) => (n: number) => {
      const p = positionOf(n % o.users, SIDE_M);
      return `/api/sos/poll?since=${Date.now() - 10_000}${withPosition ? `&lat=${p.lat.toFixed(6)}&lng=${p.lng.toFixed(6)}` : ''}`;
    };
    const withPos = await throughput(hub, o, pollPath(true), true);
    report('/api/sos/poll?since&lat&lng', withPos);
    const readOnly = await throughput(hub, o, pollPath(false), true);
    report('/api/sos/poll?since (no position)', readOnly);
    hubRate = withPos.perSecond;
    hubCpu = withPos.cpuPerRequest;
  } finally {
    await hub.close();
  }
  const hello = await launchHub({ mode: 'hello' });
  try {
    const bare = await throughput(hello, o, () => '/', false);
    report('baseline node:http hello world', bare);
    const ratio = hubRate / bare.perSecond;
    console.log(`ratio poll/hello-world req/s: ${times(hubRate, bare.perSecond)}  target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`);
    console.log(`  (server CPU per request, hello/poll: ${times(bare.cpuPerRequest, hubCpu)}; the load generator shares the machine, so the hello-world rate is partly the client's ceiling)`);
    return { best, ratio };
  } finally {
    await hello.close();
  }
}
