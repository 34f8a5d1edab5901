import type { Page } from '@playwright/test';
import type { Hub } from '../../../server/hub';
import { Resident } from '../../support/test-hub';
import { expect } from '../fixtures';

/** The coordinator's browser: the printed link, then wait until the shell is up. */
export async function openCommandCentre(page: Page, hub: Hub, section = ''): Promise<void> {
  await blockMapTiles(page);
  await page.goto(`${hub.url}/hub${section ? `/${section}` : ''}#token=${hub.adminToken}`);
  await expect(page.getByRole('navigation', { name: 'Command centre' })).toBeVisible();
}

/** No internet here: tile requests fail fast instead of waiting on DNS. */
export async function blockMapTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/** A registered resident driven through the API (a phone that is not under test). */
export async function apiResident(hub: Hub, position?: { lat: number; lng: number }, displayName = 'User'): Promise<Resident> {
  const resident = new Resident(hub.url);
  const answer = await resident.register({ displayName, ...(position ? { ...position, accuracy: 5 } : {}) });
  if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return resident;
}

export async function startSos(resident: Resident, position: { lat: number; lng: number }, message: string): Promise<string> {
  const answer = await resident.post('/api/sos/start', { deviceId: resident.id, ...position, accuracy: 5, message });
  if (answer.status !== 201) throw new Error(`SOS start failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.eventId;
}

/** A call to the coordinator API from the test itself. */
export function adminCall(hub: Hub, method: string, path: string, body?: unknown) {
  return new Resident(hub.url).request(method, path, body, { noDeviceHeader: true, headers: { Authorization: `Bearer ${hub.adminToken}` } });
}

export async function navigate(page: Page, section: 'Overview' | 'Incidents' | 'Residents' | 'Cards' | 'Settings' | 'Data'): Promise<void> {
  await page.getByRole('navigation', { name: 'Command centre' }).getByRole('link', { name: section }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}
