// The built site (dist/site) and whether it is older than what it is built from. Shared by
// `npm start` and the end-to-end setup, so both agree on when to rebuild.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_INDEX = join(ROOT, 'dist', 'site', 'index.html');
const SOURCES = [
  'host',
  'widgets',
  'core',
  'locales',
  'sw',
  'kit/lite',
  'scripts/lite-build.ts',
  'scripts/first-screen-css.ts',
  'vite.config.ts',
  'package.json',
];

/** Newest modification time under `path` (node_modules and dot-folders left out). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Where the build says which it is (vite.config.ts writes it): `{ "build": "lite" | "react" }`. */
export const SITE_BUILD_STAMP = '.vite/site-build.json';

/** The build MC_SITE_BUILD asks for: 'lite' (the default) or 'react'. */
export const wantedSiteBuild = () => (process.env.MC_SITE_BUILD === 'react' ? 'react' : 'lite');

function builtAs() {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'dist', 'site', SITE_BUILD_STAMP), 'utf8')).build;
  } catch {
    return undefined;
  }
}

/** 'missing', 'stale' (a source changed after the build, or it is the other build) or 'fresh'. */
export function siteState() {
  if (!existsSync(SITE_INDEX)) return 'missing';
  if (builtAs() !== wantedSiteBuild()) return 'stale';
  return Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s)))) > statSync(SITE_INDEX).mtimeMs ? 'stale' : 'fresh';
}

/** Runs `vite build` (always a production build, whatever NODE_ENV the caller runs under); returns the exit status. */
export function buildSite() {
  const env = { ...process.env, NODE_ENV: 'production' };
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: ROOT, stdio: 'inherit', env });
  return run.status ?? 1;
}
