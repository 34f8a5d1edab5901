import type Database from 'better-sqlite3';

const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** A prepared statement, compiled once per database: for queries on hot paths such as polls. */
export function prepared<P extends unknown[] = unknown[], R = unknown>(db: Database.Database, sql: string): Database.Statement<P, R> {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement as Database.Statement<P, R>;
}
