import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../../scripts/chromium.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Before the e2e files: make sure the built site exists (so `npm run test:e2e` works alone) and
 * extract Chromium once. Set E2E_REBUILD=1 to build even when dist/site is there.
 */
export default async function setup(): Promise<void> {
  const index = join(ROOT, 'dist/site/index.html');
  if (!existsSync(index) || process.env.E2E_REBUILD === '1') {
    if (!existsSync(join(ROOT, 'host/index.html'))) {
      console.warn('[e2e] host/index.html does not exist yet: not building dist/site; tests that need the site will fail with a clear message.');
    } else {
      console.log('[e2e] building the site (vite build)…');
      const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`[e2e] vite build failed (exit ${run.status})`);
    }
  }
  console.log(`[e2e] chromium: ${await chromiumPath()}`);
}
