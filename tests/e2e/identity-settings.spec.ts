import { expect, openRegistered, openTab, storedDeviceId, test, toast, watchApiFailures } from './fixtures';

test.describe('device identity', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('a first visit creates a device id, shows its prefix and registers it with the hub', async ({ page, hub }) => {
    const failures = watchApiFailures(page);
    const id = await openRegistered(page, hub);

    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect(page.getByTestId('device-id-prefix')).toHaveText(id.slice(0, 8));
    await expect(page.getByRole('heading', { name: 'NeighborWatch' })).toBeVisible();
    await expect(page.getByText('Community safety & emergency response')).toBeVisible();
    await expect(page.getByRole('button', { name: /JIN balance/ })).toHaveText('0 JIN');

    // About a second after start the browser's time zone is sent once.
    await expect
      .poll(() => hub.db.prepare('SELECT browser_timezone FROM users WHERE id = ?').get(id))
      .toEqual({ browser_timezone: 'Europe/Berlin' });
    await expect.poll(() => page.evaluate("localStorage.getItem('nw_timezone_captured')")).toBeTruthy();
    expect(failures).toEqual([]);
  });

  test('the same browser keeps its device id across reloads', async ({ page, hub }) => {
    const id = await openRegistered(page, hub);
    await page.reload();
    await expect(page.getByTestId('device-id-prefix')).toHaveText(id.slice(0, 8));
    expect(await storedDeviceId(page)).toBe(id);
  });

  test('a malformed stored id is replaced by a new UUID', async ({ page, hub }) => {
    await page.addInitScript({ content: "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('nw_device_id', 'not-a-uuid'); }" });
    const id = await openRegistered(page, hub);
    expect(id).not.toBe('not-a-uuid');
  });

  test('the navigate-to-pro window event switches to the Pro tab', async ({ page, hub }) => {
    await openRegistered(page, hub);
    await page.evaluate("window.dispatchEvent(new Event('navigate-to-pro'))");
    await expect(page.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('settings', () => {
  test('switches persist across a reload and are mirrored to the hub', async ({ page, hub }) => {
    const id = await openRegistered(page, hub);
    await openTab(page, 'Settings');
    const darkMode = page.getByRole('switch', { name: 'Dark Mode' });
    const audio = page.getByRole('switch', { name: 'Emergency Audio Alerts' });
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await expect(audio).toHaveAttribute('aria-checked', 'true');

    await darkMode.click();
    await audio.click();
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');
    await expect(audio).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect
      .poll(() => hub.db.prepare('SELECT dark_mode, emergency_audio FROM user_settings WHERE user_id = ?').get(id))
      .toEqual({ dark_mode: 1, emergency_audio: 0 });

    await page.reload();
    await openTab(page, 'Settings');
    await expect(page.getByRole('switch', { name: 'Dark Mode' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Emergency Audio Alerts' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('turning on location sharing or alerts asks the browser first and stays off when refused', async ({ page, context, hub }) => {
    await openRegistered(page, hub);
    await openTab(page, 'Settings');
    const share = page.getByRole('switch', { name: 'Share Location' });
    const alerts = page.getByRole('switch', { name: 'Emergency Alerts' });

    await share.click();
    await expect(share).toHaveAttribute('aria-checked', 'false');
    await share.click();
    await expect(toast(page, 'Location Denied')).toBeVisible();
    await expect(share).toHaveAttribute('aria-checked', 'false');

    await alerts.click();
    await expect(alerts).toHaveAttribute('aria-checked', 'false');
    await alerts.click();
    await expect(toast(page, 'Permission Denied')).toBeVisible();
    await expect(alerts).toHaveAttribute('aria-checked', 'false');

    await context.grantPermissions(['geolocation', 'notifications']);
    await context.setGeolocation({ latitude: 52.52, longitude: 13.405 });
    await share.click();
    await expect(share).toHaveAttribute('aria-checked', 'true');
    await alerts.click();
    await expect(alerts).toHaveAttribute('aria-checked', 'true');
  });

  test('the settings tab shows every section, device information and the no-account badge', async ({ page, hub }) => {
    const id = await openRegistered(page, hub);
    await openTab(page, 'Settings');
    for (const section of ['Privacy & Location', 'Notifications', 'App Preferences', 'Device Information', 'Reset Device']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    for (const name of ['Share Location', 'Emergency Alerts', 'Auto-reconnect']) {
      await expect(page.getByRole('switch', { name })).toBeVisible();
    }
    await expect(page.getByTestId('device-id-full')).toHaveText(id);
    await expect(page.getByText('No Account Required')).toBeVisible();

    await page.getByRole('button', { name: /Walking & Proximity Settings/ }).click();
    await expect(page.getByRole('dialog', { name: 'Walking & Proximity Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Reset All Data gives the device a new identity after the reload', async ({ page, hub }) => {
    const failures = watchApiFailures(page);
    const oldId = await openRegistered(page, hub);
    // Let start-up finish (the time zone goes out a second after start) before resetting.
    await expect.poll(() => page.evaluate("localStorage.getItem('nw_timezone_captured')")).toBeTruthy();
    await openTab(page, 'Settings');
    await page.getByRole('button', { name: 'Reset All Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset all data?' });
    await expect(dialog).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Reset All Data' }).click();
    await reloaded;

    await expect(page.getByTestId('device-id-prefix')).toHaveText(/^[0-9a-f]{8}$/);
    const newId = await storedDeviceId(page);
    expect(newId).not.toBe(oldId);
    await expect(page.getByTestId('device-id-prefix')).toHaveText(newId.slice(0, 8));
    await expect.poll(() => hub.db.prepare('SELECT id FROM users WHERE id = ?').get(newId)).toBeTruthy();
    // The new identity gets its own session: its settings and contacts calls succeed.
    await expect.poll(() => hub.db.prepare('SELECT user_id FROM user_settings WHERE user_id = ?').get(newId)).toBeTruthy();
    expect(failures).toEqual([]);
  });
});
