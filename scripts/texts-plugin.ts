/**
 * Texts in parts, for the site and kit builds (vite.config.ts, vite.kit.config.ts).
 *
 * locales/<code>.json stays one flat file per language. The build writes, next to the chunk
 * that loads texts, a folder `texts-<hash>/` with one small module per language and part
 * (`en-account.js`: the sign-in and registration texts of English; core/text-parts.ts says which
 * key is in which part) and one with all texts of a language (`en.js`). Parts are written for the
 * base, for the parts the kit's code loads itself (core/text-parts.ts: PARTS_LOADED_BY_CODE) and
 * for every part an element of widgets/registry.ts names in its define(). core/texts.ts becomes a
 * module that imports them from there by name.
 *
 * An element's first texts come in one file: for the set of parts each element names, with the
 * base (`en-account+base.js`), one more module per language. A page's first element loads that
 * file; later ones load only the parts still missing, one file each. One file compresses better
 * than two and is one request less.
 *
 * One hash for the whole folder: any text change gives new file names, so a year-long cache
 * never serves old texts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { ALL_PARTS, BASE_PART, PARTS_LOADED_BY_CODE, textsOfPart, textsOfParts } from '../core/text-parts.ts';
import { elementTextParts, partSet, registryElements } from './kit-source.mjs';

const ROOT = join(import.meta.dirname, '..');
const LOCALES = join(ROOT, 'locales');
const LOADER = join(ROOT, 'core', 'texts.ts');

interface TextFiles {
  hash: string;
  /** `en-register.js` → module source. */
  files: Map<string, string>;
}

// A single-quoted literal: JSON's double quotes need no backslash there (smaller, even gzipped).
const moduleSource = (texts: Record<string, string>) => `export default JSON.parse('${JSON.stringify(texts).replace(/[\\']/g, '\\$&')}');\n`;

/** The base, the parts the kit's code loads itself and every part an element of the registry names (`texts: […]` in its define()). */
export function declaredParts(): Set<string> {
  return new Set([BASE_PART, ...PARTS_LOADED_BY_CODE, ...registryElements().flatMap((element) => elementTextParts(element) ?? [])]);
}

/** The sets of parts elements load first: the base with the parts each names (`account+base`). */
export function declaredSets(): Set<string> {
  const sets = new Set<string>();
  for (const element of registryElements()) {
    const parts = elementTextParts(element);
    if (parts?.length) sets.add(partSet([BASE_PART, ...parts]));
  }
  return sets;
}

/**
 * The text files of every locale, as the build writes them: every declared part and set for
 * every language (core/i18n.test.ts holds every language to every text of English, so none is
 * empty), which is what lets the loader ask for one without a list of what exists.
 */
export function textFiles(dir = LOCALES, written = declaredParts(), combined = declaredSets()): TextFiles {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const code = basename(name, '.json');
    const texts = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>;
    files.set(`${code}.js`, moduleSource(textsOfPart(texts, ALL_PARTS)));
    for (const part of [...written].sort()) files.set(`${code}-${part}.js`, moduleSource(textsOfPart(texts, part)));
    for (const set of combined) files.set(`${code}-${set}.js`, moduleSource(textsOfParts(texts, set.split('+'))));
  }
  const hash = createHash('sha256');
  for (const [name, source] of files) hash.update(`${name}\0${source}\0`);
  return { hash: hash.digest('base64url').slice(0, 8).replace(/[-_]/g, 'x'), files };
}

function loaderSource({ hash }: TextFiles): string {
  // The folder through a variable: Vite would otherwise try to resolve `new URL('./…', import.meta.url)` itself.
  // Several parts at once are an element's list with the base, which has a file of its own
  // (core/i18n.ts asks for no other set); "*" is all texts of the language.
  return `const dir = ${JSON.stringify(`./texts-${hash}/`)};
export function loadTextParts(code, parts) {
  const lang = code.toLowerCase();
  const file = parts.includes("*") ? lang : lang + "-" + [...new Set(parts)].sort().join("+");
  return import(/* @vite-ignore */ new URL(dir + file + ".js", import.meta.url).href).then((m) => m.default);
}
`;
}

export function textsPlugin(): Plugin {
  let texts: TextFiles | undefined;
  return {
    name: 'mc-texts',
    apply: 'build',
    buildStart() {
      texts = textFiles();
      for (const name of readdirSync(LOCALES)) this.addWatchFile(join(LOCALES, name));
    },
    load(id) {
      if (id !== LOADER || !texts) return null;
      return { code: loaderSource(texts), map: null };
    },
    generateBundle(_options, bundle) {
      if (!texts) return;
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && LOADER in c.modules);
      if (!chunk) return; // nothing loads texts
      const folder = join(dirname(chunk.fileName), `texts-${texts.hash}`).split('\\').join('/').replace(/^\.\//, '');
      for (const [name, source] of texts.files) this.emitFile({ type: 'asset', fileName: `${folder}/${name}`, source });
    },
  };
}
