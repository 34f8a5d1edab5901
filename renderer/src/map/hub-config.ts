import { useEffect, useState } from 'react';
import { publicConfigSchema, type PublicConfig } from '../../../shared/api/config';
import { apiRequest } from '../api/client';
import { whenSessionReady } from '../pro/pro-status';

let cached: PublicConfig | null = null;
let pending: Promise<PublicConfig> | null = null;

/**
 * The hub settings a resident needs (GET /api/config): neighbourhood centre, map tiles,
 * SOS radius, recording retention. Loaded once; a failed load is retried on the next ask.
 */
export function loadHubConfig(): Promise<PublicConfig> {
  if (cached) return Promise.resolve(cached);
  pending ??= (async () => {
    try {
      await whenSessionReady(10_000);
      cached = await apiRequest('/api/config', { schema: publicConfigSchema });
      return cached;
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** The config once loaded (null until then); `failed` when the hub could not be asked. */
export function useHubConfig(): { config: PublicConfig | null; failed: boolean } {
  const [state, setState] = useState({ config: cached, failed: false });
  useEffect(() => {
    if (state.config) return;
    let alive = true;
    loadHubConfig().then(
      (config) => alive && setState({ config, failed: false }),
      (error: unknown) => {
        console.warn('[config] load failed', error);
        if (alive) setState({ config: null, failed: true });
      },
    );
    return () => {
      alive = false;
    };
  }, [state.config]);
  return state;
}

/** For tests and after the coordinator changes settings: forget the cached copy. */
export function forgetHubConfig(): void {
  cached = null;
}
