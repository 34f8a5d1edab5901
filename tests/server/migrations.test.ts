import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, migrations } from '../../server/db/migrations';

describe('migrations', () => {
  it('apply in order, set user_version and are not applied twice', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toBe(migrations.length);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)?.version);
    expect(migrate(db)).toBe(0);
  });

  it('roll a failing step back whole, leaving the previous version', () => {
    const db = new Database(':memory:');
    const steps = [
      { version: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER) STRICT;' },
      { version: 2, name: 'broken', sql: 'CREATE TABLE b (x INTEGER) STRICT; CREATE TABLE a (y INTEGER);' },
    ];
    expect(() => migrate(db, steps)).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });

  it('create STRICT tables', () => {
    const db = new Database(':memory:');
    migrate(db);
    // Virtual tables (R*Tree, FTS5) keep their own shadow tables, which SQLite creates and owns.
    const virtual = (db.prepare("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL%'").all() as { name: string }[]).map((t) => t.name);
    const tables = (db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'").all() as { name: string; sql: string }[]).filter(
      (table) => !virtual.some((name) => table.name.startsWith(`${name}_`)),
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) expect(table.sql, table.name).toMatch(/STRICT\s*$/);
  });

  it('keep the location index in step with user_locations', () => {
    const db = new Database(':memory:');
    migrate(db);
    db.prepare("INSERT INTO users (id, created_at) VALUES ('u', 0)").run();
    db.prepare("INSERT INTO user_locations (user_id, lat, lng, updated_at) VALUES ('u', 10, 20, 0)").run();
    db.prepare("UPDATE user_locations SET lat = 11 WHERE user_id = 'u'").run();
    const box = db.prepare('SELECT min_lat, max_lng FROM user_locations_index').get() as { min_lat: number; max_lng: number };
    expect(box.min_lat).toBeCloseTo(11, 4);
    expect(box.max_lng).toBeCloseTo(20, 4);
    db.prepare("DELETE FROM users WHERE id = 'u'").run();
    expect(db.prepare('SELECT count(*) AS n FROM user_locations_index').get()).toEqual({ n: 0 });
  });
});
