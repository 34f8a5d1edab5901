import {
  ackResponseSchema,
  createConcernResponseSchema,
  nearbyConcernsResponseSchema,
  PROXY_NEARBY_MAX_M,
  voteResponseSchema,
  type AckRequest,
  type CreateConcernRequest,
  type VoteRequest,
} from '../../../shared/api/assist';
import type { LatLng } from '../../../shared/geo';
import { apiRequest } from '../api/client';

/** The neighbour-assist calls (spec/assist.md §7), parsed with the shared schemas. */

export function flagConcern(body: CreateConcernRequest) {
  return apiRequest('/api/proxy-sos', { method: 'POST', body, schema: createConcernResponseSchema });
}

/** `fallback`: the position is not a live fix (cached, or the neighbourhood centre), so the hub must not keep it. */
export async function fetchNearbyConcerns(position: LatLng, fallback = false) {
  const query = new URLSearchParams({
    lat: String(position.lat),
    lng: String(position.lng),
    radius: String(PROXY_NEARBY_MAX_M),
    ...(fallback ? { fallback: '1' } : {}),
  });
  return (await apiRequest(`/api/proxy-sos/nearby?${query}`, { schema: nearbyConcernsResponseSchema })).events;
}

export function voteOnConcern(eventId: string, body: VoteRequest) {
  return apiRequest(`/api/proxy-sos/${encodeURIComponent(eventId)}/vote`, { method: 'POST', body, schema: voteResponseSchema });
}

export function answerConcern(eventId: string, body: AckRequest) {
  return apiRequest(`/api/proxy-sos/${encodeURIComponent(eventId)}/ack`, { method: 'POST', body, schema: ackResponseSchema });
}
