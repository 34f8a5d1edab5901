import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { offsetMeters } from '../../shared/geo';
import { expect, openTab, test, toast } from './fixtures';
import { assistCard, openWalkingDialog, stripedPng } from './support/assist';
import { openResident, type Resident } from './support/residents';

/**
 * Screenshots of neighbour assist, the homeowner card, the guide, walking and proximity, for a
 * person to look at: `SCREENSHOTS=1 npx playwright test tests/e2e/assist-screens.spec.ts`.
 * Files land in .tmp/screens/assist-*.png.
 */
const OUT = '.tmp/screens';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;
const MESSAGE = 'Front door of no. 14 wide open since this morning, dog barking, nobody answers the bell';

test.skip(!process.env.SCREENSHOTS, 'screenshots only with SCREENSHOTS=1');

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/assist-${name}.png`, fullPage });
}

/** A call with the resident's own session and device header. */
async function call(resident: Resident, method: 'post' | 'put', path: string, data: unknown) {
  const response = await resident.page.request[method](path, { headers: { 'X-Device-ID': resident.id }, data });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response;
}

let street = 0;

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`@screens assist ${viewport.name} ${theme}`, async ({ browser, hub }) => {
      test.setTimeout(240_000);
      mkdirSync(OUT, { recursive: true });
      street += 1;
      const here = { lat: 48.1 + street * 0.4, lng: 11.58 };
      const prefix = `${viewport.name}-${theme}`;
      const viewer = await openResident(browser, hub, { position: here, viewport, dark: theme === 'dark', pollMs: 1000 });
      const flagger = await openResident(browser, hub, { position: offsetMeters(here, 40, 30), pollMs: 5000 });
      const voter = await openResident(browser, hub, { position: offsetMeters(here, -60, 0), pollMs: 5000 });
      const page = viewer.page;
      await expect.poll(() => hub.db.prepare('SELECT user_id FROM user_locations WHERE user_id = ?').get(viewer.id)).toBeTruthy();

      await call(flagger, 'post', '/api/proxy-sos', {
        message: MESSAGE,
        locationDescription: 'Blue house, 14 Elm Street',
        severity: 'critical',
        ...offsetMeters(here, 40, 30),
        escalationThreshold: 2,
        photo: { data: stripedPng(160, 120).toString('base64'), mime: 'image/png' },
      });
      const card = assistCard(page, MESSAGE);
      await expect(card.getByTestId('assist-photo')).toHaveJSProperty('naturalWidth', 160);
      await shot(page, `${prefix}-pending`, true);

      await card.getByRole('button', { name: 'Escalate' }).click();
      await expect(card.getByTestId('assist-voted-notice')).toBeVisible();
      await page.waitForTimeout(4200); // let the toast go
      await shot(page, `${prefix}-voted`, true);

      await card.getByRole('button', { name: 'Emergency Response Guide' }).click();
      await shot(page, `${prefix}-guide`);
      await page.getByRole('button', { name: 'Got it' }).click();

      await page.getByRole('button', { name: 'Flag for Neighbor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Flag Concern for Neighbors' });
      await expect(dialog.getByText('Location acquired')).toBeVisible();
      await dialog.getByRole('textbox', { name: "What's the concern?" }).fill('Car alarm going off for 20 minutes, window looks smashed');
      await dialog.getByRole('textbox', { name: 'Location description' }).fill('Silver car outside no. 9');
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: stripedPng(64, 48) });
      await expect(toast(page, 'Photo Uploaded')).toBeVisible();
      await shot(page, `${prefix}-flag-dialog`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The second vote escalates: the alert dialog, then the escalated card.
      await call(voter, 'post', `/api/proxy-sos/${await card.getAttribute('data-event-id')}/vote`, {
        voteType: 'escalate',
        ...offsetMeters(here, -60, 0),
      });
      await expect(page.getByTestId('emergency-alert-dialog')).toBeVisible();
      await shot(page, `${prefix}-escalated-alert`);
      await page.keyboard.press('Escape');
      await expect(card).toHaveAttribute('data-status', 'escalated');

      // A walker passes by (through the API): the proximity card.
      await call(voter, 'post', '/api/walk/start', {});
      await call(voter, 'post', '/api/walk/beat', offsetMeters(here, 120, 0));
      await call(voter, 'post', '/api/walk/beat', offsetMeters(here, 40, 0));
      await expect(page.getByTestId('proximity-card')).toBeVisible();
      await shot(page, `${prefix}-feed-escalated-proximity`, true);

      // The walking dialog, walking, with a home and a family member.
      const walking = await openWalkingDialog(page);
      await walking.getByRole('button', { name: 'Set my home here' }).click();
      await expect(toast(page, 'Home Set')).toBeVisible();
      await walking.getByRole('textbox', { name: 'Name' }).fill('Ana');
      await walking.getByRole('textbox', { name: 'Relationship' }).fill('sister');
      await walking.getByRole('button', { name: 'Add family member' }).click();
      await expect(walking.getByTestId('family-row')).toHaveCount(1);
      await walking.getByRole('button', { name: 'Start walking' }).click();
      await expect(walking.getByTestId('walk-status')).toContainText('sent');
      await page.waitForTimeout(4200);
      await shot(page, `${prefix}-walking-dialog`);
      await walking.getByTestId('family-row').scrollIntoViewIfNeeded();
      await shot(page, `${prefix}-walking-dialog-family`);
      await walking.getByRole('button', { name: 'Close' }).first().click();
      await openTab(page, 'Feed');
      await page.evaluate('window.scrollTo(0, 0)');
      await shot(page, `${prefix}-feed-walking`);
      await Promise.all([viewer, flagger, voter].map((resident) => resident.context.close()));
    });
  }
}
