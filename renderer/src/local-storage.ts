import { DEVICE_ID_STORAGE_KEY, TIMEZONE_FLAG_KEY } from '../../shared/constants';

/** Every localStorage key the browser app owns (spec/core.md §3), in one place. */
export const STORAGE_KEYS = {
  deviceId: DEVICE_ID_STORAGE_KEY,
  userId: 'nw_user_id',
  userPin: 'nw_user_pin',
  deviceSettings: 'nw_device_settings',
  trustedContacts: 'nw_trusted_contacts',
  timezoneCaptured: TIMEZONE_FLAG_KEY,
  /** The resident's own SOS: event id, status ('pending' | 'sent' count as active), message. */
  sosEvent: 'nw_sos_event',
  /** When the next SOS may be sent (ms), from the hub's start answer. */
  sosCooldown: 'nw_sos_cooldown',
  /** Event ids whose siren was stopped on this device; a siren never restarts for them. */
  stoppedSirens: 'nw_stopped_sirens',
  /** Event ids that already raised the alert dialog here, so a re-delivered event never pops twice. */
  alertedSos: 'nw_alerted_sos',
  /** Last good location: lat, lng, timestamp, accuracy, source (valid 24 h, spec/assist.md §9). */
  cachedLocation: 'nw_cached_location',
  /** Whether an SOS also alerts neighbours nearby (allowStreet); the spec's "street settings". */
  streetSettings: 'nw_street_settings',
  /** The language the translation control offers besides English (spec/assist.md §9, default zh). */
  language: 'nw_language',
  /** Tests only: the SOS feed's poll interval in ms, read at start (default 10 s). */
  testPollMs: 'nw_test_poll_ms',
} as const;

/** Storage can throw (quota, disabled storage, private modes); the app keeps working in memory then. */
export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`[storage] could not write ${key}`, error);
  }
}

export function readJson(key: string): unknown {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

export function clearAllStorage(): void {
  try {
    localStorage.clear();
  } catch (error) {
    console.warn('[storage] could not clear', error);
  }
}
