import type { NearbyConcern } from '../../shared/api/assist';
import { distanceMeters, type LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { concernsInBox, recentConcernsOf, votesOf, type ConcernRow } from './concerns-repo';
import { toNearbyConcern } from './view';

/** Closed concerns stay listed this long, so their cards can show the escalated / expired notice. */
export const CLOSED_CONCERN_VISIBLE_MS = 60 * 60 * 1000;

/**
 * The concerns a viewer at `center` sees: pending ones and recently closed ones within the
 * radius (the index narrows to a box, haversine keeps the circle), plus the viewer's own
 * wherever they are now, newest first.
 */
export function nearbyConcerns(db: Db, viewerId: string, center: LatLng, radiusM: number, now: number): NearbyConcern[] {
  const closedSince = now - CLOSED_CONCERN_VISIBLE_MS;
  const rows = new Map<string, ConcernRow>();
  for (const row of concernsInBox(db, center, radiusM, closedSince)) {
    if (distanceMeters(center, row) <= radiusM) rows.set(row.id, row);
  }
  for (const row of recentConcernsOf(db, viewerId, closedSince)) rows.set(row.id, row);
  const votes = votesOf(db, viewerId, [...rows.keys()]);
  return [...rows.values()]
    .sort((a, b) => b.created_at - a.created_at)
    .map((row) => toNearbyConcern(row, { id: viewerId, position: center }, votes.get(row.id), now));
}
