import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { createHub, type Hub } from '../../server/hub';

const WEB_INDEX = join(process.cwd(), 'dist', 'web', 'index.html');

const quietLog = { info: () => {}, warn: () => {}, error: console.error };

/**
 * A real hub on a temp data dir and an ephemeral port, one per test: an SOS or an escalated
 * concern left active by one test must not pop up in the next one's browsers.
 */
export const test = base.extend<{ hub: Hub }>({
  hub: [
    async ({}, use) => {
      if (!existsSync(WEB_INDEX)) throw new Error('dist/web is missing: run `npx vite build` before the e2e specs');
      const dataDir = mkdtempSync(join(tmpdir(), 'nw-e2e-'));
      const hub = await createHub({ dataDir, port: 0, host: '127.0.0.1', tls: false, log: quietLog });
      await use(hub);
      await hub.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'test' },
  ],
  baseURL: async ({ hub }, use) => {
    await use(hub.url);
  },
});

export { expect };

/** The device id the page keeps in localStorage (a string expression: these files are typechecked without DOM types). */
export async function storedDeviceId(page: Page): Promise<string> {
  const value: unknown = await page.evaluate("localStorage.getItem('nw_device_id')");
  if (typeof value !== 'string') throw new Error('no device id in localStorage');
  return value;
}

/** Opens the app and waits until the hub knows the device, so later calls have a session. */
export async function openRegistered(page: Page, hub: Hub): Promise<string> {
  await page.goto('/');
  await expect(page.getByTestId('device-id-prefix')).toHaveText(/^[0-9a-f]{8}$/);
  const id = await storedDeviceId(page);
  await expect.poll(() => hub.db.prepare('SELECT id FROM users WHERE id = ?').get(id)).toBeTruthy();
  return id;
}

export async function openTab(page: Page, name: 'Feed' | 'SOS' | 'Contacts' | 'Pro' | 'Settings'): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

/** Collects every /api response that failed, to assert a normal start-up has none. */
export function watchApiFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return failures;
}

export function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}
