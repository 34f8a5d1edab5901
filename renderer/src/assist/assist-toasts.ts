import { ASSIST_ERRORS, ASSIST_MESSAGES } from '../../../shared/api/assist';
import { ApiRequestError } from '../api/client';
import type { LocationErrorKind } from '../location/geolocation';
import type { ToastInput } from '../toasts/toast-store';

/** Toast texts of neighbour assist (spec/assist.md §8), in one place. */

const FLAG_FAILED = 'Unable to create neighbor assist request. Please try again.';
const RESPONSE_FAILED = 'Unable to submit your response. Please try again.';

/** HTTP failures read "{status}: {body text}"; without an answer from the hub, the spec's default. */
export function flagFailureToast(error: unknown): ToastInput {
  let description = FLAG_FAILED;
  if (error instanceof ApiRequestError && error.status > 0) {
    const prefix = `${error.status}:`;
    description = error.message.startsWith(prefix) ? error.message : `${prefix} ${error.message}`;
  }
  return { title: 'Failed to Flag Concern', description, variant: 'destructive' };
}

export const flagNeedsLocationToast: ToastInput = {
  title: 'Location Required',
  description: ASSIST_MESSAGES.flagNeedsLocation,
  variant: 'destructive',
};

/** The flag dialog's location failures: unsupported and denied have their own texts. */
export function flagLocationToast(kind: LocationErrorKind | null): ToastInput | null {
  if (kind === 'unsupported') {
    return { title: 'Location Error', description: 'Geolocation is not supported by this browser', variant: 'destructive' };
  }
  if (kind === 'denied') {
    return {
      title: 'Location Access Required',
      description: 'Please enable location access to flag concerns for neighbors',
      variant: 'destructive',
    };
  }
  return null;
}

export const voteNeedsLocationToast: ToastInput = {
  title: 'Vote Failed',
  description: ASSIST_MESSAGES.voteNeedsLocation,
  variant: 'destructive',
};

export function voteFailureToast(error: unknown): ToastInput {
  const description =
    error instanceof ApiRequestError && error.code !== null ? error.message : 'Your vote could not be recorded. Please try again.';
  return { title: 'Vote Failed', description, variant: 'destructive' };
}

/** The homeowner's "I'm okay" was refused because this device's home is not at the concern. */
export function isNotHomeowner(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === ASSIST_ERRORS.notHomeowner;
}

export function responseFailureToast(error: unknown): ToastInput {
  const known = error instanceof ApiRequestError && error.code !== null && error.status === 403;
  return { title: 'Response Failed', description: known ? error.message : RESPONSE_FAILED, variant: 'destructive' };
}
