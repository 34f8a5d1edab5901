import type { Page } from '@playwright/test';
import { expect, openRegistered, openTab, test, toast, watchApiFailures } from './fixtures';
import { type Camera, closeCamera, launchCameraShowing, mintCard } from './support/hub-admin';

function jinButton(page: Page) {
  return page.getByRole('button', { name: /JIN balance/ });
}

test.describe('Pro and JIN', () => {
  let cameras: Camera[] = [];
  test.afterEach(async () => {
    await Promise.all(cameras.map(closeCamera));
    cameras = [];
  });

  test('a resident scans a prepaid card, sees 2 JIN and upgrades to Pro without a reload', async ({ hub }) => {
    const card = await mintCard(hub, 2);
    const camera = await launchCameraShowing(card.code);
    cameras.push(camera);
    const page = await (await camera.browser.newContext({ baseURL: hub.url })).newPage();
    const id = await openRegistered(page, hub);
    await expect(jinButton(page)).toHaveText('0 JIN');

    await openTab(page, 'Pro');
    const upgrade = page.getByRole('region', { name: 'NeighborWatch Pro' });
    await expect(upgrade.getByText('2 JIN/month or $10 with Stripe')).toBeVisible();
    for (const benefit of ['SOS Map View', 'Priority Notifications', 'Advanced Safety Features', 'Premium Support']) {
      await expect(upgrade.getByText(benefit)).toBeVisible();
    }
    await expect(upgrade.getByText('You need 2 JIN for a month of Pro', { exact: false })).toBeVisible();

    // Balance 0: the activation form is there without asking.
    const form = page.getByRole('region', { name: 'Activate a Prepaid JIN Card' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Scan Card QR' }).click();
    await expect(toast(page, 'Card Activated Successfully!')).toContainText('Added 2 JIN to your balance.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(jinButton(page)).toHaveText('2 JIN');
    await expect(upgrade.getByText('You have enough JIN for a month of Pro.')).toBeVisible();
    await expect(form).toBeHidden();
    expect(hub.db.prepare('SELECT redeemed_by FROM prepaid_cards WHERE id = ?').get(card.id)).toEqual({ redeemed_by: id });

    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    await upgrade.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(toast(page, 'Welcome to Pro')).toBeVisible();
    const active = page.getByTestId('pro-active-card');
    await expect(active.getByRole('heading', { name: 'Pro Active' })).toBeVisible({ timeout: 3000 });
    for (const feature of ['SOS Map View', 'Priority Alerts', 'Advanced Safety', 'AI Survival Coach']) {
      await expect(active.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'AI Survival Coach' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI Help Assistant' })).toBeVisible();
    await expect(jinButton(page)).toHaveText('0 JIN');
    expect(reloads).toEqual([]);
    expect(hub.db.prepare('SELECT pro_active FROM users WHERE id = ?').get(id)).toEqual({ pro_active: 1 });

    // 'Deactivate Pro' is for testing only: it explains and changes nothing.
    await active.getByRole('button', { name: 'Deactivate Pro' }).click();
    await expect(active.getByRole('status')).toContainText('Pro is managed by your hub');
    expect(hub.db.prepare('SELECT pro_active FROM users WHERE id = ?').get(id)).toEqual({ pro_active: 1 });
  });

  test('without JIN and without card payments, Upgrade to Pro says Payment Unavailable', async ({ page, hub }) => {
    const id = await openRegistered(page, hub);
    await openTab(page, 'Pro');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(toast(page, 'Payment Unavailable')).toContainText('Card payments are not set up on this hub');
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    expect(hub.db.prepare('SELECT pro_active FROM users WHERE id = ?').get(id)).toEqual({ pro_active: 0 });
  });

  test('a wrong card code fails with the hub’s message and an inline alert; an empty one asks for a code', async ({ page, hub }) => {
    await openRegistered(page, hub);
    await openTab(page, 'Pro');
    const form = page.getByRole('region', { name: 'Activate a Prepaid JIN Card' });

    await form.getByRole('button', { name: 'Activate Card' }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please enter or scan your card code');

    await form.getByRole('textbox', { name: 'Card code' }).fill('ABCD-EFGH-JKMN-PQRS-TVWX');
    await form.getByRole('button', { name: 'Activate Card' }).click();
    const message = 'This card code is not valid. Check the code and try again.';
    await expect(toast(page, 'Card Activation Failed')).toContainText(message);
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect(jinButton(page)).toHaveText('0 JIN');
  });

  test('when the camera cannot start, the form suggests typing the code', async ({ page, hub }) => {
    await page.addInitScript({
      content: "navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));",
    });
    await openRegistered(page, hub);
    await openTab(page, 'Pro');
    const form = page.getByRole('region', { name: 'Activate a Prepaid JIN Card' });
    await form.getByRole('button', { name: 'Scan Card QR' }).click();
    await expect(toast(page, 'Camera Error')).toContainText('Type the code printed on your card instead.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByText('Type the code printed on your card instead.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Card code' })).toBeFocused();
  });

  test('a typed card code works too, and the form opens on request once the balance suffices', async ({ page, hub }) => {
    const card = await mintCard(hub, 3);
    await openRegistered(page, hub);
    await openTab(page, 'Pro');
    const form = page.getByRole('region', { name: 'Activate a Prepaid JIN Card' });
    await form.getByRole('textbox', { name: 'Card code' }).fill(` ${card.code.toLowerCase()} `);
    await form.getByRole('textbox', { name: 'Card code' }).press('Enter');
    await expect(toast(page, 'Card Activated Successfully!')).toContainText('Added 3 JIN to your balance.');
    await expect(jinButton(page)).toHaveText('3 JIN');
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: 'Activate prepaid card' }).click();
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form).toBeHidden();
  });

  test('coming back from Stripe opens the Pro tab, says how it went and welcomes the new Pro', async ({ page, hub }) => {
    const id = await openRegistered(page, hub);
    await page.goto('/?checkout=cancelled#pro');
    await expect(toast(page, 'Checkout Cancelled')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.url()).toBe(`${hub.url}/`);

    // The hub verified the paid session before redirecting, so Pro is on by then.
    hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(id);
    await page.goto('/?checkout=success#pro');
    await expect(toast(page, 'Payment Received')).toBeVisible();
    await expect(toast(page, 'Welcome to Pro')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pro Active' })).toBeVisible();
  });

  test('a fresh device shows 0 JIN in the header without a failed balance call', async ({ page, hub }) => {
    const failures = watchApiFailures(page);
    await openRegistered(page, hub);
    await expect(jinButton(page)).toHaveText('0 JIN');
    await page.evaluate("window.dispatchEvent(new Event('focus'))");
    await page.waitForTimeout(1000);
    expect(failures.filter((failure) => failure.includes('/api/jin/'))).toEqual([]);
  });

  test('the header shows — JIN when the balance fails, and a failed retry says Connection Error', async ({ page, hub }) => {
    await openRegistered(page, hub);
    await expect(jinButton(page)).toHaveText('0 JIN');
    await page.route('**/api/jin/balance*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.evaluate("window.dispatchEvent(new Event('focus'))");
    await expect(jinButton(page)).toHaveText('— JIN', { timeout: 15_000 });
    await jinButton(page).click();
    await expect(toast(page, 'Connection Error')).toContainText('Unable to refresh JIN balance.', { timeout: 15_000 });

    await page.unroute('**/api/jin/balance*');
    await jinButton(page).click();
    await expect(jinButton(page)).toHaveText('0 JIN');
  });
});
