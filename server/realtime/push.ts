import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { PUSH_CLOSE, pushClientMessageSchema, type PushMessage } from '../../shared/api/push';
import type { SosPollEvent } from '../../shared/api/sos';
import { SESSION_COOKIE } from '../../shared/constants';
import { distanceMeters } from '../../shared/geo';
import { cookieValue, sameOriginUpgrade } from '../audio/socket-auth';
import type { HubDeps } from '../deps';
import { prepared } from '../db/prepared';
import { userForSession } from '../identity/sessions-repo';
import { findUser } from '../identity/users-repo';
import { lastKnownLocation } from '../location/nearby';
import { getSettings } from '../settings/settings-repo';
import { sosEventForViewer } from '../sos/poll';

const HEARTBEAT_MS = 30_000;
/** Concerns are listed to residents within this distance (spec/assist.md §9). */
const CONCERN_VISIBLE_M = 2000;

/**
 * The push channel (DESIGN.md §11): one authenticated socket per open app; the hub sends each
 * viewer what the poll would show them, as it happens, so an SOS arrives in milliseconds.
 */
export class PushChannel {
  private readonly wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 4096, clientTracking: false });
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly unsubscribers: (() => void)[] = [];
  private readonly heartbeat: NodeJS.Timeout;
  /** Whether each socket answered the last ping; a silent one is dropped on the next round. */
  private readonly alive = new WeakMap<WebSocket, boolean>();

  constructor(private readonly deps: HubDeps) {
    const { events } = deps;
    this.unsubscribers.push(
      events.on('sos-started', ({ eventId, userId, recipients }) => this.pushSos(eventId, [userId, ...recipients])),
      events.on('sos-ended', ({ eventId }) => this.pushSos(eventId, this.audienceOf(eventId))),
      events.on('sos-changed', ({ eventId }) => this.pushSos(eventId, this.audienceOf(eventId))),
      events.on('pro-changed', ({ userId, proActive }) => this.send(userId, { type: 'pro', proActive })),
      events.on('balance-changed', ({ userId, balanceJin }) => this.send(userId, { type: 'balance', balanceJin })),
      events.on('proximity-changed', ({ userIds }) => userIds.forEach((userId) => this.send(userId, { type: 'proximity' }))),
      events.on('concern-changed', ({ concernId }) => this.pushConcern(concernId)),
    );
    this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Users with an open socket: the audience for area-wide notices. */
  connectedUsers(): string[] {
    return [...this.sockets.keys()];
  }

  get connections(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
    const user = token && sameOriginUpgrade(req) ? userForSession(this.deps.db, token, this.deps.now()) : undefined;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      if (!user) {
        ws.close(PUSH_CLOSE.authRequired, 'Open the app on this device first so the hub knows who you are');
        return;
      }
      this.attach(ws, user.id);
    });
  }

  private attach(ws: WebSocket, userId: string): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(ws);
    this.alive.set(ws, true);
    ws.on('pong', () => this.alive.set(ws, true));
    ws.on('message', (data, isBinary) => {
      const parsed = isBinary ? undefined : safeJson(data.toString());
      const message = pushClientMessageSchema.safeParse(parsed);
      if (!message.success) {
        ws.close(PUSH_CLOSE.malformed, 'Malformed message');
        return;
      }
      if (message.data.type === 'ping') sendTo(ws, { type: 'pong', t: message.data.t });
    });
    ws.on('close', () => {
      set.delete(ws);
      if (set.size === 0) this.sockets.delete(userId);
    });
    ws.on('error', () => ws.terminate());
    sendTo(ws, { type: 'hello', userId, serverTime: this.deps.now() });
  }

  /** Sends one user's view of an event to each of them who is connected. */
  private pushSos(eventId: string, userIds: Iterable<string>): void {
    const now = this.deps.now();
    // Every recipient's view (and first-delivery row) in one transaction: one commit for the
    // whole fan-out instead of one fsync per recipient. Sending follows the commit.
    const outgoing = this.deps.db.transaction(() => {
      const views: { userId: string; event: SosPollEvent }[] = [];
      for (const userId of new Set(userIds)) {
        if (!this.sockets.has(userId)) continue;
        const viewer = this.viewer(userId);
        const event = viewer && sosEventForViewer(this.deps.db, eventId, viewer, now);
        if (event) views.push({ userId, event });
      }
      return views;
    })();
    for (const { userId, event } of outgoing) this.send(userId, { type: 'sos', event });
  }

  /** A concern changed: tell connected residents who can see it (owner, or last seen within 2 km). */
  private pushConcern(concernId: string): void {
    const concern = this.deps.db
      .prepare<[string], { user_id: string; lat: number; lng: number; status: string }>('SELECT user_id, lat, lng, status FROM proxy_sos_events WHERE id = ?')
      .get(concernId);
    if (!concern) return;
    for (const userId of this.sockets.keys()) {
      const position = userId === concern.user_id ? concern : lastKnownLocation(this.deps.db, userId);
      if (position && distanceMeters(position, concern) <= CONCERN_VISIBLE_M) {
        this.send(userId, { type: 'concern', concernId, status: concern.status });
      }
    }
  }

  private viewer(userId: string) {
    const user = findUser(this.deps.db, userId);
    if (!user) return undefined;
    const settings = getSettings(this.deps.db, userId);
    const position = settings.shareLocation ? lastKnownLocation(this.deps.db, userId) : undefined;
    return { id: userId, proActive: user.pro_active === 1, notifications: settings.notifications, position };
  }

  private audienceOf(eventId: string): string[] {
    return prepared<[string, string], { user_id: string }>(
      this.deps.db,
      'SELECT user_id FROM sos_events WHERE id = ? UNION SELECT user_id FROM sos_recipients WHERE sos_id = ?',
    )
      .all(eventId, eventId)
      .map((row) => row.user_id);
  }

  send(userId: string, message: PushMessage): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    const text = JSON.stringify(message);
    for (const ws of set) if (ws.readyState === WebSocket.OPEN) ws.send(text);
  }

  private ping(): void {
    for (const set of this.sockets.values()) {
      for (const ws of set) {
        if (this.alive.get(ws) === false) {
          ws.terminate();
          continue;
        }
        this.alive.set(ws, false);
        ws.ping();
      }
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribers.forEach((off) => off());
    for (const set of this.sockets.values()) for (const ws of set) ws.close(PUSH_CLOSE.hubStopping, 'The hub is restarting');
    this.sockets.clear();
  }
}

function sendTo(ws: WebSocket, message: PushMessage): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
