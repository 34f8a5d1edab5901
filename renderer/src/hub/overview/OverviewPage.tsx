import { AlarmControls } from '../alarm/AlarmControls';
import { formatDateTime } from '../format';
import { CertificateCard } from './CertificateCard';
import { JoinCard } from './JoinCard';
import { StatTiles } from './StatTiles';
import { useOverview } from './use-overview';

/** The hub at a glance: how residents join, the numbers, the certificate. */
export function OverviewPage() {
  const { overview, error } = useOverview();
  if (!overview) {
    return error ? (
      <div className="card" role="alert">
        <h2 className="cc-card-title">Hub unavailable</h2>
        <p className="muted">{error}</p>
      </div>
    ) : (
      <p className="muted" aria-busy="true">
        Loading…
      </p>
    );
  }
  return (
    <div className="cc-page cc-overview">
      {error ? (
        <p className="cc-stale" role="status">
          {error} Showing the last answer.
        </p>
      ) : null}
      <StatTiles overview={overview} />
      <div className="cc-overview-grid">
        <JoinCard urls={overview.urls} />
        <div className="cc-column">
          <CertificateCard fingerprint={overview.tlsFingerprint256} />
          <section className="card" aria-labelledby="alerts-title">
            <h2 id="alerts-title" className="cc-card-title">
              Alerts on this computer
            </h2>
            <p className="muted">A new SOS rings here and shows a desktop notification, whichever page is open.</p>
            <AlarmControls />
            <p className="muted cc-small">Hub started {formatDateTime(overview.startedAt)}.</p>
          </section>
        </div>
      </div>
    </div>
  );
}
