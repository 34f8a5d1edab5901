import { describe, expect, it } from 'vitest';
import { DEFAULT_PROXIMITY_PREFERENCES, type ProximityPreferences } from '../../shared/api/walking';
import { offsetMeters } from '../../shared/geo';
import { openDatabase } from '../../server/db/database';
import { excludedByRecipient, planNotice, trendOf, type CurrentNotice } from '../../server/walking/proximity';
import { FRESH_NEIGHBOURS_SQL } from '../../server/walking/proximity-repo';

const home = { lat: 59.3293, lng: 18.0686 };
const north = (m: number) => offsetMeters(home, m, 0);
const recipient = (preferences: Partial<ProximityPreferences> = {}) => ({
  position: home,
  home: undefined,
  preferences: { ...DEFAULT_PROXIMITY_PREFERENCES, ...preferences },
  sameHousehold: false,
});

describe('proximity trend', () => {
  it('needs more than 5 m of change', () => {
    expect(trendOf(undefined, 50)).toBe('stationary');
    expect(trendOf(50, 45)).toBe('stationary');
    expect(trendOf(50, 44.9)).toBe('approaching');
    expect(trendOf(50, 55.1)).toBe('moving_away');
  });
});

describe('proximity notice plan', () => {
  const live = (direction: CurrentNotice['direction'], trendDistance: number, lastNotifiedNorth: number): CurrentNotice => ({
    direction,
    trendDistance,
    lastNotified: north(lastNotifiedNorth),
  });

  it('starts a notice with the trend from the previous beat', () => {
    const plan = planNotice({ walker: north(80), previousWalker: north(95), recipient: recipient(), current: undefined });
    expect(plan).toMatchObject({ kind: 'notice', direction: 'approaching' });
    expect(plan.distance).toBeCloseTo(80, 0);
  });

  it('keeps quiet under 60 m of walking, updates on a turn, and notices again after 60 m', () => {
    expect(planNotice({ walker: north(40), previousWalker: north(50), recipient: recipient(), current: live('approaching', 50, 90) }).kind).toBe('keep');
    expect(planNotice({ walker: north(60), previousWalker: north(50), recipient: recipient(), current: live('approaching', 50, 90) }).kind).toBe('turn');
    expect(planNotice({ walker: north(20), previousWalker: north(40), recipient: recipient(), current: live('approaching', 40, 90) }).kind).toBe('notice');
  });

  it('lets slow steps add up to a trend instead of resetting the reference each beat', () => {
    const first = planNotice({ walker: north(47), previousWalker: north(50), recipient: recipient(), current: live('approaching', 50, 50) });
    expect(first).toMatchObject({ kind: 'keep', direction: 'stationary', trendDistance: 50 });
    const second = planNotice({ walker: north(44), previousWalker: north(47), recipient: recipient(), current: live('stationary', 50, 50) });
    expect(second).toMatchObject({ kind: 'turn', direction: 'approaching' });
  });

  it('for approach-only recipients starts only approaching notices and withdraws one that turns away', () => {
    const prefs = recipient({ approachOnly: true });
    expect(planNotice({ walker: north(80), previousWalker: undefined, recipient: prefs, current: undefined }).kind).toBe('none');
    expect(planNotice({ walker: north(80), previousWalker: north(70), recipient: prefs, current: undefined }).kind).toBe('none');
    expect(planNotice({ walker: north(80), previousWalker: north(90), recipient: prefs, current: undefined }).kind).toBe('notice');
    expect(planNotice({ walker: north(80), previousWalker: north(70), recipient: prefs, current: live('approaching', 70, 70) }).kind).toBe('withdraw');
  });
});

describe('recipient exclusions', () => {
  it('leave out household members and walkers inside the home radius', () => {
    expect(excludedByRecipient(north(60), recipient())).toBe(false);
    expect(excludedByRecipient(north(60), { ...recipient(), sameHousehold: true })).toBe(true);
    expect(excludedByRecipient(north(60), { ...recipient({ excludeHousehold: false }), sameHousehold: true })).toBe(false);
    expect(excludedByRecipient(north(49), { ...recipient(), home })).toBe(true);
    expect(excludedByRecipient(north(51), { ...recipient(), home })).toBe(false);
    expect(excludedByRecipient(north(10), { ...recipient({ excludeSelfHouseRadiusM: 0 }), home })).toBe(false);
  });

  it('find fresh neighbours through the R*Tree', () => {
    const db = openDatabase(':memory:');
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${FRESH_NEIGHBOURS_SQL}`).all({ minLat: 0, maxLat: 1, minLng: 0, maxLng: 1, freshSince: 0, walkerId: 'w' }) as {
      detail: string;
    }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/SCAN i VIRTUAL TABLE INDEX/);
    expect(details).not.toMatch(/SCAN l\b/);
  });
});
