#!/usr/bin/env node
// Renders resources/icons/icon.svg to the PNG sizes the desktop app and packager need, with
// the Chromium the tests already use (no image tool required). Run: node scripts/render-icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync('resources/icons/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [name, size] of [['icon.png', 512], ['tray.png', 32], ['tray-16.png', 16]]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg', `<svg width="${size}" height="${size}"`)}</body></html>`);
  await page.screenshot({ path: `resources/icons/${name}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  console.log(`resources/icons/${name}`);
}
await browser.close();
