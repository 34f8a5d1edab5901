import { z } from 'zod';
import { SOS_MESSAGE_SERVER_MAX } from '../constants';
import { accuracySchema, deviceIdSchema, latSchema, lngSchema } from './common';

export const severitySchema = z.enum(['info', 'warning', 'critical']);
export type Severity = z.infer<typeof severitySchema>;
export const sosStatusSchema = z.enum(['active', 'inactive', 'expired', 'cancelled']);
export type SosStatus = z.infer<typeof sosStatusSchema>;

/** POST /api/sos/start (spec/core.md §3 "SOS start payload"). Location is required. */
export const sosStartRequestSchema = z.object({
  deviceId: deviceIdSchema,
  lat: latSchema,
  lng: lngSchema,
  accuracy: accuracySchema.optional(),
  message: z
    .string()
    .trim()
    .max(SOS_MESSAGE_SERVER_MAX, `Message must be at most ${SOS_MESSAGE_SERVER_MAX} characters`)
    .optional()
    .transform((text) => (text ? text : undefined)),
  timestamp: z.number().int().nonnegative().optional(),
  allowStreet: z.boolean().default(false),
});
export type SosStartRequest = z.input<typeof sosStartRequestSchema>;

export const sosStartResponseSchema = z.object({
  eventId: z.string(),
  status: sosStatusSchema,
  createdAt: z.number(),
  expiresAt: z.number(),
  cooldownExpiresAt: z.number(),
  recipients: z.number(),
});
export type SosStartResponse = z.infer<typeof sosStartResponseSchema>;

export const sosEventIdSchema = z.object({ eventId: z.string().uuid('Must be an SOS event id') });

export const sosCancelResponseSchema = z.object({ eventId: z.string(), status: sosStatusSchema });

/** GET /api/sos/poll?since&lat&lng: since is a ms timestamp; lat/lng the viewer's position. */
export const sosPollQuerySchema = z
  .object({
    since: z.coerce.number().int().nonnegative().optional(),
    lat: latSchema.optional(),
    lng: lngSchema.optional(),
    _t: z.string().optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: 'Send lat and lng together', path: ['lat'] });

/** One event as a viewer sees it (spec/assist.md §3 "SOS poll event", plus status and relation). */
export const sosPollEventSchema = z.object({
  eventId: z.string(),
  initiatorId: z.string(),
  message: z.string().nullable(),
  severity: severitySchema,
  status: sosStatusSchema,
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** True when the hub rounded the location for this viewer (non-Pro, not the initiator). */
  approximate: z.boolean(),
  radiusM: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  expiresAt: z.number(),
  pcmListenUrl: z.string().nullable(),
  hasLiveAudio: z.boolean(),
  isNewEvent: z.boolean(),
  self: z.boolean(),
  /** How this viewer is related to the sender: their own, a trusted contact, or nearby. */
  relation: z.enum(['self', 'contact', 'nearby']),
  /** The viewer's nickname for the sender, when the viewer lists them. */
  senderName: z.string().nullable(),
  distanceM: z.number().nullable(),
  escalatedFromProxy: z.boolean(),
  originalProxyMessage: z.string().nullable(),
});
export type SosPollEvent = z.infer<typeof sosPollEventSchema>;

export const sosPollResponseSchema = z.object({ events: z.array(sosPollEventSchema), serverTime: z.number() });
export type SosPollResponse = z.infer<typeof sosPollResponseSchema>;

export const sirenStatusResponseSchema = z.object({ eventId: z.string(), sirenStopped: z.boolean() });
export const sirenCancelResponseSchema = z.object({
  eventId: z.string(),
  sirenStopped: z.literal(true),
  cancelSirenCount: z.number(),
});
