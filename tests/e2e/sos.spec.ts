import type { Page } from '@playwright/test';
import { offsetMeters, roundCoordinate } from '../../shared/geo';
import { expect, openTab, test, toast } from './fixtures';
import { addTrustedContact, openResident, type Resident, setHubSettings, sirenState } from './support/residents';

/**
 * SOS end to end: three residents in separate browser contexts with fake GPS, a real hub.
 * The feed polls every 500 ms here (localStorage 'nw_test_poll_ms'); the app's default is 10 s.
 */
const SENDER_AT = { lat: 52.370216, lng: 4.895168 };
const CONTACT_AT = offsetMeters(SENDER_AT, 5000, 0);
const NEIGHBOUR_AT = offsetMeters(SENDER_AT, 200, 0);

const alertDialog = (page: Page) => page.getByTestId('emergency-alert-dialog');
const sosCard = (page: Page, eventId: string) => page.locator(`[data-testid="sos-card"][data-event-id="${eventId}"]`);

async function closeAll(residents: Resident[]) {
  await Promise.all(residents.map((resident) => resident.context.close()));
}

test.describe('SOS alerts', () => {
  test('an SOS reaches a Pro contact with map and siren and a neighbour with the upsell; cancel ends it', async ({ browser, hub }) => {
    test.setTimeout(180_000);
    const a = await openResident(browser, hub, { position: SENDER_AT });
    const b = await openResident(browser, hub, { position: CONTACT_AT });
    const c = await openResident(browser, hub, { position: NEIGHBOUR_AT });
    await addTrustedContact(a, b.id, 'Bea');
    await addTrustedContact(b, a.id, 'Alice');
    hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(b.id);
    await b.page.reload();
    // The neighbour's position reaches the hub with their feed poll; the contact's browser gets a user gesture for audio.
    await expect.poll(() => hub.db.prepare('SELECT user_id FROM user_locations WHERE user_id = ?').get(c.id)).toBeTruthy();
    await openTab(b.page, 'Feed');
    await expect(b.page.getByText('No reports yet')).toBeVisible();

    // A sends.
    await openTab(a.page, 'SOS');
    await expect(a.page.getByTestId('sos-coordinates')).toHaveText('52.3702, 4.8952');
    await a.page.getByRole('textbox', { name: /Brief description/ }).fill('Fell on the stairs');
    await expect(a.page.getByText('18/100')).toBeVisible();
    await expect(a.page.getByRole('switch', { name: 'Also alert neighbours nearby' })).toHaveAttribute('aria-checked', 'true');
    await a.page.getByRole('button', { name: 'SEND SOS ALERT' }).click();
    await expect(toast(a.page, 'SOS Activated')).toBeVisible();
    await expect(a.page.getByRole('button', { name: 'CANCEL EMERGENCY' })).toBeEnabled();
    await expect(a.page.getByText('Emergency Active')).toBeVisible();
    const event: unknown = hub.db.prepare("SELECT lat, lng, message FROM sos_events WHERE user_id = ? AND status = 'active'").get(a.id);
    expect(event).toEqual({ lat: SENDER_AT.lat, lng: SENDER_AT.lng, message: 'Fell on the stairs' });
    const eventId = String(hub.db.prepare("SELECT id FROM sos_events WHERE user_id = ? AND status = 'active'").pluck().get(a.id));

    // The active state survives a reload of the sender's page.
    await a.page.reload();
    await openTab(a.page, 'SOS');
    await expect(a.page.getByRole('button', { name: 'CANCEL EMERGENCY' })).toBeEnabled();
    await expect(a.page.getByText('Emergency Active')).toBeVisible();

    // B (Pro contact): the dialog with the map, and the siren really running.
    const dialogB = alertDialog(b.page);
    await expect(dialogB).toBeVisible();
    await expect(dialogB.getByText('From: Alice')).toBeVisible();
    await expect(dialogB.getByText('Fell on the stairs')).toBeVisible();
    await expect(dialogB.getByText('52.370216, 4.895168')).toBeVisible();
    await expect(dialogB.getByTestId('emergency-map')).toBeVisible();
    await expect(dialogB.getByRole('button', { name: 'Emergency - Alice' })).toBeVisible();
    await expect(dialogB.getByText(eventId.slice(0, 8))).toBeVisible();
    await expect.poll(async () => (await sirenState(b.page)).playing).toBe(true);
    expect(await sirenState(b.page)).toMatchObject({ oscillatorType: 'sawtooth', eventId, frequency: 1650 });

    await dialogB.getByRole('button', { name: 'Stop Siren' }).click();
    await expect(dialogB.getByText('Siren Stopped', { exact: true })).toBeVisible();
    await expect(toast(b.page, 'Siren Stopped')).toBeVisible();
    expect((await sirenState(b.page)).playing).toBe(false);
    expect(hub.db.prepare('SELECT stop_requester_id FROM siren_stop_signals WHERE sos_id = ?').get(eventId)).toEqual({
      stop_requester_id: b.id,
    });

    // A (sender): no dialog and no siren, ever.
    await expect(alertDialog(a.page)).toHaveCount(0);
    expect((await sirenState(a.page)).playing).toBe(false);

    // C (neighbour, not Pro): the card with rounded coordinates, the upsell, no siren, no map.
    const rounded = `${roundCoordinate(SENDER_AT.lat, 3).toFixed(3)}, ${roundCoordinate(SENDER_AT.lng, 3).toFixed(3)}`;
    await expect(alertDialog(c.page)).toBeVisible();
    await expect(alertDialog(c.page).getByText('Precise Location Available')).toBeVisible();
    await c.page.keyboard.press('Escape');
    const cardC = sosCard(c.page, eventId);
    await expect(cardC.getByTestId('sos-card-coordinates')).toHaveText(rounded);
    await expect(cardC.getByText('ACTIVE EMERGENCY')).toBeVisible();
    await expect(cardC.getByText('From: Nearby neighbour')).toBeVisible();
    await cardC.getByRole('button', { name: /View Location/ }).click();
    await expect(alertDialog(c.page).getByText('Precise Location Available')).toBeVisible();
    await expect(alertDialog(c.page).getByText('PRO FEATURE')).toBeVisible();
    await expect(alertDialog(c.page).getByTestId('emergency-map')).toHaveCount(0);
    expect((await sirenState(c.page)).playing).toBe(false);
    await alertDialog(c.page).getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(alertDialog(c.page)).toHaveCount(0);
    await expect(c.page.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');

    // C becomes Pro: without a reload the card drops its Pro tag and View Location shows the map.
    hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(c.id);
    await c.page.evaluate("window.dispatchEvent(new Event('focus'))");
    await openTab(c.page, 'Feed');
    await cardC.getByRole('button', { name: 'View Location', exact: true }).click();
    await expect(alertDialog(c.page).getByTestId('emergency-map')).toBeVisible();
    await expect(alertDialog(c.page).getByText('52.370216, 4.895168')).toBeVisible();
    await c.page.keyboard.press('Escape');

    // B reloads: the alert does not pop again and the siren stays off.
    await b.page.reload();
    await expect(sosCard(b.page, eventId)).toBeVisible();
    await b.page.waitForTimeout(1500);
    await expect(alertDialog(b.page)).toHaveCount(0);
    expect((await sirenState(b.page)).playing).toBe(false);

    // A cancels: the cards lose their actions for B and C.
    await a.page.getByRole('button', { name: 'CANCEL EMERGENCY' }).click();
    await expect(toast(a.page, 'SOS Cancelled')).toBeVisible();
    await expect(a.page.getByRole('button', { name: 'SEND SOS ALERT' })).toBeVisible();
    for (const viewer of [b, c]) {
      await openTab(viewer.page, 'Feed');
      const card = sosCard(viewer.page, eventId);
      await expect(card).toHaveAttribute('data-status', 'cancelled');
      await expect(card.getByRole('button', { name: /View Location/ })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Offer Help' })).toHaveCount(0);
    }

    // A second alert inside the 10-minute cooldown is refused.
    await a.page.getByRole('button', { name: 'SEND SOS ALERT' }).click();
    await expect(toast(a.page, 'SOS Failed')).toContainText('You must wait 10 minutes between SOS alerts for safety');
    await expect(a.page.getByRole('button', { name: 'SEND SOS ALERT' })).toBeEnabled();
    await closeAll([a, b, c]);
  });

  test('without GPS the feed offers the area centre, and the SOS tab then uses it', async ({ browser, hub, page }) => {
    const center = { lat: 48.856613, lng: 2.352222 };
    await page.goto('/');
    await setHubSettings(page, hub, { neighborhoodCenter: center });
    // A fix from an hour ago is the first fallback; the area centre replaces it on request.
    const cached = { lat: 48.8, lng: 2.3, timestamp: Date.now() - 3_600_000, accuracy: 20, source: 'gps' };
    const resident = await openResident(browser, hub, {
      initScript: `if (!localStorage.getItem('nw_cached_location')) localStorage.setItem('nw_cached_location', ${JSON.stringify(JSON.stringify(cached))});`,
    });
    try {
      // The toast lasts 4 s, so it is checked first; the banner stays until dismissed.
      await expect(toast(resident.page, 'Location Access Required')).toBeVisible();
      const banner = resident.page.getByTestId('location-banner');
      await expect(banner.getByText('Location Access Issue')).toBeVisible();
      await openTab(resident.page, 'SOS');
      await expect(resident.page.getByTestId('sos-coordinates')).toHaveText('48.8000, 2.3000');
      await expect(resident.page.getByText('Last known location')).toBeVisible();

      await openTab(resident.page, 'Feed');
      await banner.getByRole('button', { name: 'Use Area Center' }).click();
      await expect(toast(resident.page, 'Location Set')).toBeVisible();
      await expect(banner).toHaveCount(0);
      await openTab(resident.page, 'SOS');
      await expect(resident.page.getByTestId('sos-coordinates')).toHaveText('48.8566, 2.3522');
      await expect(resident.page.getByText(/Neighbourhood centre · accuracy 1000 m/)).toBeVisible();
    } finally {
      await setHubSettings(page, hub, { neighborhoodCenter: null });
      await resident.context.close();
    }
  });

  test('a failing SOS poll shows the connection issue after its retries, and recovers by itself', async ({ browser, hub }) => {
    const resident = await openResident(browser, hub, { position: offsetMeters(SENDER_AT, -40_000, 0) });
    try {
      await expect(resident.page.getByText('Connected', { exact: true })).toBeVisible();
      await resident.page.route('**/api/sos/poll**', (route) => route.fulfill({ status: 503, body: 'down for maintenance' }));
      // One poll and three retries (1 s, 2 s, 4 s) before the banner.
      await expect(resident.page.getByText('Connection issue detected')).toBeVisible({ timeout: 20_000 });
      await expect(resident.page.getByText(/polling retries automatically/)).toBeVisible();
      await resident.page.unroute('**/api/sos/poll**');
      await expect(resident.page.getByText('Connection issue detected')).toHaveCount(0, { timeout: 20_000 });
      await expect(resident.page.getByText('Connected', { exact: true })).toBeVisible();
    } finally {
      await resident.context.close();
    }
  });
});
