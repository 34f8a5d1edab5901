import Router from '@koa/router';
import {
  sosEventIdSchema,
  sosPollQuerySchema,
  sosStartRequestSchema,
  type SosPollResponse,
  type SosStartResponse,
} from '../../shared/api/sos';
import { ERROR_CODES } from '../../shared/errors';
import type { HubDeps } from '../deps';
import { HttpError, conflict, forbidden, notFound } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { assertSelf, currentUser, requireResident } from '../identity/auth';
import { getHubSettings } from '../hub-settings/hub-settings-repo';
import { lastKnownLocation } from '../location/nearby';
import { rememberLocation, rememberPolledLocation } from '../location/locations-repo';
import { getSettings } from '../settings/settings-repo';
import { pollSos } from './poll';
import { endSos, findSos, isRecipient, recordSirenStop, sirenStopped, type SosRow } from './sos-repo';
import { startSos } from './start-sos';

export function sosRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/sos' });
  router.use(requireResident);

  router.post('/start', (ctx) => {
    const body = parseWith(sosStartRequestSchema, ctx.state.body);
    assertSelf(ctx, body.deviceId);
    const user = currentUser(ctx);
    const now = deps.now();
    const location = { lat: body.lat, lng: body.lng, accuracy: body.accuracy };
    if (getSettings(deps.db, user.id).shareLocation) {
      rememberLocation(deps.db, user.id, { ...location, accuracy: body.accuracy ?? null }, now);
    }
    const result = startSos(deps.db, {
      userId: user.id,
      location,
      message: body.message,
      allowStreet: body.allowStreet,
      radiusM: getHubSettings(deps.db).sosRadiusM,
      now,
    });
    if (!result.ok) {
      ctx.set('Retry-After', String(Math.ceil((result.cooldownExpiresAt - now) / 1000)));
      throw new HttpError(429, ERROR_CODES.sosCooldown, 'You must wait 10 minutes between SOS alerts for safety');
    }
    for (const eventId of result.superseded) deps.events.emit('sos-ended', { eventId, status: 'inactive' });
    deps.events.emit('sos-started', { eventId: result.event.id, userId: user.id, recipients: result.recipients });
    ctx.status = 201;
    ctx.body = {
      eventId: result.event.id,
      status: result.event.status,
      createdAt: result.event.created_at,
      expiresAt: result.event.expires_at,
      cooldownExpiresAt: result.event.cooldown_expires_at,
      recipients: result.recipients.length,
    } satisfies SosStartResponse;
  });

  router.post('/cancel', (ctx) => {
    const { eventId } = parseWith(sosEventIdSchema, ctx.state.body);
    const event = findSos(deps.db, eventId);
    if (!event) throw notFound('sos_not_found', 'No such SOS event');
    if (event.user_id !== currentUser(ctx).id) throw forbidden(ERROR_CODES.forbidden, 'Only the person who sent an SOS can cancel it');
    if (!endSos(deps.db, eventId, 'cancelled', deps.now())) {
      throw conflict('sos_not_active', `This SOS is already ${event.status}`);
    }
    deps.events.emit('sos-ended', { eventId, status: 'cancelled' });
    ctx.body = { eventId, status: 'cancelled' };
  });

  router.get('/poll', (ctx) => {
    const query = parseWith(sosPollQuerySchema, ctx.query);
    const user = currentUser(ctx);
    const now = deps.now();
    const settings = getSettings(deps.db, user.id);
    let position = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    // One transaction for the position and the poll's deliveries: a single commit per poll.
    const events = deps.db.transaction(() => {
      if (position && settings.shareLocation) rememberPolledLocation(deps.db, user.id, { ...position, accuracy: null }, now);
      // Without a position in the query, the last one the hub kept still lets street alerts find the viewer.
      if (!position && settings.shareLocation) position = lastKnownLocation(deps.db, user.id);
      return pollSos(deps.db, { id: user.id, proActive: user.pro_active === 1, notifications: settings.notifications, position }, query.since, now);
    })();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { events, serverTime: now } satisfies SosPollResponse;
  });

  router.post('/siren/cancel', (ctx) => {
    const { eventId } = parseWith(sosEventIdSchema, ctx.state.body);
    const userId = currentUser(ctx).id;
    const event = visibleEvent(deps, eventId, userId);
    const count = recordSirenStop(deps.db, event.id, userId, deps.now());
    ctx.body = { eventId, sirenStopped: true, cancelSirenCount: count ?? findSos(deps.db, eventId)!.cancel_siren_count };
  });

  router.get('/siren/status', (ctx) => {
    const { eventId } = parseWith(sosEventIdSchema, ctx.query);
    const userId = currentUser(ctx).id;
    visibleEvent(deps, eventId, userId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { eventId, sirenStopped: sirenStopped(deps.db, eventId, userId) };
  });

  return router;
}

/** An event the user sent or received; anything else is answered as if it did not exist. */
function visibleEvent(deps: HubDeps, eventId: string, userId: string): SosRow {
  const event = findSos(deps.db, eventId);
  if (!event || (event.user_id !== userId && !isRecipient(deps.db, eventId, userId))) {
    throw notFound('sos_not_found', 'No such SOS event');
  }
  return event;
}
