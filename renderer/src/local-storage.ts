import { DEVICE_ID_STORAGE_KEY, TIMEZONE_FLAG_KEY } from '../../shared/constants';

/** Every localStorage key the browser app owns (spec/core.md §3), in one place. */
export const STORAGE_KEYS = {
  deviceId: DEVICE_ID_STORAGE_KEY,
  userId: 'nw_user_id',
  userPin: 'nw_user_pin',
  deviceSettings: 'nw_device_settings',
  trustedContacts: 'nw_trusted_contacts',
  timezoneCaptured: TIMEZONE_FLAG_KEY,
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
