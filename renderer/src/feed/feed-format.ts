import type { Severity } from '../../../shared/api/sos';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** 'Just now' under a minute, then 'Nm ago', then 'Nh ago' (spec/core.md §2). */
export function relativeAge(createdAt: number, now: number): string {
  const age = Math.max(0, now - createdAt);
  if (age < MINUTE_MS) return 'Just now';
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)}m ago`;
  return `${Math.floor(age / HOUR_MS)}h ago`;
}

/** Card title by severity (spec/core.md §2). */
export function severityTitle(severity: Severity): string {
  if (severity === 'critical') return 'ACTIVE EMERGENCY';
  if (severity === 'warning') return 'Emergency (Warning)';
  return 'Emergency Alert';
}

const SEVERITY_BADGES: Record<Severity, string> = { critical: 'Critical', warning: 'Warning', info: 'Info' };

export function severityBadge(severity: Severity): string {
  return SEVERITY_BADGES[severity];
}

/** Feed coordinates: 3 decimals, or 'Location unavailable' when there are none to show. */
export function feedCoordinates(location: { lat: number; lng: number } | null | undefined): string {
  if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return 'Location unavailable';
  return `${location.lat.toFixed(3)}, ${location.lng.toFixed(3)}`;
}

/** "Refreshes every 10 seconds" from the poll interval. */
export function refreshCadence(intervalMs: number): string {
  const seconds = Math.round(intervalMs / 1000);
  return seconds <= 1 ? 'Refreshes every second' : `Refreshes every ${seconds} seconds`;
}

/** "250 m away", "1.2 km away". */
export function distanceText(distanceM: number | null): string | null {
  if (distanceM === null) return null;
  // Under 50 m the figure is within GPS error (and 0 for rounded locations): say so in words.
  if (distanceM < 50) return 'Very close to you';
  return distanceM < 1000 ? `${Math.round(distanceM)} m away` : `${(distanceM / 1000).toFixed(1)} km away`;
}
