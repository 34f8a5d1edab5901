/** Starts bench/hub-process.ts as a child process and talks to it over IPC. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  childMessageSchema,
  epochNow,
  type ChildConfig,
  type CommandRequest,
  type Ready,
  type Reply,
  type SosCommitted,
} from './protocol';

const READY_TIMEOUT_MS = 180_000;
const COMMAND_TIMEOUT_MS = 15_000;

export type HubChild = {
  ready: Ready;
  /** Child clock minus parent clock (ms): subtract from a child time to get a parent time. */
  offsetMs: number;
  /** Round trip of the IPC message the offset was taken from; the offset is good to about half of it. */
  offsetRttMs: number;
  toParentTime(childEpochMs: number): number;
  command(request: CommandRequest): Promise<Reply>;
  onSosCommitted(listener: (message: SosCommitted) => void): void;
  close(): Promise<void>;
};

export async function launchHub(config: ChildConfig): Promise<HubChild> {
  const script = fileURLToPath(new URL('./hub-process.ts', import.meta.url));
  const child: ChildProcess = fork(script, [JSON.stringify(config)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (reply: Reply) => void>();
  const sosListeners: ((message: SosCommitted) => void)[] = [];
  let nextId = 1;
  let exited = false;

  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('hub child did not start in time')), READY_TIMEOUT_MS);
    child.on('message', (raw) => {
      const parsed = childMessageSchema.safeParse(raw);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message);
      } else if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`hub child failed: ${message.message}`));
      } else if (message.type === 'reply') {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      } else {
        for (const listener of sosListeners) listener(message);
      }
    });
    child.once('exit', (code) => {
      exited = true;
      clearTimeout(timer);
      reject(new Error(`hub child exited (${code})`));
    });
  });

  const command = (request: CommandRequest) =>
    new Promise<Reply>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`hub child did not answer ${request.type}`));
      }, COMMAND_TIMEOUT_MS);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      child.send({ ...request, id });
    });

  // NTP-style: the sample with the shortest round trip bounds the offset best.
  let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
  for (let i = 0; i < 30; i += 1) {
    const t0 = epochNow();
    const reply = await command({ type: 'clock' });
    const t1 = epochNow();
    if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: reply.t - (t0 + t1) / 2 };
  }

  return {
    ready,
    offsetMs: best.offset,
    offsetRttMs: best.rtt,
    toParentTime: (t) => t - best.offset,
    command,
    onSosCommitted: (listener) => void sosListeners.push(listener),
    async close() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await command({ type: 'close' }).catch(() => undefined);
      const deadline = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 10_000).unref());
      if ((await Promise.race([gone, deadline])) === 'late' && child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
    },
  };
}

/** Waits (at most maxMs) until the child's event loop is mostly idle, e.g. after an overload left a backlog. */
export async function settle(child: HubChild, maxMs = 30_000): Promise<number> {
  const end = performance.now() + maxMs;
  let busy = 1;
  await child.command({ type: 'stats' });
  while (performance.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    busy = (await child.command({ type: 'stats' })).stats?.eventLoopUtilization ?? 0;
    if (busy < 0.2) break;
  }
  return busy;
}
