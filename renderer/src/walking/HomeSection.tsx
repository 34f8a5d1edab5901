import { useEffect, useState } from 'react';
import type { HomeAnchor } from '../../../shared/api/walking';
import { errorMessage } from '../api/client';
import { HomeIcon } from '../assist/assist-icons';
import { LOCATION_OPTIONS, LocationError, requestPosition } from '../location/geolocation';
import { formatCoordinates } from '../location/resolved-location';
import { showToast } from '../toasts/toast-store';
import { clearHome, fetchHome, setHome } from './walking-api';

type HomeState = { status: 'loading' } | { status: 'ready'; home: HomeAnchor | null } | { status: 'failed' };

/**
 * The home anchor (30 m): it makes this device the homeowner for concerns at the home, so 'I'm
 * Okay' is accepted, and keeps walkers passing the house from notifying you.
 */
export function HomeSection() {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchHome()
      .then((home) => live && setState({ status: 'ready', home }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  const setHere = async () => {
    setBusy(true);
    try {
      const position = await requestPosition(LOCATION_OPTIONS);
      const home = await setHome({ lat: position.coords.latitude, lng: position.coords.longitude });
      setState({ status: 'ready', home });
      showToast({ title: 'Home Set', description: 'This device is now the home at this location (30 m).', variant: 'success' });
    } catch (error) {
      const description =
        error instanceof LocationError
          ? 'Your position could not be read. Please enable location access and try again at home.'
          : errorMessage(error, 'The hub could not be reached.');
      showToast({ title: 'Home Not Set', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await clearHome();
      setState({ status: 'ready', home: null });
      showToast({ title: 'Home Removed', description: 'This device no longer has a home set.' });
    } catch (error) {
      showToast({ title: 'Home Not Removed', description: errorMessage(error, 'The hub could not be reached.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const home = state.status === 'ready' ? state.home : null;
  return (
    <section className="walking-section" aria-labelledby="home-title">
      <h3 id="home-title" className="walking-section-title">
        <HomeIcon size={18} />
        My home
      </h3>
      <p className="muted walking-section-text" data-testid="home-status">
        {state.status === 'loading'
          ? 'Loading…'
          : state.status === 'failed'
            ? 'Your home could not be loaded.'
            : home
              ? `Home set at ${formatCoordinates(home.lat, home.lng, 4)} (within ${home.radiusM} m).`
              : 'No home set. Set it while you are at home so you can answer concerns about it.'}
      </p>
      <div className="walking-actions">
        <button type="button" className="button button-secondary button-small" disabled={busy} onClick={() => void setHere()}>
          {busy ? 'Saving…' : 'Set my home here'}
        </button>
        {home ? (
          <button type="button" className="assist-link" disabled={busy} onClick={() => void remove()}>
            Remove home
          </button>
        ) : null}
      </div>
    </section>
  );
}
