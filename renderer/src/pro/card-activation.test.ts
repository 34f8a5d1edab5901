import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { activationErrorText, CARD_ACTIVATION_FALLBACK, cardCodeFrom } from './card-activation';

describe('prepaid card codes', () => {
  it('trims what was typed and leaves dashes for the hub to normalise', () => {
    expect(cardCodeFrom('  abcd-EFGH-1234  ')).toBe('abcd-EFGH-1234');
    expect(cardCodeFrom('ABCD  EFGH\n1234')).toBe('ABCD EFGH 1234');
    expect(cardCodeFrom('   ')).toBe('');
  });

  it('takes the code out of a link that carries one', () => {
    expect(cardCodeFrom('https://hub.local/redeem?code=ABCD-EFGH')).toBe('ABCD-EFGH');
    expect(cardCodeFrom('https://hub.local/redeem')).toBe('https://hub.local/redeem');
  });
});

describe('card activation errors', () => {
  it('shows the hub’s message', () => {
    const error = new ApiRequestError(404, 'card_not_found', 'This card code is not valid. Check the code and try again.');
    expect(activationErrorText(error)).toBe('This card code is not valid. Check the code and try again.');
    expect(activationErrorText(new ApiRequestError(429, 'rate_limit_exceeded', 'Too many wrong card codes.'))).toBe('Too many wrong card codes.');
  });

  it('falls back to the spec’s sentence when there is no message', () => {
    expect(activationErrorText(new TypeError('Failed to fetch'))).toBe(CARD_ACTIVATION_FALLBACK);
    expect(activationErrorText(new ApiRequestError(502, null, '502: Bad gateway'))).toBe(CARD_ACTIVATION_FALLBACK);
    expect(CARD_ACTIVATION_FALLBACK).toBe('Failed to activate prepaid card. Please check your card code.');
  });
});
