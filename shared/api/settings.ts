import { z } from 'zod';

/** Device settings (spec/core.md §3), mirrored to the hub through GET/PUT /api/settings. */
export const deviceSettingsSchema = z.object({
  shareLocation: z.boolean(),
  notifications: z.boolean(),
  darkMode: z.boolean(),
  emergencyAudio: z.boolean(),
  autoConnect: z.boolean(),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = {
  shareLocation: true,
  notifications: true,
  darkMode: false,
  emergencyAudio: true,
  autoConnect: true,
};

/** PUT /api/settings: any subset; unknown keys are refused so typos don't pass silently. */
export const settingsUpdateSchema = deviceSettingsSchema.partial().strict();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const settingsResponseSchema = z.object({ settings: deviceSettingsSchema });
