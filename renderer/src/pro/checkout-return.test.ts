import { describe, expect, it } from 'vitest';
import { CHECKOUT_TOASTS, checkoutOutcome } from './checkout-return';

describe('returning from Stripe Checkout', () => {
  it('reads the outcome the hub put in the query', () => {
    expect(checkoutOutcome('?checkout=success')).toBe('success');
    expect(checkoutOutcome('?checkout=pending')).toBe('pending');
    expect(checkoutOutcome('?checkout=failed')).toBe('failed');
    expect(checkoutOutcome('?checkout=cancelled')).toBe('cancelled');
  });

  it('ignores anything else', () => {
    expect(checkoutOutcome('')).toBeNull();
    expect(checkoutOutcome('?checkout=hacked')).toBeNull();
    expect(checkoutOutcome('?other=1')).toBeNull();
  });

  it('has a toast for every outcome', () => {
    expect(CHECKOUT_TOASTS.failed.variant).toBe('destructive');
    expect(CHECKOUT_TOASTS.success.title).toBe('Payment Received');
  });
});
