import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

/**
 * Whether a table exists. The command centre reads the neighbour-assist tables when the hub has
 * them, so an older database (or a build without that feature) still shows its SOS history.
 */
export function hasTable(db: Db, name: string): boolean {
  return prepared<[string], { n: number }>(db, "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?").get(name)!.n > 0;
}
