/**
 * The /m/ site's service worker in the site build: vite-plugin-pwa compiles sw/sw.ts with Vite
 * (the same toolchain, TypeScript, tree-shaken Workbox modules) and writes the precache list into
 * it from this build's files. Chosen over calling workbox-build after the build because it needs
 * no second bundler setup for the worker and one plugin line in vite.config.ts.
 *
 * Two lists, both from the build manifest (scripts/route-files.ts, the same files the route
 * budgets count):
 * - precached (`self.__WB_MANIFEST`): the first screen, that is the shell (index.html, the host
 *   entry and its styles), the English texts and the home route's code. A new version installs
 *   these before it may take over.
 * - later (`__MC_SITE_CODE__.later`): the code of every other page, which the worker fetches in the
 *   background once the page asks (host/service-worker.ts), so any page opens offline after the
 *   first visit. Other languages' texts are cached when first used.
 *
 * The web app manifest is not built here: the platform serves it per merchant
 * (front/site/manifest.ts). Registration is the host's (host/service-worker.ts).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTE_TABLE } from '../host/routes.ts';
import { baseFiles, readBuildManifest, routeFiles } from './route-files.ts';

/** The page the installed app opens on (the manifest's start_url). */
const FIRST_SCREEN = 'home';
/** Written into sw/sw.ts: the site's code outside the first screen, and the texts folder, as root-relative URLs. */
const SITE_CODE = '__MC_SITE_CODE__';
const BASE = '/m/';

/** The first screen's files and the rest of the site's code, relative to the site folder. */
function siteCode(siteDir: string): { firstScreen: Set<string>; later: string[]; texts: string } {
  const manifest = readBuildManifest(siteDir);
  const route = ROUTE_TABLE.find((r) => r.id === FIRST_SCREEN)!;
  const { files } = routeFiles(route, manifest, baseFiles(siteDir, manifest, true), undefined, true);
  const firstScreen = new Set(['index.html', ...files]);
  const all = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  // Texts are per language: only the player's own are worth keeping (sw/sw.ts caches them on use).
  const later = [...all].filter((file) => !firstScreen.has(file) && !/(^|\/)texts-/.test(file) && /\.(js|css)$/.test(file)).sort();
  const texts = /^assets\/texts-[^/]+\//.exec([...firstScreen].find((file) => file.startsWith('assets/texts-')) ?? '')?.[0] ?? 'assets/texts/';
  return { firstScreen, later, texts };
}

export function pwaPlugin(): Plugin[] {
  let siteDir = '';
  const outDir: Plugin = {
    name: 'mc-pwa-out-dir',
    configResolved(config) {
      siteDir = resolve(config.root, config.build.outDir);
    },
  };
  // Runs in the worker's own build, after the site's files (and their manifest) are written.
  const laterCode: Plugin = {
    name: 'mc-pwa-later-code',
    transform(code) {
      if (!code.includes(SITE_CODE)) return null;
      const { later, texts } = siteCode(siteDir);
      const value = JSON.stringify({ later: later.map((file) => BASE + file), texts: BASE + texts });
      return { code: code.replaceAll(SITE_CODE, value), map: null };
    },
  };
  return [
    outDir,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/**/*.{js,css}'],
        // Hashed names carry their own version; Workbox then needs no revision for them.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        buildPlugins: { vite: [laterCode] },
        manifestTransforms: [
          async (entries) => {
            const { firstScreen } = siteCode(siteDir);
            return { manifest: entries.filter((entry) => firstScreen.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ];
}
