import { z } from 'zod';

/** GET /api/health: public liveness probe. */
export const healthResponseSchema = z.object({
  ok: z.literal(true),
  version: z.string(),
  time: z.number(),
});

/** GET /api/hub/status: coordinator only. */
export const hubStatusResponseSchema = z.object({
  ok: z.literal(true),
  version: z.string(),
  startedAt: z.number(),
  uptimeSec: z.number(),
  urls: z.array(z.string()),
  tls: z.object({ enabled: z.boolean(), fingerprint256: z.string().nullable() }),
  residents: z.number(),
});
export type HubStatus = z.infer<typeof hubStatusResponseSchema>;
