/**
 * Is now a good moment to open something the player did not ask for (the announcement popup,
 * the download bar, the reality check), or to do work ahead that a tap would wait behind (the
 * hot-match dialog drawn before it opens)? Only once the player has been still for `STILL_MS`: no
 * tap, key, wheel or scroll. So nothing opens under a tap in progress, and nothing opens within a
 * second of one. A page that has just come on screen (the site taking over its first screen, a
 * new page) counts as input too: the player may be reaching for what they see
 * (`pageChanged()`, which the host calls; `holdStill()` while its first screen shows), except
 * for what is already part of what they see (`whenStill`'s `inputOnly`). A player who has
 * touched nothing since is still.
 *
 * The listeners go on the window as this module loads (capture, passive: they never delay the
 * input they see). A tap made before the site's code ran counts too: the browser keeps the page's
 * first input (Event Timing's `first-input` entry).
 */
import { inTaskOfItsOwn } from './task.ts';

/**
 * How long the player must have been still: a second, so nothing opens within a second of a tap,
 * and no longer, since a popup that shows late is one the player meets mid-reach. Here, not with
 * §9's numbers in core/rules/constants.ts: those go to every element with the kit's runtime, and
 * only the elements that open on their own need this one.
 */
export const STILL_MS = 1000;

const INPUT_EVENTS = ['pointerdown', 'pointerup', 'touchstart', 'touchmove', 'keydown', 'wheel', 'scroll'] as const;

/** When the player last did something (a tap, a key, a wheel, a scroll), on Date.now()'s clock; undefined: not yet. */
let lastInput: number | undefined;
/** When the page last changed under the player (`pageChanged()`, a hold's release). */
let lastChange: number | undefined;
/** Holds in place (holdStill): the page is changing under the player, nothing is still. */
let held = 0;
/** The waiting, each with whether only the player's own input counts for it (`inputOnly`). */
const waiting = new Map<() => void, boolean>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Milliseconds until STILL_MS have passed since `at` (0: they have, or nothing happened). */
function msSince(at: number | undefined, now: number): number {
  return at === undefined ? 0 : Math.max(0, at + STILL_MS - now);
}

/**
 * Milliseconds until the player will have been still long enough, if nothing else arrives (0:
 * now). `inputOnly`: the page changing under them does not count (see `whenStill`).
 */
function msUntilStill(inputOnly = false): number {
  if (held > 0 && !inputOnly) return STILL_MS;
  const now = Date.now();
  // A clock set back (the device's, or a test's fake one) forgets the input rather than wait on it.
  if (lastInput !== undefined && lastInput > now) lastInput = undefined;
  if (lastChange !== undefined && lastChange > now) lastChange = undefined;
  return Math.max(msSince(lastInput, now), inputOnly ? 0 : msSince(lastChange, now));
}

/** The player has been still long enough for something to open now. */
export const isStill = (): boolean => msUntilStill() === 0;

function wake(): void {
  clearTimeout(timer);
  timer = undefined;
  // One at a time, each in a task of its own (a popup, the download bar, a dialog drawn ahead):
  // together they would be one long task, and a tap in it would wait. A tap between two puts
  // the rest back to waiting for stillness.
  let next: (() => void) | undefined;
  let left = Number.POSITIVE_INFINITY;
  for (const [waiter, inputOnly] of waiting) {
    const ms = msUntilStill(inputOnly);
    if (ms === 0) {
      next = waiter;
      break;
    }
    // One held back by a hold is woken by its release.
    if (held === 0 || inputOnly) left = Math.min(left, ms);
  }
  if (!next) {
    if (left !== Number.POSITIVE_INFINITY) timer = setTimeout(wake, left);
    return;
  }
  waiting.delete(next);
  if (waiting.size > 0) inTaskOfItsOwn(wake);
  next();
}

/** What the player sees changed under them: counts as input (see above). */
export function pageChanged(): void {
  lastChange = Date.now();
  if (waiting.size > 0) wake();
}

/**
 * The page is changing under the player until the returned release is called (the host holds it
 * while its first screen shows over the elements taking over): nothing is still meanwhile, and
 * the release counts as input.
 */
export function holdStill(): () => void {
  held++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held--;
    pageChanged();
  };
}

function onInput(): void {
  lastInput = Date.now();
  if (waiting.size > 0) wake();
}

/**
 * Runs `run` once the player has been still for `STILL_MS` (in the same task when they already
 * are). With `inputOnly`, only the player's own taps, keys, wheel and scrolls count, not the page
 * changing under them: for what is already part of what they see (the first screen's popup,
 * opened over a first screen the site takes over box for box). Returns the cancel, for an
 * effect's clean-up.
 */
export function whenStill(run: () => void, { inputOnly = false }: { inputOnly?: boolean } = {}): () => void {
  if (msUntilStill(inputOnly) === 0) {
    run();
    return () => {};
  }
  const once = () => run();
  waiting.set(once, inputOnly);
  wake();
  return () => {
    waiting.delete(once);
  };
}

if (typeof window !== 'undefined') {
  const first = globalThis.performance?.getEntriesByType?.('first-input')[0];
  if (first) lastInput = Date.now() - (performance.now() - first.startTime);
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
}
