import type { Migration } from './types';

export const m002: Migration = {
  version: 2,
  name: 'SOS events, recipients, deliveries, triggers, siren stops',
  sql: `
      CREATE TABLE sos_events (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        message TEXT,
        severity TEXT NOT NULL DEFAULT 'critical' CHECK (severity IN ('info', 'warning', 'critical')),
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        accuracy REAL,
        radius_m INTEGER NOT NULL DEFAULT 500,
        allow_street INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'expired', 'cancelled')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        cooldown_expires_at INTEGER NOT NULL,
        ended_at INTEGER,
        pcm_room_id TEXT NOT NULL UNIQUE,
        has_live_audio INTEGER NOT NULL DEFAULT 0,
        escalated_from_proxy INTEGER NOT NULL DEFAULT 0,
        original_proxy_message TEXT,
        cancel_siren_count INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX sos_events_user ON sos_events(user_id, created_at);
      CREATE INDEX sos_events_active ON sos_events(status, expires_at);
      CREATE INDEX sos_events_updated ON sos_events(updated_at);

      -- Who an event goes to: the sender's contacts, and neighbours in range for street alerts.
      CREATE TABLE sos_recipients (
        sos_id TEXT NOT NULL REFERENCES sos_events(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reason TEXT NOT NULL CHECK (reason IN ('contact', 'nearby')),
        added_at INTEGER NOT NULL,
        PRIMARY KEY (sos_id, user_id)
      ) STRICT;
      CREATE INDEX sos_recipients_user ON sos_recipients(user_id, sos_id);

      -- First delivery of an event to a viewer: isNewEvent is true exactly once.
      CREATE TABLE sos_notifications (
        sos_id TEXT NOT NULL REFERENCES sos_events(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        notified_at INTEGER NOT NULL,
        PRIMARY KEY (sos_id, user_id)
      ) STRICT;

      -- A press of the SOS button; the cooldown runs from the last one, even after a cancel.
      CREATE TABLE sos_triggers (
        sos_id TEXT PRIMARY KEY REFERENCES sos_events(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        triggered_at INTEGER NOT NULL,
        canceled_at INTEGER,
        cancel_siren_count INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX sos_triggers_user ON sos_triggers(user_id, triggered_at);

      CREATE TABLE siren_stop_signals (
        sos_id TEXT NOT NULL REFERENCES sos_events(id) ON DELETE CASCADE,
        stop_requester_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        stopped_at INTEGER NOT NULL,
        PRIMARY KEY (sos_id, stop_requester_id)
      ) STRICT;
    `,
};
