import { offsetMeters } from '../../shared/geo';
import { expect, openTab, test } from './fixtures';
import { addTrustedContact, openResident } from './support/residents';

/**
 * The push channel: with the feed poll stretched to 10 s, an SOS still reaches a contact's
 * screen within a second of the sender pressing the button.
 */
const SENDER_AT = { lat: 48.137154, lng: 11.576124 };

test('an SOS reaches a contact through push within a second, long before the next poll', async ({ browser, hub }) => {
  test.setTimeout(120_000);
  const a = await openResident(browser, hub, { position: SENDER_AT, pollMs: 10_000 });
  const b = await openResident(browser, hub, { position: offsetMeters(SENDER_AT, 3000, 0), pollMs: 10_000 });
  await addTrustedContact(a, b.id, 'Bea');
  hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(b.id);

  await openTab(b.page, 'Feed');
  await expect(b.page.getByTestId('live-feed-badge')).toBeVisible();
  await openTab(a.page, 'SOS');
  await expect(a.page.getByTestId('sos-coordinates')).toBeVisible();

  // Timed inside the pages (both browsers share this machine's clock), not by the test runner,
  // whose own click and polling round trips would add a few hundred milliseconds.
  // (Page scripts as strings: this file is typechecked without the DOM library.)
  await a.page.evaluate(`document.addEventListener('click', () => localStorage.setItem('pressedAt', String(Date.now())), { capture: true, once: true })`);
  await b.page.evaluate(`{
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="emergency-alert-dialog"]')) {
        localStorage.setItem('shownAt', String(Date.now()));
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }`);
  await a.page.getByRole('button', { name: 'SEND SOS ALERT' }).click();
  await expect(b.page.getByTestId('emergency-alert-dialog')).toBeVisible({ timeout: 5000 });
  const pressedAt = Number(await a.page.evaluate("localStorage.getItem('pressedAt')"));
  const shownAt = Number(await b.page.evaluate("localStorage.getItem('shownAt')"));
  const elapsed = shownAt - pressedAt;
  console.log(`push: SEND pressed → contact's alert dialog in ${elapsed} ms`);
  expect(pressedAt).toBeGreaterThan(0);
  expect(elapsed).toBeGreaterThan(0);
  expect(elapsed).toBeLessThan(1000);

  // The poll that comes later brings the same event and changes nothing: still one dialog.
  await b.page.waitForTimeout(10_500);
  await expect(b.page.getByTestId('emergency-alert-dialog')).toHaveCount(1);

  await a.context.close();
  await b.context.close();
});
