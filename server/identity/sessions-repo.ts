import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { hashToken, newToken } from './secrets';
import type { UserRow } from './users-repo';

/** Session activity is written at most this often, so reads don't turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export function createSession(db: Db, userId: string, now: number): string {
  const token = newToken();
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    userId,
    now,
    now,
  );
  return token;
}

export function userForSession(db: Db, token: string, now: number): UserRow | undefined {
  const tokenHash = hashToken(token);
  const row = prepared<[string], UserRow & { session_last_used_at: number }>(
    db,
      `SELECT users.*, sessions.last_used_at AS session_last_used_at
       FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.token_hash = ?`,
  ).get(tokenHash);
  if (!row) return undefined;
  if (now - row.session_last_used_at > TOUCH_INTERVAL_MS) {
    db.prepare('UPDATE sessions SET last_used_at = ? WHERE token_hash = ?').run(now, tokenHash);
    db.prepare('UPDATE users SET last_seen_at = ? WHERE id = ?').run(now, row.id);
  }
  const { session_last_used_at: _ignored, ...user } = row;
  return user;
}
