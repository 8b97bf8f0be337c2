import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { ROOT, buildSite, siteState } from '../../scripts/site-build.mjs';

/**
 * Before the e2e files: make sure dist/site is there and not older than its sources (so
 * `npm run test:e2e` works alone and never tests a stale build), and extract Chromium once.
 * E2E_REBUILD=1 always builds; E2E_REBUILD=0 never does.
 */
export default async function setup(): Promise<void> {
  const state = siteState();
  const wanted = process.env.E2E_REBUILD === '1' || (process.env.E2E_REBUILD !== '0' && state !== 'fresh');
  if (wanted) {
    if (!existsSync(join(ROOT, 'host/index.html'))) {
      console.warn('[e2e] host/index.html does not exist yet: not building dist/site; tests that need the site will fail with a clear message.');
    } else {
      console.log(state === 'missing' ? '[e2e] no build yet: building the site (vite build)…' : '[e2e] building the site (vite build)…');
      const status = buildSite();
      if (status !== 0) throw new Error(`[e2e] vite build failed (exit ${status})`);
    }
  }
  console.log(`[e2e] chromium: ${await chromiumPath()}`);
}
