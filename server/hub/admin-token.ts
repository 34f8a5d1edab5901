import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Next } from 'koa';
import { ERROR_CODES } from '../../shared/errors';
import { HttpError } from '../http/errors';
import type { HubContext } from '../http/types';
import { newToken, sameSecret } from '../identity/secrets';

const TOKEN_FILE = 'admin-token';

/** The coordinator's token: generated on first start, kept owner-only in the data dir. */
export function loadOrCreateAdminToken(dataDir: string): string {
  const file = join(dataDir, TOKEN_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const token = newToken();
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/** Guards /api/hub/*: only the admin token opens it; a resident's session never does. */
export function requireAdmin(adminToken: string) {
  return async (ctx: HubContext, next: Next) => {
    const presented = bearerToken(ctx.get('authorization'));
    if (!presented || !sameSecret(presented, adminToken)) {
      throw new HttpError(401, ERROR_CODES.adminRequired, 'This is the coordinator command centre: open it from the hub machine with the admin link');
    }
    ctx.set('Cache-Control', 'no-store');
    return next();
  };
}
