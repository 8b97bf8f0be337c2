/**
 * `react` (and `react-dom`) in the lite build: the part of React's API the kit uses, on preact
 * (compat.ts), with two changes that make it behave like React where the kit relies on it.
 *
 * 1. Effects. Preact runs passive effects (`useEffect`) after the next animation frame (or a 35 ms timer).
 * React runs them in a scheduler task (a MessageChannel message) right after the commit. Frames do
 * not come in a background tab, and a fake clock in the element tests stops them altogether, so
 * effects that load data never ran under preact there. Here effects run in a task of their own
 * right after the commit, as in React: a `scheduler.yield()` continuation where the browser has
 * one, else a message. A continuation, because the site's take-over renders its elements in
 * slices that are continuations too (host/take-over.ts), and the browser runs those before any
 * message: the effects of every element taken over waited for the last one and ran together,
 * one task of 60 to 190 ms at 4× CPU under a player's tap. And when a root unmounts, the effect
 * cleanups of its components run at once (client.ts), as React's `root.unmount()` does; preact would run them a task later, when the
 * element is gone but its effects can still fire (timers, navigations).
 * 2. Updates from an event. React renders the state an event handler set before the next
 *    discrete event is handled, so a handler always sees what the previous event typed. Preact
 *    renders in a microtask, and an input event followed by a submit in the same task (autofill,
 *    scripted input, the element tests) reached the submit handler with the state from before
 *    the typing. Here a queued render runs before the next discrete event reaches its handlers:
 *    the roots of client.ts (react-dom/client) flush it from a capture listener on the shadow
 *    root, as React's own root listeners do.
 *
 * Aliased in vite.kit.config.ts (lite) and web-test-runner.config.mjs (WTR_LITE=1).
 */
import { options } from 'preact';
import { createElement } from './compat.ts';
import { browserScheduler } from '../../core/app/scheduler.ts';

type Options = typeof options & {
  requestAnimationFrame?: (callback: () => void) => void;
  debounceRendering?: (process: () => void) => void;
};
const hooks = options as Options;

const queue: Array<() => void> = [];
const channel = new MessageChannel();

/** Runs the passive effects (and effect cleanups) preact has queued, now. */
export function flushPassiveEffects(): void {
  for (const run of queue.splice(0)) run();
}
channel.port1.onmessage = flushPassiveEffects;

hooks.requestAnimationFrame = (callback) => {
  queue.push(callback);
  if (queue.length > 1) return;
  const scheduler = browserScheduler();
  if (scheduler?.yield) void scheduler.yield().then(flushPassiveEffects);
  else channel.port2.postMessage(null);
};

let pendingRender: (() => void) | null = null;

export const hasPendingRender = (): boolean => pendingRender !== null;

/** Runs the render preact has queued, now (see client.ts, which calls it before each discrete event). */
export function flushPendingRender(): void {
  const run = pendingRender;
  pendingRender = null;
  run?.();
}

hooks.debounceRendering = (process) => {
  pendingRender = process;
  queueMicrotask(flushPendingRender);
};

export * from './compat.ts';

// The default export only for @r2wc/react-to-web-component, which calls React.createElement.
// An object of the whole API would keep all of it in the bundle whether an element uses it or
// not; the lite build refuses any other module that imports the default (vite.kit.config.ts).
export default { createElement };
