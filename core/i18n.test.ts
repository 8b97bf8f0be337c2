import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import FOLDERS from '../widgets/elements.json';
import { LANGUAGES } from './stores/language.ts';
import { BASE_PART, CODES_PART, partOf } from './text-parts.ts';

const root = join(import.meta.dirname, '..');
const locale = (code: string) => JSON.parse(readFileSync(join(root, 'locales', `${code}.json`), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  const en = locale('en');

  it('every language code of §1 has a file', () => {
    for (const code of LANGUAGES) expect(() => locale(code.toLowerCase()), code).not.toThrow();
  });

  const others = LANGUAGES.filter((code) => code !== 'EN').map((code) => code.toLowerCase());

  it.each(others)('%s has exactly the keys of EN, with the same placeholders, none empty', (code) => {
    const other = locale(code);
    expect(
      Object.keys(other).filter((key) => !(key in en)),
      `${code}: keys EN does not have`,
    ).toEqual([]);
    expect(
      Object.keys(en).filter((key) => !(key in other)),
      `${code}: keys missing`,
    ).toEqual([]);
    for (const [key, text] of Object.entries(en)) {
      expect(other[key]?.trim(), `${code} ${key}`).toBeTruthy();
      expect(placeholders(other[key]!), `${code} ${key}`).toEqual(placeholders(text));
    }
  });

  it.each(others)('%s is a translation, not a copy of English', (code) => {
    const other = locale(code);
    // Language names are endonyms, the same everywhere; brand names and formats stay as they are.
    const comparable = Object.keys(en).filter((key) => !key.startsWith('lang.') && /[a-z]{3}/i.test(en[key]!.replace(/\{\{\w+\}\}/g, '')));
    const same = comparable.filter((key) => other[key] === en[key]);
    expect(same.length / comparable.length, `${code}: ${same.length} of ${comparable.length} texts equal to English`).toBeLessThan(0.15);
  });

  it('every literal key the code asks for exists in EN', () => {
    const missing: string[] = [];
    for (const file of [...sources(join(root, 'widgets')), ...sources(join(root, 'host')), ...sources(join(root, 'core'))]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*(['"])([\w.-]+)\1/g)) {
        if (!(m[2]! in en)) missing.push(`${file.slice(root.length + 1)}: ${m[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * The modules an element's code may run: its index.ts and every module of this repository it
 * imports, statically or later.
 */
function moduleClosure(start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g)) {
      const path = resolve(dirname(file), m[2]!);
      if (/\.tsx?$/.test(path) && existsSync(path)) queue.push(path);
    }
  }
  return [...seen];
}

/** Elements whose define() names the parts of the texts they show: tag, index file, parts. */
function elementsWithTextParts(): { tag: string; index: string; parts: string[] }[] {
  const out: { tag: string; index: string; parts: string[] }[] = [];
  for (const [tag, folder] of Object.entries(FOLDERS)) {
    const index = resolve(root, 'widgets', folder, 'index.ts');
    const declared = readFileSync(index, 'utf8').match(/\btexts:\s*\[([^\]]*)\]/);
    if (declared) out.push({ tag, index, parts: [...declared[1]!.matchAll(/['"]([\w-]+)['"]/g)].map((p) => p[1]!) });
  }
  return out;
}

describe('text parts', () => {
  const en = locale('en');
  const prefixes = new Set(Object.keys(en).map((key) => key.split('.')[0]));
  const elements = elementsWithTextParts();

  it('every element names its parts (one that named none would load every text of the language)', () => {
    expect(elements.map((e) => e.tag).sort()).toEqual(Object.keys(FOLDERS).sort());
  });

  it.each(elements.map((e) => [e.tag, e] as const))('%s: its declared parts hold every text its code can show', (_tag, { index, parts }) => {
    const loaded = new Set([BASE_PART, ...parts]);
    const missing: string[] = [];
    for (const file of moduleClosure(index)) {
      // Comments name keys as examples (core/text-parts.ts): only code counts.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|\s)\/\/.*$/gm, '$1');
      const where = relative(root, file);
      // Keys passed around as strings (t('…'), toast('fail', '…'), a checker's answer) and keys
      // built from a prefix (t(`register.field.${field}`), `verify.${field}.format`).
      for (const m of text.matchAll(/(['"`])([\w.-]+)\1/g)) {
        if (m[2]! in en && !loaded.has(partOf(m[2]!))) missing.push(`${where}: ${m[2]} (part ${partOf(m[2]!)})`);
      }
      // A key built from a failure's code (`code.${error.code}`) is in the codes part, which loads
      // with the failure itself (widgets/define.ts); a code's key written out is shown without one.
      for (const m of text.matchAll(/`([\w-]+)\.[\w.-]*\$\{/g)) {
        const part = partOf(`${m[1]}.`);
        if (prefixes.has(m[1]!) && !loaded.has(part) && part !== CODES_PART) missing.push(`${where}: ${m[0]} (part ${part})`);
      }
    }
    for (const part of parts)
      expect(
        Object.keys(en).some((key) => partOf(key) === part),
        `part ${part} has no English text`,
      ).toBe(true);
    expect(missing).toEqual([]);
  });
});
