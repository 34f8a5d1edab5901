import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openRegistered, openTab, test } from './fixtures';

/**
 * Screenshots of the Pro tab for a person to look at: `SCREENSHOTS=1 npx playwright test pro-screens`.
 * Files land in .tmp/screens/pro-*.png.
 */
const OUT = '.tmp/screens';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;

test.skip(!process.env.SCREENSHOTS, 'screenshots only with SCREENSHOTS=1');

function darkSettingsScript(): string {
  const settings = { shareLocation: true, notifications: true, darkMode: true, emergencyAudio: true, autoConnect: true };
  return `localStorage.setItem('nw_device_settings', ${JSON.stringify(JSON.stringify(settings))});`;
}

/** What a person scrolling the page sees, screen by screen (fixed bars stay where they belong). */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  const height = page.viewportSize()?.height ?? 800;
  const total = Number(await page.evaluate('document.documentElement.scrollHeight'));
  for (let y = 0, part = 1; y < total; y += height - 120, part += 1) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(100);
    await page.screenshot({ path: `${OUT}/${name}-${part}.png` });
    if (y + height >= total) break;
  }
  await page.evaluate('window.scrollTo(0, 0)');
}

async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0) await close.first().click();
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`@screens Pro tab ${viewport.name} ${theme}`, async ({ browser, hub }) => {
      mkdirSync(OUT, { recursive: true });
      const context = await browser.newContext({ baseURL: hub.url, viewport });
      if (theme === 'dark') await context.addInitScript({ content: darkSettingsScript() });
      const page = await context.newPage();
      const prefix = `pro-${viewport.name}-${theme}`;
      const id = await openRegistered(page, hub);

      await openTab(page, 'Pro');
      const form = page.getByRole('region', { name: 'Activate a Prepaid JIN Card' });
      await form.getByRole('textbox', { name: 'Card code' }).fill('WRONG-CODE');
      await form.getByRole('button', { name: 'Activate Card' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await dismissToasts(page);
      await shot(page, `${prefix}-free`);

      hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(id);
      await expect(page.getByRole('heading', { name: 'Pro Active' })).toBeVisible({ timeout: 15_000 });
      const coach = page.getByTestId('coach-panel');
      await coach.getByRole('button', { name: 'Choking' }).click();
      await coach.getByRole('textbox', { name: 'Your question' }).fill('My friend is choking on food, how do I help?');
      await coach.getByRole('button', { name: 'Ask Coach' }).click();
      await expect(coach.getByTestId('coach-answer')).toBeVisible();
      const help = page.getByTestId('help-panel');
      await help.getByRole('textbox', { name: 'Your question about the app' }).fill('how do I add a trusted contact');
      await help.getByRole('button', { name: 'Ask', exact: true }).click();
      await expect(help.getByTestId('help-answer')).toBeVisible();
      await page.getByRole('button', { name: 'Deactivate Pro' }).click();
      await dismissToasts(page);
      await shot(page, `${prefix}-pro`);

      await openTab(page, 'Settings');
      await page.getByRole('combobox', { name: 'Translation language' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUT}/${prefix}-settings.png` });
      await context.close();
    });
  }
}
