import type { Db } from './db/database';
import type { HubEvents } from './events';
import type { Logger } from './http/errors';

/** Everything a route or job needs from the hub; passed explicitly, never module-global. */
export type HubDeps = {
  db: Db;
  now: () => number;
  log: Logger;
  dataDir: string;
  /** Runtime assets: the built-in first-aid guide and app FAQ live in resources/knowledge. */
  resourcesDir: string;
  secureCookies: boolean;
  events: HubEvents;
  /** Where outside services live; tests point these at small local servers. */
  integrations: HubIntegrations;
};

export type HubIntegrations = {
  /** Stripe API host override (the real SDK talks to it). */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** How long one AI provider call may take before residents get 503. */
  aiTimeoutMs?: number;
};
