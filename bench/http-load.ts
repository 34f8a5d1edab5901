/**
 * A small HTTP load generator on node:http with keep-alive: single requests, an open loop
 * (requests fired at scheduled times, as residents' timers would) and a closed loop
 * (N connections, each sending its next request as soon as the last one is answered).
 * Every loop is bounded by a deadline and a request timeout.
 */
import { Agent, request } from 'node:http';

export type Outcome = { status: number; ms: number; body?: string };

export type HttpClient = {
  send(method: 'GET' | 'POST', path: string, headers?: Record<string, string>, body?: unknown, keepBody?: boolean): Promise<Outcome>;
  close(): void;
};

export function httpClient(baseUrl: string, { maxSockets = 256, timeoutMs = 5000 } = {}): HttpClient {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost' && url.hostname !== '[::1]') {
    throw new Error(`benchmarks only target loopback, not ${url.hostname}`);
  }
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'fifo' });
  return {
    send(method, path, headers = {}, body, keepBody = false) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const allHeaders: Record<string, string | number> = { ...headers };
      if (payload !== undefined) {
        allHeaders['Content-Type'] = 'application/json';
        allHeaders['Content-Length'] = Buffer.byteLength(payload);
      }
      const t0 = performance.now();
      return new Promise<Outcome>((resolve) => {
        const req = request({ agent, host: url.hostname, port: url.port, method, path, headers: allHeaders }, (res) => {
          const chunks: Buffer[] = [];
          if (keepBody) res.on('data', (chunk: Buffer) => chunks.push(chunk));
          else res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, body: keepBody ? Buffer.concat(chunks).toString() : undefined }),
          );
          res.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
        });
        req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
        req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

export const isOk = (status: number) => status >= 200 && status < 300;

/** A request due `at` ms after the loop starts; `fire` sends it. */
export type Planned = { at: number; fire: () => Promise<Outcome>; tag: number };

/** skipped: planned requests the client could not send in time (it fell more than a second behind). */
export type LoopResult = { sent: number; skipped: number; done: number; errors: number; elapsedMs: number; latencies: number[]; byTag: Map<number, number[]>; errorsByTag: Map<number, number> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fires each planned request at its time (sorted by `at`), then waits up to `drainMs` for the
 * stragglers; those still open then count as errors.
 */
export async function openLoop(plan: Planned[], windowMs: number, drainMs = 6000): Promise<LoopResult> {
  const result: LoopResult = { sent: 0, skipped: 0, done: 0, errors: 0, elapsedMs: windowMs, latencies: [], byTag: new Map(), errorsByTag: new Map() };
  const inFlight = new Set<Promise<void>>();
  const t0 = performance.now();
  let next = 0;
  while (next < plan.length && performance.now() - t0 < windowMs + 1000) {
    const now = performance.now() - t0;
    while (next < plan.length && plan[next]!.at <= now) {
      const item = plan[next++]!;
      result.sent += 1;
      const pending = item.fire().then(({ status, ms }) => {
        result.done += 1;
        if (!isOk(status)) {
          result.errors += 1;
          result.errorsByTag.set(item.tag, (result.errorsByTag.get(item.tag) ?? 0) + 1);
        }
        result.latencies.push(ms);
        let list = result.byTag.get(item.tag);
        if (!list) result.byTag.set(item.tag, (list = []));
        list.push(ms);
        inFlight.delete(pending);
      });
      inFlight.add(pending);
    }
    const wait = next < plan.length ? plan[next]!.at - (performance.now() - t0) : 0;
    await sleep(Math.max(1, Math.min(20, wait)));
  }
  result.skipped = plan.length - next;
  await Promise.race([Promise.all(inFlight), sleep(drainMs)]);
  result.errors += result.sent - result.done;
  return result;
}

/** `concurrency` workers, each sending its next request when the last one is answered, for `durationMs`. */
export async function closedLoop(concurrency: number, durationMs: number, fire: (n: number) => Promise<Outcome>, maxRequests = 1_000_000) {
  const latencies: number[] = [];
  let errors = 0;
  let count = 0;
  const t0 = performance.now();
  const end = t0 + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end && count < maxRequests) {
        const { status, ms } = await fire(count++);
        latencies.push(ms);
        if (!isOk(status)) errors += 1;
      }
    }),
  );
  const elapsedMs = performance.now() - t0;
  return { count: latencies.length, errors, elapsedMs, perSecond: (latencies.length / elapsedMs) * 1000, latencies };
}
