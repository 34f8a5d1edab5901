import { useState } from 'react';
import { PRO_PRICE_JIN } from '../../../shared/constants';
import { useIdentityStore } from '../identity/identity-store';
import { showToast } from '../toasts/toast-store';
import { ProIcon } from '../ui/icons';
import { formatJin, hasEnoughForPro } from './jin-balance';
import { useJinBalance } from './jin-balance-store';
import { CheckIcon } from './pro-icons';
import { becomePro } from './become-pro';
import { subscribeToPro, subscribeToast } from './subscribe';

const BENEFITS = ['SOS Map View', 'Priority Notifications', 'Advanced Safety Features', 'Premium Support'] as const;

function SufficiencyHint({ balance }: { balance: number | null }) {
  if (balance === null) return <p className="upgrade-hint muted">Your balance could not be loaded yet.</p>;
  if (hasEnoughForPro(balance)) {
    return <p className="upgrade-hint upgrade-hint-ok">You have enough JIN for a month of Pro.</p>;
  }
  return (
    <p className="upgrade-hint upgrade-hint-low">
      You need {PRO_PRICE_JIN} JIN for a month of Pro. Top up with a prepaid card, or pay by card where your hub accepts it.
    </p>
  );
}

/** The non-Pro upgrade card (spec/core.md §2): price, balance, hint, benefits, 'Upgrade to Pro'. */
export function UpgradeCard() {
  const balance = useJinBalance((state) => state.balance);
  const [busy, setBusy] = useState(false);

  const upgrade = async () => {
    setBusy(true);
    const outcome = await subscribeToPro(useIdentityStore.getState().userId);
    if (outcome.kind === 'checkout') {
      window.location.assign(outcome.url);
      return; // the page is leaving; stay busy
    }
    const toast = subscribeToast(outcome);
    if (toast) showToast(toast);
    if (outcome.kind === 'pro') await becomePro(outcome.newBalance);
    setBusy(false);
  };

  return (
    <section className="card upgrade-card" aria-labelledby="upgrade-title">
      <div className="upgrade-head">
        <span className="upgrade-mark">
          <ProIcon size={24} />
        </span>
        <div>
          <h3 id="upgrade-title">NeighborWatch Pro</h3>
          <p className="upgrade-price">2 JIN/month or $10 with Stripe</p>
        </div>
      </div>
      <div className="upgrade-balance">
        <span className="muted">Your balance</span>
        <strong data-testid="pro-balance">{formatJin(balance)}</strong>
      </div>
      <SufficiencyHint balance={balance} />
      <ul className="benefit-list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <CheckIcon size={18} />
            {benefit}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-primary upgrade-button" disabled={busy} onClick={() => void upgrade()}>
        {busy ? 'Upgrading…' : 'Upgrade to Pro'}
      </button>
    </section>
  );
}
