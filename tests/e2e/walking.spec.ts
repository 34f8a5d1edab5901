import { offsetMeters } from '../../shared/geo';
import { expect, openTab, test, toast } from './fixtures';
import { openWalkingDialog } from './support/assist';
import { openResident } from './support/residents';

/**
 * Walking and proximity end to end. The walker's beats go out every 600 ms here (localStorage
 * 'nw_test_beat_ms'; the app's default is 10 s) and feeds poll every second ('nw_test_poll_ms').
 */
const STREET = { lat: 53.2, lng: 6.56 };
const at = (northM: number) => offsetMeters(STREET, northM, 0);
const geo = (position: { lat: number; lng: number }) => ({ latitude: position.lat, longitude: position.lng, accuracy: 8 });

test.describe('walking notifications', () => {
  test('a neighbour sees a walker approach and then move away, without learning who it is', async ({ browser, hub }) => {
    test.setTimeout(180_000);
    const neighbour = await openResident(browser, hub, { position: STREET, pollMs: 1000 });
    const walker = await openResident(browser, hub, {
      position: at(150),
      pollMs: 1000,
      initScript: "localStorage.setItem('nw_test_beat_ms', '600');",
    });
    await expect.poll(() => hub.db.prepare('SELECT user_id FROM user_locations WHERE user_id = ?').get(neighbour.id)).toBeTruthy();

    const dialog = await openWalkingDialog(walker.page);
    await expect(dialog.getByText('neighbours within 100 m are notified that someone is nearby', { exact: false })).toBeVisible();
    await expect(dialog.getByTestId('family-empty')).toBeVisible();
    await dialog.getByRole('button', { name: 'Start walking' }).click();
    await expect(dialog.getByRole('heading', { name: /Walking Notifications/ })).toBeVisible();
    await expect(dialog.getByTestId('walk-state')).toHaveText('Walking');
    const beats = () =>
      hub.db
        .prepare('SELECT count(*) AS n FROM walk_beats WHERE session_id IN (SELECT id FROM walk_sessions WHERE user_id = ? AND is_active = 1)')
        .pluck()
        .get(walker.id);
    await expect.poll(beats).toBeGreaterThanOrEqual(2);
    await expect(dialog.getByTestId('walk-status')).toContainText(/updates? sent/);
    // Closing the dialog does not stop the walk; the feed shows the Walking indicator.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await openTab(walker.page, 'Feed');
    await expect(walker.page.getByTestId('walking-indicator')).toBeVisible();

    const card = neighbour.page.getByTestId('proximity-card');
    await expect(card).toHaveCount(0);

    // 90 m north: approaching, within 100 m.
    await walker.context.setGeolocation(geo(at(90)));
    await expect(card).toHaveAttribute('data-trend', 'approaching');
    await expect(card.getByText('Someone is approaching')).toBeVisible();
    await expect(card.getByText('Within 100 m', { exact: true })).toBeVisible();
    await expect(card.getByTestId('proximity-direction')).toHaveText('Approaching');

    // 20 m north: closer, the band narrows at once.
    await walker.context.setGeolocation(geo(at(20)));
    await expect(card.getByText('Within 20 m', { exact: true })).toBeVisible();
    await expect(card).toHaveAttribute('data-trend', 'approaching');

    // 70 m south, past the neighbour: moving away.
    await walker.context.setGeolocation(geo(at(-70)));
    await expect(card).toHaveAttribute('data-trend', 'moving_away');
    await expect(card.getByText('Someone is moving away')).toBeVisible();
    await expect(card.getByTestId('proximity-direction')).toHaveText('Moving away');
    await expect(card.getByText('Within 100 m', { exact: true })).toBeVisible();
    await expect(card).not.toContainText(walker.id.slice(0, 8));
    await expect(walker.page.getByTestId('proximity-card')).toHaveCount(0);

    // Stop from the feed indicator.
    await walker.page.getByTestId('walking-indicator').getByRole('button', { name: 'Stop' }).click();
    await expect(walker.page.getByTestId('walking-indicator')).toHaveCount(0);
    await expect.poll(() => hub.db.prepare('SELECT count(*) FROM walk_sessions WHERE user_id = ? AND is_active = 1').pluck().get(walker.id)).toBe(0);
    await Promise.all([neighbour.context.close(), walker.context.close()]);
  });

  test('family members are added with name and relationship, listed, and removed; preferences are saved', async ({ browser, hub }) => {
    const resident = await openResident(browser, hub, { position: at(5000), pollMs: 1000 });
    const relative = await openResident(browser, hub, { position: at(5010), pollMs: 1000 });
    const dialog = await openWalkingDialog(resident.page);
    await expect(dialog.getByTestId('family-empty')).toBeVisible();

    await dialog.getByRole('button', { name: 'Add family member' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Relationship is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Name' }).fill('  Ana ');
    await dialog.getByRole('textbox', { name: 'Relationship' }).fill(' sister ');
    await dialog.getByRole('button', { name: 'Add family member' }).click();
    await expect(dialog.getByTestId('family-row')).toHaveCount(1);
    await expect(dialog.getByTestId('family-row')).toContainText('Ana');
    await expect(dialog.getByTestId('family-row')).toContainText('sister');

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sam');
    await dialog.getByRole('textbox', { name: 'Relationship' }).fill('son');
    await dialog.getByRole('textbox', { name: 'Device ID (optional)' }).fill('00000000-0000-4000-8000-000000000000');
    await dialog.getByRole('button', { name: 'Add family member' }).click();
    await expect(toast(resident.page, 'Failed to add family member')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Device ID (optional)' }).fill(relative.id);
    await dialog.getByRole('button', { name: 'Add family member' }).click();
    await expect(dialog.getByTestId('family-row')).toHaveCount(2);
    await expect(dialog.getByTestId('family-row').filter({ hasText: 'Sam' })).toContainText(`device ${relative.id.slice(0, 8)}`);

    await dialog.getByRole('button', { name: 'Remove Ana' }).click();
    await expect(dialog.getByTestId('family-row')).toHaveCount(1);
    const rows: unknown = hub.db.prepare('SELECT name FROM user_family WHERE user_id = ?').all(resident.id);
    expect(rows).toEqual([{ name: 'Sam' }]);

    const approachOnly = dialog.getByRole('switch', { name: 'Approaching only' });
    await expect(approachOnly).toHaveAttribute('aria-checked', 'false');
    await approachOnly.click();
    await expect(approachOnly).toHaveAttribute('aria-checked', 'true');
    await expect
      .poll(async () => (await resident.page.request.get('/api/proximity/preferences')).json())
      .toMatchObject({ preferences: { approachOnly: true } });
    await Promise.all([resident.context.close(), relative.context.close()]);
  });
});
