import { useLocationStore } from '../location/location-store';
import { formatCoordinates, sourceLabel } from '../location/resolved-location';

/** 'Location Status' (spec/core.md §2): getting it, ready with 4-decimal coordinates, or a way to enable it. */
export function LocationStatusCard() {
  const location = useLocationStore((state) => state.location);
  const status = useLocationStore((state) => state.status);
  const retry = useLocationStore((state) => state.retry);

  let body;
  if (location) {
    const approximate = location.source !== 'gps';
    body = (
      <>
        <p className="location-line">
          <span className={`status-dot ${approximate ? 'status-dot-warn' : 'status-dot-ok'}`} aria-hidden="true" />
          <span className="mono" data-testid="sos-coordinates">
            {formatCoordinates(location.lat, location.lng, 4)}
          </span>
        </p>
        <p className="muted location-detail">
          {sourceLabel(location.source)}
          {location.accuracy === null ? '' : ` · accuracy ${Math.round(location.accuracy)} m`}
          {status === 'locating' ? ' · updating…' : ''}
        </p>
      </>
    );
  } else if (status === 'locating' || status === 'idle') {
    body = (
      <p className="location-line muted">
        <span className="spinner" aria-hidden="true" />
        Getting your location…
      </p>
    );
  } else {
    body = (
      <>
        <p className="muted">Your location is needed to send an SOS.</p>
        <button type="button" className="button button-primary button-small" onClick={() => void retry()}>
          Enable Location
        </button>
      </>
    );
  }

  return (
    <section className="card location-card" aria-labelledby="location-status-title" aria-live="polite">
      <h3 id="location-status-title" className="card-title">
        Location Status
      </h3>
      {body}
    </section>
  );
}
