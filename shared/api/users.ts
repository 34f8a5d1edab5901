import { z } from 'zod';
import { DISPLAY_NAME_MAX } from '../constants';
import { accuracySchema, deviceIdSchema, latSchema, lngSchema } from './common';

/** POST /api/users: claim a device id (DESIGN.md §3). `pin` is the optional device secret. */
export const createUserRequestSchema = z.object({
  id: deviceIdSchema,
  displayName: z.string().trim().max(DISPLAY_NAME_MAX).default('User'),
  lat: latSchema.optional(),
  lng: lngSchema.optional(),
  accuracy: accuracySchema.optional(),
  timestamp: z.number().int().nonnegative().optional(),
  pin: z.string().min(16).max(128).optional(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const userResponseSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  created: z.boolean(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** GET /api/user/me */
export const meResponseSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  proActive: z.boolean(),
  createdAt: z.number(),
  browserTimezone: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/user/timezone: an IANA zone name such as Europe/Berlin. */
export const timezoneRequestSchema = z.object({
  timezone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_+\-/]+$/, 'Must be an IANA time zone name'),
});
export const timezoneResponseSchema = timezoneRequestSchema;
