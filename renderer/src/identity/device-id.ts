import { isUuid, normalizeId } from '../../../shared/ids';
import { readItem, STORAGE_KEYS, writeItem } from '../local-storage';

/** The device identity held by this browser (spec/core.md §3, DESIGN.md §3). */
export type DeviceIdentity = {
  deviceId: string;
  /** The spec's separate "user id"; always the same value as deviceId. */
  userId: string;
  /** Device secret sent once at registration so a lost session can be recovered. */
  pin: string;
};

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomHex(length: number): string {
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    return hex(crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))).slice(0, length);
  }
  let out = '';
  while (out.length < length) out += Math.random().toString(16).slice(2);
  return out.slice(0, length);
}

/** Fallback for old browsers and insecure origins: time plus randomness, still shaped 8-4-4-4-12. */
export function fallbackUuid(now = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(16).padStart(12, '0').slice(-12);
  let rand = '';
  while (rand.length < 20) rand += Math.floor(random() * 16).toString(16);
  const variant = ((parseInt(rand.charAt(4), 16) & 0x3) | 0x8).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-4${rand.slice(0, 3)}-${variant}${rand.slice(5, 8)}-${rand.slice(8, 20)}`;
}

export function generateDeviceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // randomUUID exists but throws outside secure contexts in some engines.
    }
  }
  return fallbackUuid();
}

/** The stored device id if it is a valid UUID; never creates one. */
export function storedDeviceId(): string | null {
  const stored = readItem(STORAGE_KEYS.deviceId);
  return isUuid(stored) ? normalizeId(stored) : null;
}

/** Reuses the stored identity when it is well-formed, otherwise creates and stores a new one. */
export function loadOrCreateIdentity(): DeviceIdentity {
  const deviceId = storedDeviceId() ?? generateDeviceId();
  const storedPin = readItem(STORAGE_KEYS.userPin);
  const pin = storedPin !== null && /^[0-9a-f]{32}$/.test(storedPin) ? storedPin : randomHex(32);
  writeItem(STORAGE_KEYS.deviceId, deviceId);
  writeItem(STORAGE_KEYS.userId, deviceId);
  writeItem(STORAGE_KEYS.userPin, pin);
  return { deviceId, userId: deviceId, pin };
}
