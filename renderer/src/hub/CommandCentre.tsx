import { useCallback, useEffect, useState } from 'react';
import type { HubStatus } from '../../../shared/api/hub';
import { PRODUCT_NAME } from '../../../shared/constants';
import { errorMessage } from '../api/client';
import { ShieldIcon } from '../ui/icons';
import { fetchHubStatus } from './hub-api';
import { takeHubToken } from './hub-token';

type StatusView = { kind: 'loading' } | { kind: 'ready'; status: HubStatus } | { kind: 'error'; message: string };

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

function StatusDetails({ status }: { status: HubStatus }) {
  return (
    <>
      <div className="stat-grid">
        <div className="card stat">
          <span className="stat-value" data-testid="hub-residents">{status.residents}</span>
          <span className="stat-label">Residents</span>
        </div>
        <div className="card stat">
          <span className="stat-value">{formatUptime(status.uptimeSec)}</span>
          <span className="stat-label">Uptime</span>
        </div>
        <div className="card stat">
          <span className="stat-value">{status.version}</span>
          <span className="stat-label">Version</span>
        </div>
      </div>
      <section className="card settings-section">
        <h3>Join addresses</h3>
        <ul className="url-list">
          {status.urls.map((url) => (
            <li key={url}>
              <code className="break">{url}</code>
            </li>
          ))}
        </ul>
      </section>
      <section className="card settings-section">
        <h3>Secure connection</h3>
        <p>{status.tls.enabled ? 'HTTPS is on.' : 'HTTPS is off (running behind a proxy or on this machine only).'}</p>
        {status.tls.fingerprint256 ? (
          <p className="muted">
            Certificate fingerprint <code className="break">{status.tls.fingerprint256}</code>
          </p>
        ) : null}
        <p className="muted">Started {new Date(status.startedAt).toLocaleString()}</p>
      </section>
    </>
  );
}

/** The coordinator's command centre; this first version shows the hub's status. */
export function CommandCentre() {
  const [token] = useState(takeHubToken);
  const [view, setView] = useState<StatusView>({ kind: 'loading' });

  const refresh = useCallback(async () => {
    if (!token) return;
    setView({ kind: 'loading' });
    try {
      setView({ kind: 'ready', status: await fetchHubStatus(token) });
    } catch (error) {
      setView({ kind: 'error', message: errorMessage(error, 'The hub did not answer.') });
    }
  }, [token]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <main className="standalone hub">
      <header className="hub-header">
        <span className="brand-mark">
          <ShieldIcon size={24} />
        </span>
        <div>
          <h1 className="brand-name">{PRODUCT_NAME} Command Centre</h1>
          <p className="brand-tagline">Hub status</p>
        </div>
        {token ? (
          <button type="button" className="button button-secondary" onClick={() => void refresh()}>
            Refresh
          </button>
        ) : null}
      </header>
      {!token ? (
        <div className="card standalone-card">
          <h2>Coordinator link needed</h2>
          <p className="muted">Open the command centre with the link the hub printed when it started (it ends in #token=…).</p>
        </div>
      ) : view.kind === 'loading' ? (
        <div className="card standalone-card" aria-busy="true">
          <p className="muted">Loading...</p>
        </div>
      ) : view.kind === 'error' ? (
        <div className="card standalone-card" role="alert">
          <h2>Hub unavailable</h2>
          <p className="muted">{view.message}</p>
        </div>
      ) : (
        <StatusDetails status={view.status} />
      )}
    </main>
  );
}
