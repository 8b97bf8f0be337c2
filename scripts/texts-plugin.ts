/**
 * Texts in parts, for the site and kit builds (vite.config.ts, vite.kit.config.ts).
 *
 * locales/<code>.json stays one flat file per language. The build writes, next to the chunk
 * that loads texts, a folder `texts-<hash>/` with one small module per language and part
 * (`en-account.js`: the sign-in and registration texts of English; core/text-parts.ts says which
 * key is in which part) and one with all texts of a language (`en.js`). Parts are written for the
 * base and for every part an element of widgets/registry.ts names in its define(); a part no
 * element named loads as all texts of the language. core/texts.ts becomes a module that knows
 * which parts each language has and imports them from there; a part a language does not have
 * costs no request.
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
import { ALL_PARTS, BASE_PART, partOf, textsOfPart, textsOfParts } from '../core/text-parts.ts';
import { elementTextParts, partSet, registryElements } from './kit-source.mjs';

const ROOT = join(import.meta.dirname, '..');
const LOCALES = join(ROOT, 'locales');
const LOADER = join(ROOT, 'core', 'texts.ts');

interface TextFiles {
  hash: string;
  /** `en-register.js` → module source. */
  files: Map<string, string>;
  /** The parts written, for any language. */
  names: string[];
  /** Language codes (lower case) with the same parts, and those parts as a bit mask over `names` (hex, part i = bit i). */
  groups: [string, string][];
  /** Sets of parts written together, as their sorted names joined by `+` (`account+base`). */
  combined: string[];
}

// A single-quoted literal: JSON's double quotes need no backslash there (smaller, even gzipped).
const moduleSource = (texts: Record<string, string>) => `export default JSON.parse('${JSON.stringify(texts).replace(/[\\']/g, '\\$&')}');\n`;

/** The base and every part an element of the registry names (`texts: […]` in its define()). */
export function declaredParts(): Set<string> {
  return new Set([BASE_PART, ...registryElements().flatMap((element) => elementTextParts(element) ?? [])]);
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

/** The text files of every locale, as the build writes them. */
export function textFiles(dir = LOCALES, written = declaredParts(), combined = declaredSets()): TextFiles {
  const files = new Map<string, string>();
  const partsOf = new Map<string, string>();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const code = basename(name, '.json');
    const texts = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>;
    const parts = [...new Set(Object.keys(texts).map(partOf))].filter((part) => written.has(part)).sort();
    files.set(`${code}.js`, moduleSource(textsOfPart(texts, ALL_PARTS)));
    for (const part of parts) files.set(`${code}-${part}.js`, moduleSource(textsOfPart(texts, part)));
    for (const set of combined) {
      files.set(`${code}-${set}.js`, moduleSource(textsOfParts(texts, set.split('+'))));
    }
    partsOf.set(code, parts.join(' '));
  }
  const hash = createHash('sha256');
  for (const [name, source] of files) hash.update(`${name}\0${source}\0`);
  const names = [...new Set([...partsOf.values()].flatMap((parts) => parts.split(' ')))].sort();
  const mask = (parts: string) => {
    const digits = new Array<number>(Math.ceil(names.length / 4)).fill(0);
    for (const part of parts.split(' ')) {
      const i = names.indexOf(part);
      digits[i >> 2]! |= 1 << (i & 3);
    }
    return digits.map((d) => d.toString(16)).join('');
  };
  const byMask = new Map<string, string[]>();
  for (const [code, parts] of partsOf) byMask.set(mask(parts), [...(byMask.get(mask(parts)) ?? []), code]);
  return {
    hash: hash.digest('base64url').slice(0, 8).replace(/[-_]/g, 'x'),
    files,
    names,
    groups: [...byMask].map(([bits, codes]) => [codes.join(' '), bits]),
    combined: [...combined].sort(),
  };
}

function loaderSource({ hash, names, groups, combined }: TextFiles): string {
  // The folder through a variable: Vite would otherwise try to resolve `new URL('./…', import.meta.url)` itself.
  return `const dir = ${JSON.stringify(`./texts-${hash}/`)};
const names = ${JSON.stringify(names.join(' '))}.split(" ");
const masks = new Map(${JSON.stringify(groups)}.flatMap(([codes, mask]) => codes.split(" ").map((code) => [code, mask])));
const combined = new Set(${JSON.stringify(combined.join(' '))}.split(" "));
const has = (lang, i) => (parseInt(masks.get(lang)?.[i >> 2] ?? "0", 16) >> (i & 3)) % 2 === 1;
const load = (file) => import(/* @vite-ignore */ new URL(dir + file + ".js", import.meta.url).href).then((m) => m.default);
function loadPart(lang, part) {
  // "*", or a part no element named when this was built: all texts of the language hold it.
  const i = names.indexOf(part);
  const file = i < 0 ? lang : has(lang, i) ? lang + "-" + part : undefined;
  return file ? load(file) : Promise.resolve({});
}
export function loadTextParts(code, parts) {
  const lang = code.toLowerCase();
  const set = [...new Set(parts)].sort().join("+");
  if (combined.has(set)) return load(lang + "-" + set);
  return Promise.all(parts.map((part) => loadPart(lang, part))).then((all) => Object.assign({}, ...all));
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
