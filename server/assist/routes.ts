import Router from '@koa/router';
import {
  ASSIST_ERRORS,
  PROXY_NEARBY_MAX_M,
  ackRequestSchema,
  concernIdParamSchema,
  createConcernRequestSchema,
  nearbyConcernsQuerySchema,
  photoQuerySchema,
  voteRequestSchema,
  type AckResponse,
  type CreateConcernResponse,
  type NearbyConcernsResponse,
  type VoteResponse,
} from '../../shared/api/assist';
import type { LatLng } from '../../shared/geo';
import type { HubDeps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { assertSelf, currentUser, requireResident } from '../identity/auth';
import { rememberPolledLocation } from '../location/locations-repo';
import { lastKnownLocation } from '../location/nearby';
import { getSettings } from '../settings/settings-repo';
import { findHome } from '../walking/home-repo';
import { acknowledgeConcern, castVote, type AnswerResult } from './answers';
import { findConcern } from './concerns-repo';
import { createConcern } from './create-concern';
import { announceEscalation } from './escalate';
import { nearbyConcerns } from './nearby-concerns';
import { readPhoto } from './photo';
import { isHomeowner, withinReach } from './rules';
import { toNearbyConcern } from './view';

/** Neighbour assist (proxy SOS) under /api/proxy-sos: flag, list nearby, vote, answer, photo. */
export function assistRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/proxy-sos' });
  router.use(requireResident);

  router.post('/', (ctx) => {
    const body = parseWith(createConcernRequestSchema, ctx.state.body);
    if (body.userId) assertSelf(ctx, body.userId);
    const user = currentUser(ctx);
    const concern = createConcern(deps, user.id, body);
    deps.events.emit('concern-changed', { concernId: concern.id });
    ctx.status = 201;
    ctx.body = toNearbyConcern(concern, { id: user.id, position: undefined }, undefined, deps.now()) satisfies CreateConcernResponse;
  });

  router.get('/nearby', (ctx) => {
    const query = parseWith(nearbyConcernsQuerySchema, ctx.query);
    if (query.userId) assertSelf(ctx, query.userId);
    const user = currentUser(ctx);
    const now = deps.now();
    const position = { lat: query.lat, lng: query.lng };
    if (query.fallback !== '1' && getSettings(deps.db, user.id).shareLocation) rememberPolledLocation(deps.db, user.id, { ...position, accuracy: null }, now);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { events: nearbyConcerns(deps.db, user.id, position, query.radius, now) } satisfies NearbyConcernsResponse;
  });

  router.post('/:id/vote', (ctx) => {
    const { id } = parseWith(concernIdParamSchema, ctx.params);
    const body = parseWith(voteRequestSchema, ctx.state.body);
    if (body.userId) assertSelf(ctx, body.userId);
    const result = castVote(deps.db, {
      concernId: id,
      voterId: currentUser(ctx).id,
      voteType: body.voteType,
      note: body.note,
      evidenceType: body.evidence?.type,
      position: { lat: body.lat, lng: body.lng },
      now: deps.now(),
    });
    announce(deps, result);
    const { concern } = result;
    ctx.body = {
      eventId: concern.id,
      status: concern.status,
      currentVotes: concern.current_votes,
      dismissVotes: concern.dismiss_votes,
      escalationThreshold: concern.escalation_threshold,
      escalatedSosId: concern.escalated_sos_id,
    } satisfies VoteResponse;
  });

  router.post('/:id/ack', (ctx) => {
    const { id } = parseWith(concernIdParamSchema, ctx.params);
    const body = parseWith(ackRequestSchema, ctx.state.body);
    if (body.userId) assertSelf(ctx, body.userId);
    const userId = currentUser(ctx).id;
    const result = acknowledgeConcern(deps.db, {
      concernId: id,
      userId,
      action: body.action,
      note: body.note,
      position: positionOf(deps, userId, body),
      now: deps.now(),
    });
    announce(deps, result);
    ctx.body = {
      eventId: result.concern.id,
      action: body.action,
      status: result.concern.status,
      escalatedSosId: result.concern.escalated_sos_id,
    } satisfies AckResponse;
  });

  router.get('/:id/photo', (ctx) => {
    const { id } = parseWith(concernIdParamSchema, ctx.params);
    const query = parseWith(photoQuerySchema, ctx.query);
    const userId = currentUser(ctx).id;
    const concern = findConcern(deps.db, id);
    if (!concern) throw notFound(ASSIST_ERRORS.concernNotFound, 'No such concern');
    const allowed =
      concern.user_id === userId ||
      isHomeowner(concern, findHome(deps.db, userId)) ||
      withinReach(concern, positionOf(deps, userId, query));
    if (!allowed) {
      throw forbidden(ASSIST_ERRORS.outOfRange, `Photos are shown only to neighbours within ${PROXY_NEARBY_MAX_M} meters`);
    }
    const bytes = concern.photo_file && concern.photo_mime ? readPhoto(deps.dataDir, concern.photo_file) : undefined;
    if (!bytes || !concern.photo_mime) throw notFound(ASSIST_ERRORS.photoNotFound, 'This concern has no photo');
    ctx.set('Cache-Control', 'private, no-store');
    // Served from the hub's own origin: never let an uploaded file run as a document.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Content-Disposition', 'inline');
    ctx.type = concern.photo_mime;
    ctx.body = bytes;
  });

  return router;
}

/** Where the caller is: the position they sent, else the last one the hub kept for them. */
function positionOf(deps: HubDeps, userId: string, sent: { lat?: number; lng?: number }): LatLng | undefined {
  if (sent.lat !== undefined && sent.lng !== undefined) return { lat: sent.lat, lng: sent.lng };
  const known = lastKnownLocation(deps.db, userId);
  return known && { lat: known.lat, lng: known.lng };
}

function announce(deps: HubDeps, result: AnswerResult): void {
  if (result.escalation) announceEscalation(deps, result.escalation);
  else deps.events.emit('concern-changed', { concernId: result.concern.id });
}
