import Router from '@koa/router';
import { hubSettingsUpdateSchema, maskSecrets, type PublicConfig } from '../../shared/api/config';
import type { HubDeps } from '../deps';
import { requireAdmin } from '../hub/admin-token';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { requireResident } from '../identity/auth';
import { getHubSettings, updateHubSettings } from './hub-settings-repo';

/** GET /api/config for residents; GET/PUT /api/hub/settings for the coordinator. */
export function hubSettingsRoutes(deps: HubDeps, adminToken: string): Router<HubState> {
  const router = new Router<HubState>();

  router.get('/config', requireResident, (ctx) => {
    const settings = getHubSettings(deps.db);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      neighborhoodCenter: settings.neighborhoodCenter,
      mapTileUrl: settings.mapTileUrl,
      mapAttribution: settings.mapAttribution,
      sosRadiusM: settings.sosRadiusM,
      recordingRetentionDays: settings.recordingRetentionDays,
    } satisfies PublicConfig;
  });

  router.get('/hub/settings', requireAdmin(adminToken), (ctx) => {
    ctx.body = { settings: maskSecrets(getHubSettings(deps.db)) };
  });

  router.put('/hub/settings', requireAdmin(adminToken), (ctx) => {
    const update = parseWith(hubSettingsUpdateSchema, ctx.state.body);
    ctx.body = { settings: maskSecrets(updateHubSettings(deps.db, update, deps.now())) };
  });

  return router;
}
