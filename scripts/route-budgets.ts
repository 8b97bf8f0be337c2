/**
 * The JavaScript each route of the /m/ site loads, gzip, from the build manifest: the host entry,
 * the English texts, and every element the route's page is made of, each with what it imports.
 * Prints a table; exits 1 when a route is over its budget.
 *   npx tsx scripts/route-budgets.ts            (after `npm run build`)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ROUTE_TABLE } from '../host/routes.ts';
import { registryElements } from './kit-source.mjs';

const ROOT = join(import.meta.dirname, '..');
const SITE = join(ROOT, 'dist', 'site');
/**
 * Per-route budget, gzip bytes. The site is the lite build (preact/compat, about 9 kB, in every
 * route); the heaviest route was 97 kB when it moved from React (190 kB budget then).
 */
export const ROUTE_BUDGET = 110 * 1024;

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(SITE, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

/** Tag → module of the element catalogue, as the manifest names it (relative to host/). */
const tagModules = new Map(registryElements().map(({ tag, module }) => [tag, `../${module}`]));

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(SITE, file)), { level: 9 }).length);
  return gzipCache.get(file)!;
};

function closure(key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
}

const base = new Set<string>();
closure('index.html', base);
// The host page loads all English texts (scripts/texts-plugin.ts writes them to assets/texts-<hash>/en.js).
const texts = readdirSync(join(SITE, 'assets')).find((name) => name.startsWith('texts-'));
if (texts) base.add(`assets/${texts}/en.js`);
const baseBytes = [...base].reduce((n, f) => n + gzipSize(f), 0);

/** What the shell places on every page (host/shell.ts), then the header and footer where shown. */
const SHELL_TAGS = ['mc-toast', 'mc-confirm-dialog', 'mc-contract-alerts', 'mc-reality-check'];

const rows = ROUTE_TABLE.map((route) => {
  const files = new Set(base);
  const missing: string[] = [];
  const tags = [...SHELL_TAGS, ...(route.header ? ['mc-header'] : []), ...(route.footer ? ['mc-footer'] : []), ...route.elements.map((e) => e.tag)];
  for (const tag of tags) {
    const module = tagModules.get(tag);
    if (module && manifest[module]) closure(module, files);
    else missing.push(tag);
  }
  const bytes = [...files].reduce((n, f) => n + gzipSize(f), 0);
  return { route: route.id, path: route.paths[0]!, bytes, missing };
}).sort((a, b) => b.bytes - a.bytes);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log(`The host shell and the English texts, on every route: ${kb(baseBytes)} gzip.`);
console.log(`Budget per route: ${kb(ROUTE_BUDGET)} gzip.\n`);
console.log('route'.padEnd(22), 'path'.padEnd(40), 'JS gzip'.padStart(10));
let over = 0;
for (const r of rows) {
  const flag = r.bytes > ROUTE_BUDGET ? '  OVER BUDGET' : '';
  if (flag) over++;
  console.log(r.route.padEnd(22), r.path.padEnd(40), kb(r.bytes).padStart(10), flag, r.missing.length ? `(no element: ${r.missing.join(', ')})` : '');
}
if (over) {
  console.error(`\n${over} route(s) over the ${kb(ROUTE_BUDGET)} budget.`);
  process.exit(1);
}
