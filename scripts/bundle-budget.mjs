#!/usr/bin/env node
// Bundle budget: the resident app's initial JavaScript (the entry, what it imports statically,
// and the resident shell it loads at once) must stay within 170 KB gzipped. Leaflet, the QR
// scanner, the listener's audio code and the command centre load on demand and don't count.
// Run after `vite build`; exits 1 past the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const outDir = 'dist/web';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');

// The resident route loads these straight away (renderer/src/main.tsx).
const INITIAL_DYNAMIC = [/shell\/ResidentApp\.tsx$/, /shell\/start-resident\.ts$/];

const seen = new Set();
const files = [];
function visit(key, followDynamic) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  if (chunk.file.endsWith('.js')) files.push(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep, false);
  if (followDynamic) for (const dep of chunk.dynamicImports ?? []) if (INITIAL_DYNAMIC.some((re) => re.test(dep))) visit(dep, false);
}
visit(entryKey, true);

let total = 0;
for (const file of files) {
  const gz = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`Resident app initial JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, ${files.length} files)`);
if (kb > BUDGET_KB) {
  console.error(`Over the bundle budget by ${(kb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
