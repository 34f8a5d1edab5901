import { hubStatusResponseSchema } from '../../../shared/api/hub';
import { apiRequest } from '../api/client';

/** GET /api/hub/status with the coordinator's bearer token (no device identity involved). */
export function fetchHubStatus(token: string) {
  return apiRequest('/api/hub/status', {
    schema: hubStatusResponseSchema,
    headers: { Authorization: `Bearer ${token}` },
    sendDeviceId: false,
  });
}
