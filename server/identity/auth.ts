import type { Next } from 'koa';
import { SESSION_COOKIE } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/errors';
import { isUuid, normalizeId } from '../../shared/ids';
import type { HubDeps } from '../deps';
import { HttpError, badRequest, forbidden } from '../http/errors';
import type { HubContext } from '../http/types';
import { createSession, userForSession } from './sessions-repo';
import { findUser, insertUser } from './users-repo';

const SESSION_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/** Paths that manage identity themselves, or are not a resident's business at all. */
function bypassesIdentityChecks(path: string): boolean {
  return (
    path === '/api/users' ||
    path === '/api/health' ||
    path === '/api/stripe/webhook' ||
    path.startsWith('/api/hub/') ||
    path === '/api/hub'
  );
}

export function setSessionCookie(ctx: HubContext, deps: HubDeps, token: string): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
    maxAge: SESSION_MAX_AGE_MS,
    path: '/',
    overwrite: true,
  });
}

/**
 * Resolves who is calling (DESIGN.md §3): the session cookie names the user; X-Device-ID must
 * agree with it; an unclaimed X-Device-ID without a session is claimed on the spot.
 */
export function identityMiddleware(deps: HubDeps) {
  return async (ctx: HubContext, next: Next) => {
    if (!ctx.path.startsWith('/api')) return next();
    const header = ctx.get('x-device-id').trim();
    if (header && !isUuid(header)) throw badRequest('invalid_device_id', 'X-Device-ID must be a device ID (UUID)');
    const deviceId = header ? normalizeId(header) : undefined;
    ctx.state.deviceId = deviceId;

    const token = ctx.cookies.get(SESSION_COOKIE);
    const user = token ? userForSession(deps.db, token, deps.now()) : undefined;
    if (bypassesIdentityChecks(ctx.path)) {
      ctx.state.user = user;
      return next();
    }
    if (user) {
      if (deviceId && deviceId !== user.id) {
        throw forbidden(ERROR_CODES.deviceMismatch, 'X-Device-ID does not match this session');
      }
      ctx.state.user = user;
    } else if (deviceId && !findUser(deps.db, deviceId)) {
      ctx.state.user = claimOnDemand(ctx, deps, deviceId);
    }
    return next();
  };
}

function claimOnDemand(ctx: HubContext, deps: HubDeps, id: string) {
  const now = deps.now();
  insertUser(deps.db, { id, displayName: 'User' }, now);
  const user = findUser(deps.db, id);
  if (!user) throw new HttpError(500, ERROR_CODES.internal, 'Could not create the user');
  setSessionCookie(ctx, deps, createSession(deps.db, id, now));
  return user;
}

/**
 * Route guard for resident calls: a session is required, and state-changing calls must carry
 * X-Device-ID. Cross-site pages cannot set that header without CORS, which the hub never grants.
 */
export async function requireResident(ctx: HubContext, next: Next) {
  if (!ctx.state.user) {
    throw new HttpError(401, ERROR_CODES.authRequired, 'Open the app on this device first so the hub knows who you are');
  }
  const reads = ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS';
  if (!reads && !ctx.state.deviceId) {
    throw forbidden(ERROR_CODES.deviceHeaderRequired, 'State-changing calls must send the X-Device-ID header');
  }
  return next();
}

/** The signed-in resident; only call behind requireResident. */
export function currentUser(ctx: HubContext) {
  const user = ctx.state.user;
  if (!user) throw new HttpError(401, ERROR_CODES.authRequired, 'Authentication required');
  return user;
}

/** Every userId in a body, query or path must be the caller's own (403 forbidden). */
export function assertSelf(ctx: HubContext, userId: string): void {
  if (currentUser(ctx).id !== userId) {
    throw forbidden(ERROR_CODES.forbidden, 'You can only act for your own device');
  }
}
