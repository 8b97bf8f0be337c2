#!/usr/bin/env node
// Sizes of the embed kit (run `npm run build:kit` first): for every element of the registry, in
// the lite and the React build, the gzip size of its own chunk and of everything a page that
// shows only that element downloads — mc-loader.js, the build's runtime with its chunks, the
// element's chunk with the chunks it imports, and the English texts it shows (English is always
// loaded: the fallback language): the base part and the parts its define() names
// (core/text-parts.ts), in one file when it is the page's first element, or all English texts
// when it names none. Each file is gzipped on its
// own, as a server sends it. Code an element imports later (on a tap, after the first image…)
// is listed apart and not counted.
//
//   node scripts/kit-sizes.mjs              table on stdout
//   node scripts/kit-sizes.mjs --check      the table, then exits 1 when an element is over
//                                           ELEMENT_BUDGET (CI; mc-register's own, tighter
//                                           budget is in .size-limit.json)
//   node scripts/kit-sizes.mjs --markdown   the README table
//   node scripts/kit-sizes.mjs --json       machine-readable
//   node scripts/kit-sizes.mjs --page mc-header,mc-game-list,mc-footer
//                                           what a page with these elements loads, each file
//                                           once, and what each one adds to those before it
//
// scripts/kit-build.mjs also calls writeBudgetViews(): dist/kit-size/<build>/<tag>/ holds a copy
// of every file that element loads (and dist/kit-size/mc-loader.js the loader), so
// .size-limit.json can put a budget on "mc-register with everything it loads" with a plain glob,
// whatever version the kit has and whatever else dist/kit holds.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILDS, ROOT, elementTextParts, kitOutDir, kitVersion, partSet, registryElements } from './kit-source.mjs';

export const BUDGET_VIEWS = join(ROOT, 'dist', 'kit-size');

/**
 * Any element with everything it loads, gzip bytes, per build. The heaviest show platform HTML
 * (DOMPurify, 12 kB) and load every text (11 kB): about 73 kB lite and 150 kB with React, with a
 * runtime of 22.9 kB lite that carries the page table, the event map, the stored-session checks
 * and the URL allow-list.
 */
// Raised from 70 kB and 146 kB when the promotion page (the heaviest) took the sign-in gate that keeps
// an application under an ended session (MemberOnly, the login popup, <Dialog>: about 4 kB); down
// from 75 and 150 kB when the runtime lost 1 kB (the heaviest: 73.0 kB lite, 148.9 kB React); up
// 1 kB when the loader took the opening of a partner page's frames (kit/frame-opener.ts; the
// heaviest: 74.0 kB lite, 149.9 kB React); lite down 1 kB when the lite build left preact/compat
// (kit/lite/compat.ts; the heaviest: 73.1 kB lite); down to 61.2 and 138.2 kB when every element
// named the parts of the texts it shows instead of loading all of them (the heaviest:
// mc-activity-info, 61.0 kB lite, 138.0 kB React); up 0.3 kB when the code 40 elements use but
// the forms a visitor signs up or in with do not left the runtime for a chunk of its own (common:
// the runtime 0.7 kB and mc-register 1.5 kB lighter, about 50 elements 0.35 kB heavier; the
// heaviest: mc-activity-info, 61.4 kB lite, 138.4 kB React); down 1.5 kB lite and 1.4 kB React
// when the elements' files took one hash, of the sources, the runtime left its table of their
// names and the loader its frame page's branch (the heaviest: mc-activity-info, 59.9 kB lite,
// 137.0 kB React); up 0.1 kB lite when the runtime stopped importing offline (CHANGELOG, Fixed:
// mc-activity-info 60.06 kB lite); down 0.6 and 0.5 kB when every constant was inlined where it
// is used, 0.1 kB more when the submit intents left the request function's module, and 0.25 kB
// more when the page's session calls left the runtime (kit/page-api.ts; the heaviest:
// mc-activity-info, 59.07 kB lite, 136.16 kB React); React up 0.05 kB when the loaders waited
// for the device to be online (mc-activity-info 136.21 kB React); lite up 0.05 kB when the
// platform's text took its own direction (dir="auto": mc-activity-info 59.16 kB lite); down 9.25
// and 9.0 kB when the elements that show the platform's HTML stopped loading the sanitiser with
// their code (widgets/base/sanitizer.ts: mc-activity-info 46.74 kB lite; the heaviest now
// mc-profile, 49.88 kB lite, 127.2 kB React).
export const ELEMENT_BUDGET = { lite: 49_950, react: 127_250 };

/** The elements over ELEMENT_BUDGET in either build, as lines to print. */
export function overBudget({ rows }) {
  return rows.flatMap((r) =>
    BUILDS.filter((b) => r[b].total > ELEMENT_BUDGET[b]).map((b) => `${r.tag} (${b}): ${kB(r[b].total)} with all it loads, budget ${kB(ELEMENT_BUDGET[b])}`),
  );
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

function readManifest(outDir, build) {
  const path = join(outDir, build, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build:kit first`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

function staticClosure(manifest, key, into = new Set()) {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/**
 * The English text files the runtime asks for when `element` comes, given the parts a page has
 * (`loaded`, updated; core/i18n.ts does the same): the base and its parts in one file when none is
 * loaded yet (a page's first element: scripts/texts-plugin.ts writes that set), otherwise a file
 * for each part still missing; all the texts when the element names no parts.
 */
function englishTexts(buildDir, element, loaded = new Set()) {
  const folder = readdirSync(buildDir).find((name) => name.startsWith('texts-'));
  if (!folder) throw new Error(`${buildDir} has no texts-<hash> folder`);
  const file = (name) => join(buildDir, folder, `en${name}.js`);
  const parts = elementTextParts(element);
  if (loaded.has('*')) return [];
  if (!parts) {
    loaded.add('*');
    return [file('')];
  }
  const missing = ['base', ...parts].filter((part) => !loaded.has(part));
  for (const part of missing) loaded.add(part);
  const together = file(`-${partSet(missing)}`);
  if (missing.length > 1 && existsSync(together)) return [together];
  return missing.map((part) => file(`-${part}`)).filter((f) => existsSync(f));
}

/** The code files (absolute) one element loads in one build: the loader, the runtime with its chunks, the element with its. */
function codeLoads(outDir, build, element, manifest) {
  const keys = new Set([...staticClosure(manifest, 'kit/runtime.ts'), ...staticClosure(manifest, element.module)]);
  return { keys, files: [join(outDir, 'mc-loader.js'), ...[...keys].filter((k) => manifest[k]).map((k) => join(outDir, build, manifest[k].file))] };
}

/** Files (absolute) one element loads in one build, and what it may load later. */
export function elementLoads(outDir, build, element, manifest = readManifest(outDir, build)) {
  const { keys, files: code } = codeLoads(outDir, build, element, manifest);
  const files = [...code, ...englishTexts(join(outDir, build), element)];
  // Code it may import later (a carousel after the first image, DOMPurify when there is HTML):
  // dynamic imports of its chunks, but not other elements (a registry in the closure names them all).
  const elementModules = new Set(registryElements().map((e) => e.module));
  const later = new Set();
  for (const k of staticClosure(manifest, element.module)) {
    for (const d of manifest[k]?.dynamicImports ?? []) {
      if (!keys.has(d) && manifest[d] && !elementModules.has(d)) later.add(d);
    }
  }
  return { files: [...new Set(files)], own: manifest[element.module] ? join(outDir, build, manifest[element.module].file) : undefined, later: [...later] };
}

/**
 * What a page showing `elements` (in that order) loads in one build: each file once (the runtime
 * and a shared chunk are one download for the page), with the English texts as the runtime asks
 * for them. `steps` says what each element adds to the ones before it.
 */
export function pageLoads(outDir, build, elements, manifest = readManifest(outDir, build)) {
  const files = new Set();
  const parts = new Set();
  const steps = elements.map((element) => {
    const added = [...codeLoads(outDir, build, element, manifest).files, ...englishTexts(join(outDir, build), element, parts)].filter((f) => !files.has(f));
    for (const f of added) files.add(f);
    return { tag: element.tag, files: added.length, bytes: added.reduce((sum, f) => sum + gzipSize(f), 0) };
  });
  return { files: files.size, bytes: [...files].reduce((sum, f) => sum + gzipSize(f), 0), steps };
}

/**
 * Files (absolute) the kit's frame page loads for a form it carries the first screen of (the
 * sign-in and registration forms: front/embed/frame.ts and its preloads): the frame's loader, the
 * runtime, the frame's code and the element's. The texts it shows come in the frame page itself
 * (kit/frame-data.ts). On a partner page this is the framed form's side; the page loads the
 * loader and the frame host (the partner-page budget).
 */
export function framedFormLoads(outDir, build, element, manifest = readManifest(outDir, build)) {
  const keys = new Set([...staticClosure(manifest, 'kit/runtime.ts'), ...staticClosure(manifest, 'kit/frame.ts'), ...staticClosure(manifest, element.module)]);
  return [join(outDir, 'frame-loader.js'), ...[...keys].filter((k) => manifest[k]).map((k) => join(outDir, build, manifest[k].file))];
}

export function kitSizes(outDir = kitOutDir()) {
  const elements = registryElements();
  const manifests = Object.fromEntries(BUILDS.map((b) => [b, readManifest(outDir, b)]));
  const loader = gzipSize(join(outDir, 'mc-loader.js'));
  const rows = elements.map((element) => {
    const row = { tag: element.tag };
    for (const build of BUILDS) {
      const { files, own, later } = elementLoads(outDir, build, element, manifests[build]);
      row[build] = {
        own: own ? gzipSize(own) : 0,
        total: files.reduce((sum, f) => sum + gzipSize(f), 0),
        files: files.length,
        later: later.map((k) => ({ module: k, size: gzipSize(join(outDir, build, manifests[build][k].file)) })),
      };
    }
    return row;
  });
  return { version: basename(outDir), loader, rows };
}

/**
 * Copies of what each element loads, per build, for size-limit (dist/kit-size/<build>/<tag>/),
 * of the loaders, and of what a partner page with the registration form loads, in the page and in
 * the frame.
 */
export function writeBudgetViews(outDir = kitOutDir()) {
  rmSync(BUDGET_VIEWS, { recursive: true, force: true });
  mkdirSync(BUDGET_VIEWS, { recursive: true });
  copyFileSync(join(outDir, 'mc-loader.js'), join(BUDGET_VIEWS, 'mc-loader.js'));
  // What a partner page itself loads for a framed element (kit/frame-host.ts): the loader and the
  // frame host; the element loads inside the platform's frame.
  const partner = join(BUDGET_VIEWS, 'partner-page');
  mkdirSync(partner, { recursive: true });
  copyFileSync(join(outDir, 'mc-loader.js'), join(partner, 'mc-loader.js'));
  for (const file of readdirSync(outDir).filter((f) => /^frame-host-[\w-]+\.js$/.test(f))) copyFileSync(join(outDir, file), join(partner, file));
  // And what the platform's frame page loads for the registration form, the element affiliates
  // embed (lite): with the partner page's files above, all a partner page's visitor downloads.
  copyFileSync(join(outDir, 'frame-loader.js'), join(BUDGET_VIEWS, 'frame-loader.js'));
  const framed = join(BUDGET_VIEWS, 'frame', 'mc-register');
  mkdirSync(framed, { recursive: true });
  const register = registryElements().find((e) => e.tag === 'mc-register');
  if (register) for (const file of framedFormLoads(outDir, 'lite', register)) copyFileSync(file, join(framed, basename(file)));
  for (const build of BUILDS) {
    const manifest = readManifest(outDir, build);
    for (const element of registryElements()) {
      const dir = join(BUDGET_VIEWS, build, element.tag);
      mkdirSync(dir, { recursive: true });
      for (const file of elementLoads(outDir, build, element, manifest).files) copyFileSync(file, join(dir, basename(file)));
    }
  }
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

function printTable({ version, loader, rows }) {
  console.log(`MC embed kit ${version}: gzip sizes (each file on its own). mc-loader.js: ${kB(loader)}.`);
  console.log('"with all it loads" = loader + runtime + element + shared chunks + the English texts it shows.\n');
  const head = ['element', 'lite own', 'lite with all it loads', 'react own', 'react with all it loads', 'loaded later (lite)'];
  const lines = rows.map((r) => [
    r.tag,
    kB(r.lite.own),
    `${kB(r.lite.total)} (${r.lite.files} files)`,
    kB(r.react.own),
    `${kB(r.react.total)} (${r.react.files} files)`,
    r.lite.later.map((l) => `${l.module.replace(/^widgets\//, '')} ${kB(l.size)}`).join(', '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(head));
  for (const l of lines) console.log(fmt(l));
}

function printMarkdown({ version, loader, rows }) {
  console.log(
    `Kit ${version}, gzip, each file on its own; mc-loader.js ${kB(loader)}. "All it loads": loader, runtime, the element and its shared chunks, the English texts it shows.\n`,
  );
  console.log('| element | lite: own | lite: all it loads | React: own | React: all it loads |');
  console.log('|---|--:|--:|--:|--:|');
  for (const r of rows) console.log(`| \`${r.tag}\` | ${kB(r.lite.own)} | ${kB(r.lite.total)} | ${kB(r.react.own)} | ${kB(r.react.total)} |`);
}

function printPage(outDir, tags) {
  const registry = registryElements();
  const elements = tags.map((tag) => {
    const element = registry.find((e) => e.tag === tag);
    if (!element) throw new Error(`kit-sizes: no element ${tag} in the registry`);
    return element;
  });
  console.log(`A page with ${tags.join(', ')}: gzip, each file once, in the order the elements come.`);
  for (const build of BUILDS) {
    const page = pageLoads(outDir, build, elements);
    console.log(`\n${build}: ${kB(page.bytes)} in ${page.files} files`);
    page.steps.forEach((step, i) =>
      console.log(`  ${i ? '+' : ' '} ${step.tag.padEnd(28)} ${(i ? '+' : '') + kB(step.bytes)}`.padEnd(48) + `${step.files} files`),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const pageAt = args.indexOf('--page');
  const tags = pageAt >= 0 ? (args[pageAt + 1] ?? '').split(',').filter(Boolean) : [];
  const dir = args.find((a, i) => !a.startsWith('--') && (pageAt < 0 || i !== pageAt + 1)) ?? kitOutDir(kitVersion());
  if (pageAt >= 0) {
    if (!tags.length) throw new Error('kit-sizes: --page mc-header,mc-footer,… (the tags, comma-separated)');
    printPage(dir, tags);
    process.exit(0);
  }
  const sizes = kitSizes(dir);
  if (process.argv.includes('--json')) console.log(JSON.stringify(sizes, null, 2));
  else if (process.argv.includes('--markdown')) printMarkdown(sizes);
  else printTable(sizes);
  if (process.argv.includes('--check')) {
    const over = overBudget(sizes);
    if (over.length) {
      console.error(`\nOver the per-element budget:\n${over.map((l) => `  ${l}`).join('\n')}`);
      process.exit(1);
    }
    console.log(`\nEvery element is within its budget (lite ${kB(ELEMENT_BUDGET.lite)}, React ${kB(ELEMENT_BUDGET.react)}).`);
  }
}
