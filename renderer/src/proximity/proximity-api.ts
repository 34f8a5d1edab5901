import { proximityPollResponseSchema } from '../../../shared/api/walking';
import { apiRequest } from '../api/client';

/** GET /api/proximity/poll: the caller's live walker notices, never naming the walker. */
export async function fetchProximityNotices() {
  return (await apiRequest('/api/proximity/poll', { schema: proximityPollResponseSchema })).events;
}
