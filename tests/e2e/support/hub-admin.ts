import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { Hub } from '../../../server/hub';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { writeQrVideo } from './qr-video';

type MintedCard = { id: string; code: string; amountJin: number };

function isMintAnswer(value: unknown): value is { cards: MintedCard[] } {
  return typeof value === 'object' && value !== null && 'cards' in value && Array.isArray(value.cards);
}

/** The coordinator's admin API, as the command centre calls it (Bearer admin token). */
async function admin(hub: Hub, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${hub.url}/api/hub${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${hub.adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Mints one prepaid card worth `amountJin` and returns it (its code is shown only now). */
export async function mintCard(hub: Hub, amountJin: number): Promise<MintedCard> {
  const answer = await admin(hub, '/cards', { count: 1, amountJin });
  const card = isMintAnswer(answer) ? answer.cards[0] : undefined;
  if (!card) throw new Error('the hub minted no card');
  return card;
}

/** Turns Pro on or off for a resident the way the coordinator does. */
export async function grantPro(hub: Hub, residentId: string, active: boolean): Promise<void> {
  await admin(hub, `/residents/${residentId}/pro`, { active });
}

export type Camera = { browser: Browser; videoFile: string };

/** A separate browser whose fake camera shows the QR code of `text` (the flag is per launch). */
export async function launchCameraShowing(text: string): Promise<Camera> {
  const videoFile = writeQrVideo(text);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${videoFile}`],
  });
  return { browser, videoFile };
}

export async function closeCamera(camera: Camera): Promise<void> {
  await camera.browser.close();
  rmSync(dirname(camera.videoFile), { recursive: true, force: true });
}
