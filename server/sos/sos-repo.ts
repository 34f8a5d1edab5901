import type { Severity, SosStatus } from '../../shared/api/sos';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

export type SosRow = {
  id: string;
  user_id: string;
  message: string | null;
  severity: Severity;
  lat: number;
  lng: number;
  accuracy: number | null;
  radius_m: number;
  allow_street: number;
  status: SosStatus;
  created_at: number;
  updated_at: number;
  expires_at: number;
  cooldown_expires_at: number;
  ended_at: number | null;
  pcm_room_id: string;
  has_live_audio: number;
  escalated_from_proxy: number;
  original_proxy_message: string | null;
  cancel_siren_count: number;
};

export type NewSos = Pick<
  SosRow,
  'id' | 'user_id' | 'message' | 'severity' | 'lat' | 'lng' | 'accuracy' | 'radius_m' | 'allow_street' | 'created_at' | 'expires_at' | 'cooldown_expires_at' | 'pcm_room_id' | 'escalated_from_proxy' | 'original_proxy_message'
>;

export function insertSos(db: Db, sos: NewSos): void {
  db.prepare(
    `INSERT INTO sos_events (id, user_id, message, severity, lat, lng, accuracy, radius_m, allow_street, status,
       created_at, updated_at, expires_at, cooldown_expires_at, pcm_room_id, escalated_from_proxy, original_proxy_message)
     VALUES (@id, @user_id, @message, @severity, @lat, @lng, @accuracy, @radius_m, @allow_street, 'active',
       @created_at, @created_at, @expires_at, @cooldown_expires_at, @pcm_room_id, @escalated_from_proxy, @original_proxy_message)`,
  ).run(sos);
}

export function findSos(db: Db, id: string): SosRow | undefined {
  return prepared<[string], SosRow>(db, 'SELECT * FROM sos_events WHERE id = ?').get(id);
}

export function activeSosOf(db: Db, userId: string): SosRow[] {
  return db.prepare<[string], SosRow>("SELECT * FROM sos_events WHERE user_id = ? AND status = 'active'").all(userId);
}

export function lastTriggerAt(db: Db, userId: string): number | undefined {
  return db
    .prepare<[string], { at: number | null }>('SELECT max(triggered_at) AS at FROM sos_triggers WHERE user_id = ?')
    .get(userId)?.at ?? undefined;
}

export function endSos(db: Db, id: string, status: 'cancelled' | 'expired' | 'inactive', now: number): boolean {
  const changed = db
    .prepare("UPDATE sos_events SET status = ?, ended_at = ?, updated_at = ?, has_live_audio = 0 WHERE id = ? AND status = 'active'")
    .run(status, now, now, id).changes;
  if (changed && status === 'cancelled') {
    db.prepare('UPDATE sos_triggers SET canceled_at = ? WHERE sos_id = ?').run(now, id);
  }
  return changed > 0;
}

/** Ids of active events whose time is up; the expiry job ends them. */
export function dueForExpiry(db: Db, now: number): string[] {
  return db
    .prepare<[number], { id: string }>("SELECT id FROM sos_events WHERE status = 'active' AND expires_at <= ?")
    .all(now)
    .map((row) => row.id);
}

export function addRecipients(db: Db, sosId: string, recipients: Map<string, 'contact' | 'nearby'>, now: number): void {
  const insert = prepared(
    db,
    'INSERT INTO sos_recipients (sos_id, user_id, reason, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  for (const [userId, reason] of recipients) insert.run(sosId, userId, reason, now);
}

export function isRecipient(db: Db, sosId: string, userId: string): boolean {
  return prepared<[string, string], { n: number }>(
    db,
    'SELECT count(*) AS n FROM sos_recipients WHERE sos_id = ? AND user_id = ?',
  ).get(sosId, userId)!.n > 0;
}

/** Records a stop signal once per (event, viewer); returns the event's new count, or undefined when already stopped. */
export function recordSirenStop(db: Db, sosId: string, userId: string, now: number): number | undefined {
  return db.transaction(() => {
    const inserted = db
      .prepare('INSERT INTO siren_stop_signals (sos_id, stop_requester_id, stopped_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
      .run(sosId, userId, now).changes;
    if (!inserted) return undefined;
    db.prepare('UPDATE sos_events SET cancel_siren_count = cancel_siren_count + 1 WHERE id = ?').run(sosId);
    db.prepare('UPDATE sos_triggers SET cancel_siren_count = cancel_siren_count + 1 WHERE sos_id = ?').run(sosId);
    return findSos(db, sosId)?.cancel_siren_count;
  })();
}

export function sirenStopped(db: Db, sosId: string, userId: string): boolean {
  return prepared<[string, string], { n: number }>(
    db,
    'SELECT count(*) AS n FROM siren_stop_signals WHERE sos_id = ? AND stop_requester_id = ?',
  ).get(sosId, userId)!.n > 0;
}
