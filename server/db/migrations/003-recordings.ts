import type { Migration } from './types';

export const m003: Migration = {
  version: 3,
  name: 'audio recordings',
  sql: `
      CREATE TABLE recordings (
        id TEXT PRIMARY KEY,
        sos_id TEXT NOT NULL REFERENCES sos_events(id) ON DELETE CASCADE,
        file_name TEXT NOT NULL UNIQUE,
        started_at INTEGER NOT NULL,
        ended_at INTEGER,
        bytes INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX recordings_sos ON recordings(sos_id);
      CREATE INDEX recordings_started ON recordings(started_at);
    `,
};
