/**
 * Finds the kit's elements in a root, and those added to it later, and in the open shadow root of
 * each one once its tag is defined: the one watch of mc-loader.js (kit/loader.ts) and of the frame
 * page's loader (kit/frame-loader.ts), which each bundle their own copy. An element whose code
 * did not load hears mc-error of kind `load`; its light-DOM content (the page's fallback) stays
 * visible, as it is never upgraded.
 */
import { emit } from '../core/events.ts';

export type Watch = (root: Document | DocumentFragment | Element) => void;

/** `define` asks for the element's tag: true once it is defined. */
export function watchElements(tags: readonly string[], define: (el: Element) => Promise<boolean>): Watch {
  const mine = new Set(tags);
  const selector = tags.join(',');
  const watched = new WeakSet<Node>();
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  });
  const take = (el: Element) => {
    const tag = el.localName;
    void define(el).then((ok) => {
      if (ok) customElements.whenDefined(tag).then(() => el.shadowRoot && watch(el.shadowRoot));
      else if (!customElements.get(tag)) emit(el, 'mc-error', { tag, kind: 'load', message: `mc-kit: could not load <${tag}>` });
    });
  };
  function scan(root: Element | Document | DocumentFragment): void {
    if (!selector) return;
    if (root instanceof Element && mine.has(root.localName)) take(root);
    for (const el of root.querySelectorAll(selector)) take(el);
  }
  function watch(root: Document | DocumentFragment | Element): void {
    if (watched.has(root)) return;
    watched.add(root);
    observer.observe(root, { childList: true, subtree: true });
    scan(root);
  }
  return watch;
}
