import type { Db } from './db/database';
import type { HubEvents } from './events';
import type { Logger } from './http/errors';

/** Everything a route or job needs from the hub; passed explicitly, never module-global. */
export type HubDeps = {
  db: Db;
  now: () => number;
  log: Logger;
  dataDir: string;
  secureCookies: boolean;
  events: HubEvents;
};
