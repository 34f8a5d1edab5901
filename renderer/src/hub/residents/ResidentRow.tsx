import type { ResidentSummary } from '../../../../shared/api/pro';
import { timeAgo } from '../format';

type ResidentRowProps = {
  resident: ResidentSummary;
  now: number;
  busy: boolean;
  onTogglePro: () => void;
  onCredit: () => void;
};

/** One resident: who, Pro, balance, last seen, and the two things a coordinator can do. */
export function ResidentRow({ resident, now, busy, onTogglePro, onCredit }: ResidentRowProps) {
  const prefix = resident.id.slice(0, 8);
  return (
    <li className="cc-resident" data-testid="resident-row" data-resident-id={resident.id}>
      <span className="cc-resident-id">
        <code title={resident.id}>{prefix}</code>
        <span className="cc-resident-name">{resident.displayName}</span>
      </span>
      <span className="cc-resident-pro">
        {resident.proActive ? <span className="badge cc-pro-badge">Pro</span> : <span className="muted">Free</span>}
        {resident.subscriptionStatus ? <span className="muted cc-small"> · {resident.subscriptionStatus.replace('_', ' ')}</span> : null}
      </span>
      <span className="cc-resident-jin">{resident.balanceJin} JIN</span>
      <span className="cc-resident-seen muted">{resident.lastSeenAt ? timeAgo(resident.lastSeenAt, now) : 'never'}</span>
      <span className="cc-resident-actions">
        <button
          type="button"
          className={`button button-small ${resident.proActive ? 'button-secondary' : 'button-primary'}`}
          disabled={busy}
          onClick={onTogglePro}
          aria-label={`${resident.proActive ? 'Revoke Pro from' : 'Grant Pro to'} ${prefix}`}
        >
          {resident.proActive ? 'Revoke Pro' : 'Grant Pro'}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onCredit} aria-label={`Credit JIN to ${prefix}`}>
          Credit JIN
        </button>
      </span>
    </li>
  );
}
