import { z } from 'zod';
import { UUID_PATTERN } from '../ids';

/** A device id (the user identity): UUID-shaped, case-insensitive, stored lower case. */
export const deviceIdSchema = z
  .string()
  .trim()
  .regex(UUID_PATTERN, 'Must be a device ID (UUID)')
  .transform((id) => id.toLowerCase());

export const latSchema = z.coerce.number().finite().min(-90).max(90);
export const lngSchema = z.coerce.number().finite().min(-180).max(180);
export const accuracySchema = z.coerce.number().finite().min(0).max(1_000_000);

/** Query strings arrive as text; `_t` cache-busters are allowed everywhere. */
export const userIdQuerySchema = z.object({
  userId: deviceIdSchema,
  _t: z.string().optional(),
});
