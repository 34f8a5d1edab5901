import { DEFAULT_DEVICE_SETTINGS, type DeviceSettings, type SettingsUpdate } from '../../shared/api/settings';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

type SettingsRow = {
  share_location: number;
  notifications: number;
  dark_mode: number;
  emergency_audio: number;
  auto_connect: number;
};

const COLUMNS = {
  shareLocation: 'share_location',
  notifications: 'notifications',
  darkMode: 'dark_mode',
  emergencyAudio: 'emergency_audio',
  autoConnect: 'auto_connect',
} as const satisfies Record<keyof DeviceSettings, keyof SettingsRow>;

export function getSettings(db: Db, userId: string): DeviceSettings {
  const row = prepared<[string], SettingsRow>(db, 'SELECT * FROM user_settings WHERE user_id = ?').get(userId);
  if (!row) return { ...DEFAULT_DEVICE_SETTINGS };
  return {
    shareLocation: row.share_location === 1,
    notifications: row.notifications === 1,
    darkMode: row.dark_mode === 1,
    emergencyAudio: row.emergency_audio === 1,
    autoConnect: row.auto_connect === 1,
  };
}

/** Merges a partial update into the stored settings and returns the result. */
export function updateSettings(db: Db, userId: string, update: SettingsUpdate, now: number): DeviceSettings {
  return db.transaction(() => {
    const merged = { ...getSettings(db, userId), ...update };
    const keys = Object.keys(COLUMNS) satisfies string[];
    const values = keys.map((key) => (merged[key as keyof DeviceSettings] ? 1 : 0));
    db.prepare(
      `INSERT INTO user_settings (user_id, ${keys.map((k) => COLUMNS[k as keyof DeviceSettings]).join(', ')}, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET ${keys.map((k) => `${COLUMNS[k as keyof DeviceSettings]} = excluded.${COLUMNS[k as keyof DeviceSettings]}`).join(', ')},
         updated_at = excluded.updated_at`,
    ).run(userId, ...values, now);
    return merged;
  })();
}
