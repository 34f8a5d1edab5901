import { activateCardResponseSchema } from '../../../shared/api/pro';
import { ApiRequestError, apiRequest } from '../api/client';

export const CARD_CODE_MAX = 64;
export const CARD_ACTIVATION_FALLBACK = 'Failed to activate prepaid card. Please check your card code.';

/**
 * The code inside what was typed or scanned. Cards carry the bare code; a link with a
 * `code` parameter is accepted too. Spacing and dashes are left for the hub to normalise.
 */
export function cardCodeFrom(input: string): string {
  const text = input.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      const code = new URL(text).searchParams.get('code');
      if (code) return code.trim();
    } catch {
      // Not a valid URL after all: treat it as a typed code.
    }
  }
  return text.replace(/\s+/g, ' ');
}

/** The message for a failed activation: the hub's own words when it sent some. */
export function activationErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.code && error.code !== 'invalid_response' && error.message) return error.message;
  return CARD_ACTIVATION_FALLBACK;
}

export async function activatePrepaidCard(userId: string, cardCode: string) {
  return apiRequest('/api/jin/activate-card', {
    method: 'POST',
    body: { userId, cardCode },
    schema: activateCardResponseSchema,
  });
}
