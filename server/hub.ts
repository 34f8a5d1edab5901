import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase, type Db } from './db/database';
import type { HubDeps, HubIntegrations } from './deps';
import type { HubSettings } from '../shared/api/config';
import { updateHubSettings } from './hub-settings/hub-settings-repo';
import { HubEvents } from './events';
import { startJobs } from './jobs/scheduler';
import { sosExpiryJob } from './sos/expiry-job';
import { concernExpiryJob, concernPhotoRetentionJob } from './assist/jobs';
import { walkingCleanupJob } from './walking/jobs';
import { AudioRelay } from './audio/relay';
import { PushChannel } from './realtime/push';
import { RoomTokens } from './audio/room-tokens';
import { recordingRetentionJob } from './audio/retention-job';
import { renewalJob } from './pro/renewal-job';
import { syncKnowledge } from './ai/knowledge';
import { knowledgeSyncJob } from './ai/knowledge-job';
import { loadOrCreateAdminToken } from './hub/admin-token';
import type { Logger } from './http/errors';
import { lanAddresses, loadTls } from './tls/certificate';

export type HubOptions = {
  /** Folder for the database, certificate, admin token and recordings. */
  dataDir: string;
  /** 0 picks a free port. Default 8443. */
  port?: number;
  /** Default 0.0.0.0 (every interface, so phones on the LAN can connect). */
  host?: string;
  /** HTTPS with the hub's self-signed certificate (default), the coordinator's own files, or plain HTTP behind a proxy. */
  tls?: boolean | { certFile: string; keyFile: string };
  /** Runtime assets (resources/). Default: resources/ next to the package. */
  resourcesDir?: string;
  /** Folder of the built web app. Default dist/web next to the package. */
  webRoot?: string;
  /** Injected clock, for tests of expiry and renewals. */
  now?: () => number;
  log?: Logger;
  synchronous?: 'NORMAL' | 'FULL';
  /** Hub settings to apply at start (the headless hub's environment variables). */
  settings?: Partial<HubSettings>;
  integrations?: HubIntegrations;
};

export type Hub = {
  /** The coordinator's local address (https://localhost:PORT, or the bound host). */
  url: string;
  /** Addresses residents open: one per LAN interface (or the bound host). */
  urls: string[];
  port: number;
  adminToken: string;
  tlsFingerprint256: string | null;
  /** Absolute path of the data folder. */
  dataDir: string;
  db: Db;
  events: HubEvents;
  relay: AudioRelay;
  push: PushChannel;
  /** Runs the periodic jobs now (expiry and the like); tests pair it with an injected clock. */
  runJobs(): void;
  close(): Promise<void>;
};

/** The folder holding package.json, found upward from here: server/ in development, out/main when bundled. */
const packageRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
})();

export const HUB_VERSION: string = (() => {
  try {
    return JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version;
  } catch {
    return '0.0.0';
  }
})();

/** Starts a complete hub: database, HTTP(S) API, web app. Nothing listens until this is called. */
export async function createHub(options: HubOptions): Promise<Hub> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const host = options.host ?? '0.0.0.0';
  const tlsOption = options.tls ?? true;
  const tls = tlsOption === false ? null : await loadTls(dataDir, tlsOption === true ? undefined : tlsOption);
  const db = openDatabase(join(dataDir, 'neighborwatch.db'), { synchronous: options.synchronous });
  const adminToken = loadOrCreateAdminToken(dataDir);
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const deps: HubDeps = {
    db,
    now,
    log,
    dataDir,
    resourcesDir: options.resourcesDir ?? join(packageRoot, 'resources'),
    secureCookies: tls !== null,
    events: new HubEvents(),
    integrations: options.integrations ?? {},
  };
  if (options.settings && Object.keys(options.settings).length > 0) updateHubSettings(db, options.settings, now());
  syncKnowledge(db, deps.resourcesDir, now());

  const scheme = tls ? 'https' : 'http';
  let port = options.port ?? 8443;
  const wildcard = host === '0.0.0.0' || host === '::';
  const urls = () =>
    wildcard ? lanAddresses().map((address) => `${scheme}://${address}:${port}`) : [`${scheme}://${host}:${port}`];

  const roomTokens = new RoomTokens(now);
  const relay = new AudioRelay(deps, roomTokens);
  const push = new PushChannel(deps);
  const app = buildApp({
    deps,
    adminToken,
    relay,
    roomTokens,
    webRoot: options.webRoot ?? join(packageRoot, 'dist', 'web'),
    info: { version: HUB_VERSION, startedAt: now(), urls, tlsFingerprint256: tls?.fingerprint256 ?? null },
  });
  const server: Server = tls
    ? createHttpsServer({ key: tls.key, cert: tls.cert }, app.callback())
    : createHttpServer(app.callback());
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/pcm-audio-ws') relay.handleUpgrade(req, socket, head);
    else if (path === '/events-ws') push.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  // Phones keep connections open; don't let a half-open socket pin the hub at shutdown.
  server.keepAliveTimeout = 30_000;
  server.headersTimeout = 35_000;

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  port = (server.address() as AddressInfo).port;

  const jobs = startJobs([sosExpiryJob(deps), concernExpiryJob(deps), concernPhotoRetentionJob(deps), walkingCleanupJob(deps), recordingRetentionJob(deps), renewalJob(deps), knowledgeSyncJob(deps)], now, log);
  let closed = false;
  return {
    url: `${scheme}://${wildcard ? 'localhost' : host}:${port}`,
    get urls() {
      const list = urls();
      return list.length > 0 ? list : [`${scheme}://localhost:${port}`];
    },
    port,
    adminToken,
    tlsFingerprint256: tls?.fingerprint256 ?? null,
    dataDir,
    db,
    relay,
    push,
    events: deps.events,
    runJobs: jobs.runAll,
    async close() {
      if (closed) return;
      closed = true;
      jobs.stop();
      relay.close();
      push.close();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
