import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { writeQrVideo } from './support/qr-video';
import { expect, openRegistered, openTab, storedDeviceId, test, toast } from './fixtures';

type Camera = { browser: Browser; videoFile: string };

/** A separate browser whose fake camera shows the QR code of `text` (the flag is per launch). */
async function launchCameraShowing(text: string): Promise<Camera> {
  const videoFile = writeQrVideo(text);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${videoFile}`],
  });
  return { browser, videoFile };
}

async function closeCamera(camera: Camera): Promise<void> {
  await camera.browser.close();
  rmSync(dirname(camera.videoFile), { recursive: true, force: true });
}

async function scan(page: Page): Promise<void> {
  await openTab(page, 'Contacts');
  await page.getByRole('button', { name: 'Scan QR', exact: true }).click();
}

function contactRows(page: Page) {
  return page.getByRole('list', { name: 'Trusted contacts' }).getByTestId('contact-row');
}

test.describe('trusted contacts by QR code', () => {
  let cameras: Camera[] = [];
  test.afterEach(async () => {
    await Promise.all(cameras.map(closeCamera));
    cameras = [];
  });

  async function contextWithCamera(text: string, hubUrl: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
    const camera = await launchCameraShowing(text);
    cameras.push(camera);
    return camera.browser.newContext({ baseURL: hubUrl, storageState });
  }

  test('a resident scans a neighbour’s QR, names them, and the neighbour is listed', async ({ page: pageB, hub }) => {
    // B shows their QR code.
    const idB = await openRegistered(pageB, hub);
    await openTab(pageB, 'Contacts');
    await pageB.getByRole('button', { name: 'My QR' }).click();
    const qrDialog = pageB.getByRole('dialog', { name: 'My QR Code' });
    await expect(qrDialog.getByRole('img', { name: 'QR code of your device ID' })).toBeVisible();
    await expect(qrDialog.getByText(idB)).toBeVisible();

    // A's camera sees B's code.
    const contextA = await contextWithCamera(idB, hub.url);
    const pageA = await contextA.newPage();
    const idA = await openRegistered(pageA, hub);
    await expect(pageA.getByText('No trusted contacts yet')).toBeHidden();
    await openTab(pageA, 'Contacts');
    await expect(pageA.getByText('No trusted contacts yet')).toBeVisible();
    await pageA.getByRole('button', { name: 'Scan QR Code' }).click();

    const scanDialog = pageA.getByRole('dialog', { name: 'Name this contact' });
    await expect(scanDialog).toBeVisible();
    await expect(scanDialog.getByText(idB.slice(0, 8))).toBeVisible();
    await scanDialog.getByRole('textbox', { name: 'Nickname' }).fill('Bee');
    await scanDialog.getByRole('button', { name: 'Add Contact' }).click();

    await expect(toast(pageA, 'Contact Added')).toBeVisible();
    await expect(pageA.getByRole('dialog')).toHaveCount(0);
    await expect(contactRows(pageA)).toHaveCount(1);
    await expect(contactRows(pageA).first()).toContainText('Bee');
    await expect(contactRows(pageA).first()).toContainText(idB.slice(0, 8));
    expect(hub.db.prepare('SELECT name FROM trusted_contacts WHERE user_id = ? AND contact_user_id = ?').get(idA, idB)).toEqual({
      name: 'Bee',
    });

    // Scanning B again is refused before any nickname is asked.
    await scan(pageA);
    await expect(toast(pageA, 'Contact Already Exists')).toBeVisible();
    await expect(pageA.getByRole('dialog')).toHaveCount(0);
    await expect(contactRows(pageA)).toHaveCount(1);

    // Rename inline: Enter saves.
    await pageA.getByRole('button', { name: 'Edit nickname of Bee' }).click();
    const nickname = pageA.getByRole('textbox', { name: 'New nickname for Bee' });
    await nickname.fill('Bee Next Door');
    await nickname.press('Enter');
    await expect(toast(pageA, 'Nickname Updated')).toBeVisible();
    await expect(contactRows(pageA).first()).toContainText('Bee Next Door');
    await expect
      .poll(() => hub.db.prepare('SELECT name FROM trusted_contacts WHERE user_id = ?').get(idA))
      .toEqual({ name: 'Bee Next Door' });

    // Escape cancels an edit.
    await pageA.getByRole('button', { name: 'Edit nickname of Bee Next Door' }).click();
    await pageA.getByRole('textbox', { name: 'New nickname for Bee Next Door' }).fill('Something else');
    await pageA.keyboard.press('Escape');
    await expect(contactRows(pageA).first()).toContainText('Bee Next Door');

    // The list survives a reload (it comes from the hub).
    await pageA.reload();
    await openTab(pageA, 'Contacts');
    await expect(contactRows(pageA)).toHaveCount(1);

    // Remove.
    await pageA.getByRole('button', { name: 'Remove Bee Next Door' }).click();
    await expect(toast(pageA, 'Contact Removed')).toBeVisible();
    await expect(pageA.getByText('No trusted contacts yet')).toBeVisible();
    await expect.poll(() => hub.db.prepare('SELECT COUNT(*) AS n FROM trusted_contacts WHERE user_id = ?').get(idA)).toEqual({
      n: 0,
    });
  });

  test('scanning one’s own QR code is refused with Cannot Add Yourself', async ({ browser, hub }) => {
    const first = await browser.newContext({ baseURL: hub.url });
    const firstPage = await first.newPage();
    const idA = await openRegistered(firstPage, hub);
    const state = await first.storageState();
    await first.close();

    const contextA = await contextWithCamera(idA, hub.url, state);
    const pageA = await contextA.newPage();
    await pageA.goto('/');
    expect(await storedDeviceId(pageA)).toBe(idA);
    await scan(pageA);
    await expect(toast(pageA, 'Cannot Add Yourself')).toBeVisible();
    await expect(pageA.getByRole('dialog')).toHaveCount(0);
  });

  test('a QR code that is not a device id is refused with Invalid QR Code', async ({ hub }) => {
    const context = await contextWithCamera('https://example.com/not-a-device', hub.url);
    const page = await context.newPage();
    await openRegistered(page, hub);
    await scan(page);
    await expect(toast(page, 'Invalid QR Code')).toContainText("This QR code doesn't contain a valid device ID.");
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('adding a contact by device id', () => {
  test('the add dialog checks the id and nickname, and the hub refuses strangers', async ({ browser, page, hub }) => {
    const other = await browser.newContext({ baseURL: hub.url });
    const idC = await openRegistered(await other.newPage(), hub);
    await other.close();
    await openRegistered(page, hub);
    await openTab(page, 'Contacts');

    const openAdd = async () => {
      await page.getByRole('button', { name: 'Add Contact' }).click();
      return page.getByRole('dialog', { name: 'Add Contact' });
    };

    let dialog = await openAdd();
    await dialog.getByRole('textbox', { name: 'Device ID' }).fill(idC.toUpperCase());
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(toast(page, 'Name Required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Nickname' }).fill('Cee');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(toast(page, 'Contact Added')).toBeVisible();
    await expect(contactRows(page)).toHaveCount(1);

    dialog = await openAdd();
    await dialog.getByRole('textbox', { name: 'Device ID' }).fill(idC);
    await dialog.getByRole('textbox', { name: 'Nickname' }).fill('Cee again');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(toast(page, 'Contact Already Added')).toBeVisible();

    // A well-formed id that nobody on this hub holds: the hub's message is shown.
    await dialog.getByRole('textbox', { name: 'Device ID' }).fill('00000000-0000-4000-8000-000000000000');
    await dialog.getByRole('textbox', { name: 'Nickname' }).fill('cee');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(toast(page, 'Duplicate Name')).toContainText('You already have a contact with that nickname');

    await dialog.getByRole('textbox', { name: 'Nickname' }).fill('Stranger');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(toast(page, 'Add Contact Failed')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(contactRows(page)).toHaveCount(1);
  });
});
