import type { Page } from '@playwright/test';
import type { Hub } from '../../server/hub';
import { offsetMeters } from '../../shared/geo';
import { expect, openTab, test, toast } from './fixtures';
import { assistCard, flagConcernInApp, openWalkingDialog, stripedPng } from './support/assist';
import { openResident, type Resident } from './support/residents';

/**
 * Neighbour assist end to end: every resident is a browser context with fake GPS against a real
 * hub. Polls run every 500 ms here (localStorage 'nw_test_poll_ms'; the app's default is 15 s).
 * Each test uses its own street, about 50 km from the others.
 */
const STREET_A = { lat: 52.370216, lng: 4.895168 };
const STREET_B = { lat: 52.8, lng: 4.895168 };

const alertDialog = (page: Page) => page.getByTestId('emergency-alert-dialog');

async function closeAll(residents: Resident[]) {
  await Promise.all(residents.map((resident) => resident.context.close()));
}

/** The hub stores a neighbour's position from their feed poll; escalation alerts whoever is in range. */
async function positionKnown(hub: Hub, id: string) {
  await expect.poll(() => hub.db.prepare('SELECT user_id FROM user_locations WHERE user_id = ?').get(id)).toBeTruthy();
}

test.describe('neighbour assist', () => {
  test('a critical concern with a photo is escalated by three votes and reaches every neighbour as a community SOS', async ({
    browser,
    hub,
  }) => {
    test.setTimeout(240_000);
    const message = 'Front door of no. 14 wide open, dog barking, nobody answers';
    const a = await openResident(browser, hub, { position: STREET_A, pollMs: 1000 });
    const b = await openResident(browser, hub, { position: offsetMeters(STREET_A, 60, 0), pollMs: 1000 });
    const c = await openResident(browser, hub, { position: offsetMeters(STREET_A, 0, 80), pollMs: 1000 });
    const d = await openResident(browser, hub, { position: offsetMeters(STREET_A, -120, 30), pollMs: 1000 });
    const neighbours = [b, c, d];
    for (const resident of neighbours) await positionKnown(hub, resident.id);

    await flagConcernInApp(a.page, { message, place: 'Blue house, 14 Elm Street', severity: 'Critical', votesNeeded: 3, photo: stripedPng(24, 16) });
    const row: unknown = hub.db
      .prepare('SELECT severity, escalation_threshold, status, photo_file IS NOT NULL AS photo FROM proxy_sos_events WHERE user_id = ?')
      .get(a.id);
    expect(row).toEqual({ severity: 'critical', escalation_threshold: 3, status: 'pending', photo: 1 });

    // The flagger sees their own request: the note, no vote buttons, no homeowner prompt.
    const own = assistCard(a.page, message);
    await expect(own.getByTestId('assist-own-notice')).toBeVisible();
    await expect(own.getByRole('button', { name: 'Escalate' })).toHaveCount(0);
    await expect(a.page.getByTestId('homeowner-card')).toHaveCount(0);

    // Every neighbour in range sees the card with the photo, the progress and the guide.
    for (const viewer of neighbours) {
      const card = assistCard(viewer.page, message);
      await expect(card).toBeVisible();
      await expect(card.getByText('Blue house, 14 Elm Street')).toBeVisible();
      await expect(card.getByTestId('assist-vote-count')).toHaveText('0 of 3 votes');
      await expect(card.getByText('3 more votes needed to escalate to full SOS')).toBeVisible();
      await expect(card.getByTestId('assist-time-remaining')).toHaveText(/^(29|30) min remaining$/);
      await expect(card.getByTestId('assist-coordinates')).toHaveText('52.370, 4.895');
      await expect(card.getByTestId('assist-photo')).toHaveJSProperty('naturalWidth', 24);
      await expect(viewer.page.getByTestId('homeowner-card')).toBeVisible();
    }

    // The guide opens from the card.
    await assistCard(b.page, message).getByRole('button', { name: 'Emergency Response Guide' }).click();
    const guide = b.page.getByRole('dialog', { name: 'Emergency Response Guide' });
    await expect(guide.getByText('Enter the property.')).toBeVisible();
    await guide.getByRole('button', { name: 'Got it' }).click();

    // B and C escalate.
    for (const voter of [b, c]) {
      const card = assistCard(voter.page, message);
      await card.getByRole('button', { name: 'Escalate' }).click();
      await expect(toast(voter.page, 'Vote Submitted')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Escalate' })).toBeDisabled();
      await expect(card.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
      await expect(card.getByTestId('assist-voted-notice')).toHaveText('You voted to escalate. Thank you.');
    }
    for (const viewer of [a, b, d]) {
      await expect(assistCard(viewer.page, message).getByTestId('assist-vote-count')).toHaveText('2 of 3 votes');
    }
    await expect(assistCard(d.page, message).getByText('1 more vote needed to escalate to full SOS')).toBeVisible();

    // D's vote reaches the threshold: a full SOS for everyone in range, with the original concern.
    await assistCard(d.page, message).getByRole('button', { name: 'Escalate' }).click();
    await expect(toast(d.page, 'Vote Submitted')).toContainText('now a full SOS');
    for (const viewer of neighbours) {
      const dialog = alertDialog(viewer.page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Community Escalated')).toBeVisible();
      await expect(dialog.getByText('Escalated by Community')).toBeVisible();
      await expect(dialog.getByText(message)).toBeVisible();
      await viewer.page.keyboard.press('Escape');
      const card = assistCard(viewer.page, message);
      await expect(card).toHaveAttribute('data-status', 'escalated');
      await expect(card.getByTestId('assist-escalated-notice')).toBeVisible();
      await expect(viewer.page.getByTestId('homeowner-card')).toHaveCount(0);
    }
    await expect(assistCard(a.page, message).getByTestId('assist-escalated-notice')).toBeVisible();
    await expect(alertDialog(a.page)).toHaveCount(0);
    const sos: unknown = hub.db
      .prepare('SELECT escalated_from_proxy, original_proxy_message, user_id FROM sos_events WHERE user_id = ?')
      .get(a.id);
    expect(sos).toEqual({ escalated_from_proxy: 1, original_proxy_message: message, user_id: a.id });
    await closeAll([a, ...neighbours]);
  });

  test("the homeowner answers I'm Okay and the concern resolves for everyone; others are told their home is elsewhere", async ({
    browser,
    hub,
  }) => {
    test.setTimeout(180_000);
    const message = 'Smoke alarm beeping for ten minutes next door';
    const flagger = await openResident(browser, hub, { position: STREET_B, pollMs: 1000 });
    const home = await openResident(browser, hub, { position: offsetMeters(STREET_B, 25, 0), pollMs: 1000 });
    const passerBy = await openResident(browser, hub, { position: offsetMeters(STREET_B, 0, 150), pollMs: 1000 });

    // The homeowner sets their home in the Walking Notifications dialog.
    const walking = await openWalkingDialog(home.page);
    await expect(walking.getByTestId('home-status')).toContainText('No home set');
    await walking.getByRole('button', { name: 'Set my home here' }).click();
    await expect(toast(home.page, 'Home Set')).toBeVisible();
    await expect(walking.getByTestId('home-status')).toContainText('Home set at 52.8002, 4.8952 (within 30 m)');
    await walking.getByRole('button', { name: 'Close' }).first().click();
    await openTab(home.page, 'Feed');

    await flagConcernInApp(flagger.page, { message, place: 'Yellow door, 3 Mill Lane', severity: 'Critical' });

    // A passer-by cannot mark it okay: the card says why and where to set a home.
    const prompt = passerBy.page.getByTestId('homeowner-card');
    await expect(prompt.getByText('Your Neighbors Need Your Response')).toBeVisible();
    await expect(prompt.getByTestId('homeowner-deadline')).toContainText(/Respond within (29|30) min/);
    await prompt.getByRole('button', { name: "I'm Okay" }).click();
    await passerBy.page.getByRole('dialog', { name: "Confirm You're Okay" }).getByRole('button', { name: "Yes, I'm Okay" }).click();
    await expect(toast(passerBy.page, 'Response Failed')).toBeVisible();
    await expect(prompt.getByTestId('not-homeowner-message')).toContainText('home isn’t set at this location');
    await expect(prompt.getByTestId('not-homeowner-message')).toContainText('Walking & Proximity Settings');

    // The homeowner answers with a note.
    const homePrompt = home.page.getByTestId('homeowner-card');
    await homePrompt.getByRole('button', { name: "I'm Okay" }).click();
    const confirm = home.page.getByRole('dialog', { name: "Confirm You're Okay" });
    await confirm.getByRole('textbox', { name: /Note/ }).fill('All fine, burnt toast');
    await expect(confirm.getByText('21/200')).toBeVisible();
    await confirm.getByRole('button', { name: "Yes, I'm Okay" }).click();
    await expect(toast(home.page, 'Concern Resolved')).toBeVisible();
    await expect(homePrompt).toHaveCount(0);

    for (const viewer of [flagger, home, passerBy]) {
      const card = assistCard(viewer.page, message);
      await expect(card).toHaveAttribute('data-status', 'resolved');
      await expect(card.getByTestId('assist-status')).toHaveText('Resolved');
      await expect(card.getByRole('button', { name: 'Escalate' })).toHaveCount(0);
      await expect(viewer.page.getByTestId('homeowner-card')).toHaveCount(0);
    }
    const row: unknown = hub.db.prepare('SELECT status, close_reason FROM proxy_sos_events WHERE user_id = ?').get(flagger.id);
    expect(row).toEqual({ status: 'resolved', close_reason: 'resolved' });

    // 'I Need Help' escalates at once, from anyone in range, and the homeowner is alerted.
    const second = 'Shouting and glass breaking at the corner house';
    await flagConcernInApp(flagger.page, { message: second, place: 'Corner house, 1 Mill Lane', severity: 'Critical' });
    const secondPrompt = passerBy.page.getByTestId('homeowner-card');
    await secondPrompt.getByRole('button', { name: 'I Need Help' }).click();
    const help = passerBy.page.getByRole('dialog', { name: 'Request Emergency Help' });
    await help.getByRole('textbox', { name: /Note/ }).fill('I can hear someone calling for help');
    await help.getByRole('button', { name: 'Send for Help' }).click();
    await expect(toast(passerBy.page, 'Help Requested')).toBeVisible();
    await expect(assistCard(passerBy.page, second)).toHaveAttribute('data-status', 'escalated');
    await expect(alertDialog(home.page).getByText(second)).toBeVisible();
    await closeAll([flagger, home, passerBy]);
  });

  test('the flag dialog checks its fields and the photo before anything is sent', async ({ browser, hub }) => {
    const resident = await openResident(browser, hub, { position: offsetMeters(STREET_B, 3000, 0), pollMs: 1000 });
    await resident.page.getByRole('button', { name: 'Flag for Neighbor' }).click();
    const dialog = resident.page.getByRole('dialog', { name: 'Flag Concern for Neighbors' });
    await expect(dialog.getByText(/Location acquired \(±8 m\)/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Warning/ })).toBeChecked();
    await expect(dialog.getByRole('spinbutton', { name: 'Votes needed to escalate' })).toHaveValue('3');
    await expect(dialog.getByRole('spinbutton', { name: 'Expires in minutes' })).toHaveValue('30');

    await dialog.getByRole('textbox', { name: "What's the concern?" }).fill('Odd noise');
    await dialog.getByRole('textbox', { name: 'Location description' }).fill('x'.repeat(101));
    await dialog.getByRole('spinbutton', { name: 'Expires in minutes' }).fill('200');
    await dialog.getByRole('button', { name: 'Flag for Neighbors' }).click();
    await expect(dialog.getByText('Describe the concern in at least 10 characters')).toBeVisible();
    await expect(dialog.getByText('Location must be under 100 characters')).toBeVisible();
    await expect(dialog.getByText('Choose between 15 and 120 minutes')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Location description' }).fill('abc');
    await dialog.getByRole('button', { name: 'Flag for Neighbors' }).click();
    await expect(dialog.getByText('Please provide a location description')).toBeVisible();

    const file = dialog.locator('input[type="file"]');
    const uploadError = (text: string) => toast(resident.page, 'Photo Upload Error').filter({ hasText: text });
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(uploadError('Please select a valid image file')).toBeVisible();
    await file.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(uploadError('Unsupported image format. Please use JPEG, PNG, or WebP')).toBeVisible();
    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(uploadError('File too large. Please select an image under 5MB')).toBeVisible();
    await file.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await expect(toast(resident.page, 'Photo Processing Failed')).toContainText('Failed to process photo. Please try another image.');
    await expect(dialog.getByTestId('flag-photo-preview')).toHaveCount(0);
    expect(hub.db.prepare('SELECT count(*) AS n FROM proxy_sos_events WHERE user_id = ?').get(resident.id)).toEqual({ n: 0 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A failing concern poll empties the list and says so; the next good poll clears it.
    await resident.page.route('**/api/proxy-sos/nearby*', (route) => route.fulfill({ status: 503, body: 'down' }));
    const banner = resident.page.getByTestId('assist-connection-banner');
    await expect(banner).toContainText('Connection issue detected');
    await expect(banner).toContainText('fallback location');
    await resident.page.unroute('**/api/proxy-sos/nearby*');
    await expect(banner).toHaveCount(0);
    await resident.context.close();
  });
});
