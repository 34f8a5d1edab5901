import Router from '@koa/router';
import { createReadStream } from 'node:fs';
import {
  backupNameSchema,
  incidentsQuerySchema,
  timelineParamsSchema,
  type Backup,
  type IncidentsResponse,
} from '../../shared/api/command';
import type { HubDeps } from '../deps';
import type { AudioRelay } from '../audio/relay';
import { requireAdmin } from '../hub/admin-token';
import type { HubInfo } from '../hub/routes';
import { notFound } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { createBackup, findBackup, listBackups } from './backups';
import { incidentsCsv } from './csv';
import { dataUsage } from './data-usage';
import { allIncidents, listIncidents } from './incidents-repo';
import { hubOverview } from './overview';
import { concernTimeline, sosTimeline } from './timeline';

/** The coordinator's command centre: overview, incident board and timelines, backups, export. */
export function commandRoutes(deps: HubDeps, adminToken: string, info: HubInfo, relay: AudioRelay): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/hub' });
  router.use(requireAdmin(adminToken));
  // One backup at a time: two requests in the same millisecond must not share a file name.
  let backupQueue: Promise<unknown> = Promise.resolve();

  router.get('/overview', (ctx) => {
    ctx.body = hubOverview(deps.db, info, relay.stats(), deps.now());
  });

  router.get('/incidents', (ctx) => {
    const { since } = parseWith(incidentsQuerySchema, ctx.query);
    const now = deps.now();
    ctx.body = { incidents: listIncidents(deps.db, now, since), serverTime: now } satisfies IncidentsResponse;
  });

  router.get('/incidents/:kind/:id/timeline', (ctx) => {
    const { kind, id } = parseWith(timelineParamsSchema, ctx.params);
    const timeline = kind === 'sos' ? sosTimeline(deps.db, id) : concernTimeline(deps.db, id);
    if (!timeline) throw notFound('incident_not_found', kind === 'sos' ? 'No such SOS event' : 'No such concern');
    ctx.body = timeline;
  });

  router.post('/backup', async (ctx) => {
    const run = backupQueue.then(() => createBackup(deps.db, deps.dataDir, deps.now()));
    backupQueue = run.catch(() => undefined);
    const backup: Backup = await run;
    deps.log.info(`[hub] backup written: ${backup.file} (${backup.bytes} bytes)`);
    ctx.status = 201;
    ctx.body = backup;
  });

  router.get('/backups', (ctx) => {
    ctx.body = { backups: listBackups(deps.dataDir) };
  });

  router.get('/backups/:name', (ctx) => {
    const { name } = parseWith(backupNameSchema, ctx.params);
    const backup = findBackup(deps.dataDir, name);
    if (!backup) throw notFound('backup_not_found', 'No backup with this name');
    ctx.type = 'application/vnd.sqlite3';
    ctx.length = backup.bytes;
    ctx.attachment(backup.name);
    ctx.body = createReadStream(backup.file);
  });

  router.get('/export/incidents.csv', (ctx) => {
    const day = new Date(deps.now()).toISOString().slice(0, 10);
    ctx.type = 'text/csv; charset=utf-8; header=present';
    ctx.attachment(`neighborwatch-incidents-${day}.csv`);
    ctx.body = incidentsCsv(allIncidents(deps.db));
  });

  router.get('/data', (ctx) => {
    ctx.body = dataUsage(deps.dataDir, deps.db.name);
  });

  return router;
}
