import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { offsetMeters } from '../../shared/geo';
import { expect, openTab, test } from './fixtures';
import { addTrustedContact, openResident } from './support/residents';

/**
 * Screenshots of the SOS screens for a person to look at, not assertions: run with
 * `SCREENSHOTS=1 npx playwright test tests/e2e/sos-screens.spec.ts`. Files land in .tmp/screens/.
 */
const OUT = '.tmp/screens';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

test.skip(!process.env.SCREENSHOTS, 'screenshots only with SCREENSHOTS=1');

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage, animations: 'disabled' });
}

VIEWPORTS.forEach((viewport, index) => {
  for (const dark of [false, true]) {
    test(`@screens SOS screens ${viewport.name} ${dark ? 'dark' : 'light'}`, async ({ browser, hub }) => {
      test.setTimeout(180_000);
      mkdirSync(OUT, { recursive: true });
      const prefix = `sos-${viewport.name}-${dark ? 'dark' : 'light'}`;
      // Each run in its own area, so street alerts of one run do not reach the next.
      const home = offsetMeters({ lat: 51.5, lng: -0.12 }, (index * 2 + (dark ? 1 : 0)) * 20_000, 0);
      const options = { viewport, dark };
      const a = await openResident(browser, hub, { ...options, position: home });
      const b = await openResident(browser, hub, { ...options, position: offsetMeters(home, 3000, 0) });
      const c = await openResident(browser, hub, { ...options, position: offsetMeters(home, 200, 100) });
      await addTrustedContact(a, b.id, 'Bea');
      await addTrustedContact(b, a.id, 'Alice');
      hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(b.id);
      await b.page.reload();
      await openTab(b.page, 'Feed');
      await shot(c.page, `${prefix}-feed-empty`);

      await openTab(a.page, 'SOS');
      await expect(a.page.getByTestId('sos-coordinates')).toBeVisible();
      await shot(a.page, `${prefix}-tab-inactive`);
      await a.page.getByRole('textbox', { name: /Brief description/ }).fill('Fell on the stairs, cannot get up');
      await a.page.getByRole('button', { name: 'SEND SOS ALERT' }).click();
      await expect(a.page.getByText('Emergency Active')).toBeVisible();
      await shot(a.page, `${prefix}-tab-active`);

      await expect(b.page.getByTestId('emergency-alert-dialog')).toBeVisible();
      await shot(b.page, `${prefix}-alert-pro`, false);
      await b.page.getByTestId('emergency-alert-dialog').getByRole('button', { name: 'Stop Siren' }).click();
      await shot(b.page, `${prefix}-alert-pro-stopped`, false);
      await b.page.keyboard.press('Escape');
      await shot(b.page, `${prefix}-feed-pro`);

      await expect(c.page.getByTestId('emergency-alert-dialog')).toBeVisible();
      await shot(c.page, `${prefix}-alert-free`, false);
      await c.page.keyboard.press('Escape');
      await shot(c.page, `${prefix}-feed-free`);
      await c.page.getByRole('button', { name: 'Offer Help' }).click();
      await shot(c.page, `${prefix}-offer-help`, false);
      await c.page.keyboard.press('Escape');

      await a.page.getByRole('button', { name: 'CANCEL EMERGENCY' }).click();
      await expect(c.page.locator('[data-status="cancelled"]')).toBeVisible();
      await shot(c.page, `${prefix}-feed-ended`);

      const noGps = await openResident(browser, hub, options);
      await expect(noGps.page.getByTestId('location-banner')).toBeVisible();
      await shot(noGps.page, `${prefix}-feed-location-issue`);
      await openTab(noGps.page, 'SOS');
      await shot(noGps.page, `${prefix}-tab-no-location`);
      await Promise.all([a, b, c, noGps].map((resident) => resident.context.close()));
    });
  }
});
