import {
  sosCancelResponseSchema,
  sosPollResponseSchema,
  type SosStartRequest,
  sosStartResponseSchema,
} from '../../../shared/api/sos';
import { apiRequest } from '../api/client';

/** POST /api/sos/start: 201 with the event id, 429 sos_cooldown_active inside the cooldown. */
export function requestSosStart(body: SosStartRequest) {
  return apiRequest('/api/sos/start', { method: 'POST', body, schema: sosStartResponseSchema });
}

/** POST /api/sos/cancel: owner only (403), active only (409). */
export function requestSosCancel(eventId: string) {
  return apiRequest('/api/sos/cancel', { method: 'POST', body: { eventId }, schema: sosCancelResponseSchema });
}

export type SosPollParams = {
  /** ms; omitted on the first full load (active events and the last 24 h). */
  since?: number;
  /** The viewer's position; left out when Share Location is off. */
  position?: { lat: number; lng: number } | null;
  signal?: AbortSignal;
};

/** GET /api/sos/poll?since&lat&lng */
export function requestSosPoll({ since, position, signal }: SosPollParams) {
  const query = new URLSearchParams();
  if (since !== undefined) query.set('since', String(Math.max(0, Math.floor(since))));
  if (position) {
    query.set('lat', String(position.lat));
    query.set('lng', String(position.lng));
  }
  query.set('_t', String(Date.now()));
  return apiRequest(`/api/sos/poll?${query}`, { schema: sosPollResponseSchema, signal });
}
