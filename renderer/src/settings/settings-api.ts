import { settingsResponseSchema, type SettingsUpdate } from '../../../shared/api/settings';
import { apiRequest } from '../api/client';

export async function fetchHubSettings() {
  return (await apiRequest('/api/settings', { schema: settingsResponseSchema })).settings;
}

export async function saveHubSettings(update: SettingsUpdate) {
  return (await apiRequest('/api/settings', { method: 'PUT', body: update, schema: settingsResponseSchema })).settings;
}
