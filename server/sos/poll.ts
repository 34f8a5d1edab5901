import type { SosPollEvent } from '../../shared/api/sos';
import { distanceMeters, roundCoordinate, type LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { addRecipients, type SosRow } from './sos-repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_EVENTS = 200;

export type Viewer = { id: string; proActive: boolean; notifications: boolean; position?: LatLng };
type VisibleRow = SosRow & { relation: 'self' | 'contact' | 'nearby'; sender_name: string | null };

const VISIBLE_COLUMNS = `e.*, tc.name AS sender_name`;
const CONTACT_NAME_JOIN = 'LEFT JOIN trusted_contacts AS tc ON tc.user_id = @viewer AND tc.contact_user_id = e.user_id';

function visibleSql(filter: string): string {
  return `
    SELECT ${VISIBLE_COLUMNS}, 'self' AS relation FROM sos_events AS e ${CONTACT_NAME_JOIN}
      WHERE e.user_id = @viewer AND ${filter}
    UNION ALL
    SELECT ${VISIBLE_COLUMNS}, r.reason AS relation FROM sos_recipients AS r
      JOIN sos_events AS e ON e.id = r.sos_id ${CONTACT_NAME_JOIN}
      WHERE r.user_id = @viewer AND e.user_id != @viewer AND ${filter}
    ORDER BY created_at DESC LIMIT ${MAX_EVENTS}`;
}

const CHANGED_SINCE_SQL = visibleSql('e.updated_at > @since');
const FIRST_LOAD_SQL = visibleSql("(e.status = 'active' OR e.created_at > @dayAgo)");
const JUST_JOINED_SQL = visibleSql('e.id IN (SELECT value FROM json_each(@joined))');
const ONE_EVENT_SQL = visibleSql('e.id = @eventId');

/**
 * A street alert reaches whoever polls from inside its radius while it is active, not only
 * those who were there when it started; they join its recipients for good.
 */
function joinNearbyStreetAlerts(db: Db, viewer: Viewer, now: number): string[] {
  if (!viewer.position || !viewer.notifications) return [];
  const candidates = prepared<[string, string], Pick<SosRow, 'id' | 'lat' | 'lng' | 'radius_m'>>(
    db,
    `SELECT id, lat, lng, radius_m FROM sos_events
     WHERE status = 'active' AND allow_street = 1 AND user_id != ?
       AND id NOT IN (SELECT sos_id FROM sos_recipients WHERE user_id = ?)`,
  ).all(viewer.id, viewer.id);
  const joined = candidates.filter((event) => distanceMeters(viewer.position!, event) <= event.radius_m).map((e) => e.id);
  for (const id of joined) addRecipients(db, id, new Map([[viewer.id, 'nearby']]), now);
  return joined;
}

/**
 * The events a viewer may see (DESIGN.md §5): their own and those they receive; changed after
 * `since`, or on first load every active one and the last day's. Marks first deliveries.
 */
export function pollSos(db: Db, viewer: Viewer, since: number | undefined, now: number): SosPollEvent[] {
  return db.transaction(() => {
    const joined = joinNearbyStreetAlerts(db, viewer, now);
    const params = { viewer: viewer.id, since: since ?? 0, dayAgo: now - DAY_MS };
    const rows = prepared<[typeof params], VisibleRow>(db, since === undefined ? FIRST_LOAD_SQL : CHANGED_SINCE_SQL).all(params);
    if (joined.length > 0 && since !== undefined) {
      const seen = new Set(rows.map((row) => row.id));
      const extra = prepared<[{ viewer: string; joined: string }], VisibleRow>(db, JUST_JOINED_SQL).all({
        viewer: viewer.id,
        joined: JSON.stringify(joined),
      });
      rows.push(...extra.filter((row) => !seen.has(row.id)));
    }
    return rows.map((row) => toViewerEvent(db, row, viewer, now));
  })();
}

const markDelivered = (db: Db, sosId: string, userId: string, now: number) =>
  prepared(db, 'INSERT INTO sos_notifications (sos_id, user_id, notified_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
    sosId,
    userId,
    now,
  ).changes > 0;

/** Shapes one event for one viewer: rounding for non-Pro viewers, listen links for those allowed. */
export function toViewerEvent(db: Db, row: VisibleRow, viewer: Viewer, now: number): SosPollEvent {
  const self = row.user_id === viewer.id;
  const precise = self || viewer.proActive;
  const isNewEvent = row.status === 'active' ? markDelivered(db, row.id, viewer.id, now) : false;
  const canListen = self || row.relation === 'contact';
  const location = precise
    ? { lat: row.lat, lng: row.lng }
    : { lat: roundCoordinate(row.lat, 3), lng: roundCoordinate(row.lng, 3) };
  return {
    eventId: row.id,
    initiatorId: row.user_id,
    message: row.message,
    severity: row.severity,
    status: row.status,
    location,
    approximate: !precise,
    radiusM: row.radius_m,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
    pcmListenUrl: canListen && row.has_live_audio === 1 ? `/sos-listen/${row.pcm_room_id}` : null,
    hasLiveAudio: canListen && row.has_live_audio === 1,
    isNewEvent,
    self,
    relation: self ? 'self' : row.relation,
    senderName: row.sender_name,
    distanceM: viewer.position && !self ? Math.round(distanceMeters(viewer.position, location)) : null,
    escalatedFromProxy: row.escalated_from_proxy === 1,
    originalProxyMessage: row.original_proxy_message,
  };
}

/**
 * One event as this viewer would see it in a poll (same visibility, rounding and first-delivery
 * rules), or undefined when it is not theirs to see. The push channel sends exactly this.
 */
export function sosEventForViewer(db: Db, eventId: string, viewer: Viewer, now: number): SosPollEvent | undefined {
  return db.transaction(() => {
    const row = prepared<[{ viewer: string; eventId: string }], VisibleRow>(db, ONE_EVENT_SQL).get({ viewer: viewer.id, eventId });
    return row ? toViewerEvent(db, row, viewer, now) : undefined;
  })();
}
