import { describe, expect, it } from 'vitest';
import { boundingBox, compassDirection, distanceMeters, offsetMeters, roundCoordinate } from '../../shared/geo';

describe('geo helpers', () => {
  const london = { lat: 51.5007, lng: -0.1246 };

  it('measures great-circle distance', () => {
    expect(distanceMeters(london, { lat: 48.8584, lng: 2.2945 })).toBeGreaterThan(340_000);
    expect(distanceMeters(london, { lat: 48.8584, lng: 2.2945 })).toBeLessThan(342_000);
    expect(distanceMeters(london, london)).toBe(0);
  });

  it('moves points by metres consistently with the distance', () => {
    expect(distanceMeters(london, offsetMeters(london, 200, 0))).toBeCloseTo(200, 0);
    expect(distanceMeters(london, offsetMeters(london, 0, -300))).toBeCloseTo(300, 0);
  });

  it('builds a box containing the whole circle', () => {
    const box = boundingBox(london, 500);
    for (const [n, e] of [[500, 0], [-500, 0], [0, 500], [0, -500], [350, 350]] as const) {
      const p = offsetMeters(london, n, e);
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(p.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it('rounds to a number of decimals', () => {
    expect(roundCoordinate(51.500712, 3)).toBe(51.501);
    expect(roundCoordinate(-0.124634, 3)).toBe(-0.125);
  });

  it('names compass directions', () => {
    expect(compassDirection(london, offsetMeters(london, 100, 0))).toBe('N');
    expect(compassDirection(london, offsetMeters(london, 0, 100))).toBe('E');
    expect(compassDirection(london, offsetMeters(london, -100, -100))).toBe('SW');
  });
});
