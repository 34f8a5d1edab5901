import Router from '@koa/router';
import Koa from 'koa';
import type { Next } from 'koa';
import { PHOTO_BODY_LIMIT_BYTES } from '../shared/constants';
import { contactRoutes } from './contacts/routes';
import type { HubDeps } from './deps';
import { hubRoutes, type HubInfo } from './hub/routes';
import { readJsonBody } from './http/body';
import { errorMiddleware } from './http/errors';
import { serveWebApp } from './http/static';
import type { HubContext, HubState } from './http/types';
import { identityMiddleware } from './identity/auth';
import { identityRoutes } from './identity/routes';
import { settingsRoutes } from './settings/routes';
import { hubSettingsRoutes } from './hub-settings/routes';
import { sosRoutes } from './sos/routes';
import { assistRoutes } from './assist/routes';
import { familyRoutes, homeRoutes } from './walking/household-routes';
import { proximityRoutes, walkRoutes } from './walking/routes';
import { proRoutes } from './pro/routes';
import { aiRoutes } from './ai/routes';
import { translateRoutes } from './ai/translate-routes';
import { AiService } from './ai/service';
import { proAdminRoutes } from './pro/admin-routes';
import { audioRoutes } from './audio/routes';
import { commandRoutes } from './command/routes';
import type { AudioRelay } from './audio/relay';
import type { RoomTokens } from './audio/room-tokens';

/** Routes whose bodies may carry a photo (base64); everything else is capped at 64 KB. */
const PHOTO_ROUTES = new Set(['/api/proxy-sos']);
const RAW_BODY_ROUTES = new Set(['/api/stripe/webhook']);

export type AppOptions = {
  deps: HubDeps;
  adminToken: string;
  info: HubInfo;
  webRoot: string;
  relay: AudioRelay;
  roomTokens: RoomTokens;
};

/** Builds the Koa app without listening, so tests and the Electron shell share it. */
export function buildApp({ deps, adminToken, info, webRoot, relay, roomTokens }: AppOptions): Koa<HubState> {
  const app = new Koa<HubState>();
  const ai = new AiService(deps);
  app.silent = true;
  app.use(errorMiddleware(deps.log));
  app.use(securityHeaders);
  app.use(async (ctx: HubContext, next: Next) => {
    const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.method !== 'OPTIONS';
    if (hasBody && ctx.path.startsWith('/api') && !RAW_BODY_ROUTES.has(ctx.path)) {
      ctx.state.body = await readJsonBody(ctx, PHOTO_ROUTES.has(ctx.path) ? PHOTO_BODY_LIMIT_BYTES : undefined);
    }
    return next();
  });
  app.use(identityMiddleware(deps));

  const api = new Router<HubState>({ prefix: '/api' });
  api.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true, version: info.version, time: deps.now() };
  });
  for (const router of [
    identityRoutes(deps),
    settingsRoutes(deps),
    contactRoutes(deps),
    hubSettingsRoutes(deps, adminToken),
    sosRoutes(deps),
    assistRoutes(deps),
    walkRoutes(deps),
    proximityRoutes(deps),
    homeRoutes(deps),
    familyRoutes(deps),
    audioRoutes(deps, roomTokens, relay, adminToken),
    proRoutes(deps),
    aiRoutes(deps, ai),
    translateRoutes(deps, ai),
    proAdminRoutes(deps, adminToken),
    hubRoutes(deps, adminToken, info),
    commandRoutes(deps, adminToken, info, relay),
  ]) {
    api.use(router.routes(), router.allowedMethods({ throw: true }));
  }
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true }));
  app.use(serveWebApp(webRoot));
  return app;
}

async function securityHeaders(ctx: HubContext, next: Next) {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  // Listener URLs carry room ids: never leak them to another site through Referer.
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Permissions-Policy', 'geolocation=(self), camera=(self), microphone=(self)');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  await next();
}
