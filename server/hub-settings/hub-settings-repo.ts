import { DEFAULT_HUB_SETTINGS, hubSettingsSchema, type HubSettings } from '../../shared/api/config';
import type { Db } from '../db/database';

/** Hub-wide settings: stored per key as JSON, defaults for anything unset or unreadable. */
export function getHubSettings(db: Db): HubSettings {
  const rows = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM hub_settings').all();
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.key] = JSON.parse(row.value);
    } catch {
      // a hand-edited value that no longer parses falls back to the default
    }
  }
  const merged = { ...DEFAULT_HUB_SETTINGS };
  for (const key of Object.keys(DEFAULT_HUB_SETTINGS) as (keyof HubSettings)[]) {
    const parsed = hubSettingsSchema.shape[key].safeParse(stored[key]);
    if (key in stored && parsed.success) Object.assign(merged, { [key]: parsed.data });
  }
  return merged;
}

export function updateHubSettings(db: Db, update: Partial<HubSettings>, now: number): HubSettings {
  const upsert = db.prepare(
    `INSERT INTO hub_settings (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  db.transaction(() => {
    for (const [key, value] of Object.entries(update)) {
      if (value !== undefined) upsert.run(key, JSON.stringify(value), now);
    }
  })();
  return getHubSettings(db);
}
