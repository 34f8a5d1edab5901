import type { HubDeps } from '../deps';
import type { Job } from '../jobs/scheduler';
import { closeConcern, dueForExpiry, forgetPhoto, photosDueForRemoval } from './concerns-repo';
import { removePhoto } from './photo';

/** Photos of a neighbour's home are evidence for the moment, not an archive: kept a week after closing. */
export const CONCERN_PHOTO_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Closes pending concerns whose time ran out (DESIGN.md §7). Idempotent: the close is conditional. */
export function concernExpiryJob(deps: HubDeps): Job {
  return {
    name: 'concern-expiry',
    everyMs: 15_000,
    run(now) {
      for (const concernId of dueForExpiry(deps.db, now)) {
        if (closeConcern(deps.db, concernId, { status: 'expired', closeReason: null, now })) {
          deps.events.emit('concern-changed', { concernId });
        }
      }
    },
  };
}

/** Deletes the photo files of concerns closed more than a week ago. */
export function concernPhotoRetentionJob(deps: HubDeps): Job {
  return {
    name: 'concern-photo-retention',
    everyMs: 60 * 60 * 1000,
    run(now) {
      for (const { id, photo_file } of photosDueForRemoval(deps.db, now - CONCERN_PHOTO_RETENTION_MS)) {
        removePhoto(deps.dataDir, photo_file);
        forgetPhoto(deps.db, id);
      }
    },
  };
}
