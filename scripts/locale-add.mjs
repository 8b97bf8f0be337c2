#!/usr/bin/env node
// Adds or updates texts in locales/en.json, pt.json and ty.json from one file shaped
// { "key": ["English", "Português", "Tagalog"], … }, keeping the files sorted. It reads and
// writes each locale in one step, so several people adding keys at once do not lose each other's.
//   node scripts/locale-add.mjs my-keys.json
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/locale-add.mjs <keys.json>');
  process.exit(2);
}
const entries = JSON.parse(readFileSync(file, 'utf8'));
const codes = ['en', 'pt', 'ty'];
for (const [key, texts] of Object.entries(entries)) {
  if (!Array.isArray(texts) || texts.length !== 3 || texts.some((t) => typeof t !== 'string' || t.trim() === '')) {
    console.error(`"${key}": give three non-empty texts [en, pt, ty]`);
    process.exit(1);
  }
}
codes.forEach((code, i) => {
  const path = join(root, 'locales', `${code}.json`);
  const current = JSON.parse(readFileSync(path, 'utf8'));
  for (const [key, texts] of Object.entries(entries)) current[key] = texts[i];
  const sorted = Object.fromEntries(
    Object.keys(current)
      .sort()
      .map((k) => [k, current[k]]),
  );
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
});
console.log(`${Object.keys(entries).length} keys written to ${codes.join(', ')}`);
