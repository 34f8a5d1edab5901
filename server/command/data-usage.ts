import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DataInfo } from '../../shared/api/command';
import { listBackups } from './backups';

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

function folderUsage(dir: string): { files: number; bytes: number } {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return { files: 0, bytes: 0 };
  }
  return names.reduce((sum, name) => ({ files: sum.files + 1, bytes: sum.bytes + sizeOf(join(dir, name)) }), { files: 0, bytes: 0 });
}

/** Where the hub keeps its data and how much there is: database (with its WAL), recordings, backups. */
export function dataUsage(dataDir: string, databaseFile: string): DataInfo {
  const recordings = folderUsage(join(dataDir, 'recordings'));
  const backups = listBackups(dataDir);
  return {
    dataDir,
    databaseBytes: sizeOf(databaseFile) + sizeOf(`${databaseFile}-wal`),
    recordingsBytes: recordings.bytes,
    recordings: recordings.files,
    backups: backups.length,
    backupsBytes: backups.reduce((sum, backup) => sum + backup.bytes, 0),
  };
}
