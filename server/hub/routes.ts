import Router from '@koa/router';
import type { HubStatus } from '../../shared/api/hub';
import type { HubDeps } from '../deps';
import type { HubState } from '../http/types';
import { countUsers } from '../identity/users-repo';
import { requireAdmin } from './admin-token';

export type HubInfo = {
  version: string;
  startedAt: number;
  urls: () => string[];
  tlsFingerprint256: string | null;
};

/** Coordinator API under /api/hub, admin token only. */
export function hubRoutes(deps: HubDeps, adminToken: string, info: HubInfo): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/hub' });
  router.use(requireAdmin(adminToken));

  router.get('/status', (ctx) => {
    const now = deps.now();
    ctx.body = {
      ok: true,
      version: info.version,
      startedAt: info.startedAt,
      uptimeSec: Math.round((now - info.startedAt) / 1000),
      urls: info.urls(),
      tls: { enabled: info.tlsFingerprint256 !== null, fingerprint256: info.tlsFingerprint256 },
      residents: countUsers(deps.db),
    } satisfies HubStatus;
  });

  return router;
}
