import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../../shared/constants';
import type { HubDeps } from '../deps';
import { userForSession } from '../identity/sessions-repo';
import type { RoomTokens } from './room-tokens';

/** Browsers always send Origin on WebSockets; a page from another site must not ride our cookie. */
export function sameOriginUpgrade(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser (tests, the desktop shell's own tools)
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Who is connecting: a room ticket, or the session cookie. 'coordinator' for admin tickets. */
export function resolveSocketUser(
  req: IncomingMessage,
  deps: HubDeps,
  tokens: RoomTokens,
  roomId: string,
  token: string | undefined,
): string | undefined {
  if (token) {
    const ticket = tokens.check(token, roomId);
    if (!ticket) return undefined;
    return ticket.holder.kind === 'coordinator' ? 'coordinator' : ticket.holder.userId;
  }
  const session = cookieValue(req.headers.cookie, SESSION_COOKIE);
  return session ? userForSession(deps.db, session, deps.now())?.id : undefined;
}
