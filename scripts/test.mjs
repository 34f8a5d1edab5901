#!/usr/bin/env node
// The whole test suite, as the README's second line runs it: unit and hub integration tests
// (vitest), then end-to-end tests in Debian's Chromium (Playwright) against a real hub.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!chromium) {
  console.error(
    '\nChromium not found. The end-to-end tests drive a real Chromium.\n' +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.\n',
  );
  process.exit(1);
}
process.env.CHROMIUM_PATH = chromium;
mkdirSync('.tmp', { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const only = process.argv[2]; // "unit" or "e2e" to run one half
let failedSteps = 0;

if (only !== 'e2e') {
  failedSteps += run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json']) ? 1 : 0;
}
if (only !== 'unit') {
  // The hub serves the built web app; build it so the browser tests see the current code.
  if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) {
    console.error('Web build failed; skipping end-to-end tests.');
    failedSteps += 1;
  } else {
    failedSteps += run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' }) ? 1 : 0;
  }
}

// One closing line over both runners.
let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const vitest = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'));
  if (only !== 'e2e') {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
} catch {}
try {
  const pw = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'));
  if (only !== 'unit') {
    passed += (pw.stats?.expected ?? 0) + (pw.stats?.flaky ?? 0);
    failed += pw.stats?.unexpected ?? 0;
    skipped += pw.stats?.skipped ?? 0;
  }
} catch {}
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
