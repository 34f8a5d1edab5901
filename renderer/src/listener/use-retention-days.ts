import { useEffect, useState } from 'react';
import { publicConfigSchema } from '../../../shared/api/config';
import { apiRequest } from '../api/client';

/**
 * How many days the hub keeps recordings, when this browser's session may ask (GET /api/config);
 * null otherwise. No X-Device-ID is sent: the listener page must never claim an identity.
 */
export function useRetentionDays(): number | null {
  const [days, setDays] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest('/api/config', { schema: publicConfigSchema, sendDeviceId: false, signal: controller.signal })
      .then((config) => setDays(config.recordingRetentionDays))
      .catch(() => setDays(null));
    return () => controller.abort();
  }, []);
  return days;
}
