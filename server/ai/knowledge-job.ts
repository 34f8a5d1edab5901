import type { HubDeps } from '../deps';
import type { Job } from '../jobs/scheduler';
import { syncKnowledge } from './knowledge';

/** Picks up edits to the built-in guide and FAQ without a restart (only changed files are re-chunked). */
export function knowledgeSyncJob(deps: HubDeps): Job {
  return { name: 'knowledge-sync', everyMs: 5 * 60_000, run: (now) => void syncKnowledge(deps.db, deps.resourcesDir, now) };
}
