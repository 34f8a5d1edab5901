import { ERROR_CODES } from '../../../shared/errors';
import { ApiRequestError } from '../api/client';
import type { ToastInput } from '../toasts/toast-store';

/** The server's own message when it sent one (an {error, message} body), else null. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && error.code !== null && error.message ? error.message : null;
}

function statusText(error: unknown): string {
  return error instanceof ApiRequestError ? String(error.status) : 'no connection to the hub';
}

/** spec/core.md §8: the cooldown text for sos_cooldown_active, else the server message or the status. */
export function sosStartFailureToast(error: unknown): ToastInput {
  if (error instanceof ApiRequestError && error.code === ERROR_CODES.sosCooldown) {
    return { title: 'SOS Failed', description: 'You must wait 10 minutes between SOS alerts for safety', variant: 'destructive' };
  }
  return {
    title: 'SOS Failed',
    description: serverMessage(error) ?? `SOS Start failed: ${statusText(error)}`,
    variant: 'destructive',
  };
}

export function sosCancelFailureToast(error: unknown): ToastInput {
  return {
    title: 'Cancel Failed',
    description: serverMessage(error) ?? `SOS Cancel failed: ${statusText(error)}`,
    variant: 'destructive',
  };
}

/** The event is over on the hub (404 unknown, 409 no longer active): nothing left to cancel here. */
export function sosAlreadyEnded(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 409);
}
