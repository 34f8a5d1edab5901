import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { Hub } from '../../server/hub';
import { expect, openRegistered, test } from './fixtures';
import { addContactFromPage, apiFromPage, playbackStats, roomIdFromPage, startSender, startSosFromPage } from './support/audio';

/**
 * Listener page screenshots for a person to look at, not assertions:
 * `SCREENSHOTS=1 npx playwright test tests/e2e/audio-screens.spec.ts`. Files land in .tmp/screens/.
 */
const OUT = '.tmp/screens';
const PHONE = { width: 390, height: 844 };

test.skip(!process.env.SCREENSHOTS, 'screenshots only with SCREENSHOTS=1');

function darkSettingsScript(): string {
  const settings = { shareLocation: true, notifications: true, darkMode: true, emergencyAudio: true, autoConnect: true };
  return `localStorage.setItem('nw_device_settings', ${JSON.stringify(JSON.stringify(settings))});`;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

async function resident(browser: Browser, hub: Hub, dark: boolean): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext({ baseURL: hub.url, viewport: PHONE });
  if (dark) await context.addInitScript({ content: darkSettingsScript() });
  const page = await context.newPage();
  return { page, id: await openRegistered(page, hub) };
}

for (const theme of ['light', 'dark'] as const) {
  test(`@screens listener states phone ${theme}`, async ({ browser, hub }) => {
    test.setTimeout(90_000);
    mkdirSync(OUT, { recursive: true });
    const dark = theme === 'dark';
    const name = (state: string) => `phone-${theme}-listen-${state}`;
    const sender = await resident(browser, hub, dark);
    const contact = await resident(browser, hub, dark);
    const stranger = await resident(browser, hub, dark);
    await addContactFromPage(sender.page, sender.id, contact.id, 'Bee');
    const eventId = await startSosFromPage(sender.page, sender.id);
    const roomId = await roomIdFromPage(sender.page, sender.id);
    const listener = contact.page;

    // Connecting: a socket that opens but is never welcomed.
    const stalled = await listener.context().newPage();
    await stalled.routeWebSocket(/pcm-audio-ws/, () => {});
    await stalled.goto(`/sos-listen/${roomId}`);
    await expect(stalled.getByTestId('listener-status')).toContainText('Connecting');
    await shot(stalled, name('connecting'));
    await stalled.close();

    await listener.goto(`/sos-listen/${roomId}`);
    await expect(listener.getByText('Waiting for the sender’s microphone…')).toBeVisible();
    await shot(listener, name('waiting'));

    await sender.page.mouse.click(2, 2);
    await startSender(sender.page);
    await expect(listener.getByTestId('live-badge')).toBeVisible();
    await shot(listener, name('live-gate'));
    await listener.getByRole('button', { name: 'Enable Emergency Audio' }).click();
    await expect.poll(async () => (await playbackStats(listener))?.peak ?? 0, { timeout: 15_000, intervals: [50] }).toBeGreaterThan(0.3);
    await shot(listener, name('live'));

    await stranger.page.goto(`/sos-listen/${roomId}`);
    await expect(stranger.page.getByTestId('listener-status')).toContainText('Access not allowed');
    await shot(stranger.page, name('refused'));

    await apiFromPage(sender.page, 'POST', '/api/sos/cancel', { eventId });
    await expect(listener.getByTestId('listener-status')).toContainText('Emergency ended');
    await shot(listener, name('ended'));

    const fresh = await (await browser.newContext({ baseURL: hub.url, viewport: PHONE })).newPage();
    if (dark) await fresh.addInitScript({ content: darkSettingsScript() });
    await startSosFromPage(stranger.page, stranger.id);
    await fresh.goto(`/sos-listen/${await roomIdFromPage(stranger.page, stranger.id)}`);
    await expect(fresh.getByTestId('listener-status')).toContainText('Open NeighborWatch first');
    await shot(fresh, name('no-session'));
    await fresh.goto('/sos-listen/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(fresh.getByTestId('listener-status')).toContainText('not valid');
    await shot(fresh, name('not-valid'));
  });
}
