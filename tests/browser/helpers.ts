/**
 * Everything an element test needs, from one import:
 *
 *   import { describe, it, expect, mount, shadowQuery, waitFor, mockFetch, ok, useFakeClock }
 *     from '../../tests/browser/helpers.ts';
 *
 * - mocha's describe/it/hooks (typed), chai's `expect` (and `assert`)
 * - mount(html): the element, once defined and rendered
 * - shadowQuery / shadowQueryAll: look inside open shadow roots (`'a >>> b'` pierces nested ones);
 *   q(el, sel) is shadowQuery's short name
 * - waitFor(fn): poll until fn returns a truthy value / stops throwing
 * - settled(): no mocked reply still on its delay, a task and two frames later: then assert
 *   what must NOT have happened (instead of sleeping a fixed time)
 * - TIMEOUT_SCALE / scaled(ms): the factor every time limit here is multiplied by
 *   (TEST_TIMEOUT_SCALE, 3 under CI=true; see tests/timeout-scale.mjs)
 * - mockFetch(routes) + ok/fail/http/garbage/networkError/never: a fetch stub speaking the envelope
 * - useFakeClock(): @sinonjs/fake-timers on the page (setTimeout/setInterval/Date/rAF)
 * - oneEvent(el, 'mc-login'), typeInto(input, 'text'), click(el), nextFrame(), playerTaps()
 *
 * Elements that show other elements load them through the registry, as on the site
 * (widgets/element-loader.ts; installed here on import).
 *
 * After each test a root hook removes mounted elements, restores fetch, uninstalls the fake clock
 * and clears sessionStorage and localStorage. Nanostores atoms live as long as the page (one page
 * per test file): reset the ones a test changes.
 */
// CommonJS served through @rollup/plugin-commonjs: only the default export is reliable.
import FakeTimers from '@sinonjs/fake-timers';
import type { Clock, FakeMethod } from '@sinonjs/fake-timers';
import { afterEach } from './mocha.ts';
import { delayedReplies, restoreFetch } from './fetch-mock.ts';
import { installElementLoader } from '../../widgets/element-loader.ts';
import { defineElement } from '../../widgets/registry.ts';

installElementLoader(defineElement);

/**
 * Answers the element loader for one tag without loading its code: `available` says whether the
 * page "has" it (an undefined tag is still an element with attributes, which is all a composing
 * element uses). Every other tag loads from the registry. Returns the undo.
 */
export function stubElement(tag: `mc-${string}`, available: boolean): () => void {
  installElementLoader((asked) => (asked === tag ? Promise.resolve(available) : defineElement(asked)));
  return () => installElementLoader(defineElement);
}

export { expect, assert } from 'chai';
export { describe, it, before, after, beforeEach, afterEach } from './mocha.ts';
export { mockFetch, ok, fail, http, garbage, networkError, never } from './fetch-mock.ts';
export type { FetchCall, FetchMock, MockReply, MockRoutes } from './fetch-mock.ts';

// Real timers, captured before any test can install a fake clock: the helpers keep working
// (and mocha keeps its own references) while the page's timers are fake.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realClearTimeout = globalThis.clearTimeout.bind(globalThis);
const realRaf = globalThis.requestAnimationFrame.bind(globalThis);
const realNow = performance.now.bind(performance);

const mounted = new Set<HTMLElement>();

// ---------------------------------------------------------------------------------------------
// Time limits

/**
 * The factor every time limit of these helpers is multiplied by: waitFor's, mount's and oneEvent's
 * defaults and the limits a test passes them. web-test-runner.config.mjs sets it on the page from
 * TEST_TIMEOUT_SCALE (3 under CI=true, else 1), with mocha's per-test timeout scaled alike. A test
 * passes limits as on a quiet machine; a busy one gets longer to reach the same state.
 */
export const TIMEOUT_SCALE: number = (() => {
  const n = Number((globalThis as { __MC_TIMEOUT_SCALE__?: unknown }).__MC_TIMEOUT_SCALE__ ?? 1);
  return Number.isFinite(n) && n >= 1 ? n : 1;
})();

/** `ms` times TIMEOUT_SCALE: for a limit a test sets itself (a fetch that never answers, a race). */
export function scaled(ms: number): number {
  return Math.round(ms * TIMEOUT_SCALE);
}

// ---------------------------------------------------------------------------------------------
// Frames and waiting

/** Resolves after `n` animation frames (real ones, even under a fake clock). */
export async function nextFrame(n = 1): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => realRaf(() => resolve()));
}

/** Resolves after `ms` of real time. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

export interface WaitOptions {
  /** Real milliseconds before giving up (default 3000), times TIMEOUT_SCALE. */
  timeout?: number;
  /** Poll interval in ms (default 16). */
  interval?: number;
  /** Shown in the failure message. */
  message?: string;
}

/**
 * Polls `fn` until it returns a truthy value (which is returned) or stops throwing (an assertion
 * inside `fn` is fine). On timeout it throws the last error, or says what it waited for.
 */
export async function waitFor<T>(fn: () => T | Promise<T>, options: WaitOptions | number = {}): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const { timeout: limit = 3000, interval = 16, message } = typeof options === 'number' ? { timeout: options } : options;
  const timeout = scaled(limit);
  const started = realNow();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
      lastError = undefined;
    } catch (e) {
      lastError = e;
    }
    if (realNow() - started >= timeout) break;
    await sleep(interval);
  }
  const what = message ?? fn.toString().replace(/\s+/g, ' ').slice(0, 160);
  if (lastError instanceof Error) {
    lastError.message = `waitFor timed out after ${timeout} ms (${what}): ${lastError.message}`;
    throw lastError;
  }
  throw new Error(`waitFor timed out after ${timeout} ms: ${what}`);
}

/**
 * For a test that asserts that something did NOT happen (no request, no event, no change): waits
 * until every mocked reply with a `delay` has been answered (never() replies aside; the limit is
 * waitFor's), then for one task (message handlers, timers due now) and two animation frames, so
 * whatever those answers and the last action start has run. Not under a fake clock with delayed
 * replies pending: tick the clock instead.
 */
export async function settled(options: { timeout?: number } = {}): Promise<void> {
  await waitFor(() => delayedReplies() === 0, { timeout: options.timeout ?? 3000, message: 'settled(): mocked replies still waiting out their delay' });
  await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
  await nextFrame(2);
}

// ---------------------------------------------------------------------------------------------
// Mounting

export interface MountOptions<T extends HTMLElement> {
  /** Extra condition for "rendered" (e.g. `(el) => !!shadowQuery(el, '.list')`). */
  ready?: (el: T) => unknown;
  /** Real ms to wait for definition and the ready condition (default 3000), times TIMEOUT_SCALE. */
  timeout?: number;
  /** Where to attach (default document.body). */
  parent?: Element;
}

/**
 * Adds `html` (one root element, usually a custom element with attributes) to the page and
 * returns that element once its tag is defined, two frames have passed and its shadow root has
 * content (a soft wait: an element that renders nothing is still returned), plus `ready`.
 * Import the widget's `index.ts` (which defines the tag) in the test file first.
 */
export async function mount<T extends HTMLElement = HTMLElement>(html: string | T, options: MountOptions<T> = {}): Promise<T> {
  const { timeout: limit = 3000, parent = document.body } = options;
  const timeout = scaled(limit);
  const container = document.createElement('div');
  container.dataset.testMount = '';
  if (typeof html === 'string') container.innerHTML = html.trim();
  else container.append(html);
  const el = container.firstElementChild as T | null;
  if (!el) throw new Error(`mount: no element in ${JSON.stringify(html)}`);
  parent.append(container);
  mounted.add(container);

  const tag = el.localName;
  if (tag.includes('-') && !customElements.get(tag)) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      customElements.whenDefined(tag),
      new Promise((_, reject) => {
        timer = realSetTimeout(
          () => reject(new Error(`mount: <${tag}> was not defined within ${timeout} ms — does the test import the widget's index.ts?`)),
          timeout,
        );
      }),
    ]).finally(() => realClearTimeout(timer));
  }
  await nextFrame(2);
  if (el.shadowRoot) {
    await waitFor(() => el.shadowRoot!.childNodes.length > 0, { timeout: Math.min(limit, 1000) }).catch(() => undefined);
  }
  if (options.ready) await waitFor(() => options.ready!(el), { timeout: limit, message: `mount(<${tag}>): ready condition` });
  return el;
}

/**
 * A box of the page around or beside the elements a test mounts (`style` as a page would write
 * it: a clipping container, a fixed footer), removed after the test as mounted elements are.
 */
export function pageBox(style: string): HTMLDivElement {
  const box = document.createElement('div');
  box.style.cssText = style;
  document.body.append(box);
  mounted.add(box);
  return box;
}

/**
 * Whether `piece` of `host`'s shadow tree shows whole: inside the viewport, and what a tap at its
 * middle reaches (not something of the page drawn over it, nor a box that clips it).
 */
export function shownWhole(host: Element, piece: Element): boolean {
  const r = piece.getBoundingClientRect();
  const inside = r.left >= 0 && r.top >= 0 && r.right <= document.documentElement.clientWidth && r.bottom <= window.innerHeight;
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  return inside && document.elementFromPoint(x, y) === host && piece.contains(host.shadowRoot!.elementFromPoint(x, y));
}

/** Removes everything `mount` added (also done after each test). */
export function unmountAll(): void {
  for (const c of mounted) c.remove();
  mounted.clear();
}

// ---------------------------------------------------------------------------------------------
// Looking inside shadow roots

function scopes(root: Element | ShadowRoot | Document, selector: string): Array<Element | ShadowRoot | Document> {
  const parts = selector.split('>>>').map((s) => s.trim());
  let current: Array<Element | ShadowRoot | Document> = [root];
  for (const part of parts.slice(0, -1)) {
    const next: Array<Element | ShadowRoot | Document> = [];
    for (const scope of current) {
      const base = scope instanceof Element ? (scope.shadowRoot ?? scope) : scope;
      for (const hit of base.querySelectorAll(part)) next.push(hit);
    }
    current = next;
  }
  return current.map((s) => (s instanceof Element ? (s.shadowRoot ?? s) : s));
}

function lastPart(selector: string): string {
  return selector.split('>>>').at(-1)!.trim();
}

/**
 * `querySelector` inside `el`'s shadow root. `'mc-header >>> button.menu'` looks inside the shadow
 * root of each match of the part before `>>>`. Returns null when nothing matches; throws when
 * `el` has no open shadow root.
 */
export function shadowQuery<E extends Element = HTMLElement>(el: Element, selector: string): E | null {
  if (!el.shadowRoot) throw new Error(`shadowQuery: <${el.localName}> has no open shadow root`);
  for (const scope of scopes(el.shadowRoot, selector)) {
    const hit = scope.querySelector<E>(lastPart(selector));
    if (hit) return hit;
  }
  return null;
}

/**
 * The short name element tests use for shadowQuery: `q(el, '.title')`, `q<HTMLInputElement>(el,
 * 'input[name="password"]')`. Null when nothing matches.
 */
export function q<E extends Element = HTMLElement>(el: Element, selector: string): E | null {
  return shadowQuery<E>(el, selector);
}

/** All matches, as an array (see shadowQuery). */
export function shadowQueryAll<E extends Element = HTMLElement>(el: Element, selector: string): E[] {
  if (!el.shadowRoot) throw new Error(`shadowQueryAll: <${el.localName}> has no open shadow root`);
  return scopes(el.shadowRoot, selector).flatMap((scope) => [...scope.querySelectorAll<E>(lastPart(selector))]);
}

/** Like shadowQuery, but fails with a readable message (and the shadow HTML) when nothing matches. */
export function shadowGet<E extends Element = HTMLElement>(el: Element, selector: string): E {
  const hit = shadowQuery<E>(el, selector);
  if (!hit) {
    const html = el.shadowRoot?.innerHTML ?? '';
    throw new Error(`shadowGet: nothing matches ${JSON.stringify(selector)} in <${el.localName}>'s shadow root:\n${html.slice(0, 2000)}`);
  }
  return hit;
}

/** Visible text of an element or shadow root, whitespace collapsed. */
export function textOf(node: Element | ShadowRoot | null | undefined): string {
  if (!node) return '';
  const text = node instanceof HTMLElement ? node.innerText || node.textContent : node.textContent;
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// Interaction and events

/** Waits for the next `name` event on `target` (real time limit, default 3000 ms, times TIMEOUT_SCALE). */
export function oneEvent<E extends Event = CustomEvent>(target: EventTarget, name: string, limit = 3000): Promise<E> {
  const timeout = scaled(limit);
  return new Promise<E>((resolve, reject) => {
    const timer = realSetTimeout(() => {
      target.removeEventListener(name, on);
      reject(new Error(`oneEvent: no "${name}" event within ${timeout} ms`));
    }, timeout);
    const on = (e: Event) => {
      realClearTimeout(timer);
      target.removeEventListener(name, on);
      resolve(e as E);
    };
    target.addEventListener(name, on);
  });
}

/** Collects every `name` event on `target` until the test ends (or until you read it). */
export function recordEvents<E extends Event = CustomEvent>(target: EventTarget, name: string): E[] {
  const seen: E[] = [];
  target.addEventListener(name, (e) => seen.push(e as E));
  return seen;
}

/** A click as the page would see it (bubbling, composed). */
export function click(el: Element): void {
  if (el instanceof HTMLElement) el.click();
  else el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
}

/**
 * The element's submit button once it can be pressed again. A failure's toast or error shows in
 * the same turn that ends the submit, but the button is enabled only by the render after it: a
 * click in between is lost, as a player's would be (seen under load).
 */
export function enabledSubmit(el: Element, selector = 'button[type="submit"]'): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = el.shadowRoot?.querySelector<HTMLButtonElement>(selector);
    return button && !button.disabled ? button : null;
  });
}

/**
 * The player touches the page somewhere (a tap's pointerdown on <body>), as core/app/still.ts
 * sees input: what a test uses to keep the player busy.
 */
export function playerTaps(): void {
  document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true, pointerType: 'touch' }));
}

/**
 * A keystroke as the browser reports it: the value set through the native setter (React tracks
 * the value there), then one `input` event and no `change` (a field sends that when it is left).
 */
export function keystroke(input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = Object.getPrototypeOf(input) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/**
 * Types `value` into the field `selector` of `el`'s shadow root the moment it appears: in the task
 * that adds it, before any effect of the render that drew it. Resolves with what the field showed
 * just before. Install it before whatever brings the field (a held reply, see `gate`).
 */
export function typeAsItAppears(el: Element, selector: string, value: string): Promise<string> {
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      const field = shadowQuery<HTMLInputElement>(el, selector);
      if (!field) return;
      watch.disconnect();
      const shown = field.value;
      typeInto(field, value);
      resolve(shown);
    });
    watch.observe(el.shadowRoot!, { childList: true, subtree: true });
  });
}

/** A gate a test opens when it chooses: a mocked reply that awaits `opened` is held until `open()`. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Sets an input's value so React's onChange fires (a keystroke), then dispatches `change`. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  keystroke(input, value);
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

// ---------------------------------------------------------------------------------------------
// Fake clock

export type FakeClock = Clock;

let clock: FakeClock | undefined;

/**
 * Installs a fake clock on the page (setTimeout, setInterval, Date, requestAnimationFrame; not
 * queueMicrotask or performance), uninstalled after the test. Drive it with
 * `await clock.tickAsync(ms)` (lets promises and React re-renders run between timers) or
 * `await clock.runToLastAsync()`. Install it before mounting an element whose timers it should
 * control; mount(), waitFor() and oneEvent() keep using real time.
 *
 *   const clock = useFakeClock({ now: new Date('2026-01-01T12:00:00Z') });
 *   const el = await mount('<mc-notice-bar></mc-notice-bar>');
 *   await clock.tickAsync(5_000);
 */
export function useFakeClock(options: { now?: number | Date; toFake?: FakeMethod[] } = {}): FakeClock {
  clock?.uninstall();
  clock = FakeTimers.withGlobal(globalThis).install({
    now: options.now ?? Date.now(),
    toFake: options.toFake ?? ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
    shouldClearNativeTimers: true,
  });
  return clock;
}

// ---------------------------------------------------------------------------------------------
// Root hooks: a failure is reported, and every test starts clean.

/** What a value is, as text the runner can send: a DOM node by its tag, id and classes. */
function sendable(value: unknown): unknown {
  try {
    structuredClone(value);
    return value;
  } catch {
    const node = (v: unknown) =>
      v instanceof Element ? `<${v.localName}${v.id ? `#${v.id}` : ''}${v.className ? `.${String(v.className).split(/\s+/).join('.')}` : ''}>` : String(v);
    return Array.isArray(value) ? value.map(node) : node(value);
  }
}

// The runner sends a failed test's expected and actual with structuredClone, which no DOM node
// survives: the whole file would then never report (it "did not finish"), instead of one failure.
afterEach(function () {
  const err = this.currentTest?.err;
  if (!err) return;
  if ('actual' in err) err.actual = sendable(err.actual);
  if ('expected' in err) err.expected = sendable(err.expected);
});

/**
 * The browser offline, as a phone in a tunnel: `navigator.onLine` says false and the `offline`
 * event fires. Returns the way back (`online` fires); the test's end goes back by itself.
 */
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  dispatchEvent(new Event('offline'));
  backOnline = () => {
    delete (navigator as { onLine?: boolean }).onLine; // the prototype's getter again
    backOnline = undefined;
    dispatchEvent(new Event('online'));
  };
  return backOnline;
}
let backOnline: (() => void) | undefined;

afterEach(() => {
  backOnline?.();
  clock?.uninstall();
  clock = undefined;
  restoreFetch();
  unmountAll();
  try {
    sessionStorage.clear();
    localStorage.clear();
  } catch {
    // storage may be blocked; nothing to clear then
  }
});
