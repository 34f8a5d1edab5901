import type { Incident } from '../../shared/api/command';
import type { Severity } from '../../shared/api/sos';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

/** How long an ended SOS or closed concern stays on the board. */
export const RECENT_MS = 24 * 60 * 60 * 1000;

type SosIncidentRow = {
  id: string;
  user_id: string;
  display_name: string | null;
  message: string | null;
  severity: Severity;
  lat: number;
  lng: number;
  radius_m: number;
  status: string;
  created_at: number;
  updated_at: number;
  expires_at: number;
  ended_at: number | null;
  pcm_room_id: string;
  has_live_audio: number;
  escalated_from_proxy: number;
  original_proxy_message: string | null;
  recipients: number;
  deliveries: number;
  siren_stops: number;
  changed_at: number;
};

type ConcernIncidentRow = {
  id: string;
  user_id: string;
  display_name: string | null;
  message: string;
  location_description: string | null;
  severity: Severity;
  lat: number;
  lng: number;
  radius_m: number;
  status: string;
  escalation_threshold: number;
  current_votes: number;
  dismiss_votes: number;
  escalated_sos_id: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  escalated_at: number | null;
  resolved_at: number | null;
  changed_at: number;
};

/** Counts and the latest activity of each SOS, in one pass; the filter is appended per query. */
const SOS_SELECT = `
  SELECT e.*, u.display_name,
    (SELECT count(*) FROM sos_recipients r WHERE r.sos_id = e.id) AS recipients,
    (SELECT count(*) FROM sos_notifications n WHERE n.sos_id = e.id) AS deliveries,
    (SELECT count(*) FROM siren_stop_signals s WHERE s.sos_id = e.id) AS siren_stops,
    max(e.updated_at,
      coalesce((SELECT max(added_at) FROM sos_recipients r WHERE r.sos_id = e.id), 0),
      coalesce((SELECT max(notified_at) FROM sos_notifications n WHERE n.sos_id = e.id), 0),
      coalesce((SELECT max(stopped_at) FROM siren_stop_signals s WHERE s.sos_id = e.id), 0),
      coalesce((SELECT max(coalesce(ended_at, started_at)) FROM recordings g WHERE g.sos_id = e.id), 0)
    ) AS changed_at
  FROM sos_events e LEFT JOIN users u ON u.id = e.user_id`;

const CONCERN_SELECT = `
  SELECT c.*, u.display_name,
    max(c.updated_at,
      coalesce((SELECT max(created_at) FROM proxy_sos_votes v WHERE v.proxy_sos_id = c.id), 0),
      coalesce((SELECT max(created_at) FROM proxy_sos_acks a WHERE a.proxy_sos_id = c.id), 0)
    ) AS changed_at
  FROM proxy_sos_events c LEFT JOIN users u ON u.id = c.user_id`;

/** Active SOS events and those ended in the last 24 h, newest first. */
function boardSos(db: Db, now: number): Incident[] {
  return prepared<[number], SosIncidentRow>(
    db,
    `${SOS_SELECT} WHERE e.status = 'active' OR coalesce(e.ended_at, e.updated_at) > ? ORDER BY e.created_at DESC LIMIT 500`,
  )
    .all(now - RECENT_MS)
    .map(sosIncident);
}

/** Pending concerns, and escalated or closed ones that changed in the last 24 h. */
function boardConcerns(db: Db, now: number): Incident[] {
  return prepared<[number], ConcernIncidentRow>(
    db,
    `${CONCERN_SELECT} WHERE c.status = 'pending' OR c.updated_at > ? ORDER BY c.created_at DESC LIMIT 500`,
  )
    .all(now - RECENT_MS)
    .map(concernIncident);
}

/** The live incident board; with `since`, only what changed after it. */
export function listIncidents(db: Db, now: number, since?: number): Incident[] {
  const all = [...boardSos(db, now), ...boardConcerns(db, now)];
  const changed = since === undefined ? all : all.filter((incident) => incident.changedAt > since);
  return changed.sort((a, b) => b.createdAt - a.createdAt);
}

export function findSosIncident(db: Db, id: string): Incident | undefined {
  const row = prepared<[string], SosIncidentRow>(db, `${SOS_SELECT} WHERE e.id = ?`).get(id);
  return row ? sosIncident(row) : undefined;
}

export function findConcernIncident(db: Db, id: string): Incident | undefined {
  const row = prepared<[string], ConcernIncidentRow>(db, `${CONCERN_SELECT} WHERE c.id = ?`).get(id);
  return row ? concernIncident(row) : undefined;
}

/** The concern whose escalation created this SOS, if any. */
export function concernOfSos(db: Db, sosId: string): Incident | undefined {
  const row = prepared<[string], ConcernIncidentRow>(db, `${CONCERN_SELECT} WHERE c.escalated_sos_id = ? LIMIT 1`).get(sosId);
  return row ? concernIncident(row) : undefined;
}

/** Every SOS event and concern for the CSV export, oldest first. */
export function allIncidents(db: Db): Incident[] {
  const sos = db.prepare<[], SosIncidentRow>(`${SOS_SELECT} ORDER BY e.created_at`).all().map(sosIncident);
  const concerns = db.prepare<[], ConcernIncidentRow>(`${CONCERN_SELECT} ORDER BY c.created_at`).all().map(concernIncident);
  return [...sos, ...concerns].sort((a, b) => a.createdAt - b.createdAt);
}

function sosIncident(row: SosIncidentRow): Incident {
  return {
    kind: 'sos',
    id: row.id,
    status: row.status,
    severity: row.severity,
    message: row.message,
    lat: row.lat,
    lng: row.lng,
    radiusM: row.radius_m,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    changedAt: row.changed_at,
    expiresAt: row.expires_at,
    endedAt: row.ended_at,
    userIdPrefix: row.user_id.slice(0, 8),
    displayName: row.display_name,
    escalatedFromProxy: row.escalated_from_proxy === 1,
    originalProxyMessage: row.original_proxy_message,
    hasLiveAudio: row.has_live_audio === 1 && row.status === 'active',
    roomId: row.pcm_room_id,
    recipients: row.recipients,
    deliveries: row.deliveries,
    sirenStops: row.siren_stops,
    votes: null,
    escalatedSosId: null,
    locationDescription: null,
  };
}

function concernIncident(row: ConcernIncidentRow): Incident {
  return {
    kind: 'concern',
    id: row.id,
    status: row.status,
    severity: row.severity,
    message: row.message,
    lat: row.lat,
    lng: row.lng,
    radiusM: row.radius_m,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    changedAt: row.changed_at,
    expiresAt: row.expires_at,
    endedAt: row.resolved_at ?? row.escalated_at ?? (row.status === 'expired' ? row.expires_at : null),
    userIdPrefix: row.user_id.slice(0, 8),
    displayName: row.display_name,
    escalatedFromProxy: false,
    originalProxyMessage: null,
    hasLiveAudio: false,
    roomId: null,
    recipients: 0,
    deliveries: 0,
    sirenStops: 0,
    votes: { escalate: row.current_votes, dismiss: row.dismiss_votes, threshold: row.escalation_threshold },
    escalatedSosId: row.escalated_sos_id,
    locationDescription: row.location_description,
  };
}
