import { readItem, STORAGE_KEYS, writeItem } from '../local-storage';
import { sendTimezone } from './identity-api';

/** Sends the browser's time zone once per device (spec/core.md §7); the flag stops repeats. */
export async function captureTimezoneOnce(): Promise<void> {
  if (readItem(STORAGE_KEYS.timezoneCaptured)) return;
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timezone) return;
  try {
    await sendTimezone(timezone);
    writeItem(STORAGE_KEYS.timezoneCaptured, 'true');
  } catch (error) {
    console.warn('[identity] time zone capture failed', error);
  }
}
