import { z } from 'zod';

/** The one error shape every failing call answers with (DESIGN.md §3). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Error codes the product names; the spec's are used verbatim. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  invalidJson: 'invalid_json',
  bodyTooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  authRequired: 'authentication_required',
  deviceMismatch: 'device_mismatch',
  deviceHeaderRequired: 'device_header_required',
  forbidden: 'forbidden',
  adminRequired: 'admin_token_required',
  notFound: 'not_found',
  userNotFound: 'user_not_found',
  userExists: 'user_exists',
  contactNotFound: 'contact_not_found',
  contactExists: 'contact_exists',
  duplicateName: 'duplicate_name',
  cannotAddSelf: 'cannot_add_self',
  internal: 'internal_error',
  sosCooldown: 'sos_cooldown_active',
  proRequired: 'pro_access_required',
  serviceUnavailable: 'service_temporarily_unavailable',
  contentFlagged: 'content_flagged',
  rateLimited: 'rate_limit_exceeded',
} as const;
