import { describe, expect, it } from 'vitest';
import { distanceText, feedCoordinates, refreshCadence, relativeAge, severityTitle } from './feed-format';
import { nextSince, pollInterval, retryDelay } from './poll-schedule';

describe('feed formatting', () => {
  const now = 1_700_000_000_000;

  it('shows the age as Just now, then minutes, then hours', () => {
    expect(relativeAge(now, now)).toBe('Just now');
    expect(relativeAge(now - 59_999, now)).toBe('Just now');
    expect(relativeAge(now - 60_000, now)).toBe('1m ago');
    expect(relativeAge(now - 59 * 60_000, now)).toBe('59m ago');
    expect(relativeAge(now - 60 * 60_000, now)).toBe('1h ago');
    expect(relativeAge(now - 25 * 60 * 60_000, now)).toBe('25h ago');
    expect(relativeAge(now + 5000, now)).toBe('Just now');
  });

  it('titles a card by severity', () => {
    expect(severityTitle('critical')).toBe('ACTIVE EMERGENCY');
    expect(severityTitle('warning')).toBe('Emergency (Warning)');
    expect(severityTitle('info')).toBe('Emergency Alert');
  });

  it('shows coordinates to 3 decimals, or that there are none', () => {
    expect(feedCoordinates({ lat: 51.50149, lng: -0.14189 })).toBe('51.501, -0.142');
    expect(feedCoordinates(null)).toBe('Location unavailable');
    expect(feedCoordinates({ lat: Number.NaN, lng: 1 })).toBe('Location unavailable');
  });

  it('describes distance and cadence', () => {
    expect(distanceText(212.4)).toBe('212 m away');
    expect(distanceText(0)).toBe('Very close to you');
    expect(distanceText(1520)).toBe('1.5 km away');
    expect(distanceText(null)).toBeNull();
    expect(refreshCadence(10_000)).toBe('Refreshes every 10 seconds');
  });
});

describe('SOS poll schedule', () => {
  it('backs off 1 s, 2 s, 4 s and never waits more than 10 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('loads everything first, then asks from 12 s before the hub clock', () => {
    expect(nextSince(null)).toBeUndefined();
    expect(nextSince(100_000)).toBe(88_000);
    expect(nextSince(5_000)).toBe(0);
  });

  it('polls every 10 s unless a test asks for a shorter interval', () => {
    expect(pollInterval(null)).toBe(10_000);
    expect(pollInterval('750')).toBe(750);
    expect(pollInterval('50')).toBe(10_000);
    expect(pollInterval('60000')).toBe(10_000);
    expect(pollInterval('soon')).toBe(10_000);
  });
});
