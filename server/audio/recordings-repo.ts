import { randomUUID } from 'node:crypto';
import type { Recording } from '../../shared/api/audio';
import { PCM_BYTES_PER_SECOND } from '../../shared/api/audio';
import type { Db } from '../db/database';

export type RecordingRow = { id: string; sos_id: string; file_name: string; started_at: number; ended_at: number | null; bytes: number };

export function insertRecording(db: Db, sosId: string, fileName: string, now: number): string {
  const id = randomUUID();
  db.prepare('INSERT INTO recordings (id, sos_id, file_name, started_at) VALUES (?, ?, ?, ?)').run(id, sosId, fileName, now);
  return id;
}

export function updateRecording(db: Db, id: string, bytes: number, endedAt: number | null): void {
  db.prepare('UPDATE recordings SET bytes = ?, ended_at = coalesce(?, ended_at) WHERE id = ?').run(bytes, endedAt, id);
}

export function findRecording(db: Db, id: string): RecordingRow | undefined {
  return db.prepare<[string], RecordingRow>('SELECT * FROM recordings WHERE id = ?').get(id);
}

export function unfinishedRecordings(db: Db): RecordingRow[] {
  return db.prepare<[], RecordingRow>('SELECT * FROM recordings WHERE ended_at IS NULL').all();
}

export function recordingsOlderThan(db: Db, before: number): RecordingRow[] {
  return db.prepare<[number], RecordingRow>('SELECT * FROM recordings WHERE started_at < ?').all(before);
}

export function deleteRecording(db: Db, id: string): void {
  db.prepare('DELETE FROM recordings WHERE id = ?').run(id);
}

export function listRecordings(db: Db, eventId?: string): Recording[] {
  const rows = db
    .prepare<[string | null, string | null], RecordingRow & { pcm_room_id: string }>(
      `SELECT r.*, e.pcm_room_id FROM recordings r JOIN sos_events e ON e.id = r.sos_id
       WHERE (? IS NULL OR r.sos_id = ?) ORDER BY r.started_at DESC LIMIT 500`,
    )
    .all(eventId ?? null, eventId ?? null);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.sos_id,
    roomId: row.pcm_room_id,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    bytes: row.bytes,
    durationSec: Math.round((row.bytes / PCM_BYTES_PER_SECOND) * 10) / 10,
    url: `/api/hub/recordings/${row.id}`,
  }));
}
