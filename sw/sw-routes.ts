/**
 * What the service worker (sw/sw.ts) and the page that registers it (host/service-worker.ts)
 * agree on: names, paths and messages. No DOM and no worker globals, so both sides import it.
 */

/** The worker's script and scope: the /m/ site only; partner pages never register it. */
export const SW_URL = '/m/sw.js';
export const SW_SCOPE = '/m/';
/** The precached shell every page of the site is served from. */
export const SHELL_URL = '/m/index.html';

/** Runtime caches; a version's activation deletes any other (an older version's). */
export const CODE_CACHE = 'mc-code-v1';
export const IMAGE_CACHE = 'mc-images-v1';

/** A file under /m/ (the manifest, a download), not a page; `.html` paths are pages (§2.2). */
export const SITE_PATH_WITH_EXTENSION = /^\/m\/.*\.(?!html$)[A-Za-z0-9]+$/;

/**
 * The platform's generated catalogue images (server/images/routes.ts): SVGs, and the WebP game
 * icons. Uploaded avatars (/img/avatar/u/…) and feedback pictures (/img/feedback/…) are a
 * player's own and never match.
 */
export const IMAGE_PATH =
  /^\/img\/(?:(?:(?:game|vendor|banner|team|lottery|avatar|promo)\/[\w-]{1,64}|app-icon(?:-maskable)?|logo)\.svg|game\/[\w-]{1,64}\.webp)$/;

/** Page → worker: fetch the rest of the site's code into the code cache, in the background. */
export const WARM_CODE = 'WARM_CODE';

/** Page → worker: the player pressed Reload; the waiting version takes over. */
export const SKIP_WAITING = 'SKIP_WAITING';
