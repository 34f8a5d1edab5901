import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { languageOrDefault } from './languages';
import { requestTranslation } from './request-translation';
import { translationFailure } from './translate-errors';

// The device identity store writes to localStorage, which this Node environment lacks.
vi.mock('../identity/identity-store', () => ({
  useIdentityStore: { getState: () => ({ userId: '11111111-1111-4111-8111-111111111111' }) },
}));

const failing = (error: unknown) => ({ translate: vi.fn(async () => Promise.reject(error)), toast: vi.fn() });

describe('translation failures', () => {
  it('tells a non-Pro resident that translation needs Pro, inline and in a toast', async () => {
    const deps = failing(new ApiRequestError(403, 'pro_access_required', 'Translation requires Pro subscription'));
    await expect(requestTranslation('Help!', 'zh', 'sos', deps)).resolves.toEqual({
      ok: false,
      inline: 'Translation requires Pro subscription',
    });
    expect(deps.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Translation is available for Pro users only' }));
  });

  it('uses the spec’s sentences for rate limits, outages and missing sessions', () => {
    expect(translationFailure(new ApiRequestError(429, 'rate_limit_exceeded', 'x')).inline).toBe(
      'Translation rate limit reached. Please wait a minute.',
    );
    expect(translationFailure(new ApiRequestError(503, 'service_temporarily_unavailable', 'x')).inline).toBe(
      'Translation service temporarily unavailable. Please try again later.',
    );
    expect(translationFailure(new ApiRequestError(401, 'authentication_required', 'x')).inline).toBe(
      'Please log in to use translation features.',
    );
  });

  it('otherwise shows the hub’s message, or "Translation failed"', () => {
    expect(translationFailure(new ApiRequestError(400, 'validation_failed', 'Text can be at most 500 characters')).inline).toBe(
      'Text can be at most 500 characters',
    );
    expect(translationFailure(new TypeError('Failed to fetch')).inline).toBe('Translation failed');
  });
});

describe('a successful translation', () => {
  it('returns the text and says Translation Complete', async () => {
    const deps = { translate: vi.fn(async () => ({ text: '救命！' })), toast: vi.fn() };
    await expect(requestTranslation('Help!', 'zh', 'sos', deps)).resolves.toEqual({ ok: true, text: '救命！' });
    expect(deps.translate).toHaveBeenCalledWith('Help!', 'zh', 'sos');
    expect(deps.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Translation Complete' }));
  });
});

describe('the language preference', () => {
  it('defaults to zh and accepts only supported codes', () => {
    expect(languageOrDefault(null)).toBe('zh');
    expect(languageOrDefault('xx')).toBe('zh');
    expect(languageOrDefault('fr')).toBe('fr');
    expect(languageOrDefault('en')).toBe('en');
  });
});
