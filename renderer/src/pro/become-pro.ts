import { useJinBalance } from './jin-balance-store';
import { refreshProStatus, useProStatus } from './pro-status';

/**
 * After a paid subscription: take the new balance and re-read the Pro status at once, so the
 * tab turns Pro without a reload. A check already in flight may predate the payment, hence a second one.
 */
export async function becomePro(newBalance: number | null): Promise<void> {
  if (newBalance === null) void useJinBalance.getState().refresh();
  else useJinBalance.getState().setBalance(newBalance);
  await refreshProStatus();
  if (useProStatus.getState().status !== 'pro') await refreshProStatus();
}
