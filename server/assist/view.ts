import type { NearbyConcern, VoteType } from '../../shared/api/assist';
import { distanceMeters, roundCoordinate, type LatLng } from '../../shared/geo';
import type { ConcernRow } from './concerns-repo';
import { effectiveStatus } from './rules';

export type ConcernViewer = { id: string; position: LatLng | undefined };

/**
 * Shapes one concern for one viewer. Neighbours get the location at 3 decimals (about 110 m)
 * and a distance measured to that rounded point, so repeated queries cannot pinpoint the house;
 * the flagger sees their own precise point. Nobody but the flagger learns who flagged.
 */
export function toNearbyConcern(row: ConcernRow, viewer: ConcernViewer, myVote: VoteType | undefined, now: number): NearbyConcern {
  const isOwn = row.user_id === viewer.id;
  const rounded = { lat: roundCoordinate(row.lat, 3), lng: roundCoordinate(row.lng, 3) };
  const shown = isOwn ? { lat: row.lat, lng: row.lng } : rounded;
  return {
    eventId: row.id,
    userId: isOwn ? row.user_id : null,
    isOwn,
    severity: row.severity,
    status: effectiveStatus(row, now),
    closeReason: row.close_reason,
    message: row.message,
    locationDescription: row.location_description,
    currentVotes: row.current_votes,
    dismissVotes: row.dismiss_votes,
    escalationThreshold: row.escalation_threshold,
    radiusM: row.radius_m,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lat: shown.lat,
    lng: shown.lng,
    approximateLocation: `${rounded.lat.toFixed(3)}, ${rounded.lng.toFixed(3)}`,
    distanceM: viewer.position ? Math.round(distanceMeters(viewer.position, shown)) : null,
    escalatedSosId: row.escalated_sos_id,
    hasPhoto: row.photo_file !== null,
    photoUrl: row.photo_file !== null ? `/api/proxy-sos/${row.id}/photo` : null,
    myVote: myVote ?? null,
  };
}
