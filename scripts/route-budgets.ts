/**
 * The JavaScript each route of the /m/ site loads, gzip, from the build manifest: the host entry,
 * the English texts, and every element the route's page is made of, each with what it imports.
 * Prints a table; exits 1 when a route is over its budget.
 *   npx tsx scripts/route-budgets.ts            (after `npm run build`)
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ROUTE_TABLE } from '../host/routes.ts';
import { baseFiles, readBuildManifest, routeFiles, tagModules } from './route-files.ts';

const ROOT = join(import.meta.dirname, '..');
const SITE = join(ROOT, 'dist', 'site');
/**
 * Per-route budget, gzip bytes. The site is the lite build (preact with kit/lite/, about 8 kB, in every
 * route); the heaviest route was 97 kB when it moved from React (190 kB budget then). 110.5 kB
 * since the take-over's tasks were cut shorter (+0.3 kB in the shell), 111 kB since the
 * first screen's popup opener shares a file with the start (+0.6 kB), 111.5 kB since the page
 * draws the download bar too (+0.2 kB of the drawn parts' handles on every route: CHANGELOG.md),
 * 109 kB since the contract alerts' code loads with the first sign-in, the game list's store with
 * the list and the reality check with the first player it watches (-4.8 kB on every route), 108 kB
 * since preact/compat gave way to the React API the elements use (kit/lite/compat.ts, -1.1 kB on
 * every route), 107.5 kB since every constant is written where it is used (rolldown's inlineConst
 * in vite.config.ts, -0.5 kB on every route), 108 kB since the header's menu opens in the top
 * layer, placed inside the viewport (widgets/base/menu.ts, +0.45 kB in the shell: CHANGELOG.md),
 * 104 kB since the pages that show the platform's HTML load its sanitiser beside their data
 * (widgets/base/sanitizer.ts: /m/activityInfo 107.7 -> 96.1 kB; the heaviest now /m/agentRegister).
 */
export const ROUTE_BUDGET = 104 * 1024;

const manifest = readBuildManifest(SITE);
const modules = tagModules();

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(SITE, file)), { level: 9 }).length);
  return gzipCache.get(file)!;
};

const base = baseFiles(SITE, manifest);
const baseBytes = [...base].reduce((n, f) => n + gzipSize(f), 0);

const rows = ROUTE_TABLE.map((route) => {
  const { files, missing } = routeFiles(route, manifest, base, modules);
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
