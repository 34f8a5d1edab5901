import { z } from 'zod';
import { deviceIdSchema, latSchema, lngSchema } from './common';
import { severitySchema } from './sos';

/** Neighbour assist (proxy SOS) limits: spec/assist.md §5, §9 and DESIGN.md §7. */
export const PROXY_MESSAGE_MIN = 10;
export const PROXY_MESSAGE_MAX = 500;
export const PROXY_LOCATION_MIN = 5;
export const PROXY_LOCATION_MAX = 100;
export const PROXY_RADIUS_DEFAULT_M = 200;
export const PROXY_RADIUS_MAX_M = 500;
export const PROXY_EXPIRY_DEFAULT_MIN = 30;
export const PROXY_EXPIRY_MIN_MIN = 15;
export const PROXY_EXPIRY_MAX_MIN = 120;
export const PROXY_THRESHOLD_DEFAULT = 3;
export const PROXY_THRESHOLD_MIN = 1;
export const PROXY_THRESHOLD_MAX = 10;
export const PROXY_NOTE_MAX = 200;
/** How far a viewer may be from a concern to see it, vote on it or open its photo. */
export const PROXY_NEARBY_MAX_M = 2000;
/** A home anchor this close to a concern makes its owner the concern's homeowner. */
export const HOMEOWNER_RADIUS_M = 50;
export const PROXY_MAX_PENDING_PER_USER = 3;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Error codes of the assist API (shared/errors.ts holds the product-wide ones). */
export const ASSIST_ERRORS = {
  concernNotFound: 'concern_not_found',
  concernNotPending: 'concern_not_pending',
  concernExpired: 'concern_expired',
  cannotVoteOwn: 'cannot_vote_own',
  cannotAnswerOwn: 'cannot_answer_own',
  outOfRange: 'out_of_range',
  alreadyVoted: 'already_voted',
  notHomeowner: 'not_homeowner',
  tooManyPending: 'too_many_pending_concerns',
  photoNotFound: 'photo_not_found',
} as const;

/** Texts the spec names, used verbatim. */
export const ASSIST_MESSAGES = {
  locationTooShort: 'Please provide a location description',
  locationTooLong: 'Location must be under 100 characters',
  radiusTooLarge: 'Radius cannot exceed 2000 meters',
  photoNotImage: 'Please select a valid image file',
  photoTooLarge: 'File too large. Please select an image under 5MB',
  photoFormat: 'Unsupported image format. Please use JPEG, PNG, or WebP',
  voteNeedsLocation: 'Location access required for voting. Please enable location permissions.',
  flagNeedsLocation: 'Location is required to flag a concern',
  notHomeowner: 'Only the resident whose home is at this location can mark it okay',
} as const;

export const IMAGE_FORMATS = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[a-z0-9.+/-]*;base64,/i;

/** The client may send a data URL or bare base64; both mean the same bytes. */
export const stripDataUrl = (data: string) => data.replace(DATA_URL_PREFIX, '');

/** Decoded size of well-formed base64, without decoding it. */
export function base64DecodedLength(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

/** The first `count` bytes of base64 text: enough to read a file's magic number without decoding it all. */
export function decodeBase64Prefix(data: string, count: number): number[] {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < data.length && bytes.length < count; i += 1) {
    const value = BASE64_ALPHABET.indexOf(data.charAt(i));
    if (value < 0) break;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

const startsWith = (bytes: ArrayLike<number>, magic: (number | null)[]) =>
  bytes.length >= magic.length && magic.every((byte, i) => byte === null || bytes[i] === byte);

/** What the bytes really are (their magic number), whatever the upload claimed. */
export function sniffImageFormat(bytes: ArrayLike<number>): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return undefined;
}

const isImageFormat = (mime: string): mime is ImageFormat => IMAGE_FORMATS.some((format) => format === mime);

/** Why a photo upload is refused (spec/assist.md §5), or undefined when it is acceptable. */
export function photoProblem(data: string, declaredMime: string): string | undefined {
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64_PATTERN.test(data)) return ASSIST_MESSAGES.photoNotImage;
  if (!declaredMime.startsWith('image/')) return ASSIST_MESSAGES.photoNotImage;
  if (!isImageFormat(declaredMime)) return ASSIST_MESSAGES.photoFormat;
  if (base64DecodedLength(data) > PHOTO_MAX_BYTES) return ASSIST_MESSAGES.photoTooLarge;
  if (!sniffImageFormat(decodeBase64Prefix(data, 12))) return ASSIST_MESSAGES.photoFormat;
  return undefined;
}

/** Photo evidence: base64 (or a data URL) plus its declared type; the format stored is the sniffed one. */
export const photoUploadSchema = z
  .object({
    data: z.string().transform(stripDataUrl),
    mime: z.string().trim().toLowerCase(),
  })
  .superRefine((photo, ctx) => {
    const problem = photoProblem(photo.data, photo.mime);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['data'] });
  });
export type PhotoUpload = z.input<typeof photoUploadSchema>;

/** Body coordinates are strict numbers: a null must not become 0°, 0°. */
const requiredCoordinate = (min: number, max: number, missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : undefined) })
    .finite()
    .min(min)
    .max(max);

const noteSchema = z
  .string()
  .trim()
  .max(PROXY_NOTE_MAX, `Note must be at most ${PROXY_NOTE_MAX} characters`)
  .nullish()
  .transform((note) => (note ? note : undefined));

/** Older clients send their own id along; when present it must be the caller's. */
const optionalUserId = deviceIdSchema.optional();

/** POST /api/proxy-sos */
export const createConcernRequestSchema = z.object({
  userId: optionalUserId,
  message: z
    .string({ error: 'Please describe the concern' })
    .trim()
    .min(PROXY_MESSAGE_MIN, `Describe the concern in at least ${PROXY_MESSAGE_MIN} characters`)
    .max(PROXY_MESSAGE_MAX, `The concern must be at most ${PROXY_MESSAGE_MAX} characters`),
  locationDescription: z
    .string()
    .trim()
    .min(PROXY_LOCATION_MIN, ASSIST_MESSAGES.locationTooShort)
    .max(PROXY_LOCATION_MAX, ASSIST_MESSAGES.locationTooLong)
    .nullish()
    .transform((text) => text ?? undefined),
  severity: severitySchema.default('warning'),
  lat: requiredCoordinate(-90, 90, ASSIST_MESSAGES.flagNeedsLocation),
  lng: requiredCoordinate(-180, 180, ASSIST_MESSAGES.flagNeedsLocation),
  radiusM: z
    .number()
    .int('Radius must be a whole number of meters')
    .min(1, 'Radius must be at least 1 meter')
    .max(PROXY_RADIUS_MAX_M, `Radius must be at most ${PROXY_RADIUS_MAX_M} meters`)
    .default(PROXY_RADIUS_DEFAULT_M),
  expiresInMinutes: z
    .number()
    .int('Expiry must be a whole number of minutes')
    .min(PROXY_EXPIRY_MIN_MIN, `Expiry must be at least ${PROXY_EXPIRY_MIN_MIN} minutes`)
    .max(PROXY_EXPIRY_MAX_MIN, `Expiry must be at most ${PROXY_EXPIRY_MAX_MIN} minutes`)
    .default(PROXY_EXPIRY_DEFAULT_MIN),
  escalationThreshold: z
    .number()
    .int('Votes needed must be a whole number')
    .min(PROXY_THRESHOLD_MIN, `Votes needed must be between ${PROXY_THRESHOLD_MIN} and ${PROXY_THRESHOLD_MAX}`)
    .max(PROXY_THRESHOLD_MAX, `Votes needed must be between ${PROXY_THRESHOLD_MIN} and ${PROXY_THRESHOLD_MAX}`)
    .default(PROXY_THRESHOLD_DEFAULT),
  photo: photoUploadSchema.nullish().transform((photo) => photo ?? undefined),
});
export type CreateConcernRequest = z.input<typeof createConcernRequestSchema>;

export const concernStatusSchema = z.enum(['pending', 'escalated', 'expired', 'cancelled', 'resolved']);
export type ConcernStatus = z.infer<typeof concernStatusSchema>;
export const closeReasonSchema = z.enum(['resolved', 'false_alarm', 'duplicate']);
export type CloseReason = z.infer<typeof closeReasonSchema>;
export const voteTypeSchema = z.enum(['escalate', 'dismiss']);
export type VoteType = z.infer<typeof voteTypeSchema>;

/** Route parameter :id of the concern calls. */
export const concernIdParamSchema = z.object({ id: z.string().uuid('Must be a concern id') });

/** GET /api/proxy-sos/nearby?lat&lng&radius */
export const nearbyConcernsQuerySchema = z.object({
  lat: latSchema,
  lng: lngSchema,
  radius: z.coerce
    .number()
    .finite()
    .positive('Radius must be positive')
    .max(PROXY_NEARBY_MAX_M, ASSIST_MESSAGES.radiusTooLarge)
    .default(PROXY_NEARBY_MAX_M),
  userId: optionalUserId,
  /** '1' when the position is a fallback (cached or the neighbourhood centre): look from it, don't keep it. */
  fallback: z.enum(['0', '1']).optional(),
  _t: z.string().optional(),
});

/** One concern as a viewer sees it (spec/assist.md §3 "Nearby proxy event", plus what the card shows). */
export const nearbyConcernSchema = z.object({
  eventId: z.string(),
  /** The flagger's id, only for the flagger themselves: neighbours never learn who flagged. */
  userId: z.string().nullable(),
  isOwn: z.boolean(),
  severity: severitySchema,
  status: concernStatusSchema,
  closeReason: closeReasonSchema.nullable(),
  message: z.string(),
  locationDescription: z.string().nullable(),
  currentVotes: z.number(),
  dismissVotes: z.number(),
  escalationThreshold: z.number(),
  radiusM: z.number(),
  expiresAt: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** "lat, lng" at 3 decimals (about 110 m). */
  approximateLocation: z.string(),
  distanceM: z.number().nullable(),
  escalatedSosId: z.string().nullable(),
  hasPhoto: z.boolean(),
  photoUrl: z.string().nullable(),
  myVote: voteTypeSchema.nullable(),
});
export type NearbyConcern = z.infer<typeof nearbyConcernSchema>;
export const nearbyConcernsResponseSchema = z.object({ events: z.array(nearbyConcernSchema) });
export type NearbyConcernsResponse = z.infer<typeof nearbyConcernsResponseSchema>;

/** 201 answer to POST /api/proxy-sos: the new concern as its flagger sees it. */
export const createConcernResponseSchema = nearbyConcernSchema;
export type CreateConcernResponse = NearbyConcern;

/** POST /api/proxy-sos/:id/vote */
export const voteRequestSchema = z.object({
  userId: optionalUserId,
  voteType: voteTypeSchema,
  lat: requiredCoordinate(-90, 90, ASSIST_MESSAGES.voteNeedsLocation),
  lng: requiredCoordinate(-180, 180, ASSIST_MESSAGES.voteNeedsLocation),
  note: noteSchema,
  evidence: z
    .object({ type: z.enum(['photo', 'audio']) })
    .nullish()
    .transform((evidence) => evidence ?? undefined),
});
export type VoteRequest = z.input<typeof voteRequestSchema>;

export const voteResponseSchema = z.object({
  eventId: z.string(),
  status: concernStatusSchema,
  currentVotes: z.number(),
  dismissVotes: z.number(),
  escalationThreshold: z.number(),
  escalatedSosId: z.string().nullable(),
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

/** POST /api/proxy-sos/:id/ack: the homeowner's "I'm okay" or anyone's "I need help". */
export const ackRequestSchema = z
  .object({
    userId: optionalUserId,
    action: z.enum(['ok', 'escalate']),
    note: noteSchema,
    lat: z.number().finite().min(-90).max(90).optional(),
    lng: z.number().finite().min(-180).max(180).optional(),
  })
  .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
    message: 'Send lat and lng together',
    path: ['lat'],
  });
export type AckRequest = z.input<typeof ackRequestSchema>;

export const ackResponseSchema = z.object({
  eventId: z.string(),
  action: z.enum(['ok', 'escalate']),
  status: concernStatusSchema,
  escalatedSosId: z.string().nullable(),
});
export type AckResponse = z.infer<typeof ackResponseSchema>;

/** GET /api/proxy-sos/:id/photo?lat&lng: the position is optional (the hub's last known one is used otherwise). */
export const photoQuerySchema = z
  .object({ lat: latSchema.optional(), lng: lngSchema.optional(), _t: z.string().optional() })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: 'Send lat and lng together', path: ['lat'] });
