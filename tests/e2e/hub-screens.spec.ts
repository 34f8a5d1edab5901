import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createHub, type Hub } from '../../server/hub';
import { expect, test } from './fixtures';
import { adminCall, apiResident, navigate, openCommandCentre, startSos } from './support/hub-helpers';

/**
 * Screenshots of every command-centre page for a person to look at, not assertions: run with
 * `SCREENSHOTS=1 npx playwright test tests/e2e/hub-screens.spec.ts`. Files land in .tmp/screens/hub/.
 */
const OUT = '.tmp/screens/hub';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;
const HOME = { lat: 51.5007123, lng: -0.1246234 };

test.skip(!process.env.SCREENSHOTS, 'screenshots only with SCREENSHOTS=1');

/** Residents, an active SOS with a delivery, an ended one, a pending concern, cards and a backup. */
async function seed(hub: Hub): Promise<void> {
  if (hub.db.prepare('SELECT count(*) FROM sos_events').pluck().get() !== 0) return;
  const sender = await apiResident(hub, HOME, 'Maria (no. 4)');
  const contact = await apiResident(hub, undefined, 'Sam next door');
  await apiResident(hub, undefined, 'Dev');
  await sender.post('/api/trusted-contacts', { userId: sender.id, contactUserId: contact.id, name: 'Sam' });
  const ended = await apiResident(hub, { lat: HOME.lat + 0.002, lng: HOME.lng - 0.003 }, 'Jo');
  const endedId = await startSos(ended, { lat: HOME.lat + 0.002, lng: HOME.lng - 0.003 }, 'Fell on the ice, ok now');
  await ended.post('/api/sos/cancel', { eventId: endedId });
  await startSos(sender, HOME, 'Someone is trying the back door');
  await contact.get('/api/sos/poll');
  await contact.post('/api/sos/siren/cancel', { eventId: hub.db.prepare("SELECT id FROM sos_events WHERE status = 'active'").pluck().get() });
  const now = Date.now();
  hub.db
    .prepare(
      `INSERT INTO proxy_sos_events (id, user_id, message, location_description, severity, lat, lng, escalation_threshold, current_votes,
         created_at, updated_at, expires_at) VALUES (?, ?, 'Smoke alarm beeping for 20 minutes at the corner house', 'Corner of Elm Road', 'warning', ?, ?, 3, 1, ?, ?, ?)`,
    )
    .run(randomUUID(), contact.id, HOME.lat - 0.0015, HOME.lng + 0.002, now - 60_000, now - 30_000, now + 30 * 60_000);
  await adminCall(hub, 'POST', `/api/hub/residents/${contact.id}/pro`, { active: true });
  await adminCall(hub, 'POST', `/api/hub/residents/${contact.id}/jin`, { amountJin: 12, memo: 'seed' });
  await adminCall(hub, 'POST', '/api/hub/cards', { count: 3, amountJin: 2 });
  await adminCall(hub, 'POST', '/api/hub/backup');
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage });
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`@screens command centre ${viewport.name} ${theme}`, async ({ browser, hub }) => {
      test.setTimeout(120_000);
      mkdirSync(OUT, { recursive: true });
      await seed(hub);
      const context = await browser.newContext({ baseURL: hub.url, viewport, colorScheme: theme });
      const page = await context.newPage();
      const prefix = `${viewport.name}-${theme}`;

      await openCommandCentre(page, hub);
      await expect(page.getByTestId('hub-residents')).toBeVisible();
      await shot(page, `${prefix}-overview`);

      await navigate(page, 'Incidents');
      await expect(page.getByTestId('incident-item').first()).toBeVisible();
      await shot(page, `${prefix}-incidents`, false);
      await page.getByTestId('incident-item').first().click();
      await expect(page.getByTestId('timeline')).toBeVisible();
      await shot(page, `${prefix}-incident-detail`, false);

      await navigate(page, 'Residents');
      await expect(page.getByTestId('resident-row').first()).toBeVisible();
      await shot(page, `${prefix}-residents`);
      await page.getByTestId('resident-row').first().getByRole('button', { name: /Credit JIN/ }).click();
      await shot(page, `${prefix}-credit-dialog`, false);
      await page.keyboard.press('Escape');

      await navigate(page, 'Cards');
      await page.getByRole('button', { name: 'Mint cards' }).click();
      await expect(page.getByTestId('card-sheet').getByRole('img').first()).toBeVisible();
      await shot(page, `${prefix}-cards-sheet`);
      await page.getByRole('button', { name: 'Done, I have printed them' }).click();
      await shot(page, `${prefix}-cards`);

      await navigate(page, 'Settings');
      await expect(page.getByTestId('center-map')).toBeVisible();
      await shot(page, `${prefix}-settings`);

      await navigate(page, 'Data');
      await page.getByRole('button', { name: 'Back up now' }).click();
      await expect(page.getByTestId('latest-backup')).toBeVisible();
      await shot(page, `${prefix}-data`);
      await context.close();
    });
  }
}

test('@screens command centre on HTTPS, with a new SOS ringing', async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'nw-e2e-tls-'));
  const hub = await createHub({ dataDir, port: 0, host: '127.0.0.1', log: { info() {}, warn() {}, error: console.error } });
  // The test's own resident calls go to the hub's self-signed certificate.
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  try {
    for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
      const context = await browser.newContext({ viewport, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await openCommandCentre(page, hub);
      await expect(page.getByTestId('hub-fingerprint')).toBeVisible();
      await expect(page.getByTestId('hub-residents')).toBeVisible();
      await page.waitForTimeout(3500); // one incident poll has set the baseline
      const sender = await apiResident(hub, HOME, 'Maria (no. 4)');
      await startSos(sender, HOME, `Help, ${name} test`);
      await expect(page.getByTestId('sos-alarm')).toBeVisible({ timeout: 5000 });
      await shot(page, `${name}-tls-overview-alarm`, false);
      await context.close();
    }
  } finally {
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
    await hub.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
