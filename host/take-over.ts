/**
 * The site's elements taking over from the platform's first screen in slices: each element's
 * first render (widgets/pacing.ts) gets a task of its own, and the browser has the main
 * thread between two (to paint, to answer a tap). In document order, so what is rendered is
 * always the top of the page in its final place. An element whose turn comes while it is
 * below the fold (or that nobody sees until it opens: a dialog, a toast) waits until it nears
 * the viewport or the browser is idle (core/app/near-or-idle.ts); a tap on it takes it over at once.
 * While a finger is on the screen no element takes its turn: the tap's answer is painted first.
 *
 * The shell paces while its first screen shows (host/shell.ts): that screen covers the page
 * until the elements in view are in (`inViewTakenOver`). Elements that come later, with a new
 * page, render at once, as the player asked for them.
 */
import { installFirstRenderPacer } from '../widgets/pacing.ts';
import { afterNextPaint, inTaskOfItsOwn } from '../core/app/task.ts';
import { browserScheduler } from '../core/app/scheduler.ts';
import { whenNearOrIdle } from '../core/app/near-or-idle.ts';

type Render = () => void;

/** What an element's turn waits for: `scheduler.yield()` where the browser has it (the page's own work goes first once the browser has had its turn), else a posted message. */
function nextTask(): Promise<void> {
  const scheduler = browserScheduler();
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => inTaskOfItsOwn(resolve));
}

/** A task of its own, once no finger is on the screen. */
async function turn(): Promise<void> {
  await nextTask();
  // Twice: the element rendered last queues its effects' task in its commit (kit/lite/react.ts),
  // which can come after this turn first asked; asked again now, the turn comes after them, and
  // each element's effects run in a task of their own instead of all of them after the last.
  await nextTask();
  while (touching) await touching.lifted;
}

export interface TakeOverOptions {
  /** Elements nobody sees until they open by themselves: taken over when the browser is idle. */
  unseen?: (host: HTMLElement) => boolean;
  /** When an element out of sight takes over (tests give their own); core/app/near-or-idle.ts by default. */
  nearOrIdle?: (host: HTMLElement | null, run: () => void) => () => void;
  /**
   * Work the elements will need that is long in itself (the first number format loads the
   * locale's data): each in a task of its own before the first element's turn, so it never
   * lengthens an element's.
   */
  prepare?: (() => void)[];
}

/** Waiting for their turn, in the order they asked (document order, as lit inserts). */
const due = new Map<HTMLElement, Render>();
/** Out of sight: each waits to be near or for an idle moment (`stop` cancels that wait). */
const parked = new Map<HTMLElement, { render: Render; stop: () => void }>();
/** Those a near-or-idle moment sent back: their turn renders them wherever they are. */
const dueWithoutLooking = new Set<HTMLElement>();
let pacing = false;
let draining = false;
/** A tap in progress: turns wait until its answer has been painted (`release`). */
let touching: { lifted: Promise<void>; release: () => void } | undefined;
/** A finger held down (a long press), or a lift the page never saw, holds the turns no longer. */
const TAP_HOLD_MS = 500;
let options: Required<Omit<TakeOverOptions, 'prepare'>> = { unseen: () => false, nearOrIdle: whenNearOrIdle };
const preparations: (() => void)[] = [];
const inView = new Set<() => void>();

/**
 * Where the waiting elements are, as the browser last laid the page out (true: below the fold,
 * its top past the bottom of the viewport). An IntersectionObserver tells, from the browser's own
 * layout of each frame: asking the element itself would lay the page out again in its turn.
 */
const fold = new Map<Element, boolean>();
let foldWatcher: IntersectionObserver | undefined;

function watchFold(host: HTMLElement): void {
  foldWatcher ??= new IntersectionObserver((entries) => {
    for (const { target, boundingClientRect, rootBounds } of entries) fold.set(target, boundingClientRect.top >= (rootBounds?.height ?? innerHeight));
  });
  foldWatcher.observe(host);
}

function forgetFold(host: HTMLElement): void {
  foldWatcher?.unobserve(host);
  fold.delete(host);
}

/** Below the fold, as the browser last laid the element out; measured if it has not said yet. */
const belowTheFold = (host: HTMLElement): boolean => fold.get(host) ?? host.getBoundingClientRect().top >= innerHeight;

function attempt(work: () => void): void {
  try {
    work();
  } catch (error) {
    // One element failing must not stop the others taking over.
    reportError(error);
  }
}

function run(host: HTMLElement, render: Render): void {
  due.delete(host);
  forgetFold(host);
  const wait = parked.get(host);
  parked.delete(host);
  wait?.stop();
  attempt(render);
}

function park(host: HTMLElement, render: Render, unseen: boolean): void {
  due.delete(host);
  forgetFold(host);
  const stop = options.nearOrIdle(unseen ? null : host, () => {
    const waiting = parked.get(host);
    if (!waiting) return;
    parked.delete(host);
    // Back in line, due without asking where it is again.
    due.set(host, () => waiting.render());
    dueWithoutLooking.add(host);
    void drain();
  });
  parked.set(host, { render, stop });
}

function settleInView(): void {
  if (due.size > 0) return;
  for (const resolve of [...inView]) resolve();
  inView.clear();
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    while (due.size > 0) {
      await turn();
      const preparation = preparations.shift();
      if (preparation) {
        attempt(preparation);
        continue;
      }
      const next = due.entries().next().value;
      if (!next) break;
      const [host, render] = next;
      const looked = dueWithoutLooking.delete(host);
      // Gone before its turn: if it comes back, it asks again.
      if (!host.isConnected) {
        due.delete(host);
        forgetFold(host);
        continue;
      }
      const unseen = options.unseen(host);
      if (!looked && (unseen || belowTheFold(host))) park(host, render, unseen);
      else run(host, render);
    }
  } finally {
    draining = false;
    settleInView();
  }
}

function pace(host: HTMLElement, render: Render): void {
  const waiting = parked.get(host);
  if (waiting) {
    waiting.render = render;
    return;
  }
  if (!pacing && !due.has(host)) {
    render();
    return;
  }
  if (!due.has(host)) watchFold(host);
  due.set(host, render);
  void drain();
}

const LIFT_EVENTS = ['pointerup', 'pointercancel'] as const;

/** Holds the turns from a finger's touch until the frame after it lifts (its click answered). */
function holdForTap(): void {
  if (touching) return;
  let release = () => {};
  const lifted = new Promise<void>((resolve) => (release = resolve));
  const hold = { lifted, release };
  touching = hold;
  const end = () => {
    clearTimeout(timer);
    for (const type of LIFT_EVENTS) window.removeEventListener(type, onLift, { capture: true });
    if (touching === hold) touching = undefined;
    release();
  };
  const onLift = () => afterNextPaint(end);
  const timer = setTimeout(end, TAP_HOLD_MS);
  hold.release = end;
  for (const type of LIFT_EVENTS) window.addEventListener(type, onLift, { capture: true, once: true });
}

/** A tap (or a key) on an element still waiting: it takes over now, under the finger. */
function handleInput(event: Event): void {
  if (event.type === 'pointerdown' && (due.size > 0 || parked.size > 0)) holdForTap();
  for (const target of event.composedPath()) {
    if (!(target instanceof HTMLElement)) continue;
    const render = due.get(target) ?? parked.get(target)?.render;
    if (render) run(target, render);
  }
  settleInView();
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Starts pacing first renders (the shell, while its first screen shows). */
export function startTakeOver(next: TakeOverOptions = {}): void {
  options = { unseen: next.unseen ?? (() => false), nearOrIdle: next.nearOrIdle ?? whenNearOrIdle };
  if (pacing) return;
  preparations.push(...(next.prepare ?? []));
  pacing = true;
  installFirstRenderPacer(pace);
  for (const type of INPUT_EVENTS) window.addEventListener(type, handleInput, { capture: true });
}

/**
 * No more pacing for elements that come from now on; those already waiting still take over in
 * their turn, when near or idle.
 */
export function stopPacing(): void {
  pacing = false;
}

/** Resolves once no element is waiting for its turn but those out of sight. */
export function inViewTakenOver(): Promise<void> {
  if (due.size === 0) return Promise.resolve();
  return new Promise((resolve) => inView.add(resolve));
}

/** Ends everything (tests): every element still waiting renders now, and renders at once from then on. */
export function endTakeOver(): void {
  pacing = false;
  installFirstRenderPacer(undefined);
  for (const type of INPUT_EVENTS) window.removeEventListener(type, handleInput, { capture: true });
  touching?.release();
  for (const [host, render] of [...due]) run(host, render);
  for (const [host, { render }] of [...parked]) run(host, render);
  dueWithoutLooking.clear();
  settleInView();
}
