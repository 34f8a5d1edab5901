import { z } from 'zod';
import { recordingSchema } from './audio';
import { hubSettingsSchema } from './config';
import { severitySchema } from './sos';

/** The coordinator's command centre API (/api/hub/*, admin token only). */

/** GET /api/hub/overview: the hub at a glance, refreshed every few seconds. */
export const hubOverviewSchema = z.object({
  urls: z.array(z.string()),
  tlsFingerprint256: z.string().nullable(),
  uptimeSec: z.number(),
  startedAt: z.number(),
  residentsRegistered: z.number(),
  /** Residents whose session was used in the last 5 minutes. */
  residentsOnline: z.number(),
  activeSos: z.number(),
  pendingConcerns: z.number(),
  /** Audio rooms with a sender connected right now. */
  audioRoomsLive: z.number(),
  version: z.string(),
});
export type HubOverview = z.infer<typeof hubOverviewSchema>;

export const incidentKindSchema = z.enum(['sos', 'concern']);
export type IncidentKind = z.infer<typeof incidentKindSchema>;

/** GET /api/hub/incidents?since=<ms>: with since, only incidents that changed after it. */
export const incidentsQuerySchema = z.object({
  since: z.coerce.number().int().nonnegative().optional(),
  _t: z.string().optional(),
});

export const concernVotesSchema = z.object({ escalate: z.number(), dismiss: z.number(), threshold: z.number() });

/** One SOS event or neighbour concern as the coordinator sees it: precise location, counts. */
export const incidentSchema = z.object({
  kind: incidentKindSchema,
  id: z.string(),
  /** SOS: active | inactive | expired | cancelled; concern: pending | escalated | expired | cancelled | resolved. */
  status: z.string(),
  severity: severitySchema,
  message: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  radiusM: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Latest of the row's own change, a new recipient, delivery, siren stop or vote. */
  changedAt: z.number(),
  expiresAt: z.number(),
  endedAt: z.number().nullable(),
  userIdPrefix: z.string(),
  displayName: z.string().nullable(),
  escalatedFromProxy: z.boolean(),
  originalProxyMessage: z.string().nullable(),
  hasLiveAudio: z.boolean(),
  /** SOS only: the audio room the coordinator may listen to. */
  roomId: z.string().nullable(),
  recipients: z.number(),
  deliveries: z.number(),
  sirenStops: z.number(),
  /** Concern only. */
  votes: concernVotesSchema.nullable(),
  /** Concern only: the SOS its escalation created. */
  escalatedSosId: z.string().nullable(),
  locationDescription: z.string().nullable(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentsResponseSchema = z.object({ incidents: z.array(incidentSchema), serverTime: z.number() });
export type IncidentsResponse = z.infer<typeof incidentsResponseSchema>;

/** GET /api/hub/incidents/:kind/:id/timeline */
export const timelineParamsSchema = z.object({ kind: incidentKindSchema, id: z.string().uuid('Must be an incident id') });

export const timelineEntryTypeSchema = z.enum([
  'created',
  'recipient',
  'delivered',
  'siren_stop',
  'audio_started',
  'audio_ended',
  'cancelled',
  'expired',
  'superseded',
  'concern_created',
  'vote',
  'answer',
  'escalated',
  'concern_closed',
]);
export type TimelineEntryType = z.infer<typeof timelineEntryTypeSchema>;

/** One line of an incident's history, oldest first. Fields beyond at/type depend on the type. */
export const timelineEntrySchema = z.object({
  at: z.number(),
  type: timelineEntryTypeSchema,
  /** Whose action or who it reached (first 8 characters of the device id). */
  userIdPrefix: z.string().nullable(),
  /** recipient: contact | nearby; vote: escalate | dismiss; answer: ok | escalate; concern_closed: the status. */
  detail: z.string().nullable(),
  /** A note, message or close reason. */
  text: z.string().nullable(),
  recordingId: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelineResponseSchema = z.object({
  incident: incidentSchema,
  entries: z.array(timelineEntrySchema),
  recordings: z.array(recordingSchema),
  /** For an SOS escalated from a concern, that concern. */
  concern: incidentSchema.nullable(),
});
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;

/** Backups: <dataDir>/backups/neighborwatch-<ISO time with - for :>.db */
export const BACKUP_NAME_PATTERN = /^neighborwatch-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(?:-\d{1,3})?\.db$/;
export const backupNameSchema = z.object({ name: z.string().max(80).regex(BACKUP_NAME_PATTERN, 'Not a backup file name') });

export const backupSchema = z.object({
  /** Absolute path on the hub machine. */
  file: z.string(),
  name: z.string(),
  bytes: z.number(),
  createdAt: z.number(),
});
export type Backup = z.infer<typeof backupSchema>;
export const backupsResponseSchema = z.object({ backups: z.array(backupSchema) });

/** GET /api/hub/data */
export const dataInfoSchema = z.object({
  dataDir: z.string(),
  databaseBytes: z.number(),
  recordingsBytes: z.number(),
  recordings: z.number(),
  backups: z.number(),
  backupsBytes: z.number(),
});
export type DataInfo = z.infer<typeof dataInfoSchema>;

/** The CSV export's columns, in order. */
export const INCIDENT_CSV_COLUMNS = [
  'id',
  'kind',
  'status',
  'severity',
  'created',
  'ended',
  'lat',
  'lng',
  'message',
  'recipients',
  'deliveries',
] as const;

/** GET/PUT /api/hub/settings answer: secrets come back masked (`••••abcd`) or null when unset. */
export const maskedHubSettingsSchema = hubSettingsSchema.extend({
  stripeSecretKey: z.string().nullable(),
  stripeWebhookSecret: z.string().nullable(),
  aiApiKey: z.string().nullable(),
});
export type MaskedHubSettings = z.infer<typeof maskedHubSettingsSchema>;
export const hubSettingsResponseSchema = z.object({ settings: maskedHubSettingsSchema });
