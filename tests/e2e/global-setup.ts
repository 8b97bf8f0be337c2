import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../../scripts/chromium.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
// What the site is built from (the same list as scripts/start.mjs).
const SOURCES = ['host', 'widgets', 'core', 'locales', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
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

/**
 * Before the e2e files: make sure dist/site is there and not older than its sources (so
 * `npm run test:e2e` works alone and never tests a stale build), and extract Chromium once.
 * E2E_REBUILD=1 always builds; E2E_REBUILD=0 never does.
 */
export default async function setup(): Promise<void> {
  const index = join(ROOT, 'dist/site/index.html');
  const missing = !existsSync(index);
  const stale = () => Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s)))) > statSync(index).mtimeMs;
  const wanted = process.env.E2E_REBUILD === '1' || (process.env.E2E_REBUILD !== '0' && (missing || stale()));
  if (wanted) {
    if (!existsSync(join(ROOT, 'host/index.html'))) {
      console.warn('[e2e] host/index.html does not exist yet: not building dist/site; tests that need the site will fail with a clear message.');
    } else {
      console.log(missing ? '[e2e] no build yet: building the site (vite build)…' : '[e2e] sources changed since the last build: building the site (vite build)…');
      // vitest sets NODE_ENV=test in this process; the site is always a production build.
      const env = { ...process.env, NODE_ENV: 'production' };
      const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: ROOT, stdio: 'inherit', env });
      if (run.status !== 0) throw new Error(`[e2e] vite build failed (exit ${run.status})`);
    }
  }
  console.log(`[e2e] chromium: ${await chromiumPath()}`);
}
