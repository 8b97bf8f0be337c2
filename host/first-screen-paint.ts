/**
 * When the platform's first screen (front/site/first-screen.ts: light DOM in `<mc-site>`, slot
 * "first-screen") is on screen with its images: the banner image is the page's largest paint.
 * The site's code starts after it (host/main.ts), so the largest paint never waits behind
 * script, and the shell hands over to the page's elements after it (host/shell.ts), so nothing
 * is swapped half-loaded.
 */
import { within } from '../core/within.ts';

/** A stalled image must not hold the site back. */
const IMAGE_WAIT_MS = 3000;

/**
 * A page the service worker answered is its cached copy of the shell (every /m/ navigation it
 * controls), with the data and markup of whenever it was cached: configuration, banners and
 * texts that may since have changed (a maintenance switched on, a banner gone), and another
 * page's first screen. The site drops that markup at start (host/first-screen.ts).
 */
export const fromWorkerCache = (): boolean => typeof navigator !== 'undefined' && (navigator.serviceWorker?.controller ?? null) !== null;

/** The first screen's markup in `site`, if the page has one. */
export const firstScreenOf = (site: Element | null): Element[] => (site ? [...site.querySelectorAll(':scope > [slot="first-screen"]')] : []);

/** Resolves once the first screen's images have arrived (or failed, or taken too long) and been painted; at once without a first screen. */
export function firstScreenPainted(site: Element | null): Promise<void> {
  const screens = firstScreenOf(site);
  if (screens.length === 0) return Promise.resolve();
  // A lazy image waits for the viewport (the game list's cards below the first rows): not for it.
  const pending = screens.flatMap((s) => [...s.querySelectorAll('img')]).filter((img) => !img.complete && img.loading !== 'lazy');
  const arrived = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const loaded = pending.length === 0 ? Promise.resolve() : within(Promise.all(arrived), IMAGE_WAIT_MS);
  // Two frames: the one that paints the images has been produced.
  return loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
