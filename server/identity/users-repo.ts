import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

export type UserRow = {
  id: string;
  display_name: string;
  pin_hash: string | null;
  pin_salt: string | null;
  pro_active: number;
  browser_timezone: string | null;
  created_at: number;
  last_seen_at: number | null;
};

export function findUser(db: Db, id: string): UserRow | undefined {
  return prepared<[string], UserRow>(db, 'SELECT * FROM users WHERE id = ?').get(id);
}

/** Inserts the user with default settings; returns false when the id was already claimed. */
export function insertUser(
  db: Db,
  user: { id: string; displayName: string; pinHash?: string; pinSalt?: string },
  now: number,
): boolean {
  return db.transaction(() => {
    const inserted = db
      .prepare(
        `INSERT INTO users (id, display_name, pin_hash, pin_salt, created_at, last_login_at, last_seen_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`,
      )
      .run(user.id, user.displayName, user.pinHash ?? null, user.pinSalt ?? null, now, now, now);
    if (inserted.changes === 0) return false;
    db.prepare('INSERT INTO user_settings (user_id, updated_at) VALUES (?, ?)').run(user.id, now);
    return true;
  })();
}

export function setTimezone(db: Db, userId: string, timezone: string, now: number): void {
  db.prepare('UPDATE users SET browser_timezone = ?, timezone_detected_at = ? WHERE id = ?').run(timezone, now, userId);
}

export function countUsers(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM users').get()?.n ?? 0;
}
