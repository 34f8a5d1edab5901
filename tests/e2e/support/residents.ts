import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Hub } from '../../../server/hub';
import { expect, openRegistered } from '../fixtures';

export type Resident = { context: BrowserContext; page: Page; id: string };

type ResidentOptions = {
  /** Where the fake GPS puts this resident; without it the context refuses geolocation. */
  position?: { lat: number; lng: number };
  viewport?: { width: number; height: number };
  /** Feed poll interval for the test (localStorage 'nw_test_poll_ms'); default 500 ms. */
  pollMs?: number;
  /** Extra script run before the app on every load (e.g. seeding localStorage). */
  initScript?: string;
  dark?: boolean;
};

/** A resident in their own browser context: fake GPS, fast feed polling, registered with the hub. */
export async function openResident(browser: Browser, hub: Hub, options: ResidentOptions = {}): Promise<Resident> {
  const context = await browser.newContext({
    baseURL: hub.url,
    viewport: options.viewport ?? { width: 390, height: 844 },
    ...(options.position
      ? {
          geolocation: { latitude: options.position.lat, longitude: options.position.lng, accuracy: 8 },
          permissions: ['geolocation'],
        }
      : {}),
  });
  await context.addInitScript({ content: `localStorage.setItem('nw_test_poll_ms', '${options.pollMs ?? 500}');` });
  if (options.dark) {
    const settings = { shareLocation: true, notifications: true, darkMode: true, emergencyAudio: true, autoConnect: true };
    await context.addInitScript({ content: `localStorage.setItem('nw_device_settings', ${JSON.stringify(JSON.stringify(settings))});` });
  }
  if (options.initScript) await context.addInitScript({ content: options.initScript });
  const page = await context.newPage();
  const id = await openRegistered(page, hub);
  return { context, page, id };
}

/** Adds `contactId` to `owner`'s trusted contacts through the hub API, with the owner's session. */
export async function addTrustedContact(owner: Resident, contactId: string, name: string): Promise<void> {
  const response = await owner.page.request.post('/api/trusted-contacts', {
    headers: { 'X-Device-ID': owner.id },
    data: { userId: owner.id, contactUserId: contactId, name },
  });
  expect(response.status()).toBe(201);
}

/** Coordinator call: PUT /api/hub/settings with the admin token. */
export async function setHubSettings(page: Page, hub: Hub, settings: Record<string, unknown>): Promise<void> {
  const response = await page.request.put('/api/hub/settings', {
    headers: { Authorization: `Bearer ${hub.adminToken}` },
    data: settings,
  });
  expect(response.status()).toBe(200);
}

export type SirenState = { playing: boolean; eventId: string | null; oscillatorType: string | null; frequency: number | null };

function isSirenState(value: unknown): value is SirenState {
  return typeof value === 'object' && value !== null && 'playing' in value && typeof value.playing === 'boolean';
}

/** What the page's Web Audio siren is doing (window.__nwSiren, read from the real OscillatorNode). */
export async function sirenState(page: Page): Promise<SirenState> {
  const state: unknown = await page.evaluate('window.__nwSiren ? window.__nwSiren.state() : null');
  if (!isSirenState(state)) throw new Error('window.__nwSiren is missing');
  return state;
}
