import type { HubDeps } from '../deps';
import type { Job } from '../jobs/scheduler';
import { dueForExpiry, endSos } from './sos-repo';

/** Ends SOS events 60 minutes after they started (DESIGN.md §5). */
export function sosExpiryJob(deps: HubDeps): Job {
  return {
    name: 'sos-expiry',
    everyMs: 15_000,
    run(now) {
      for (const eventId of dueForExpiry(deps.db, now)) {
        if (endSos(deps.db, eventId, 'expired', now)) deps.events.emit('sos-ended', { eventId, status: 'expired' });
      }
    },
  };
}
