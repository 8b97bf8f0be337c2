#!/usr/bin/env node
// The state of every locale against English, and the two steps of translating one.
//
//   node scripts/locale-status.mjs                 one line per locale: keys, missing, extra,
//                                                  broken placeholders, texts equal to English
//   node scripts/locale-status.mjs missing ja      the English texts ja.json lacks, as JSON
//   node scripts/locale-status.mjs merge ja f.json writes f.json's { key: text } into ja.json,
//                                                  sorted; refuses keys English lacks, empty
//                                                  texts and changed {{placeholders}}
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const read = (code) => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8'));
const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const en = read('en');

const [command, code, file] = process.argv.slice(2);

if (command === 'missing') {
  const have = read(code);
  const missing = Object.fromEntries(Object.entries(en).filter(([key]) => !(key in have)));
  process.stdout.write(`${JSON.stringify(missing, null, 2)}\n`);
} else if (command === 'merge') {
  const incoming = JSON.parse(readFileSync(file, 'utf8'));
  const problems = [];
  for (const [key, text] of Object.entries(incoming)) {
    if (!(key in en)) problems.push(`${key}: not an English key`);
    else if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: empty`);
    else if (placeholders(text) !== placeholders(en[key]))
      problems.push(`${key}: placeholders ${placeholders(text) || 'none'} instead of ${placeholders(en[key])}`);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  // Read just before writing, so that two merges into different locales never interfere.
  const current = { ...read(code), ...incoming };
  const sorted = Object.fromEntries(
    Object.keys(current)
      .sort()
      .map((k) => [k, current[k]]),
  );
  writeFileSync(join(dir, `${code}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(incoming).length} texts merged into ${code}.json`);
} else if (!command) {
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const c = name.slice(0, -5);
    const texts = read(c);
    const missing = Object.keys(en).filter((k) => !(k in texts)).length;
    const extra = Object.keys(texts).filter((k) => !(k in en)).length;
    const broken = Object.keys(texts).filter((k) => k in en && placeholders(texts[k]) !== placeholders(en[k])).length;
    const same = c === 'en' ? 0 : Object.keys(texts).filter((k) => texts[k] === en[k]).length;
    console.log(
      `${c.padEnd(3)} ${String(Object.keys(texts).length).padStart(4)} keys  missing ${String(missing).padStart(4)}  extra ${extra}  placeholders ${broken}  same as EN ${same}`,
    );
  }
} else {
  console.error('usage: locale-status.mjs [missing <code> | merge <code> <file.json>]');
  process.exit(2);
}
