/**
 * The /m/ site build: the host page in host/, elements from widgets/, the core and the locales
 * pulled in from outside that root. Each element module is a dynamic import, so each becomes its
 * own chunk and a page downloads only what it shows; the texts become small files per language
 * and part (scripts/texts-plugin.ts).
 *
 * The site is the lite build (React aliased to preact with kit/lite/, as the kit's lite build:
 * scripts/lite-build.ts); `MC_SITE_BUILD=react npm run build` builds it with React 19.
 *
 * `vite` (dev) serves the site at /m/ and forwards the platform's paths to the reference server,
 * so the elements talk to real data: start it first with `npx tsx server/main.ts`
 * (or point MC_PLATFORM_URL elsewhere).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { cssMinifyPlugin } from './scripts/css-minify-plugin.ts';
import { firstScreenCssPlugin } from './scripts/first-screen-css.ts';
import { liteAliases, liteReactDefault } from './scripts/lite-build.ts';
import { pwaPlugin } from './scripts/pwa-plugin.ts';
import { SITE_BUILD_STAMP, wantedSiteBuild } from './scripts/site-build.mjs';
import { moduleChunksPlugin, preloadShellPlugin, siteChunkGroups } from './scripts/site-chunks.ts';
import { textsPlugin } from './scripts/texts-plugin.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const platform = process.env.MC_PLATFORM_URL ?? 'http://127.0.0.1:8080';
/** Where the platform serves the site. */
const SITE_BASE = '/m/';
const PLATFORM_PATHS = ['/wps', '/lgw', '/img', '/games', '/__admin', '/__test'];
/** 'lite' (the default) or 'react'. */
const siteBuild = wantedSiteBuild();
const proxy = Object.fromEntries(PLATFORM_PATHS.map((path) => [path, { target: platform, changeOrigin: false }]));

export default defineConfig(({ command }): UserConfig => {
  // The site build is always the production site, even when started from a test runner that
  // exports NODE_ENV=test: Vite decides "production" (JSX runtime, lit's dev build, React's
  // build) from NODE_ENV after reading this file, and a mixed build calls a jsxDEV that is not there.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: 'host',
    base: SITE_BASE,
    // TSX from widgets/ compiles with the automatic runtime; no React plugin needed (no fast refresh).
    oxc: { jsx: { runtime: 'automatic' } },
    // React and friends read it; in the build it must be a constant so dead branches drop out.
    // __MC_SCHEMA_SHAPES__ false: core/api/schema.ts's shape notes (for the OpenAPI document) drop out.
    define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production'), __MC_SCHEMA_SHAPES__: 'false' } : {},
    json: { stringify: true },
    // Texts in parts (core/text-parts.ts): a page loads the parts its elements show. The
    // elements' stylesheets lose their comments and spaces.
    // The service worker (sw/sw.ts) with the first screen's precache list: scripts/pwa-plugin.ts.
    // The first screen's element styles go into host/site.css from the elements' style modules
    // (scripts/first-screen-css.ts), in the build and on the dev server alike.
    plugins: [
      textsPlugin(),
      cssMinifyPlugin(),
      firstScreenCssPlugin(repoRoot),
      moduleChunksPlugin(repoRoot),
      preloadShellPlugin(SITE_BASE),
      pwaPlugin(),
      ...(siteBuild === 'lite' ? [liteReactDefault(repoRoot)] : []),
      // Which build this is, for the end-to-end setup's freshness check (scripts/site-build.mjs).
      {
        name: 'mc-site-build-stamp',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: SITE_BUILD_STAMP, source: `${JSON.stringify({ build: siteBuild })}\n` });
        },
      },
    ],
    resolve: siteBuild === 'lite' ? { alias: liteAliases(repoRoot) } : {},
    build: {
      outDir: '../dist/site',
      emptyOutDir: true,
      target: 'es2022',
      // No data: URIs (a strict CSP need not allow them) and no JSON inlined into the entry.
      assetsInlineLimit: 0,
      sourcemap: true,
      // Read by scripts/route-budgets.ts to add up the JavaScript each route loads.
      manifest: true,
      rolldownOptions: {
        // Every constant written where it is used, as in the kit's build (vite.kit.config.ts).
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        output: {
          minify: true,
          // The shell and the home page's first screen in a few files, not a chain of 50.
          codeSplitting: { groups: siteChunkGroups(repoRoot) },
        },
      },
    },
    server: { host: '127.0.0.1', fs: { allow: [repoRoot] }, proxy },
    preview: { host: '127.0.0.1', proxy },
  };
});
