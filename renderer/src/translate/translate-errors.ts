import { ERROR_CODES } from '../../../shared/errors';
import { ApiRequestError } from '../api/client';
import type { ToastInput } from '../toasts/toast-store';

export type TranslationFailure = {
  /** Shown under the control. */
  inline: string;
  toast: ToastInput;
};

const FIXED_TEXTS: Record<string, string> = {
  [ERROR_CODES.rateLimited]: 'Translation rate limit reached. Please wait a minute.',
  [ERROR_CODES.serviceUnavailable]: 'Translation service temporarily unavailable. Please try again later.',
  [ERROR_CODES.authRequired]: 'Please log in to use translation features.',
};

/** The texts for a failed translation (spec/assist.md §8), keyed on the hub's error code. */
export function translationFailure(error: unknown): TranslationFailure {
  const code = error instanceof ApiRequestError ? error.code : null;
  if (code === ERROR_CODES.proRequired) {
    return {
      inline: 'Translation requires Pro subscription',
      toast: { title: 'Pro Feature Required', description: 'Translation is available for Pro users only', variant: 'destructive' },
    };
  }
  const fixed = code ? FIXED_TEXTS[code] : undefined;
  const serverMessage = error instanceof ApiRequestError && code && code !== 'invalid_response' ? error.message : null;
  const text = fixed ?? serverMessage ?? 'Translation failed';
  return { inline: text, toast: { title: 'Translation Failed', description: text, variant: 'destructive' } };
}
