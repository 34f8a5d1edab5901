import { z } from 'zod';

/** The hub settings a resident's app needs (GET /api/config). */
export const publicConfigSchema = z.object({
  neighborhoodCenter: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  sosRadiusM: z.number(),
  recordingRetentionDays: z.number(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** Coordinator-editable hub settings (PUT /api/hub/settings takes any subset). */
export const hubSettingsSchema = z.object({
  neighborhoodCenter: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable(),
  mapTileUrl: z
    .string()
    .trim()
    .url('Must be a URL')
    .refine((url) => url.includes('{z}') && url.includes('{x}') && url.includes('{y}'), 'Tile URL needs {z}, {x} and {y}'),
  mapAttribution: z.string().trim().max(300),
  sosRadiusM: z.number().int().min(100).max(5000),
  recordingRetentionDays: z.number().int().min(1).max(3650),
  /** Card payments through Stripe; null = not configured. */
  stripeSecretKey: z.string().trim().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'Must be a Stripe secret key (sk_…)').nullable(),
  stripeWebhookSecret: z.string().trim().regex(/^whsec_[A-Za-z0-9]+$/, 'Must be a Stripe webhook secret (whsec_…)').nullable(),
  /** Any OpenAI-compatible endpoint; null base URL with a key means the provider's default. */
  aiBaseUrl: z.string().trim().url('Must be a URL').nullable(),
  aiApiKey: z.string().trim().min(1).max(500).nullable(),
  aiChatModel: z.string().trim().min(1).max(100),
  aiEmbeddingModel: z.string().trim().min(1).max(100),
});
export type HubSettings = z.infer<typeof hubSettingsSchema>;
export const hubSettingsUpdateSchema = hubSettingsSchema.partial().strict();

export const DEFAULT_HUB_SETTINGS: HubSettings = {
  neighborhoodCenter: null,
  mapTileUrl: DEFAULT_TILE_URL,
  mapAttribution: DEFAULT_TILE_ATTRIBUTION,
  sosRadiusM: 500,
  recordingRetentionDays: 30,
  stripeSecretKey: null,
  stripeWebhookSecret: null,
  aiBaseUrl: null,
  aiApiKey: null,
  aiChatModel: 'gpt-4o-mini',
  aiEmbeddingModel: 'text-embedding-3-small',
};

/** Settings that are secrets: the hub never sends them back, only whether they are set. */
export const SECRET_SETTINGS = ['stripeSecretKey', 'stripeWebhookSecret', 'aiApiKey'] as const;

export function maskSecrets(settings: HubSettings) {
  const masked: Record<string, unknown> = { ...settings };
  for (const key of SECRET_SETTINGS) {
    const value = settings[key];
    masked[key] = value ? `••••${value.slice(-4)}` : null;
  }
  return masked;
}
