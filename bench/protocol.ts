/**
 * What the bench parent and its hub child (bench/hub-process.ts) say to each other over IPC.
 * Times are high-resolution epoch milliseconds (performance.timeOrigin + performance.now()),
 * comparable across processes once the launcher has measured the clock offset.
 */
import { z } from 'zod';
import { seedPlanSchema } from './seed';

export const epochNow = () => performance.timeOrigin + performance.now();

export const childConfigSchema = z.object({
  /** hub: a real hub (seeded) plus the bare ws baselines; hello: a bare node:http hello-world server. */
  mode: z.enum(['hub', 'hello']),
  synchronous: z.enum(['NORMAL', 'FULL']).optional(),
  seed: seedPlanSchema.optional(),
  /** The child ends itself after this long whatever happens. */
  maxLifetimeMs: z.number().int().positive().default(20 * 60_000),
});
export type ChildConfig = z.input<typeof childConfigSchema>;

export const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('clock'), id: z.number() }),
  /** Baseline ws server: send `payload` to every /broadcast client; replies with the send time. */
  z.object({ type: z.literal('broadcast'), id: z.number(), payload: z.string() }),
  /** The hub's relay counters and the child's event-loop utilisation since the last ask. */
  z.object({ type: z.literal('stats'), id: z.number() }),
  z.object({ type: z.literal('close'), id: z.number() }),
]);
export type Command = z.infer<typeof commandSchema>;
/** A command as the parent writes it: the launcher adds the id. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type CommandRequest = WithoutId<Command>;

export const readySchema = z.object({
  type: z.literal('ready'),
  url: z.string(),
  /** ws://… of the bare baseline server (/broadcast, /fanout), hub mode only. */
  baselineUrl: z.string().optional(),
  /** pcm room id of each seeded room, in plan order. */
  rooms: z.array(z.string()),
  seedMs: z.number(),
});
export type Ready = z.infer<typeof readySchema>;

export const childMessageSchema = z.discriminatedUnion('type', [
  readySchema,
  z.object({
    type: z.literal('reply'),
    id: z.number(),
    t: z.number(),
    stats: z.record(z.string(), z.number()).optional(),
  }),
  /** The hub's bus announced 'sos-started' at t (right after the start transaction committed); its listeners, the push fan-out included, took fanoutMs. */
  z.object({ type: z.literal('sos-committed'), eventId: z.string(), userId: z.string(), recipients: z.array(z.string()), t: z.number(), fanoutMs: z.number(), fanoutCpuMs: z.number() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type ChildMessage = z.infer<typeof childMessageSchema>;
export type Reply = Extract<ChildMessage, { type: 'reply' }>;
export type SosCommitted = Extract<ChildMessage, { type: 'sos-committed' }>;
