import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from '../local-storage';
import { forgetHubConfig, loadHubConfig } from '../map/hub-config';
import { showToast } from '../toasts/toast-store';
import { LOCATION_OPTIONS, LocationError, type LocationErrorKind, requestPosition } from './geolocation';
import {
  areaCenterLocation,
  type CachedLocation,
  describeLocation,
  fallbackLocation,
  locationProblemToast,
  type ResolvedLocation,
} from './resolved-location';

type LocationStatus = 'idle' | 'locating' | 'ready' | 'failed';

type LocateOptions = {
  /** Toast a failure (the first attempt at start-up and explicit requests do; background refreshes don't). */
  announce?: boolean;
  options?: PositionOptions;
};

type LocationState = {
  location: ResolvedLocation | null;
  status: LocationStatus;
  /** Why the last fix failed; drives the feed's 'Location Access Issue' banner. */
  problem: LocationErrorKind | null;
  bannerDismissed: boolean;
  /** Asks the browser; on failure walks the fallback chain (cached fix, then the neighbourhood centre). */
  locate: (options?: LocateOptions) => Promise<ResolvedLocation | null>;
  /** 'Retry Location' and 'Enable Location': try again and say which source is in use. */
  retry: () => Promise<void>;
  /** 'Use Area Center': the hub's neighbourhood centre, source 'neighborhood-center'. */
  chooseAreaCenter: () => Promise<void>;
  dismissBanner: () => void;
};

const toCache = (location: ResolvedLocation): CachedLocation => ({
  lat: location.lat,
  lng: location.lng,
  timestamp: location.timestamp,
  accuracy: location.accuracy,
  source: location.source,
});

async function neighbourhoodCenter(): Promise<{ lat: number; lng: number } | null> {
  try {
    return (await loadHubConfig()).neighborhoodCenter;
  } catch {
    return null;
  }
}

let inFlight: Promise<ResolvedLocation | null> | null = null;
/** Whether any caller of the attempt in flight asked for the failure toast (callers share one attempt). */
let announceInFlight = false;

export const useLocationStore = create<LocationState>()((set, get) => {
  const attempt = async ({ options = LOCATION_OPTIONS }: LocateOptions) => {
    set({ status: 'locating' });
    try {
      const position = await requestPosition(options);
      const location: ResolvedLocation = {
        lat: position.coords.latitude,
        lng: position.coords.longitude,
        accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        timestamp: position.timestamp || Date.now(),
        source: 'gps',
      };
      writeJson(STORAGE_KEYS.cachedLocation, toCache(location));
      set({ location, status: 'ready', problem: null });
      return location;
    } catch (error) {
      const kind = error instanceof LocationError ? error.kind : 'unavailable';
      const fallback = fallbackLocation({
        cached: readJson(STORAGE_KEYS.cachedLocation),
        center: await neighbourhoodCenter(),
        now: Date.now(),
      });
      // A location chosen by hand (the area centre) is kept over an older fallback.
      const kept = get().location?.source === 'neighborhood-center' ? get().location : null;
      const location = kept ?? fallback ?? get().location;
      set({ location, status: location ? 'ready' : 'failed', problem: kind, bannerDismissed: false });
      if (announceInFlight) showToast(locationProblemToast(kind, location !== null));
      return location;
    }
  };

  return {
    location: null,
    status: 'idle',
    problem: null,
    bannerDismissed: false,
    locate: (options = {}) => {
      if (options.announce) announceInFlight = true;
      inFlight ??= attempt(options).finally(() => {
        inFlight = null;
        announceInFlight = false;
      });
      return inFlight;
    },
    retry: async () => {
      const location = await get().locate({ announce: false });
      const { problem } = get();
      if (location && location.source === 'gps') {
        showToast({ title: 'Location Updated', description: describeLocation(location), variant: 'success' });
      } else if (problem) {
        showToast(locationProblemToast(problem, location !== null));
      }
    },
    chooseAreaCenter: async () => {
      forgetHubConfig();
      const center = await neighbourhoodCenter();
      if (!center) {
        showToast({
          title: 'Location Failed',
          description: 'This hub has no neighbourhood centre set. Ask your coordinator to set one.',
          variant: 'destructive',
        });
        return;
      }
      const location = areaCenterLocation(center, Date.now());
      set({ location, status: 'ready', bannerDismissed: true });
      showToast({ title: 'Location Set', description: describeLocation(location), variant: 'success' });
    },
    dismissBanner: () => set({ bannerDismissed: true }),
  };
});

export function resetLocationStore(): void {
  inFlight = null;
  announceInFlight = false;
  useLocationStore.setState({ location: null, status: 'idle', problem: null, bannerDismissed: false });
}
