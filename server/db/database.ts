import Database from 'better-sqlite3';
import { migrate } from './migrations';

export type Db = Database.Database;

/** Opens the hub's database: WAL, foreign keys, a busy timeout, and every migration applied. */
export function openDatabase(file: string, options: { synchronous?: 'NORMAL' | 'FULL' } = {}): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode never corrupts; FULL also survives power loss of the last commit. See docs/operations.md.
  db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
