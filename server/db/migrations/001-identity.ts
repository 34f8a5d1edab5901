import type { Migration } from './types';

export const m001: Migration = {
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
};
