import { subscribeResponseSchema, type SubscribeResponse } from '../../../shared/api/pro';
import { ApiRequestError, apiRequest } from '../api/client';
import type { ToastInput } from '../toasts/toast-store';

/** What an 'Upgrade to Pro' click led to. */
export type SubscribeOutcome =
  | { kind: 'pro'; newBalance: number | null; message: string }
  | { kind: 'checkout'; url: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'failed' };

const PAYMENT_UNAVAILABLE_FALLBACK = 'Card payments are not available. Top up with a prepaid JIN card instead.';

/** Reads a subscribe answer (spec/core.md §3, DESIGN.md §9). */
export function outcomeOfResponse(response: SubscribeResponse): SubscribeOutcome {
  if (response.ok && response.provider === 'jin') {
    return { kind: 'pro', newBalance: response.newBalance ?? null, message: response.message ?? 'Pro is active for one month.' };
  }
  if (response.provider === 'stripe' && response.action === 'checkout' && response.url) return { kind: 'checkout', url: response.url };
  return { kind: 'failed' };
}

/** HTTP 402 means payment is unavailable; anything else is a plain failure. */
export function outcomeOfError(error: unknown): SubscribeOutcome {
  if (error instanceof ApiRequestError && error.status === 402) {
    return { kind: 'unavailable', message: error.code ? error.message : PAYMENT_UNAVAILABLE_FALLBACK };
  }
  return { kind: 'failed' };
}

export async function subscribeToPro(userId: string): Promise<SubscribeOutcome> {
  try {
    const response = await apiRequest('/api/subscriptions/subscribe', {
      method: 'POST',
      body: { userId },
      schema: subscribeResponseSchema,
    });
    return outcomeOfResponse(response);
  } catch (error) {
    return outcomeOfError(error);
  }
}

/** The toast for an outcome; a checkout navigates away, so it gets none. */
export function subscribeToast(outcome: SubscribeOutcome): ToastInput | null {
  switch (outcome.kind) {
    case 'pro':
      return { title: 'Welcome to Pro', description: outcome.message, variant: 'success' };
    case 'checkout':
      return null;
    case 'unavailable':
      return { title: 'Payment Unavailable', description: outcome.message, variant: 'destructive' };
    case 'failed':
      return { title: 'Upgrade Failed', description: 'Please try again later.', variant: 'destructive' };
  }
}
