import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { outcomeOfError, outcomeOfResponse, subscribeToast } from './subscribe';

describe('subscribing to Pro', () => {
  it('welcomes a JIN subscription and keeps the new balance', () => {
    const outcome = outcomeOfResponse({ ok: true, provider: 'jin', newBalance: 0, message: 'Pro is active for one month.' });
    expect(outcome).toEqual({ kind: 'pro', newBalance: 0, message: 'Pro is active for one month.' });
    expect(subscribeToast(outcome)).toMatchObject({ title: 'Welcome to Pro' });
  });

  it('sends the resident to Stripe Checkout when the hub answers with a URL', () => {
    const outcome = outcomeOfResponse({ ok: false, provider: 'stripe', action: 'checkout', url: 'https://checkout.stripe.com/x' });
    expect(outcome).toEqual({ kind: 'checkout', url: 'https://checkout.stripe.com/x' });
    expect(subscribeToast(outcome)).toBeNull();
  });

  it('shows Payment Unavailable with the hub’s message on 402', () => {
    const outcome = outcomeOfError(new ApiRequestError(402, 'payment_unavailable', 'Top up with a prepaid card.'));
    expect(subscribeToast(outcome)).toEqual({ title: 'Payment Unavailable', description: 'Top up with a prepaid card.', variant: 'destructive' });
  });

  it('says Upgrade Failed for anything else', () => {
    for (const outcome of [
      outcomeOfError(new ApiRequestError(500, 'internal_error', 'boom')),
      outcomeOfError(new TypeError('Failed to fetch')),
      outcomeOfResponse({ ok: false, provider: null }),
    ]) {
      expect(subscribeToast(outcome)).toMatchObject({ title: 'Upgrade Failed', description: 'Please try again later.' });
    }
  });
});
