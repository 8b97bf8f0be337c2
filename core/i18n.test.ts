import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './stores/language.ts';

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

  it.each(['pt', 'ty'])('%s has exactly the keys of EN, with the same placeholders, none empty', (code) => {
    const other = locale(code);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(other[key]?.trim(), `${code} ${key}`).toBeTruthy();
      expect(placeholders(other[key]!), `${code} ${key}`).toEqual(placeholders(text));
    }
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
