import { expect, test } from './fixtures';

test.describe('listener and command centre routes', () => {
  test('a listener link without a room shows Invalid Room, and Return Home opens the app', async ({ page }) => {
    await page.goto('/sos-listen');
    await expect(page.getByRole('heading', { name: 'Invalid Room' })).toBeVisible();
    await page.getByRole('button', { name: 'Return Home' }).click();
    await expect(page.getByTestId('device-id-prefix')).toBeVisible();
  });

  test('a listener link with a room shows the Emergency Audio page without creating an identity', async ({ page }) => {
    await page.goto('/sos-listen/3f2a9c1e0b7d4e6f8a9b0c1d2e3f4a5b');
    await expect(page.getByRole('heading', { name: 'Emergency Audio' })).toBeVisible();
    expect(await page.evaluate("localStorage.getItem('nw_device_id')")).toBeNull();
  });

  test('the command centre takes the token from the link, hides it and shows the hub status', async ({ page, hub }) => {
    await page.goto(`/hub#token=${hub.adminToken}`);
    const residents: unknown = hub.db.prepare('SELECT COUNT(*) AS n FROM users').pluck().get();
    await expect(page.getByTestId('hub-residents')).toHaveText(String(residents));
    await expect(page.getByText(hub.url)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate("localStorage.getItem('nw_device_id')")).toBeNull();

    // The token stays for this tab only: a reload still works.
    await page.reload();
    await expect(page.getByTestId('hub-residents')).toBeVisible();
  });

  test('the command centre refuses a wrong token', async ({ page }) => {
    await page.goto('/hub#token=not-the-token');
    await expect(page.getByRole('alert')).toContainText('Hub unavailable');
  });
});
