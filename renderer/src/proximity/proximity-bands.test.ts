import { describe, expect, it } from 'vitest';
import type { ProximityEvent } from '../../../shared/api/walking';
import { BAND_MEMORY_MS, deriveNotices, nextBand, nextTrend, purgeBandMemory, rawBand } from './proximity-bands';
import { noticeTexts } from './proximity-text';

const now = 1_750_000_000_000;

const event = (id: string, distance: number, direction: ProximityEvent['direction'] = 'stationary'): ProximityEvent => ({
  id,
  distance,
  direction,
  createdAt: now - 30_000,
  updatedAt: now - 5_000,
  expiresAt: now + 120_000,
});

describe('distance bands', () => {
  it('puts a fresh distance in the smallest band that holds it', () => {
    expect(rawBand(0)).toBe(20);
    expect(rawBand(20)).toBe(20);
    expect(rawBand(20.5)).toBe(50);
    expect(rawBand(50)).toBe(50);
    expect(rawBand(99)).toBe(100);
    expect(rawBand(140)).toBe(100);
  });

  it('moves to a nearer band at once', () => {
    expect(nextBand(100, 45)).toBe(50);
    expect(nextBand(100, 12)).toBe(20);
    expect(nextBand(50, 19)).toBe(20);
  });

  it('widens a band only 10 m past its edge', () => {
    expect(nextBand(20, 25)).toBe(20);
    expect(nextBand(20, 30)).toBe(20);
    expect(nextBand(20, 31)).toBe(50);
    expect(nextBand(50, 58)).toBe(50);
    expect(nextBand(50, 60.5)).toBe(100);
    expect(nextBand(20, 75)).toBe(100);
  });

  it('does not flicker for a walker pacing at a band edge', () => {
    let band = nextBand(undefined, 52);
    const seen = [band];
    for (const distance of [48, 53, 49, 55, 51]) {
      band = nextBand(band, distance);
      seen.push(band);
    }
    expect(seen).toEqual([100, 50, 50, 50, 50, 50]);
  });
});

describe('trend', () => {
  it("starts from the hub's direction", () => {
    expect(nextTrend(undefined, 80, 'approaching')).toEqual({ trend: 'approaching', referenceDistance: 80 });
    expect(nextTrend(undefined, 80, 'stationary')).toEqual({ trend: 'steady', referenceDistance: 80 });
  });

  it('follows changes of more than 5 m, both ways', () => {
    const start = { trend: 'steady' as const, referenceDistance: 60 };
    expect(nextTrend(start, 54, 'stationary')).toEqual({ trend: 'approaching', referenceDistance: 54 });
    expect(nextTrend(start, 66, 'stationary')).toEqual({ trend: 'moving_away', referenceDistance: 66 });
  });

  it('keeps trend and reference for changes of 5 m or less, so slow steps add up', () => {
    const start = { trend: 'approaching' as const, referenceDistance: 60 };
    const small = nextTrend(start, 64, 'stationary');
    expect(small).toEqual(start);
    expect(nextTrend(small, 67, 'stationary')).toEqual({ trend: 'moving_away', referenceDistance: 67 });
  });

  it("takes the hub's turn when the polls saw too little change", () => {
    expect(nextTrend({ trend: 'approaching', referenceDistance: 40 }, 42, 'moving_away')).toEqual({
      trend: 'moving_away',
      referenceDistance: 42,
    });
  });
});

describe('band memory', () => {
  it('derives band and trend per notice across polls', () => {
    const first = deriveNotices([event('a', 90, 'approaching')], {}, now);
    expect(first.notices[0]).toMatchObject({ id: 'a', band: 100, trend: 'approaching' });
    const second = deriveNotices([event('a', 20, 'approaching')], first.memory, now + 15_000);
    expect(second.notices[0]).toMatchObject({ band: 20, trend: 'approaching' });
    const third = deriveNotices([event('a', 28, 'stationary')], second.memory, now + 30_000);
    expect(third.notices[0]).toMatchObject({ band: 20, trend: 'moving_away' });
    const fourth = deriveNotices([event('a', 70, 'moving_away')], third.memory, now + 45_000);
    expect(fourth.notices[0]).toMatchObject({ band: 100, trend: 'moving_away' });
  });

  it('forgets a notice unseen for 5 minutes', () => {
    const { memory } = deriveNotices([event('a', 18), event('b', 45)], {}, now);
    expect(Object.keys(purgeBandMemory(memory, now + BAND_MEMORY_MS))).toEqual(['a', 'b']);
    expect(purgeBandMemory(memory, now + BAND_MEMORY_MS + 1)).toEqual({});
    // After the purge, 25 m is judged afresh (50 m), not held at 20 m by hysteresis.
    const later = deriveNotices([event('a', 25)], memory, now + BAND_MEMORY_MS + 1);
    expect(later.notices[0]?.band).toBe(50);
    expect(Object.keys(later.memory)).toEqual(['a']);
  });

  it('lists the nearest first', () => {
    const { notices } = deriveNotices([event('far', 90), event('near', 15)], {}, now);
    expect(notices.map((notice) => notice.id)).toEqual(['near', 'far']);
  });
});

describe('proximity texts', () => {
  it('names band and trend', () => {
    expect(noticeTexts(20, 'approaching')).toEqual({
      title: 'Someone is approaching',
      text: 'A neighbour out walking is within 20 m of you and getting closer.',
      badgeText: 'Within 20 m',
      directionText: 'Approaching',
    });
    expect(noticeTexts(100, 'moving_away')).toMatchObject({ title: 'Someone is moving away', directionText: 'Moving away' });
    expect(noticeTexts(50, 'steady')).toMatchObject({ title: 'Someone is nearby', badgeText: 'Within 50 m' });
  });
});
