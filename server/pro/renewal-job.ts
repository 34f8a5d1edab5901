import type { HubDeps } from '../deps';
import type { Job } from '../jobs/scheduler';
import { balanceOf } from './ledger';
import { dueSubscriptions, renewOrLapse } from './subscriptions';

/** Renews, graces or expires subscriptions whose period has ended (DESIGN.md §9). */
export function renewalJob(deps: HubDeps): Job {
  return {
    name: 'pro-renewals',
    everyMs: 10 * 60_000,
    run(now) {
      for (const sub of dueSubscriptions(deps.db, now)) {
        const before = sub.status;
        const after = renewOrLapse(deps.db, sub, now);
        if (after === 'active') deps.events.emit('balance-changed', { userId: sub.user_id, balanceJin: balanceOf(deps.db, sub.user_id) });
        if (after === 'expired' && before !== 'expired') deps.events.emit('pro-changed', { userId: sub.user_id, proActive: false });
      }
    },
  };
}
