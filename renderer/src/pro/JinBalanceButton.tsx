import { useEffect } from 'react';
import { CoinIcon } from '../ui/icons';
import { handleCheckoutReturn } from './checkout-return';
import { formatJin } from './jin-balance';
import { startJinBalancePolling, useJinBalance } from './jin-balance-store';

/**
 * Header button with the JIN balance (spec/core.md §2, §8): '— JIN' when unknown, a click asks again.
 * The header is the one Pro piece always on screen, so it also runs the balance poll and
 * picks up the return from a Stripe checkout.
 */
export function JinBalanceButton() {
  const balance = useJinBalance((state) => state.balance);
  const status = useJinBalance((state) => state.status);
  const refresh = useJinBalance((state) => state.refresh);

  useEffect(() => startJinBalancePolling(), []);
  useEffect(() => handleCheckoutReturn(), []);

  const text = formatJin(balance);
  return (
    <button
      type="button"
      className="jin-button"
      data-status={status}
      aria-busy={status === 'loading'}
      aria-label={`JIN balance: ${balance === null ? 'unknown' : text}. Refresh`}
      onClick={() => void refresh({ announceFailure: true })}
    >
      <CoinIcon size={18} />
      <span>{text}</span>
    </button>
  );
}
