import type { HubOverview } from '../../shared/api/command';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { RelayStats } from '../audio/relay';
import type { HubInfo } from '../hub/routes';

/** A resident counts as online when their session was used this recently. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

const count = (db: Db, sql: string, ...params: number[]) => prepared<number[], { n: number }>(db, sql).get(...params)!.n;

export function hubOverview(db: Db, info: HubInfo, relay: RelayStats, now: number): HubOverview {
  return {
    urls: info.urls(),
    tlsFingerprint256: info.tlsFingerprint256,
    uptimeSec: Math.max(0, Math.round((now - info.startedAt) / 1000)),
    startedAt: info.startedAt,
    residentsRegistered: count(db, 'SELECT count(*) AS n FROM users'),
    residentsOnline: count(db, 'SELECT count(DISTINCT user_id) AS n FROM sessions WHERE last_used_at > ?', now - ONLINE_WINDOW_MS),
    activeSos: count(db, "SELECT count(*) AS n FROM sos_events WHERE status = 'active'"),
    pendingConcerns: count(db, "SELECT count(*) AS n FROM proxy_sos_events WHERE status = 'pending' AND expires_at > ?", now),
    audioRoomsLive: relay.publishers,
    version: info.version,
  };
}
