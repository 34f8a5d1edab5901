import { ERROR_CODES } from '../../../shared/errors';
import { ApiRequestError } from '../api/client';
import type { ToastInput } from '../toasts/toast-store';

export type Assistant = 'coach' | 'help';

const UNAVAILABLE_TITLE: Record<Assistant, string> = { coach: 'AI Coach Unavailable', help: 'AI Help Unavailable' };

/** The toast for a failed assistant call (spec/core.md §8), keyed on the hub's error code. */
export function aiErrorToast(error: unknown, assistant: Assistant): ToastInput {
  const code = error instanceof ApiRequestError ? error.code : null;
  if (code === ERROR_CODES.proRequired) {
    return { title: 'Pro Feature Required', description: 'The AI assistants are part of Pro. Upgrade on the Pro tab to use them.', variant: 'destructive' };
  }
  if (code === ERROR_CODES.serviceUnavailable) {
    return { title: 'Service Busy', description: 'The assistant is at capacity right now. Please try again in a few minutes.', variant: 'destructive' };
  }
  if (code === ERROR_CODES.contentFlagged) {
    return {
      title: 'Content Issue',
      description: 'Your question contains content that cannot be processed for safety reasons. Please rephrase it.',
      variant: 'destructive',
    };
  }
  const description = error instanceof ApiRequestError && code && code !== 'invalid_response' ? error.message : 'Please try again later.';
  return { title: UNAVAILABLE_TITLE[assistant], description, variant: 'destructive' };
}

/** A 403 pro_access_required means the tab's Pro view is out of date. */
export const needsProRecheck = (error: unknown) => error instanceof ApiRequestError && error.code === ERROR_CODES.proRequired;
