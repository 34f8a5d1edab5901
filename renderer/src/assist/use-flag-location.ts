import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocationStore } from '../location/location-store';
import type { ResolvedLocation } from '../location/resolved-location';
import { showToast } from '../toasts/toast-store';
import { flagLocationToast } from './assist-toasts';

export type FlagLocationState =
  | { status: 'locating'; location: null }
  | { status: 'ready'; location: ResolvedLocation }
  | { status: 'missing'; location: null };

/**
 * Where the concern is: the flagger's own position, through the app's location chain (a fresh
 * fix, else the last known one). The neighbourhood centre is not used here: a concern pinned to
 * the middle of the area would send neighbours to the wrong street.
 */
export function useFlagLocation(active: boolean): { state: FlagLocationState; request: () => void } {
  const [state, setState] = useState<FlagLocationState>({ status: 'locating', location: null });
  const mounted = useRef(true);

  const request = useCallback(() => {
    setState({ status: 'locating', location: null });
    void (async () => {
      const store = useLocationStore.getState();
      const location = await store.locate({ announce: false });
      if (!mounted.current) return;
      const usable = location && location.source !== 'neighborhood-center' ? location : null;
      if (usable) {
        setState({ status: 'ready', location: usable });
        return;
      }
      setState({ status: 'missing', location: null });
      const toast = flagLocationToast(useLocationStore.getState().problem);
      if (toast) showToast(toast);
    })();
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (active) request();
    return () => {
      mounted.current = false;
    };
  }, [active, request]);

  return { state, request };
}
