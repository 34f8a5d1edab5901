import type { ZodType } from 'zod';
import { hubStatusResponseSchema } from '../../../shared/api/hub';
import { apiErrorSchema } from '../../../shared/errors';
import { ApiRequestError, apiRequest } from '../api/client';
import { useHubSession } from './hub-session';

type HubRequestOptions<T> = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; schema: ZodType<T>; signal?: AbortSignal };

function authHeader(): Record<string, string> {
  const { token } = useHubSession.getState();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Any 401 means the token is wrong or gone: switch the whole page to "open the printed link". */
function noticeRefusal(error: unknown): never {
  if (error instanceof ApiRequestError && error.status === 401) useHubSession.getState().refuse();
  throw error;
}

/** One call to /api/hub/* with the coordinator's bearer token (no device identity involved). */
export async function hubRequest<T>(path: string, options: HubRequestOptions<T>): Promise<T> {
  try {
    return await apiRequest(path, { ...options, headers: authHeader(), sendDeviceId: false });
  } catch (error) {
    return noticeRefusal(error);
  }
}

/** A binary answer (recording, backup, CSV) with the token: <a> and <audio> cannot send headers. */
export async function hubBlob(path: string): Promise<Blob> {
  const response = await fetch(path, { headers: authHeader(), cache: 'no-store' });
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
    const error = body.success
      ? new ApiRequestError(response.status, body.data.error, body.data.message)
      : new ApiRequestError(response.status, null, `The hub answered ${response.status}`);
    return noticeRefusal(error);
  }
  return response.blob();
}

/** GET /api/hub/status */
export function fetchHubStatus() {
  return hubRequest('/api/hub/status', { schema: hubStatusResponseSchema });
}
