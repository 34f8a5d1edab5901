import type Database from 'better-sqlite3';
import { migrations, type Migration } from './migrations/index';

export { migrations, type Migration };

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
