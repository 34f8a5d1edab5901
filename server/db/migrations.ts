import type Database from 'better-sqlite3';

/** One numbered schema step. Steps are append-only: never edit one that has shipped. */
export type Migration = { version: number; name: string; sql: string };

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'identity, sessions, settings, trusted contacts',
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        display_name TEXT NOT NULL DEFAULT 'User',
        pin_hash TEXT,
        pin_salt TEXT,
        is_verified INTEGER NOT NULL DEFAULT 0,
        pro_active INTEGER NOT NULL DEFAULT 0,
        stripe_customer_id TEXT,
        stripe_status TEXT,
        pro_activated_at INTEGER,
        last_login_at INTEGER,
        last_seen_at INTEGER,
        browser_timezone TEXT,
        timezone_detected_at INTEGER,
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX sessions_user ON sessions(user_id);

      CREATE TABLE user_settings (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        share_location INTEGER NOT NULL DEFAULT 1,
        notifications INTEGER NOT NULL DEFAULT 1,
        dark_mode INTEGER NOT NULL DEFAULT 0,
        emergency_audio INTEGER NOT NULL DEFAULT 1,
        auto_connect INTEGER NOT NULL DEFAULT 1,
        live_audio_consent INTEGER NOT NULL DEFAULT 1,
        proxy_sos_enabled INTEGER NOT NULL DEFAULT 1,
        auto_escalate_threshold INTEGER NOT NULL DEFAULT 3,
        updated_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE trusted_contacts (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        contact_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        added_at INTEGER NOT NULL,
        push_chan TEXT,
        PRIMARY KEY (user_id, contact_user_id)
      ) STRICT;
      CREATE UNIQUE INDEX trusted_contacts_nickname ON trusted_contacts(user_id, name COLLATE NOCASE);
      -- "whose list am I on" is the recipients and audio-access question
      CREATE INDEX trusted_contacts_contact ON trusted_contacts(contact_user_id);

      -- Last known position, kept only while the user's Share Location setting is on (DESIGN.md §4).
      CREATE TABLE user_locations (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        accuracy REAL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      -- R*Tree over user_locations.rowid so "who is within 500 m" stays fast at 100k users.
      CREATE VIRTUAL TABLE user_locations_index USING rtree(id, min_lat, max_lat, min_lng, max_lng);
      CREATE TRIGGER user_locations_insert AFTER INSERT ON user_locations BEGIN
        INSERT INTO user_locations_index VALUES (new.rowid, new.lat, new.lat, new.lng, new.lng);
      END;
      CREATE TRIGGER user_locations_update AFTER UPDATE OF lat, lng ON user_locations BEGIN
        UPDATE user_locations_index
          SET min_lat = new.lat, max_lat = new.lat, min_lng = new.lng, max_lng = new.lng
          WHERE id = new.rowid;
      END;
      CREATE TRIGGER user_locations_delete AFTER DELETE ON user_locations BEGIN
        DELETE FROM user_locations_index WHERE id = old.rowid;
      END;

      CREATE TABLE hub_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
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
  },
  {
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
  },
];

/** Applies every migration newer than the database's user_version, each in its own transaction. */
export function migrate(db: Database.Database, list: Migration[] = migrations): number {
  const current = Number(db.pragma('user_version', { simple: true }));
  let applied = 0;
  for (const step of [...list].sort((a, b) => a.version - b.version)) {
    if (step.version <= current) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    })();
    applied += 1;
  }
  return applied;
}
