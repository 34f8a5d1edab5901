import { useEffect, useState } from 'react';
import { distanceMeters } from '../../../shared/geo';
import { ALERT_LOCATION_OPTIONS, requestPosition } from '../location/geolocation';
import { useLocationStore } from '../location/location-store';

/** A fix this recent is good enough to say how far away an emergency is (the alert path's 5 min). */
const RECENT_FIX_MS = 300_000;

/**
 * Metres from the viewer to the emergency, or null while unknown. Uses the app's recent fix, else
 * asks the browser on the alert dialog's quicker path (5 s timeout, 5 min maximum age).
 */
export function useViewerDistance(target: { lat: number; lng: number }, enabled: boolean): number | null {
  const [distance, setDistance] = useState<number | null>(null);
  const { lat, lng } = target;
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    const known = useLocationStore.getState().location;
    if (known && known.source === 'gps' && Date.now() - known.timestamp < RECENT_FIX_MS) {
      setDistance(distanceMeters(known, { lat, lng }));
      return;
    }
    requestPosition(ALERT_LOCATION_OPTIONS, 6_000).then(
      (position) => {
        if (alive) setDistance(distanceMeters({ lat: position.coords.latitude, lng: position.coords.longitude }, { lat, lng }));
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [lat, lng, enabled]);
  return distance;
}
