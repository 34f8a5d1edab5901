import Router from '@koa/router';
import { settingsUpdateSchema } from '../../shared/api/settings';
import type { HubDeps } from '../deps';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { currentUser, requireResident } from '../identity/auth';
import { forgetLocation } from '../location/locations-repo';
import { getSettings, updateSettings } from './settings-repo';

export function settingsRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>();
  router.use('/settings', requireResident);

  router.get('/settings', (ctx) => {
    ctx.body = { settings: getSettings(deps.db, currentUser(ctx).id) };
  });

  router.put('/settings', (ctx) => {
    const update = parseWith(settingsUpdateSchema, ctx.state.body);
    const userId = currentUser(ctx).id;
    const settings = updateSettings(deps.db, userId, update, deps.now());
    // Turning Share Location off also drops the position the hub kept (DESIGN.md §4).
    if (!settings.shareLocation) forgetLocation(deps.db, userId);
    ctx.body = { settings };
  });

  return router;
}
