import type { ProximityDirection, ProximityEvent } from '../../../shared/api/walking';

/**
 * Distance bands and trend of proximity notices (spec/assist.md §4, §9), as pure functions.
 * The hub sends a distance; the resident sees "within 20 / 50 / 100 m", which should not flicker
 * when a walker hovers around a band edge.
 */

export const BANDS = [20, 50, 100] as const;
export type Band = (typeof BANDS)[number];
/** A walker must be this far past a band's edge before the band widens. */
export const BAND_HYSTERESIS_M = 10;
/** A notice unseen this long is forgotten: its next appearance starts fresh. */
export const BAND_MEMORY_MS = 5 * 60 * 1000;
/** A radial change beyond this is a trend. */
export const TREND_THRESHOLD_M = 5;

export type Trend = 'approaching' | 'moving_away' | 'steady';

/** The band of a distance with no history: the smallest band that contains it (100 m beyond). */
export function rawBand(distance: number): Band {
  return BANDS.find((band) => distance <= band) ?? 100;
}

/**
 * The band after a new distance. Moving closer changes the band at once (a nearer walker is news);
 * moving out keeps the band until the distance is more than 10 m past its edge. A walker pacing
 * at 48–53 m therefore stays "within 50 m" instead of flickering to 100 and back.
 */
export function nextBand(previous: Band | undefined, distance: number): Band {
  const raw = rawBand(distance);
  if (previous === undefined || raw <= previous) return raw;
  return BANDS.find((band) => band >= previous && distance <= band + BAND_HYSTERESIS_M) ?? 100;
}

export type TrendMemory = { trend: Trend; referenceDistance: number };

const fromDirection = (direction: ProximityDirection): Trend => (direction === 'stationary' ? 'steady' : direction);

/**
 * The trend after a new distance: approaching when it fell by more than 5 m since the reference,
 * moving away when it rose by more than 5 m. Smaller changes keep the reference, so slow walking
 * still adds up. With no history, or when the polls saw too little change, the hub's direction
 * (worked out on every beat, so finer than a 15 s poll) decides, unless it says stationary.
 */
export function nextTrend(previous: TrendMemory | undefined, distance: number, direction: ProximityDirection): TrendMemory {
  if (!previous) return { trend: fromDirection(direction), referenceDistance: distance };
  const change = distance - previous.referenceDistance;
  if (change < -TREND_THRESHOLD_M) return { trend: 'approaching', referenceDistance: distance };
  if (change > TREND_THRESHOLD_M) return { trend: 'moving_away', referenceDistance: distance };
  const hub = fromDirection(direction);
  if (hub !== 'steady' && hub !== previous.trend) return { trend: hub, referenceDistance: distance };
  return previous;
}

export type BandMemoryEntry = TrendMemory & { band: Band; seenAt: number };
export type BandMemory = Readonly<Record<string, BandMemoryEntry>>;

/** Forgets notices not seen for 5 minutes. */
export function purgeBandMemory(memory: BandMemory, now: number): BandMemory {
  return Object.fromEntries(Object.entries(memory).filter(([, entry]) => now - entry.seenAt <= BAND_MEMORY_MS));
}

export type DerivedNotice = {
  id: string;
  distance: number;
  band: Band;
  trend: Trend;
  createdAt: number;
  updatedAt: number;
};

/** One poll's notices with band and trend, plus the memory for the next poll (purged first). */
export function deriveNotices(
  events: readonly ProximityEvent[],
  memory: BandMemory,
  now: number,
): { notices: DerivedNotice[]; memory: BandMemory } {
  const next: Record<string, BandMemoryEntry> = { ...purgeBandMemory(memory, now) };
  const notices = events.map((event): DerivedNotice => {
    const known = next[event.id];
    const band = nextBand(known?.band, event.distance);
    const trend = nextTrend(known, event.distance, event.direction);
    next[event.id] = { ...trend, band, seenAt: now };
    return { id: event.id, distance: event.distance, band, trend: trend.trend, createdAt: event.createdAt, updatedAt: event.updatedAt };
  });
  notices.sort((a, b) => a.distance - b.distance || b.updatedAt - a.updatedAt);
  return { notices, memory: next };
}
