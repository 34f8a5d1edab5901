import { defineConfig } from '@playwright/test';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

assertChromiumInstalled();

/** End-to-end specs: a real browser against a real hub (tests/e2e/fixtures.ts). Build the web app first. */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
