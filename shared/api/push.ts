import { z } from 'zod';
import { sosPollEventSchema } from './sos';

/** Messages on the authenticated push channel /events-ws (DESIGN.md §11), hub → resident. */
export const pushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), userId: z.string(), serverTime: z.number() }),
  /** A new, changed, cancelled, expired or escalated SOS, exactly as the poll would show it. */
  z.object({ type: z.literal('sos'), event: sosPollEventSchema }),
  /** A neighbour concern near the viewer changed (new, vote, status): refresh the assist list. */
  z.object({ type: z.literal('concern'), concernId: z.string(), status: z.string().optional() }),
  /** A walker came near: refresh proximity notices. */
  z.object({ type: z.literal('proximity') }),
  z.object({ type: z.literal('pro'), proActive: z.boolean() }),
  z.object({ type: z.literal('balance'), balanceJin: z.number() }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
]);
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** What a resident's app may send: heartbeats only. */
export const pushClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
]);

export const PUSH_CLOSE = { authRequired: 4401, notAllowed: 4403, malformed: 4422, hubStopping: 1001 } as const;
