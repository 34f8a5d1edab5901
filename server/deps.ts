import type { Db } from './db/database';
import type { Logger } from './http/errors';

/** Everything a route or job needs from the hub; passed explicitly, never module-global. */
export type HubDeps = {
  db: Db;
  now: () => number;
  log: Logger;
  dataDir: string;
  secureCookies: boolean;
};
