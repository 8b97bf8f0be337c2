/**
 * When an element renders for the first time, and when one taken out of the page unmounts. At
 * once, unless the page's runtime paces them: the host page renders its elements one per task
 * while they take over from the platform's first screen (host/take-over.ts), and unmounts the
 * elements of a page the player leaves after the new page has painted, one per task
 * (host/retire.ts), so neither holds the main thread in one long task. A partner page and the
 * element tests install nothing: every element renders and unmounts at once.
 */
export type Pacer = (host: HTMLElement, run: () => void) => void;

let firstRenderPacer: Pacer | undefined;
let unmountPacer: Pacer | undefined;

/** Called by the page's runtime before its first element renders. */
export function installFirstRenderPacer(next: Pacer | undefined): void {
  firstRenderPacer = next;
}

/** Called by the page's runtime; undefined goes back to unmounting at once. */
export function installUnmountPacer(next: Pacer | undefined): void {
  unmountPacer = next;
}

/**
 * Asks for `host`'s first render: `render` runs now, or when the pacer gives the element its
 * turn. Asking again before then replaces the waiting `render` (one turn per element).
 */
export function requestFirstRender(host: HTMLElement, render: () => void): void {
  if (firstRenderPacer) firstRenderPacer(host, render);
  else render();
}

/**
 * Asks for `host`'s unmount, once it has left the page: `unmount` runs now, or in the pacer's
 * time. It must check that the element is still out of the page when it runs (it may be back).
 */
export function requestUnmount(host: HTMLElement, unmount: () => void): void {
  if (unmountPacer) unmountPacer(host, unmount);
  else unmount();
}
