import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_NAME_PATTERN, type Backup } from '../../shared/api/command';
import type { Db } from '../db/database';

export const BACKUPS_FOLDER = 'backups';

export function backupsDir(dataDir: string): string {
  return join(dataDir, BACKUPS_FOLDER);
}

/** `neighborwatch-2026-11-21T12-00-00-000Z.db`: the ISO time with `-` for `:` (valid on every OS). */
export function backupName(at: number, attempt = 0): string {
  const stamp = new Date(at).toISOString().replace(/[:.]/g, '-');
  return `neighborwatch-${stamp}${attempt > 0 ? `-${attempt}` : ''}.db`;
}

function describe(dir: string, name: string): Backup | undefined {
  try {
    const stat = statSync(join(dir, name));
    return stat.isFile() ? { file: join(dir, name), name, bytes: stat.size, createdAt: Math.round(stat.mtimeMs) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Copies the live database with SQLite's online backup API: a consistent snapshot while the hub
 * keeps serving. Written under a temporary name and renamed, so a listed backup is always whole.
 * Backups hold every resident's data, so they are owner-only like the database.
 */
export async function createBackup(db: Db, dataDir: string, now: number): Promise<Backup> {
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let attempt = 0;
  while (existsSync(join(dir, backupName(now, attempt)))) attempt += 1;
  const name = backupName(now, attempt);
  const partial = join(dir, `.${name}.partial`);
  try {
    await db.backup(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, join(dir, name));
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const stat = statSync(join(dir, name));
  return { file: join(dir, name), name, bytes: stat.size, createdAt: now };
}

/** Backups in the data dir, newest first; anything not named like a backup is ignored. */
export function listBackups(dataDir: string): Backup[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => BACKUP_NAME_PATTERN.test(name))
    .map((name) => describe(dir, name))
    .filter((backup): backup is Backup => backup !== undefined)
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** The file of one backup, only for a name that matches the pattern (no separators, no dots to climb). */
export function findBackup(dataDir: string, name: string): Backup | undefined {
  if (!BACKUP_NAME_PATTERN.test(name)) return undefined;
  return describe(backupsDir(dataDir), name);
}
