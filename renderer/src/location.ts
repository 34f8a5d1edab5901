/** Browser location helpers shared by registration, settings and (later) SOS. */

export const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export function requestPosition(options: PositionOptions = LOCATION_OPTIONS): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not supported by this browser'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, options);
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
