import type { ZodType } from 'zod';
import { DEVICE_HEADER } from '../../../shared/constants';
import { apiErrorSchema } from '../../../shared/errors';
import { storedDeviceId } from '../identity/device-id';

/** A failed call: the HTTP status plus the server's {error, message} when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type RequestOptions<T> = {
  method?: HttpMethod;
  body?: unknown;
  /** The shared zod schema the response is parsed with. */
  schema: ZodType<T>;
  headers?: Record<string, string>;
  /** Send X-Device-ID (default true); the command centre authenticates by token instead. */
  sendDeviceId?: boolean;
  signal?: AbortSignal;
};

async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: fall through to the generic text.
  }
  const body = apiErrorSchema.safeParse(parsed);
  if (body.success) return new ApiRequestError(response.status, body.data.error, body.data.message);
  return new ApiRequestError(response.status, null, `${response.status}: ${text || response.statusText}`);
}

/** One call to the hub's /api: cookie session, X-Device-ID header, JSON in and out. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const deviceId = options.sendDeviceId === false ? null : storedDeviceId();
  if (deviceId) headers[DEVICE_HEADER] = deviceId;

  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    cache: 'no-store',
    signal: options.signal,
  });
  if (!response.ok) throw await errorFromResponse(response);

  const json: unknown = await response.json().catch(() => null);
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'invalid_response', `Unexpected response from ${path}`);
  }
  return parsed.data;
}

/** The message to show a person for a failed call, with a fallback for non-API errors. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}
