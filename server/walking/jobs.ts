import type { HubDeps } from '../deps';
import type { Job } from '../jobs/scheduler';
import { deleteNoticesExpiredBefore } from './proximity-repo';
import { deleteBeatsBefore, endQuietWalks } from './walks-repo';

/** A walk with no beat for this long has ended (the app sends one about every 10 s). */
export const WALK_QUIET_MS = 15 * 60 * 1000;
const BEAT_RETENTION_MS = 24 * 60 * 60 * 1000;
const NOTICE_RETENTION_MS = 60 * 60 * 1000;

/** Ends walks whose phone went quiet and drops old beats and notices. Idempotent. */
export function walkingCleanupJob(deps: HubDeps): Job {
  return {
    name: 'walking-cleanup',
    everyMs: 60_000,
    run(now) {
      endQuietWalks(deps.db, now - WALK_QUIET_MS, now);
      deleteBeatsBefore(deps.db, now - BEAT_RETENTION_MS);
      deleteNoticesExpiredBefore(deps.db, now - NOTICE_RETENTION_MS);
    },
  };
}
