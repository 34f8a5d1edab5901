import type { ParameterizedContext } from 'koa';
import type { UserRow } from '../identity/users-repo';

/** What the middleware chain learns about a request before the route runs. */
export type HubState = {
  /** The resident behind the session cookie (or auto-created from X-Device-ID). */
  user?: UserRow;
  /** The X-Device-ID header, normalised, when sent. */
  deviceId?: string;
  /** The parsed JSON body (validated by each route with its schema). */
  body?: unknown;
};

export type HubContext = ParameterizedContext<HubState>;
