import { useState } from 'react';
import { CoachPanel } from '../ai/CoachPanel';
import { HelpPanel } from '../ai/HelpPanel';
import { TabHeading } from '../ui/TabHeading';
import { CoinIcon } from '../ui/icons';
import { ActivateCardForm } from './ActivateCardForm';
import { hasEnoughForPro } from './jin-balance';
import { useJinBalance } from './jin-balance-store';
import { ProActiveCard } from './ProActiveCard';
import { useProStatus } from './pro-status';
import { UpgradeCard } from './UpgradeCard';

/** The prepaid-card form when the balance is below 2 JIN, otherwise a button that opens it. */
function PrepaidCard() {
  const lowBalance = useJinBalance((state) => state.status === 'ready' && !hasEnoughForPro(state.balance));
  const [requested, setRequested] = useState(false);
  if (lowBalance) return <ActivateCardForm />;
  if (requested) return <ActivateCardForm onActivated={() => setRequested(false)} onClose={() => setRequested(false)} />;
  return (
    <button type="button" className="button button-secondary prepaid-open" onClick={() => setRequested(true)}>
      <CoinIcon size={18} />
      Activate prepaid card
    </button>
  );
}

/** The Pro tab (spec/core.md §2): upgrade or Pro Active, the assistants, and prepaid cards. */
export function ProTab() {
  const status = useProStatus((state) => state.status);
  return (
    <section className="stack">
      <TabHeading title="Pro" description="Extra safety features for you and your neighbours, paid with JIN." />
      {status === 'unknown' ? (
        <div className="card pro-checking" role="status">
          <p className="muted">Checking Pro status...</p>
        </div>
      ) : null}
      {status === 'free' ? (
        <>
          <UpgradeCard />
          <PrepaidCard />
        </>
      ) : null}
      {status === 'pro' ? (
        <>
          <ProActiveCard />
          <CoachPanel />
          <HelpPanel />
          <PrepaidCard />
        </>
      ) : null}
    </section>
  );
}
