import { useState } from 'react';
import { formatJin } from './jin-balance';
import { useJinBalance } from './jin-balance-store';
import { CheckIcon } from './pro-icons';
import { ProIcon } from '../ui/icons';

const FEATURES = ['SOS Map View', 'Priority Alerts', 'Advanced Safety', 'AI Survival Coach'] as const;

/** What a Pro resident sees first (spec/core.md §2), with the testing-only 'Deactivate Pro' note. */
export function ProActiveCard() {
  const balance = useJinBalance((state) => state.balance);
  const [noteShown, setNoteShown] = useState(false);
  return (
    <section className="card pro-active-card" aria-labelledby="pro-active-title" data-testid="pro-active-card">
      <div className="upgrade-head">
        <span className="upgrade-mark">
          <ProIcon size={24} />
        </span>
        <div>
          <h3 id="pro-active-title">Pro Active</h3>
          <p className="muted">Thank you for supporting your neighbourhood hub.</p>
        </div>
      </div>
      <ul className="benefit-list">
        {FEATURES.map((feature) => (
          <li key={feature}>
            <CheckIcon size={18} />
            {feature}
          </li>
        ))}
      </ul>
      <p className="muted pro-active-balance">
        JIN balance: <strong>{formatJin(balance)}</strong>. Pro renews from JIN each month while the balance allows.
      </p>
      <div className="pro-active-testing">
        <button type="button" className="button button-secondary button-small" onClick={() => setNoteShown(true)}>
          Deactivate Pro
        </button>
        {noteShown ? (
          <p className="inline-alert inline-alert-note" role="status">
            For testing only: nothing was changed. Pro is managed by your hub, so ask your coordinator to turn it off.
          </p>
        ) : null}
      </div>
    </section>
  );
}
