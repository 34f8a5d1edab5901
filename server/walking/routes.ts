import Router from '@koa/router';
import {
  WALKING_ERRORS,
  proximityPreferencesUpdateSchema,
  walkBeatRequestSchema,
} from '../../shared/api/walking';
import type { HubDeps } from '../deps';
import { conflict } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { currentUser, requireResident } from '../identity/auth';
import { getSettings } from '../settings/settings-repo';
import { processBeat } from './beat';
import { getPreferences, updatePreferences } from './exclusions-repo';
import { noticesFor } from './proximity-repo';
import { activeWalkOf, startWalk, stopWalk } from './walks-repo';

/** Walking sessions under /api/walk: start, beat (about every 10 s), stop. */
export function walkRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/walk' });
  router.use(requireResident);

  router.post('/start', (ctx) => {
    const { walk, resumed } = startWalk(deps.db, currentUser(ctx).id, deps.now());
    ctx.status = resumed ? 200 : 201;
    ctx.body = { sessionId: walk.id, startedAt: walk.started_at, resumed };
  });

  router.post('/beat', (ctx) => {
    const beat = parseWith(walkBeatRequestSchema, ctx.state.body);
    const user = currentUser(ctx);
    const walk = activeWalkOf(deps.db, user.id);
    if (!walk) throw conflict(WALKING_ERRORS.walkNotActive, 'Start a walk before sending its position');
    const now = deps.now();
    const notified = processBeat(deps.db, { walk, position: beat, shareLocation: getSettings(deps.db, user.id).shareLocation, now });
    if (notified.length > 0) deps.events.emit('proximity-changed', { userIds: notified });
    ctx.body = { sessionId: walk.id, beatAt: now };
  });

  router.post('/stop', (ctx) => {
    const sessionId = stopWalk(deps.db, currentUser(ctx).id, deps.now());
    ctx.body = { sessionId: sessionId ?? null, stopped: sessionId !== undefined };
  });

  return router;
}

/** Proximity notices and the recipient's exclusions under /api/proximity. */
export function proximityRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/proximity' });
  router.use(requireResident);

  router.get('/poll', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { events: noticesFor(deps.db, currentUser(ctx).id, deps.now()) };
  });

  router.get('/preferences', (ctx) => {
    ctx.body = { preferences: getPreferences(deps.db, currentUser(ctx).id) };
  });

  router.put('/preferences', (ctx) => {
    const update = parseWith(proximityPreferencesUpdateSchema, ctx.state.body);
    ctx.body = { preferences: updatePreferences(deps.db, currentUser(ctx).id, update, deps.now()) };
  });

  return router;
}
