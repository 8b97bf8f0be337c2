/**
 * When an element's first screen has settled, for `mc-ready`: nothing in its shadow root is
 * `aria-busy="true"` any more. Every loading state marks itself busy for screen readers anyway
 * (LoadingState, skeletons, a list whose first page is on the way, define()'s own placeholder
 * while the texts load), so that one attribute tells the base when the element shows its data,
 * its empty state or its failure with a retry, with no code in the elements themselves. A busy
 * submit button or a "more" button only appears after the first screen and is not waited for;
 * nor is what waits inside a closed dialog (a login popup whose form is not loaded until opened),
 * which is no part of the first screen.
 */

const BUSY = '[aria-busy="true"]';

const busy = (root: ShadowRoot): boolean => [...root.querySelectorAll(BUSY)].some((el) => !el.closest('dialog:not([open])'));

/**
 * Calls `settled` once, as soon as `root` holds nothing busy: checked after the current task's
 * microtasks (a load started by the first render's effects has marked its state busy by then)
 * and again on every change to the tree. Returns a function that stops watching.
 */
export function whenSettled(root: ShadowRoot, settled: () => void): () => void {
  let watching = true;
  const stop = () => {
    watching = false;
    observer.disconnect();
  };
  const check = () => {
    if (!watching || busy(root)) return;
    stop();
    settled();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'open'] });
  queueMicrotask(check);
  return stop;
}
