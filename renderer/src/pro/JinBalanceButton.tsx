import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../toasts/toast-store';
import { CoinIcon } from '../ui/icons';
import { fetchJinBalance, formatJin } from './jin-balance';

/** Header button with the JIN balance; a click refreshes it (spec/core.md §8). */
export function JinBalanceButton() {
  const [balance, setBalance] = useState<number | null>(null);

  const refresh = useCallback(async (announceFailure: boolean) => {
    try {
      setBalance(await fetchJinBalance());
    } catch {
      setBalance(null);
      if (announceFailure) {
        showToast({ title: 'Connection Error', description: 'Unable to refresh JIN balance.', variant: 'destructive' });
      }
    }
  }, []);

  useEffect(() => {
    void refresh(false);
  }, [refresh]);

  const text = formatJin(balance);
  return (
    <button
      type="button"
      className="jin-button"
      aria-label={`JIN balance: ${balance === null ? 'unknown' : text}. Refresh`}
      onClick={() => void refresh(true)}
    >
      <CoinIcon size={18} />
      <span>{text}</span>
    </button>
  );
}
