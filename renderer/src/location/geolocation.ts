/** Browser location helpers shared by registration, settings, the SOS tab and the alert dialog. */

/** The main app (spec/core.md §5): high accuracy, 10 s timeout, a fix up to 60 s old. */
export const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** The alert dialog's quicker path: 5 s timeout, a fix up to 5 minutes old. */
export const ALERT_LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5_000, maximumAge: 300_000 };

/** Some browsers never call back at all; after this long the request counts as timed out (spec/assist.md §9). */
export const LOCATION_FAILSAFE_MS = 12_000;

export type LocationErrorKind = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** A failed location request, classified so the app can pick the right toast. */
export class LocationError extends Error {
  readonly kind: LocationErrorKind;

  constructor(kind: LocationErrorKind, message: string) {
    super(message);
    this.name = 'LocationError';
    this.kind = kind;
  }
}

function fromPositionError(error: GeolocationPositionError): LocationError {
  if (error.code === error.PERMISSION_DENIED) return new LocationError('denied', error.message || 'Permission denied');
  if (error.code === error.TIMEOUT) return new LocationError('timeout', error.message || 'Timed out');
  return new LocationError('unavailable', error.message || 'Position unavailable');
}

/** One position request; rejects with a LocationError, at the latest after the fail-safe. */
export function requestPosition(
  options: PositionOptions = LOCATION_OPTIONS,
  failsafeMs = LOCATION_FAILSAFE_MS,
): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new LocationError('unsupported', 'Geolocation is not supported by this browser'));
      return;
    }
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new LocationError('timeout', 'No answer from the location service'));
    }, failsafeMs);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(position);
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(fromPositionError(error));
      },
      options,
    );
  });
}

/** The current position only if permission was already granted; never shows a prompt. */
export async function grantedPosition(): Promise<GeolocationPosition | null> {
  try {
    if (!navigator.permissions) return null;
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
    return await requestPosition();
  } catch {
    return null;
  }
}
