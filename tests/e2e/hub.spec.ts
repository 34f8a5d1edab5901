import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { TestSocket } from '../support/ws-client';
import { expect, test } from './fixtures';
import { adminCall, apiResident, navigate, openCommandCentre, startSos } from './support/hub-helpers';

const SCREENS = '.tmp/screens/hub';
const HOME = { lat: 51.5007123, lng: -0.1246234 };

test.describe('command centre', () => {
  test('without a token it asks for the printed link, and nothing of the hub shows', async ({ page }) => {
    await page.goto('/hub');
    await expect(page.getByRole('heading', { name: 'Coordinator link needed' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Command centre' })).toHaveCount(0);
    await page.goto('/hub/incidents#token=wrong-token-wrong-token-wrong-token');
    await expect(page.getByRole('alert')).toContainText('this link is not valid');
  });

  test('a new SOS reaches the board within one poll, at its precise position, and its timeline opens', async ({ page, hub }) => {
    await openCommandCentre(page, hub, 'incidents');
    await expect(page.getByRole('status').filter({ hasText: /Updated/ })).toBeVisible();

    const sender = await apiResident(hub, HOME);
    const contact = await apiResident(hub);
    expect((await sender.post('/api/trusted-contacts', { userId: sender.id, contactUserId: contact.id, name: 'Sam' })).status).toBe(201);
    const startedAt = Date.now();
    const eventId = await startSos(sender, HOME, 'Break-in at number 4');

    const item = page.locator(`[data-incident-id="${eventId}"]`);
    await expect(item).toBeVisible({ timeout: 4500 });
    expect(Date.now() - startedAt).toBeLessThan(4500);
    await expect(item).toContainText('Break-in at number 4');
    await expect(item).toContainText(sender.id.slice(0, 8));
    await expect(page.getByTestId('sos-alarm')).toContainText('Break-in at number 4');
    await expect(page.locator('.leaflet-marker-icon[title*="51.500712, -0.124623"]')).toHaveCount(1);

    await contact.get('/api/sos/poll'); // the contact's phone receives it
    await item.click();
    const detail = page.getByTestId('incident-detail');
    await expect(detail.getByTestId('incident-coordinates')).toHaveText('51.500712, -0.124623');
    await expect(page.getByTestId('sos-alarm')).toHaveCount(0); // opening it acknowledges the alarm
    const timeline = detail.getByTestId('timeline');
    await expect(timeline).toContainText(`SOS sent by ${sender.id.slice(0, 8)}`);
    await expect(timeline).toContainText(`${contact.id.slice(0, 8)} added as a recipient (trusted contact)`);
    await expect(timeline).toContainText(`Delivered to ${contact.id.slice(0, 8)}`);
    await expect(detail.getByRole('button', { name: 'Listen live' })).toBeVisible();

    await sender.post('/api/sos/cancel', { eventId });
    await expect(timeline).toContainText('Cancelled by the sender');
    await detail.getByRole('button', { name: '← All incidents' }).click();
    await expect(page.getByText('Last 24 hours')).toBeVisible();
  });

  test('mints cards and shows a printable sheet of them, once', async ({ page, hub }) => {
    await openCommandCentre(page, hub, 'cards');
    await page.getByRole('spinbutton', { name: 'Number of cards' }).fill('6');
    await page.getByRole('spinbutton', { name: 'JIN per card' }).fill('2');
    await page.getByRole('button', { name: 'Mint cards' }).click();

    const sheet = page.getByTestId('card-sheet');
    await expect(sheet.locator('article')).toHaveCount(6);
    await expect(sheet.getByRole('img', { name: 'QR code of the card code' })).toHaveCount(6);
    await expect(page.getByRole('alert')).toContainText('only once');
    await expect(page.getByTestId('card-list').locator('tbody tr')).toHaveCount(6);

    mkdirSync(SCREENS, { recursive: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Command centre' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/cards-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Done, I have printed them' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mint cards' })).toBeVisible();
  });

  test('grants Pro to a resident and credits JIN with a memo', async ({ page, hub }) => {
    const neighbour = await apiResident(hub, undefined, 'Alex');
    await openCommandCentre(page, hub, 'residents');
    const prefix = neighbour.id.slice(0, 8);
    await page.getByRole('searchbox').fill(prefix);
    const row = page.locator(`[data-resident-id="${neighbour.id}"]`);
    await row.getByRole('button', { name: `Grant Pro to ${prefix}` }).click();
    await expect.poll(() => hub.db.prepare('SELECT pro_active FROM users WHERE id = ?').pluck().get(neighbour.id)).toBe(1);
    await expect(row.getByRole('button', { name: `Revoke Pro from ${prefix}` })).toBeVisible();

    await row.getByRole('button', { name: `Credit JIN to ${prefix}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit JIN' });
    await dialog.getByRole('spinbutton', { name: 'Amount (JIN)' }).fill('7');
    await dialog.getByRole('textbox', { name: 'Memo' }).fill('Thanks for the patrol rota');
    await dialog.getByRole('button', { name: 'Credit JIN' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('7 JIN');
    expect((await neighbour.get(`/api/jin/balance?userId=${neighbour.id}`)).body.balance_jin).toBe(7);
  });

  test('sets the neighbourhood centre on the map and residents get it from /api/config', async ({ page, hub }) => {
    await openCommandCentre(page, hub, 'settings');
    const map = page.getByTestId('center-map');
    await expect(map.locator('.leaflet-pane')).not.toHaveCount(0);
    await map.click({ position: { x: 200, y: 150 } });
    await expect(page.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');

    await page.getByRole('textbox', { name: 'Latitude' }).fill('48.856614');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('2.352222');
    await page.getByRole('spinbutton', { name: 'SOS street radius (m)' }).fill('50');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('A whole number of metres from 100 to 5000.')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'SOS street radius (m)' }).fill('700');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Settings saved' })).toBeVisible();

    const resident = await apiResident(hub);
    const config = await resident.get('/api/config');
    expect(config.body).toMatchObject({ neighborhoodCenter: { lat: 48.856614, lng: 2.352222 }, sosRadiusM: 700 });
  });

  test('takes a backup that opens as a valid database holding the incident, and downloads it', async ({ page, hub }) => {
    const sender = await apiResident(hub, HOME);
    const eventId = await startSos(sender, HOME, 'Backup me');
    await openCommandCentre(page, hub, 'data');
    await page.getByRole('button', { name: 'Back up now' }).click();
    const latest = page.getByTestId('latest-backup');
    await expect(latest).toContainText(/neighborwatch-\d{4}-\d{2}-\d{2}T[\d-]+Z\.db/);

    const [backup] = (await adminCall(hub, 'GET', '/api/hub/backups')).body.backups;
    await expect(latest).toContainText(backup.file);
    const copy = new Database(backup.file, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.prepare('SELECT message, lat, lng FROM sos_events WHERE id = ?').get(eventId)).toEqual({ message: 'Backup me', ...HOME });
    } finally {
      copy.close();
    }

    const download = page.waitForEvent('download');
    await latest.getByRole('button', { name: 'Download this backup' }).click();
    expect((await download).suggestedFilename()).toBe(backup.name);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export incidents (CSV)' }).click();
    expect((await csv).suggestedFilename()).toMatch(/^neighborwatch-incidents-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByTestId('data-dir')).not.toBeEmpty();
  });
});

test.describe('command centre live audio', () => {
  test('the coordinator listens live to an SOS room while the sender’s phone sends audio', async ({ page, hub }) => {
    const sender = await apiResident(hub, HOME);
    const eventId = await startSos(sender, HOME, 'Can you hear me');
    const roomId = hub.db.prepare<[string], { pcm_room_id: string }>('SELECT pcm_room_id FROM sos_events WHERE id = ?').get(eventId)?.pcm_room_id;
    expect(roomId).toBeTruthy();
    const publisher = new TestSocket(`${hub.url.replace(/^http/, 'ws')}/pcm-audio-ws?role=pub&room=${roomId}`, sender.cookie);
    await publisher.opened;
    // 20 ms frames of a 440 Hz tone, 16 kHz mono s16le.
    let phase = 0;
    const timer = setInterval(() => {
      const frame = Buffer.alloc(640);
      for (let i = 0; i < 320; i += 1, phase += 1) frame.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * phase) / 16_000)), i * 2);
      publisher.send(frame);
    }, 20);
    try {
      await openCommandCentre(page, hub, 'incidents');
      await page.locator(`[data-incident-id="${eventId}"]`).click();
      await expect(page.locator(`[data-incident-id="${eventId}"]`)).toHaveCount(0);
      await page.getByRole('button', { name: 'Listen live' }).click();
      const listen = page.getByTestId('live-listen');
      await expect(listen).toContainText('Listening live');
      await expect(listen).toHaveAttribute('data-status', 'live');
      await expect.poll(() => hub.relay.stats().subscribers).toBe(1);
      // The audio client's player reports what it played (a string script: no DOM types here).
      await expect.poll(async () => Number(await page.evaluate('window.__nwPlayback?.stats().framesReceived ?? 0'))).toBeGreaterThan(10);
      await expect(page.getByTestId('incident-detail')).toContainText('Live audio started');
      await page.getByRole('button', { name: 'Stop listening' }).click();
      await expect.poll(() => hub.relay.stats().subscribers).toBe(0);

      // The hub kept what it relayed: once the SOS ends, the coordinator plays the recording.
      clearInterval(timer);
      await sender.post('/api/sos/cancel', { eventId });
      const detail = page.getByTestId('incident-detail');
      await expect(detail).toContainText('Live audio ended');
      await detail.getByRole('button', { name: 'Play recording' }).click();
      const audio = detail.locator('audio');
      await expect(audio).toHaveAttribute('src', /^blob:/);
      // String scripts: these specs are typechecked without DOM types.
      const duration = () => page.evaluate("document.querySelector('[data-testid=incident-detail] audio')?.duration ?? 0");
      await expect.poll(async () => Number(await duration())).toBeGreaterThan(0.5);
    } finally {
      clearInterval(timer);
      publisher.close();
    }
  });
});
