import type { Migration } from './types';

export const m004: Migration = {
  version: 4,
  name: 'neighbour assist (proxy SOS), homeowner answers, walking, proximity, home anchors, family',
  sql: `
      CREATE TABLE proxy_sos_events (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 500),
        location_description TEXT CHECK (location_description IS NULL OR length(location_description) <= 100),
        severity TEXT NOT NULL DEFAULT 'warning' CHECK (severity IN ('info', 'warning', 'critical')),
        lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
        radius_m INTEGER NOT NULL DEFAULT 200 CHECK (radius_m BETWEEN 1 AND 500),
        status TEXT NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'escalated', 'expired', 'cancelled', 'resolved')),
        close_reason TEXT CHECK (close_reason IS NULL OR close_reason IN ('resolved', 'false_alarm', 'duplicate')),
        escalation_threshold INTEGER NOT NULL DEFAULT 3 CHECK (escalation_threshold BETWEEN 1 AND 10),
        current_votes INTEGER NOT NULL DEFAULT 0 CHECK (current_votes >= 0),
        dismiss_votes INTEGER NOT NULL DEFAULT 0 CHECK (dismiss_votes >= 0),
        escalated_sos_id TEXT REFERENCES sos_events(id) ON DELETE SET NULL,
        photo_file TEXT,
        photo_mime TEXT CHECK (photo_mime IS NULL OR photo_mime IN ('image/jpeg', 'image/png', 'image/webp')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        escalated_at INTEGER,
        resolved_at INTEGER,
        CHECK ((photo_file IS NULL) = (photo_mime IS NULL)),
        CHECK (status != 'pending' OR close_reason IS NULL)
      ) STRICT;
      -- the expiry job and the 3-pending limit
      CREATE INDEX proxy_sos_events_status ON proxy_sos_events(status, expires_at);
      CREATE INDEX proxy_sos_events_user ON proxy_sos_events(user_id, status);
      -- "concerns near me": an indexed bounding box (concerns are few next to user locations)
      CREATE INDEX proxy_sos_events_position ON proxy_sos_events(lat, lng);

      -- One vote per user per concern, settled by the database, not by a read-then-write.
      CREATE TABLE proxy_sos_votes (
        id INTEGER PRIMARY KEY,
        proxy_sos_id TEXT NOT NULL REFERENCES proxy_sos_events(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        vote_type TEXT NOT NULL CHECK (vote_type IN ('escalate', 'dismiss')),
        note TEXT CHECK (note IS NULL OR length(note) <= 200),
        evidence_type TEXT CHECK (evidence_type IS NULL OR evidence_type IN ('photo', 'audio')),
        lat REAL,
        lng REAL,
        created_at INTEGER NOT NULL,
        UNIQUE (proxy_sos_id, user_id)
      ) STRICT;
      CREATE INDEX proxy_sos_votes_user ON proxy_sos_votes(user_id);

      -- Who answered a concern ("I'm okay" / "I need help"), kept for the coordinator.
      CREATE TABLE proxy_sos_acks (
        id INTEGER PRIMARY KEY,
        proxy_sos_id TEXT NOT NULL REFERENCES proxy_sos_events(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        action TEXT NOT NULL CHECK (action IN ('ok', 'escalate')),
        note TEXT CHECK (note IS NULL OR length(note) <= 200),
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX proxy_sos_acks_concern ON proxy_sos_acks(proxy_sos_id);

      CREATE TABLE walk_sessions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        started_at INTEGER NOT NULL,
        last_beat_at INTEGER,
        lat REAL,
        lng REAL,
        speed_mps REAL,
        is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
        ended_at INTEGER
      ) STRICT;
      -- at most one walk running per person
      CREATE UNIQUE INDEX walk_sessions_active ON walk_sessions(user_id) WHERE is_active = 1;
      CREATE INDEX walk_sessions_last_beat ON walk_sessions(is_active, last_beat_at);

      CREATE TABLE walk_beats (
        id INTEGER PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES walk_sessions(id) ON DELETE CASCADE,
        lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
        speed_mps REAL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX walk_beats_session ON walk_beats(session_id, id);
      CREATE INDEX walk_beats_created ON walk_beats(created_at);

      CREATE TABLE home_anchors (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
        radius_m INTEGER NOT NULL DEFAULT 30 CHECK (radius_m > 0),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE user_family (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        relationship TEXT NOT NULL CHECK (length(relationship) BETWEEN 1 AND 40),
        family_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        CHECK (family_user_id IS NULL OR family_user_id != user_id)
      ) STRICT;
      CREATE INDEX user_family_user ON user_family(user_id, created_at);
      -- a linked member is listed once; the reverse look-up serves the household exclusion
      CREATE UNIQUE INDEX user_family_link ON user_family(user_id, family_user_id) WHERE family_user_id IS NOT NULL;
      CREATE INDEX user_family_member ON user_family(family_user_id, user_id) WHERE family_user_id IS NOT NULL;

      CREATE TABLE user_exclusions (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        exclude_household INTEGER NOT NULL DEFAULT 1 CHECK (exclude_household IN (0, 1)),
        exclude_self_house_radius_m INTEGER NOT NULL DEFAULT 50 CHECK (exclude_self_house_radius_m >= 0),
        min_notify_distance_m INTEGER NOT NULL DEFAULT 60 CHECK (min_notify_distance_m >= 0),
        approach_only INTEGER NOT NULL DEFAULT 0 CHECK (approach_only IN (0, 1)),
        updated_at INTEGER NOT NULL
      ) STRICT;

      -- One live notice per (walker, recipient). The id is opaque and renewed when a notice
      -- restarts, so a recipient cannot link encounters; trend_distance is the reference the
      -- 5 m trend rule compares against.
      CREATE TABLE proximity_events (
        id TEXT PRIMARY KEY,
        from_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        to_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        distance REAL NOT NULL CHECK (distance >= 0),
        from_lat REAL NOT NULL,
        from_lng REAL NOT NULL,
        to_lat REAL NOT NULL,
        to_lng REAL NOT NULL,
        direction TEXT NOT NULL CHECK (direction IN ('approaching', 'moving_away', 'stationary')),
        trend_distance REAL NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        last_notified_lat REAL NOT NULL,
        last_notified_lng REAL NOT NULL,
        UNIQUE (from_user_id, to_user_id),
        CHECK (from_user_id != to_user_id)
      ) STRICT;
      CREATE INDEX proximity_events_recipient ON proximity_events(to_user_id, expires_at);
      CREATE INDEX proximity_events_expires ON proximity_events(expires_at);
    `,
};
