/**
 * When work that the page's first paint does not need runs: after the page has painted, as soon
 * as its element comes within a screen's height of the viewport or the browser has a quiet
 * moment, whichever is first. The code of what sits below a page's first screen (core/pages.ts
 * `defer`), the live client, a dialog's content drawn before its tap (mc-hot-matches): the first
 * screen's own code and images never wait behind them.
 */

/** A quiet moment may never come on a busy phone: the element loads by then anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `load` once (see above; without a node, at the first quiet moment after the next paint).
 * The answer cancels it (the page went away first).
 */
export function whenNearOrIdle(node: Element | null, load: () => void): () => void {
  let done = false;
  let frame = 0;
  let idle: number | undefined;
  let observer: IntersectionObserver | undefined;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    observer?.disconnect();
  };
  const go = () => {
    if (done) return;
    stop();
    load();
  };
  // Two frames: the page with this element in has been painted.
  frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      if (done) return;
      if (typeof requestIdleCallback !== 'function') return go();
      if (node && typeof IntersectionObserver === 'function') {
        observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: '100% 0px' });
        observer.observe(node);
      }
      idle = requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
    });
  });
  return stop;
}
