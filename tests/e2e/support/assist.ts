import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, openTab, toast } from '../fixtures';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (RGB stripes), made here so the test needs no fixture file. */
export function stripedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1) rows.push(x < width / 2 ? 220 : 30, y < height / 2 ? 80 : 200, 60);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type ConcernInput = {
  message: string;
  place: string;
  severity: 'Info' | 'Warning' | 'Critical';
  votesNeeded?: number;
  photo?: Buffer;
};

/** Flags a concern through the Flag Concern for Neighbors dialog on the Feed tab. */
export async function flagConcernInApp(page: Page, input: ConcernInput): Promise<void> {
  await openTab(page, 'Feed');
  await page.getByRole('button', { name: 'Flag for Neighbor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flag Concern for Neighbors' });
  await expect(dialog.getByText('Location acquired')).toBeVisible();
  await dialog.getByRole('textbox', { name: "What's the concern?" }).fill(input.message);
  await dialog.getByRole('textbox', { name: 'Location description' }).fill(input.place);
  await dialog.getByRole('radio', { name: new RegExp(input.severity) }).check();
  if (input.votesNeeded !== undefined) {
    await dialog.getByRole('spinbutton', { name: 'Votes needed to escalate' }).fill(String(input.votesNeeded));
  }
  if (input.photo) {
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: input.photo });
    await expect(toast(page, 'Photo Uploaded').last()).toBeVisible();
    await expect(dialog.getByTestId('flag-photo-preview')).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Flag for Neighbors' }).click();
  await expect(toast(page, 'Neighbor Assist Flagged').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** The assist card of a concern, found by its text. */
export function assistCard(page: Page, message: string) {
  return page.getByTestId('assist-card').filter({ hasText: message });
}

/** Opens Settings → Walking & Proximity Settings and returns the dialog. */
export async function openWalkingDialog(page: Page) {
  await openTab(page, 'Settings');
  await page.getByRole('button', { name: /Walking & Proximity Settings/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Walking & Proximity Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}
