/**
 * The /m/ site's service worker from the page's side (sw/sw.ts is the worker): registers it with
 * workbox-window, hands it the files this visit loaded before it was in control (the current
 * language's texts among them), asks it to fetch the rest of the site's code in the background
 * (unless the player's browser asks to save data), and turns a waiting new version into `$updateReady`, which the
 * shell shows as "A new version is ready" with a Reload button. The page reloads only when the
 * player presses it, never on its own.
 *
 * Only the site calls this (host/main.ts); the embed kit never registers a worker.
 */
import { atom } from 'nanostores';
import type { Workbox } from 'workbox-window';
import { SW_SCOPE, SW_URL, WARM_CODE } from '../sw/sw-routes.ts';

/** A new version is installed and waits for the player's go-ahead. */
export const $updateReady = atom(false);

let workbox: Workbox | undefined;
let reloadRequested = false;

/** Same-origin code, texts, styles and images this page loaded so far. */
function loadedFiles(): string[] {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return entries
    .map((e) => e.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && (url.pathname.startsWith('/m/assets/') || url.pathname.startsWith('/img/'));
    });
}

let started = false;

export function startServiceWorker(): void {
  // The dev server has no built worker (and a cached shell would hide live edits).
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || started) return;
  started = true;
  // workbox-window registers the worker once the page has loaded anyway: its code is no part of
  // the first screen's, and evaluating it there made the site's first task longer on a slow phone.
  void import('workbox-window').then(({ Workbox }) => watch(new Workbox(SW_URL, { scope: SW_SCOPE }))).catch(() => undefined);
}

function watch(wb: Workbox): void {
  workbox = wb;
  wb.addEventListener('waiting', () => $updateReady.set(true));
  wb.addEventListener('activated', (event) => {
    // First install: what loaded before the worker existed goes into its caches (the worker's
    // routes decide what may be stored). An update already had this visit's files.
    if (!event.isUpdate) void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedFiles() } }).catch(() => undefined);
  });
  wb.addEventListener('controlling', () => {
    if (reloadRequested) location.reload();
  });
  void wb.register().catch(() => undefined);
  void wb.active.then(async () => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (!saveData) (await wb.getSW()).postMessage({ type: WARM_CODE });
  });
  // A visit can last hours: look for a new version whenever the player comes back to the tab.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
}

/** The player pressed Reload: the waiting version takes over (workbox-window sends sw-routes' SKIP_WAITING), then the page reloads once. */
export function reloadForUpdate(): void {
  if (!workbox) return;
  reloadRequested = true;
  workbox.messageSkipWaiting();
}
