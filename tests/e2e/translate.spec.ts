import { offsetMeters } from '../../shared/geo';
import { expect, openTab, test, toast } from './fixtures';
import { addTrustedContact, openResident } from './support/residents';

/** The translation control on a feed card: Pro only, and the hub says so to everyone else. */
const SENDER_AT = { lat: 45.4642, lng: 9.19 };

test("a non-Pro resident's translate click says translation is for Pro users only", async ({ browser, hub }) => {
  test.setTimeout(120_000);
  const a = await openResident(browser, hub, { position: SENDER_AT });
  const b = await openResident(browser, hub, { position: offsetMeters(SENDER_AT, 2500, 0) });
  await addTrustedContact(a, b.id, 'Bea');
  const started = await a.page.request.post('/api/sos/start', {
    headers: { 'X-Device-ID': a.id },
    data: { deviceId: a.id, ...SENDER_AT, message: 'Water pouring through the ceiling', allowStreet: false },
  });
  expect(started.status()).toBe(201);

  // Non-Pro: the alert dialog opens (pushed at once) with the upsell; close it to reach the card.
  const dialog = b.page.getByTestId('emergency-alert-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await openTab(b.page, 'Feed');

  const card = b.page.locator('[data-testid="sos-card"]').filter({ hasText: 'Water pouring through the ceiling' });
  await card.getByRole('button', { name: 'Translate to English' }).click();
  await expect(toast(b.page, 'Pro Feature Required')).toBeVisible();
  await expect(b.page.getByText('Translation is available for Pro users only')).toBeVisible();
  await expect(card.getByText('Translation requires Pro subscription')).toBeVisible();

  await a.context.close();
  await b.context.close();
});
