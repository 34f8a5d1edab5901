import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openRegistered, openTab, test } from './fixtures';

/**
 * Screenshots for a person to look at, not assertions: run with
 * `SCREENSHOTS=1 npx playwright test --grep @screens`. Files land in .tmp/screens/.
 */
const OUT = '.tmp/screens';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;
const TABS = ['Feed', 'SOS', 'Contacts', 'Pro', 'Settings'] as const;

test.skip(!process.env.SCREENSHOTS, 'screenshots only with SCREENSHOTS=1');

function darkSettingsScript(): string {
  const settings = { shareLocation: true, notifications: true, darkMode: true, emergencyAudio: true, autoConnect: true };
  return `localStorage.setItem('nw_device_settings', ${JSON.stringify(JSON.stringify(settings))});`;
}

/** Whole pages for tabs; what the screen shows for dialogs (fixed layers look odd in full-page shots). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(250); // let dialog and toast animations settle
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage });
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`@screens resident app ${viewport.name} ${theme}`, async ({ browser, hub }) => {
      mkdirSync(OUT, { recursive: true });
      const context = await browser.newContext({ baseURL: hub.url, viewport });
      if (theme === 'dark') await context.addInitScript({ content: darkSettingsScript() });
      const page = await context.newPage();

      const neighbour = await browser.newContext({ baseURL: hub.url });
      const neighbourId = await openRegistered(await neighbour.newPage(), hub);
      await neighbour.close();

      await openRegistered(page, hub);
      const prefix = `${viewport.name}-${theme}`;
      for (const tab of TABS) {
        await openTab(page, tab);
        await shot(page, `${prefix}-${tab.toLowerCase()}`);
      }

      await openTab(page, 'Contacts');
      await page.getByRole('button', { name: 'My QR' }).click();
      await expect(page.getByRole('img', { name: 'QR code of your device ID' })).toBeVisible();
      await shot(page, `${prefix}-dialog-my-qr`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Add Contact' }).click();
      const add = page.getByRole('dialog', { name: 'Add Contact' });
      await add.getByRole('textbox', { name: 'Device ID' }).fill(neighbourId);
      await add.getByRole('textbox', { name: 'Nickname' }).fill('Sam next door');
      await shot(page, `${prefix}-dialog-add`, false);
      await add.getByRole('button', { name: 'Add Contact' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await shot(page, `${prefix}-contacts-list`);
      await page.getByRole('button', { name: 'Edit nickname of Sam next door' }).click();
      await shot(page, `${prefix}-contacts-edit`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Scan QR', exact: true }).click();
      await page.waitForTimeout(600);
      await shot(page, `${prefix}-dialog-scan`, false);
      await page.keyboard.press('Escape');

      await openTab(page, 'Settings');
      await page.getByRole('button', { name: 'Reset All Data' }).click();
      await shot(page, `${prefix}-dialog-reset`, false);
      await page.keyboard.press('Escape');

      await page.goto('/sos-listen');
      await shot(page, `${prefix}-listener-invalid`);
      await page.goto('/sos-listen/3f2a9c1e0b7d4e6f8a9b0c1d2e3f4a5b');
      await shot(page, `${prefix}-listener-room`);
      await page.goto(`/hub#token=${hub.adminToken}`);
      await expect(page.getByTestId('hub-residents')).toBeVisible();
      await shot(page, `${prefix}-hub`);
      await context.close();
    });
  }
}
