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
});
export type HubSettings = z.infer<typeof hubSettingsSchema>;
export const hubSettingsUpdateSchema = hubSettingsSchema.partial().strict();

export const DEFAULT_HUB_SETTINGS: HubSettings = {
  neighborhoodCenter: null,
  mapTileUrl: DEFAULT_TILE_URL,
  mapAttribution: DEFAULT_TILE_ATTRIBUTION,
  sosRadiusM: 500,
  recordingRetentionDays: 30,
};
