/// <reference lib="webworker" />
/**
 * The /m/ site's service worker (scope /m/), built with Workbox by vite-plugin-pwa (injectManifest:
 * this file plus the precache list the build writes into `self.__WB_MANIFEST`).
 *
 * - Precached: the shell (index.html, the host entry and its styles), the English texts and the
 *   first screen's code (scripts/pwa-plugin.ts picks them). A repeat visit paints from here before
 *   the network answers; opened offline, the shell starts and shows §8's offline text with a retry.
 * - The page sends the files it loaded before this worker controlled it (the current language's
 *   texts among them, `CACHE_URLS`); they and every later code chunk go to the code cache.
 * - Then the page asks for the rest of the site's code (`WARM_CODE`; the build's list of every
 *   other page's chunks, `__MC_SITE_CODE__`): fetched one by one in the background, so every
 *   page opens offline after the first visit (a page whose code failed to load cannot be retried
 *   without a reload: browsers remember a failed module).
 * - The platform's generated images: stale-while-revalidate.
 * - Anything else, the API first of all (/wps, /lgw), is not routed: the browser fetches it as if
 *   there were no worker, and nothing personal, money-related or signed-in is ever stored here.
 * - Updates wait: a new version installs, the page says so, and it takes over only when the player
 *   presses Reload (`SKIP_WAITING`). Caches of older versions are deleted on activation.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CODE_CACHE, IMAGE_CACHE, IMAGE_PATH, SHELL_URL, SITE_PATH_WITH_EXTENSION, SKIP_WAITING, WARM_CODE } from './sw-routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };
/**
 * Written in by the build (scripts/pwa-plugin.ts): the site's code outside the precache, and
 * this version's texts folder (`/m/assets/texts-<hash>/`).
 */
declare const __MC_SITE_CODE__: { later: string[]; texts: string };
const { later: LATER_CODE, texts: TEXTS_DIR } = __MC_SITE_CODE__;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A response that says it is someone's own (`private`, `no-store`) never enters a cache. */
const sharedOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (/\b(private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '') ? null : response),
};

// Every page of the site is the one shell; the router inside it picks the page. Files under /m/
// (the manifest, downloads) are not pages. (Throws at install if the shell is not precached.)
registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { denylist: [SITE_PATH_WITH_EXTENSION] }));

// Hashed code and texts never change under their name: the cache answers, the network fills it.
// The platform's `Vary: Origin, Accept-Encoding` must not make a module request (which carries
// an Origin) miss what the worker stored: one name, one content.
const code = new CacheFirst({
  cacheName: CODE_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), sharedOnly, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/m/assets/'), code);

// The platform's generated images (games, vendors, banners, logos): shown at once, refreshed behind.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && IMAGE_PATH.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      sharedOnly,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Files the page loaded before this worker controlled it (CACHE_URLS from host/service-worker.ts)
// go through the routes above, so only what those routes allow is stored.
getOrCreateDefaultRouter().addCacheListener();

/** Fetches what the code cache lacks of this version's code, one file at a time (the page's own requests come first). */
async function warmCode(event: ExtendableMessageEvent): Promise<void> {
  const cache = await caches.open(CODE_CACHE);
  for (const url of LATER_CODE) {
    if (await cache.match(url)) continue;
    await code.handle({ event, request: new Request(url) }).catch(() => undefined);
  }
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  else if (type === WARM_CODE) event.waitUntil(warmCode(event));
});

// The new version controls open pages once it is active (the first visit too, so going offline
// later in that visit finds its code); an update activates only when the player asked for it.
clientsClaim();

/**
 * On activation, what an older version left goes: caches this version does not use, and code of
 * older builds in the code cache, texts of older builds among them (Workbox removes outdated
 * precache entries itself).
 */
async function removeOldVersions(): Promise<void> {
  const keep = new Set([CODE_CACHE, IMAGE_CACHE]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !keep.has(name) && !name.startsWith('workbox-precache-')).map((name) => caches.delete(name)));
  const current = new Set(LATER_CODE.map((url) => new URL(url, self.location.origin).href));
  const cache = await caches.open(CODE_CACHE);
  const isCurrent = (url: string) => current.has(url) || new URL(url).pathname.startsWith(TEXTS_DIR) || getCacheKeyForURL(url) !== undefined;
  const stale = (await cache.keys()).filter((request) => !isCurrent(request.url));
  await Promise.all(stale.map((request) => cache.delete(request)));
}

self.addEventListener('activate', (event) => event.waitUntil(removeOldVersions()));
