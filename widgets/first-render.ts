/**
 * When an element renders for the first time. At once, unless the page's runtime paces first
 * renders: the host page does while its elements take over from the platform's first screen
 * (host/take-over.ts), one element per task, so no single task holds the main thread for the
 * whole page. A partner page and the element tests install nothing: every element renders at once.
 */
export type FirstRenderPacer = (host: HTMLElement, render: () => void) => void;

let pacer: FirstRenderPacer | undefined;

/** Called by the page's runtime before its first element renders. */
export function installFirstRenderPacer(next: FirstRenderPacer | undefined): void {
  pacer = next;
}

/**
 * Asks for `host`'s first render: `render` runs now, or when the pacer gives the element its
 * turn. Asking again before then replaces the waiting `render` (one turn per element).
 */
export function requestFirstRender(host: HTMLElement, render: () => void): void {
  if (pacer) pacer(host, render);
  else render();
}
