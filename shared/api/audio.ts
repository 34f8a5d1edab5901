import { z } from 'zod';
import { deviceIdSchema } from './common';

/** Live emergency audio (spec/core.md §9, DESIGN.md §6): 16 kHz mono signed 16-bit little-endian PCM. */
export const PCM_SAMPLE_RATE = 16_000;
export const PCM_BYTES_PER_SECOND = PCM_SAMPLE_RATE * 2;
/** Largest binary frame the relay accepts; bigger closes the socket (1009). */
export const PCM_MAX_FRAME_BYTES = 8 * 1024;

export const AUDIO_HEARTBEAT_MS = 10_000;
export const AUDIO_HEARTBEAT_TIMEOUT_MS = 5 * 60_000;
export const AUDIO_CONNECT_TIMEOUT_MS = 30_000;
export const AUDIO_MAX_RECONNECTS = 50;
export const AUDIO_BACKOFF_START_MS = 1000;
export const AUDIO_BACKOFF_CAP_MS = 30_000;
export const AUDIO_ERRORS_BEFORE_RESTART = 5;
export const AUDIO_ROOM_SETTLE_MS = 100;

/** Close codes the relay uses; the listener page turns them into words. */
export const AUDIO_CLOSE = {
  badRequest: 4400,
  authRequired: 4401,
  notAllowed: 4403,
  roomNotFound: 4404,
  publisherTaken: 4409,
  roomEnded: 4410,
  malformed: 4422,
  hubStopping: 1001,
  tooBig: 1009,
} as const;

/** JSON control messages on /pcm-audio-ws, both directions. */
export const audioControlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
  z.object({
    type: z.literal('welcome'),
    role: z.enum(['pub', 'sub']),
    roomId: z.string(),
    sampleRate: z.number(),
    publisherLive: z.boolean(),
  }),
  z.object({ type: z.literal('publisher-live') }),
  z.object({ type: z.literal('publisher-gone') }),
  z.object({ type: z.literal('room-ended'), reason: z.enum(['cancelled', 'expired', 'inactive']) }),
]);
export type AudioControl = z.infer<typeof audioControlSchema>;

/** What a client may send: only heartbeats. */
export const audioClientControlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
]);

export const audioSocketQuerySchema = z.object({
  role: z.enum(['pub', 'sub']),
  room: z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/),
  token: z.string().min(16).max(128).optional(),
});

/** POST /api/sos-room */
export const sosRoomRequestSchema = z.object({ userId: deviceIdSchema });
export const sosRoomResponseSchema = z.object({ roomId: z.string(), listenUrl: z.string(), wsUrl: z.string() });
export type SosRoom = z.infer<typeof sosRoomResponseSchema>;

/** POST /api/sos/room-token */
export const roomTokenRequestSchema = z.object({ roomId: z.string().min(16).max(64), userId: deviceIdSchema });
export const roomTokenResponseSchema = z.object({
  token: z.string(),
  roomId: z.string(),
  expiresAt: z.number(),
  iceServers: z.array(z.unknown()),
});

/** GET /api/hub/recordings */
export const recordingSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  roomId: z.string(),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  bytes: z.number(),
  durationSec: z.number(),
  url: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;
