import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Next } from 'koa';
import type { HubContext } from './types';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>NeighborWatch hub</title>
<body style="font-family:system-ui;max-width:36rem;margin:3rem auto;line-height:1.5">
<h1>The hub is running</h1><p>The web app has not been built yet. Run <code>npm run build:web</code> (or <code>npm start</code>, which builds it) and reload.</p></body>`;

/**
 * Serves the built web app. Hashed assets are cached for a year; everything else that is not
 * an API or socket path gets index.html, so /sos-listen/{roomId} and /hub load the app.
 */
export function serveWebApp(webRoot: string) {
  const root = normalize(webRoot + sep);
  return async (ctx: HubContext, next: Next) => {
    if (ctx.path.startsWith('/api') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const file = resolveFile(root, ctx.path);
    if (file) {
      const isHashedAsset = ctx.path.startsWith('/assets/');
      ctx.set('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (ctx.path === '/sw.js') ctx.set('Service-Worker-Allowed', '/');
      ctx.type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      ctx.length = statSync(file).size;
      ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
      return;
    }
    // A missing asset is a real 404; any other path is a client-side route.
    if (extname(ctx.path) && ctx.path !== '/index.html') return next();
    const index = join(root, 'index.html');
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = existsSync(index) ? createReadStream(index) : NOT_BUILT_PAGE;
  };
}

function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root)) return undefined;
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}
