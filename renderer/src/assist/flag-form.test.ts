import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { flagFailureToast, flagLocationToast, responseFailureToast } from './assist-toasts';
import { flagRequestBody, INITIAL_FLAG_FORM, validateFlagForm } from './flag-form';

const valid = { ...INITIAL_FLAG_FORM, message: '  Smoke from the garage at no. 12  ', locationDescription: ' 12 Elm St ' };

describe('flag concern form', () => {
  it('starts at the spec defaults: warning, 3 votes, 30 minutes', () => {
    expect(INITIAL_FLAG_FORM).toMatchObject({ severity: 'warning', escalationThreshold: '3', expiresInMinutes: '30' });
  });

  it('accepts a complete form and builds the trimmed request', () => {
    expect(validateFlagForm(valid)).toEqual({});
    expect(flagRequestBody({ ...valid, severity: 'critical' }, { lat: 1, lng: 2 }, { data: 'AAAA', mime: 'image/jpeg' })).toEqual({
      message: 'Smoke from the garage at no. 12',
      locationDescription: '12 Elm St',
      severity: 'critical',
      lat: 1,
      lng: 2,
      radiusM: 200,
      expiresInMinutes: 30,
      escalationThreshold: 3,
      photo: { data: 'AAAA', mime: 'image/jpeg' },
    });
  });

  it('checks the text lengths with the spec texts', () => {
    expect(validateFlagForm({ ...valid, message: 'short' }).message).toMatch(/at least 10/);
    expect(validateFlagForm({ ...valid, message: 'x'.repeat(501) }).message).toMatch(/at most 500/);
    expect(validateFlagForm({ ...valid, locationDescription: ' abc ' }).locationDescription).toBe('Please provide a location description');
    expect(validateFlagForm({ ...valid, locationDescription: 'x'.repeat(101) }).locationDescription).toBe(
      'Location must be under 100 characters',
    );
  });

  it('keeps the votes needed within 1–10 and the expiry within 15–120 minutes', () => {
    expect(validateFlagForm({ ...valid, escalationThreshold: '0' }).escalationThreshold).toBeDefined();
    expect(validateFlagForm({ ...valid, escalationThreshold: '11' }).escalationThreshold).toBeDefined();
    expect(validateFlagForm({ ...valid, escalationThreshold: '2.5' }).escalationThreshold).toBeDefined();
    expect(validateFlagForm({ ...valid, escalationThreshold: '10' })).toEqual({});
    expect(validateFlagForm({ ...valid, expiresInMinutes: '14' }).expiresInMinutes).toBeDefined();
    expect(validateFlagForm({ ...valid, expiresInMinutes: '121' }).expiresInMinutes).toBeDefined();
    expect(validateFlagForm({ ...valid, expiresInMinutes: '' }).expiresInMinutes).toBeDefined();
    expect(validateFlagForm({ ...valid, expiresInMinutes: '120' })).toEqual({});
  });
});

describe('assist toasts', () => {
  it('shows HTTP failures of flagging as the status followed by the body text', () => {
    const json = new ApiRequestError(429, 'too_many_pending_concerns', 'You already have 3 pending concerns');
    expect(flagFailureToast(json)).toMatchObject({ title: 'Failed to Flag Concern', description: '429: You already have 3 pending concerns' });
    const text = new ApiRequestError(502, null, '502: Bad Gateway');
    expect(flagFailureToast(text).description).toBe('502: Bad Gateway');
    expect(flagFailureToast(new TypeError('Failed to fetch')).description).toBe(
      'Unable to create neighbor assist request. Please try again.',
    );
  });

  it('names the flag-specific location problems', () => {
    expect(flagLocationToast('denied')).toMatchObject({
      title: 'Location Access Required',
      description: 'Please enable location access to flag concerns for neighbors',
    });
    expect(flagLocationToast('unsupported')).toMatchObject({ title: 'Location Error', description: 'Geolocation is not supported by this browser' });
    expect(flagLocationToast('timeout')).toBeNull();
  });

  it('keeps the generic response failure text unless the hub explains a refusal', () => {
    expect(responseFailureToast(new TypeError('offline')).description).toBe('Unable to submit your response. Please try again.');
    expect(responseFailureToast(new ApiRequestError(403, 'not_homeowner', 'Only the resident…')).description).toBe('Only the resident…');
  });
});
