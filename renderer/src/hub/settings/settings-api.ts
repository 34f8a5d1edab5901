import { hubSettingsResponseSchema } from '../../../../shared/api/command';
import type { HubSettings } from '../../../../shared/api/config';
import { hubRequest } from '../hub-api';

export async function fetchHubSettings() {
  return (await hubRequest('/api/hub/settings', { schema: hubSettingsResponseSchema })).settings;
}

/** PUT /api/hub/settings with only the fields that changed; the hub applies them at once. */
export async function saveHubSettings(update: Partial<HubSettings>) {
  return (await hubRequest('/api/hub/settings', { method: 'PUT', body: update, schema: hubSettingsResponseSchema })).settings;
}
