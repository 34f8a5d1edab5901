import type { Incident, TimelineEntry, TimelineEntryType, TimelineResponse } from '../../shared/api/command';
import type { Db } from '../db/database';
import { listRecordings } from '../audio/recordings-repo';
import { concernOfSos, findConcernIncident, findSosIncident } from './incidents-repo';

type Row = { at: number; user_id: string | null; detail: string | null; text: string | null };

const prefix = (userId: string | null) => (userId ? userId.slice(0, 8) : null);

function entry(type: TimelineEntryType, at: number, fields: Partial<Omit<TimelineEntry, 'at' | 'type'>> = {}): TimelineEntry {
  return { at, type, userIdPrefix: null, detail: null, text: null, recordingId: null, ...fields };
}

function rowsToEntries(type: TimelineEntryType, rows: Row[]): TimelineEntry[] {
  return rows.map((row) => entry(type, row.at, { userIdPrefix: prefix(row.user_id), detail: row.detail, text: row.text }));
}

/** Same-millisecond entries keep the order in which things happen to an SOS. */
const ORDER: TimelineEntryType[] = [
  'concern_created',
  'vote',
  'answer',
  'escalated',
  'concern_closed',
  'created',
  'recipient',
  'delivered',
  'audio_started',
  'siren_stop',
  'audio_ended',
  'cancelled',
  'expired',
  'superseded',
];

function sorted(entries: TimelineEntry[]): TimelineEntry[] {
  return entries.sort((a, b) => a.at - b.at || ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
}

const END_TYPES: Record<string, TimelineEntryType> = { cancelled: 'cancelled', expired: 'expired', inactive: 'superseded' };

function sosEntries(db: Db, sos: Incident, ownerId: string): TimelineEntry[] {
  const entries = [entry('created', sos.createdAt, { userIdPrefix: prefix(ownerId), text: sos.message })];
  const all = <T extends unknown[]>(sql: string, ...params: T) => db.prepare<T, Row>(sql).all(...params);
  entries.push(
    ...rowsToEntries('recipient', all('SELECT added_at AS at, user_id, reason AS detail, NULL AS text FROM sos_recipients WHERE sos_id = ?', sos.id)),
    ...rowsToEntries('delivered', all('SELECT notified_at AS at, user_id, NULL AS detail, NULL AS text FROM sos_notifications WHERE sos_id = ?', sos.id)),
    ...rowsToEntries(
      'siren_stop',
      all('SELECT stopped_at AS at, stop_requester_id AS user_id, NULL AS detail, NULL AS text FROM siren_stop_signals WHERE sos_id = ?', sos.id),
    ),
  );
  for (const recording of listRecordings(db, sos.id)) {
    entries.push(entry('audio_started', recording.startedAt, { recordingId: recording.id }));
    if (recording.endedAt !== null) {
      entries.push(entry('audio_ended', recording.endedAt, { recordingId: recording.id, detail: `${recording.durationSec}` }));
    }
  }
  const endType = END_TYPES[sos.status];
  if (endType && sos.endedAt !== null) entries.push(entry(endType, sos.endedAt));
  return entries;
}

function concernEntries(db: Db, concern: Incident, ownerId: string | null): TimelineEntry[] {
  const entries = [entry('concern_created', concern.createdAt, { userIdPrefix: prefix(ownerId), text: concern.message })];
  const all = (sql: string) => db.prepare<[string], Row>(sql).all(concern.id);
  entries.push(
    ...rowsToEntries('vote', all('SELECT created_at AS at, user_id, vote_type AS detail, note AS text FROM proxy_sos_votes WHERE proxy_sos_id = ?')),
  );
  entries.push(
    ...rowsToEntries('answer', all('SELECT created_at AS at, user_id, action AS detail, note AS text FROM proxy_sos_acks WHERE proxy_sos_id = ?')),
  );
  const closed = db
    .prepare<[string], { escalated_at: number | null; resolved_at: number | null; close_reason: string | null }>(
      'SELECT escalated_at, resolved_at, close_reason FROM proxy_sos_events WHERE id = ?',
    )
    .get(concern.id);
  if (closed?.escalated_at) entries.push(entry('escalated', closed.escalated_at, { detail: concern.escalatedSosId }));
  if (closed?.resolved_at && concern.status !== 'escalated') {
    entries.push(entry('concern_closed', closed.resolved_at, { detail: concern.status, text: closed.close_reason }));
  }
  return entries;
}

function ownerOf(db: Db, table: 'sos_events' | 'proxy_sos_events', id: string): string | null {
  return db.prepare<[string], { user_id: string }>(`SELECT user_id FROM ${table} WHERE id = ?`).get(id)?.user_id ?? null;
}

/** An SOS's history: its concern (when escalated from one), recipients, deliveries, siren stops, audio, end. */
export function sosTimeline(db: Db, id: string): TimelineResponse | undefined {
  const sos = findSosIncident(db, id);
  if (!sos) return undefined;
  const concern = concernOfSos(db, id) ?? null;
  const entries = sosEntries(db, sos, ownerOf(db, 'sos_events', id) ?? '');
  if (concern) entries.push(...concernEntries(db, concern, ownerOf(db, 'proxy_sos_events', concern.id)));
  return { incident: sos, entries: sorted(entries), recordings: listRecordings(db, id), concern };
}

/** A concern's history: created, votes, homeowner answers, escalation or close. */
export function concernTimeline(db: Db, id: string): TimelineResponse | undefined {
  const concern = findConcernIncident(db, id);
  if (!concern) return undefined;
  const entries = concernEntries(db, concern, ownerOf(db, 'proxy_sos_events', id));
  return { incident: concern, entries: sorted(entries), recordings: [], concern: null };
}
