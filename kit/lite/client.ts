/**
 * `react-dom/client` in the lite build: preact's createRoot, rendering in a microtask as React's
 * does (see render below), plus a capture listener on the root container (the element's shadow
 * root) that keeps React's promise that a handler sees the state every earlier event set (see
 * react.ts): before a discrete event reaches its handlers, a render an earlier event queued runs
 * (preact reads the handler to call from the DOM node, so the node must be current). A field the
 * event comes from already holds the user's new value, which that render would overwrite with
 * the old state: it is put back before the handler reads it. And once an input or change event
 * has passed its handlers, the render they queued runs at once (bubble phase), so the field shows
 * what the handler made of the value (digits only, cut to length) before the script that typed
 * goes on, as with React.
 */
import { render, type ComponentChild } from 'preact';
import { flushPendingRender, flushPassiveEffects, hasPendingRender } from './react.ts';

const DISCRETE_EVENTS: readonly string[] = [
  'beforeinput',
  'input',
  'change',
  'submit',
  'reset',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'copy',
  'cut',
  'paste',
  'drop',
];

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (node: unknown): node is Field => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

function beforeDiscreteEvent(event: Event): void {
  if (!hasPendingRender()) return;
  const target = event.composedPath()[0];
  if (!isField(target)) {
    flushPendingRender();
    return;
  }
  const { value } = target;
  const checked = target instanceof HTMLInputElement ? target.checked : false;
  flushPendingRender();
  if (target.value !== value) target.value = value;
  if (target instanceof HTMLInputElement && target.checked !== checked) target.checked = checked;
}

const AFTER_EVENTS: readonly string[] = ['input', 'change'];

function listen(container: Element | DocumentFragment, on: boolean): void {
  for (const type of DISCRETE_EVENTS) {
    if (on) container.addEventListener(type, beforeDiscreteEvent, true);
    else container.removeEventListener(type, beforeDiscreteEvent, true);
  }
  for (const type of AFTER_EVENTS) {
    if (on) container.addEventListener(type, flushPendingRender);
    else container.removeEventListener(type, flushPendingRender);
  }
}

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

/** Containers rendered into: the first render replaces what the container held, as React's root does. */
const rendered = new WeakSet<Element | DocumentFragment>();

export function createRoot(container: Element | DocumentFragment): Root {
  listen(container, true);
  let next: ComponentChild = null;
  let scheduled = false;
  let alive = true;
  return {
    // Like React's root.render: scheduled, not synchronous. r2wc renders on every attribute the
    // parser sets, before the element is even in the document; a synchronous render there ran
    // effects (loads, navigations) from an element that was not connected yet.
    render(children) {
      next = children;
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        if (!alive) return;
        if (!rendered.has(container)) {
          rendered.add(container);
          container.textContent = '';
        }
        render(next, container);
      });
    },
    unmount() {
      alive = false;
      listen(container, false);
      if (rendered.delete(container)) render(null, container);
      flushPassiveEffects();
    },
  };
}

export function hydrateRoot(container: Element | DocumentFragment, children: ComponentChild): Root {
  const root = createRoot(container);
  root.render(children);
  return root;
}

export default { createRoot, hydrateRoot };
