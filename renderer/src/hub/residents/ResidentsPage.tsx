import { useCallback, useState } from 'react';
import type { ResidentSummary } from '../../../../shared/api/pro';
import { errorMessage } from '../../api/client';
import { showToast } from '../../toasts/toast-store';
import { usePoll } from '../use-poll';
import { CreditJinDialog } from './CreditJinDialog';
import { ResidentRow } from './ResidentRow';
import { fetchResidents, setResidentPro } from './residents-api';

const RESIDENTS_POLL_MS = 15_000;

/** Everyone registered on the hub, with Pro grants and JIN credits. */
export function ResidentsPage() {
  const [residents, setResidents] = useState<ResidentSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [crediting, setCrediting] = useState<ResidentSummary | null>(null);

  const load = useCallback(async () => {
    try {
      setResidents((await fetchResidents()).residents);
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, 'The residents could not be loaded.'));
    }
  }, []);
  usePoll(load, RESIDENTS_POLL_MS);

  const togglePro = async (resident: ResidentSummary) => {
    setBusyId(resident.id);
    try {
      const answer = await setResidentPro(resident.id, !resident.proActive);
      showToast({ title: answer.proActive ? 'Pro granted' : 'Pro revoked', description: resident.id.slice(0, 8), variant: 'success' });
      await load();
    } catch (caught) {
      showToast({ title: 'Not changed', description: errorMessage(caught, 'The hub did not answer.'), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };

  const needle = filter.trim().toLowerCase();
  const shown = (residents ?? []).filter((r) => !needle || r.id.startsWith(needle) || r.displayName.toLowerCase().includes(needle));
  const now = Date.now();
  return (
    <div className="cc-page">
      <div className="cc-toolbar">
        <label className="field cc-search">
          <span className="field-label">Find a resident</span>
          <input className="input" type="search" placeholder="Device ID prefix or name" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </label>
        <p className="muted cc-small">{residents ? `${residents.length} registered · Pro: ${residents.filter((r) => r.proActive).length}` : ''}</p>
      </div>
      {error ? (
        <p className="cc-error-text" role="alert">
          {error}
        </p>
      ) : null}
      {residents === null ? (
        <p className="muted">Loading…</p>
      ) : shown.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-title">{residents.length === 0 ? 'No residents yet' : 'Nobody matches'}</p>
          <p className="muted">{residents.length === 0 ? 'Residents appear here when they first open the app on the hub’s address.' : 'Try another prefix or name.'}</p>
        </div>
      ) : (
        <div className="card cc-table-card">
          <div className="cc-resident cc-resident-head" aria-hidden="true">
            <span>Resident</span>
            <span>Pro</span>
            <span>Balance</span>
            <span>Last seen</span>
            <span />
          </div>
          <ul className="cc-resident-list" aria-label="Residents">
            {shown.map((resident) => (
              <ResidentRow
                key={resident.id}
                resident={resident}
                now={now}
                busy={busyId === resident.id}
                onTogglePro={() => void togglePro(resident)}
                onCredit={() => setCrediting(resident)}
              />
            ))}
          </ul>
        </div>
      )}
      <CreditJinDialog resident={crediting} onClose={() => setCrediting(null)} onCredited={() => void load()} />
    </div>
  );
}
