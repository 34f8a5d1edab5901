import { describe, expect, it } from 'vitest';
import {
  AREA_CENTER_ACCURACY_M,
  CACHED_LOCATION_TTL_MS,
  describeLocation,
  fallbackLocation,
  formatCoordinates,
  locationProblemToast,
  parseCachedLocation,
} from './resolved-location';

const now = 1_700_000_000_000;
const cached = { lat: 51.5, lng: -0.12, timestamp: now - 60_000, accuracy: 15, source: 'gps' };
const center = { lat: 51.49, lng: -0.1 };

describe('location fallback chain', () => {
  it('uses the cached location first, marked as cached', () => {
    expect(fallbackLocation({ cached, center, now })).toEqual({
      lat: 51.5,
      lng: -0.12,
      accuracy: 15,
      timestamp: now - 60_000,
      source: 'cached',
    });
  });

  it('falls back to the neighbourhood centre with 1000 m accuracy when the cache is missing or older than 24 h', () => {
    const expected = { lat: 51.49, lng: -0.1, accuracy: AREA_CENTER_ACCURACY_M, timestamp: now, source: 'neighborhood-center' };
    expect(fallbackLocation({ cached: null, center, now })).toEqual(expected);
    const old = { ...cached, timestamp: now - CACHED_LOCATION_TTL_MS - 1 };
    expect(fallbackLocation({ cached: old, center, now })).toEqual(expected);
  });

  it('has nothing when there is neither a cache nor a centre', () => {
    expect(fallbackLocation({ cached: 'garbage', center: null, now })).toBeNull();
  });

  it('refuses malformed or future cache entries', () => {
    expect(parseCachedLocation({ lat: 91, lng: 0, timestamp: now, accuracy: null, source: 'gps' }, now)).toBeNull();
    expect(parseCachedLocation({ ...cached, timestamp: now + 60_000 }, now)).toBeNull();
    expect(parseCachedLocation({ ...cached, lat: '51.5' }, now)).toBeNull();
    expect(parseCachedLocation(cached, now)).toEqual(cached);
  });

  it('picks the toast by failure kind', () => {
    expect(locationProblemToast('unsupported', false)).toMatchObject({
      title: 'Location Error',
      description: 'Geolocation is not supported by this browser',
    });
    expect(locationProblemToast('denied', true)).toMatchObject({
      title: 'Location Access Required',
      description: 'Please enable location access for emergency features',
    });
    expect(locationProblemToast('timeout', true)).toMatchObject({
      title: 'Location Failed',
      description: 'Unable to get location. Using fallback.',
    });
    expect(locationProblemToast('unavailable', false).description).toBe('Unable to get location.');
  });

  it('formats coordinates and says which source is in use', () => {
    expect(formatCoordinates(51.123456789, -0.5, 4)).toBe('51.1235, -0.5000');
    expect(describeLocation({ lat: 0, lng: 0, accuracy: 12.4, timestamp: now, source: 'gps' })).toBe('Current location (±12 m)');
    expect(describeLocation({ lat: 0, lng: 0, accuracy: 1000, timestamp: now, source: 'neighborhood-center' })).toBe(
      'Neighbourhood centre (±1000 m)',
    );
  });
});
