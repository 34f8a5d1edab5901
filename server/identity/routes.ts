import Router from '@koa/router';
import { createUserRequestSchema, timezoneRequestSchema, type MeResponse, type UserResponse } from '../../shared/api/users';
import { userIdQuerySchema } from '../../shared/api/common';
import { ERROR_CODES } from '../../shared/errors';
import type { HubDeps } from '../deps';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { rememberLocation } from '../location/locations-repo';
import { assertSelf, currentUser, requireResident, setSessionCookie } from './auth';
import { hashPin, pinMatches } from './secrets';
import { createSession } from './sessions-repo';
import { findUser, insertUser, setTimezone } from './users-repo';

export function identityRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>();

  /** Claim a device id; only the first claim (or the holder of its device secret) gets a session. */
  router.post('/users', (ctx) => {
    const body = parseWith(createUserRequestSchema, ctx.state.body);
    const now = deps.now();
    const pin = body.pin ? hashPin(body.pin) : undefined;
    const created = insertUser(deps.db, { id: body.id, displayName: body.displayName, pinHash: pin?.hash, pinSalt: pin?.salt }, now);
    const user = findUser(deps.db, body.id);
    if (!user) throw new HttpError(500, ERROR_CODES.internal, 'Could not create the user');

    if (!created) {
      const holdsSession = ctx.state.user?.id === user.id;
      const holdsSecret = Boolean(body.pin && user.pin_hash && user.pin_salt && pinMatches(body.pin, user.pin_hash, user.pin_salt));
      if (!holdsSession && !holdsSecret) {
        throw conflict(ERROR_CODES.userExists, 'This device ID is already registered on this hub');
      }
      if (holdsSession) {
        ctx.body = { id: user.id, displayName: user.display_name, created: false } satisfies UserResponse;
        return;
      }
    }
    setSessionCookie(ctx, deps, createSession(deps.db, user.id, now));
    if (created && body.lat !== undefined && body.lng !== undefined) {
      rememberLocation(deps.db, user.id, { lat: body.lat, lng: body.lng, accuracy: body.accuracy ?? null }, now);
    }
    ctx.status = created ? 201 : 200;
    ctx.body = { id: user.id, displayName: user.display_name, created } satisfies UserResponse;
  });

  /** Pro status and profile. Unknown ids answer 404, which the app reads as "not Pro". */
  router.get('/user/me', (ctx) => {
    const { userId } = parseWith(userIdQuerySchema, ctx.query);
    if (!ctx.state.user) {
      if (!findUser(deps.db, userId)) throw notFound(ERROR_CODES.userNotFound, 'No resident with this device ID on this hub');
      throw new HttpError(401, ERROR_CODES.authRequired, 'Open the app on this device first so the hub knows who you are');
    }
    assertSelf(ctx, userId);
    const user = currentUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      id: user.id,
      displayName: user.display_name,
      proActive: user.pro_active === 1,
      createdAt: user.created_at,
      browserTimezone: user.browser_timezone,
    } satisfies MeResponse;
  });

  router.post('/user/timezone', requireResident, (ctx) => {
    const { timezone } = parseWith(timezoneRequestSchema, ctx.state.body);
    if (!isKnownTimezone(timezone)) throw badRequest(ERROR_CODES.validation, `Unknown time zone: ${timezone}`);
    setTimezone(deps.db, currentUser(ctx).id, timezone, deps.now());
    ctx.body = { timezone };
  });

  return router;
}

function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}
