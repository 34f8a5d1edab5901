import { useLocationStore } from './location-store';
import { sourceLabel } from './resolved-location';

/** The feed's dismissible 'Location Access Issue' banner (spec/core.md §2), shown after a failed fix. */
export function LocationBanner() {
  const problem = useLocationStore((state) => state.problem);
  const dismissed = useLocationStore((state) => state.bannerDismissed);
  const location = useLocationStore((state) => state.location);
  const locating = useLocationStore((state) => state.status === 'locating');
  const retry = useLocationStore((state) => state.retry);
  const chooseAreaCenter = useLocationStore((state) => state.chooseAreaCenter);
  const dismiss = useLocationStore((state) => state.dismissBanner);
  if (!problem || dismissed) return null;

  return (
    <section className="notice notice-warning" role="region" aria-labelledby="location-issue-title" data-testid="location-banner">
      <div className="notice-head">
        <h3 id="location-issue-title" className="notice-title">
          Location Access Issue
        </h3>
        <button type="button" className="icon-button notice-close" aria-label="Dismiss location notice" onClick={dismiss}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p className="notice-text">
        {problem === 'denied'
          ? 'This browser is not allowed to share your location.'
          : 'Your location could not be determined.'}{' '}
        {location ? `Using: ${sourceLabel(location.source)}.` : 'Emergency alerts need a location.'}
      </p>
      <ul className="notice-tips">
        <li>Disable GPS-spoofing or mock-location browser extensions.</li>
        <li>Allow location access for this site in your browser settings.</li>
        <li>Check whether another app is blocking GPS on your device.</li>
      </ul>
      <div className="notice-actions">
        <button type="button" className="button button-secondary button-small" disabled={locating} onClick={() => void retry()}>
          Retry Location
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => void chooseAreaCenter()}>
          Use Area Center
        </button>
      </div>
    </section>
  );
}
