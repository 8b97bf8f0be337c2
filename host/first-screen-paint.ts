/**
 * When the platform's first screen (server/web/first-screen.ts: light DOM in `<mc-site>`, slot
 * "first-screen") is on screen with its images: the banner image is the page's largest paint.
 * The site's code starts after it (host/main.ts), so the largest paint never waits behind
 * script, and the shell hands over to the page's elements after it (host/shell.ts), so nothing
 * is swapped half-loaded.
 */

/** A stalled image must not hold the site back. */
const IMAGE_WAIT_MS = 3000;

/** The first screen's markup in `site`, if the page has one. */
export const firstScreenOf = (site: Element | null): Element[] => (site ? [...site.querySelectorAll(':scope > [slot="first-screen"]')] : []);

/** Resolves once the first screen's images have arrived (or failed, or taken too long) and been painted; at once without a first screen. */
export function firstScreenPainted(site: Element | null): Promise<void> {
  const screens = firstScreenOf(site);
  if (screens.length === 0) return Promise.resolve();
  const pending = screens.flatMap((s) => [...s.querySelectorAll('img')]).filter((img) => !img.complete);
  const arrived = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const loaded =
    pending.length === 0 ? Promise.resolve() : Promise.race([Promise.all(arrived), new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
  // Two frames: the one that paints the images has been produced.
  return loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
