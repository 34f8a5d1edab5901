import { z } from 'zod';
import type { ToastInput } from '../toasts/toast-store';
import type { LocationErrorKind } from './geolocation';

/**
 * Where a location came from: a fresh browser fix, the last good fix kept on this device, or the
 * hub's neighbourhood centre (spec/assist.md §8 fallback chain).
 */
export type LocationSource = 'gps' | 'cached' | 'neighborhood-center';

export type ResolvedLocation = {
  lat: number;
  lng: number;
  /** Metres; null when the browser did not say. */
  accuracy: number | null;
  /** When the fix was taken (ms). */
  timestamp: number;
  source: LocationSource;
};

/** A cached fix is good for a day (spec/assist.md §9). */
export const CACHED_LOCATION_TTL_MS = 24 * 60 * 60 * 1000;
/** The neighbourhood centre stands for the whole area: about a kilometre. */
export const AREA_CENTER_ACCURACY_M = 1000;

const cachedLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timestamp: z.number(),
  accuracy: z.number().nullable(),
  source: z.string(),
});
export type CachedLocation = z.infer<typeof cachedLocationSchema>;

/** The cached fix as stored, or null when it is missing, malformed, from the future or older than 24 h. */
export function parseCachedLocation(raw: unknown, now: number): CachedLocation | null {
  const parsed = cachedLocationSchema.safeParse(raw);
  if (!parsed.success) return null;
  const age = now - parsed.data.timestamp;
  return age >= 0 && age <= CACHED_LOCATION_TTL_MS ? parsed.data : null;
}

export function areaCenterLocation(center: { lat: number; lng: number }, now: number): ResolvedLocation {
  return { lat: center.lat, lng: center.lng, accuracy: AREA_CENTER_ACCURACY_M, timestamp: now, source: 'neighborhood-center' };
}

/** After a failed fix: the cached location if still valid, then the neighbourhood centre, else nothing. */
export function fallbackLocation(input: {
  cached: unknown;
  center: { lat: number; lng: number } | null;
  now: number;
}): ResolvedLocation | null {
  const cached = parseCachedLocation(input.cached, input.now);
  if (cached) return { lat: cached.lat, lng: cached.lng, accuracy: cached.accuracy, timestamp: cached.timestamp, source: 'cached' };
  return input.center ? areaCenterLocation(input.center, input.now) : null;
}

/** The toast for a failed fix (spec/core.md §8); `fallback` says whether a fallback location is in use. */
export function locationProblemToast(kind: LocationErrorKind, fallback: boolean): ToastInput {
  if (kind === 'unsupported') {
    return { title: 'Location Error', description: 'Geolocation is not supported by this browser', variant: 'destructive' };
  }
  if (kind === 'denied') {
    return {
      title: 'Location Access Required',
      description: 'Please enable location access for emergency features',
      variant: 'destructive',
    };
  }
  return {
    title: 'Location Failed',
    description: fallback ? 'Unable to get location. Using fallback.' : 'Unable to get location.',
    variant: 'destructive',
  };
}

const SOURCE_LABELS: Record<LocationSource, string> = {
  gps: 'Current location',
  cached: 'Last known location',
  'neighborhood-center': 'Neighbourhood centre',
};

export function sourceLabel(source: LocationSource): string {
  return SOURCE_LABELS[source];
}

/** "Current location (±12 m)", for the toasts that tell which source is in use. */
export function describeLocation(location: ResolvedLocation): string {
  const accuracy = location.accuracy === null ? '' : ` (±${Math.round(location.accuracy)} m)`;
  return `${sourceLabel(location.source)}${accuracy}`;
}

/** Coordinates as "lat, lng" with a fixed number of decimals (3 in the feed, 4 on the SOS tab, 6 in the alert). */
export function formatCoordinates(lat: number, lng: number, decimals: number): string {
  return `${lat.toFixed(decimals)}, ${lng.toFixed(decimals)}`;
}
