import { existsSync } from 'node:fs';

/** The system Chromium (Debian package); `npx playwright install` cannot download browsers here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for every browser the specs launch: quiet, offline-friendly, fake camera accepted without a prompt. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install chromium or set CHROMIUM_PATH`,
    );
  }
}
