/**
 * The composer's preview frame: builds the page the composer sends (elements with their
 * attributes, the theme tokens on the root) with DOM calls only, and tells the composer when it is
 * ready for the next one. Messages from anything but its parent on this origin are ignored.
 */
import type { Composition } from './composition.ts';

const page = document.getElementById('page') as HTMLElement;
const TAG = /^mc-[a-z0-9-]+$/;
const ATTRIBUTE = /^[a-z][a-z0-9-]*$/;
const TOKEN = /^--mc-[a-z0-9-]+$/;
let applied: string[] = [];
let shown = '';

function show(composition: Composition): void {
  const root = document.documentElement.style;
  for (const name of applied) root.removeProperty(name);
  applied = Object.keys(composition.tokens).filter((name) => TOKEN.test(name));
  for (const name of applied) root.setProperty(name, String(composition.tokens[name]));
  // Elements are made again only when they changed: a colour change keeps what they loaded.
  const wanted = JSON.stringify(composition.elements);
  if (wanted === shown) return;
  shown = wanted;
  const elements = composition.elements
    .filter((el) => TAG.test(el.tag))
    .map((el) => {
      const node = document.createElement(el.tag);
      for (const [name, value] of Object.entries(el.attributes)) {
        if (ATTRIBUTE.test(name) && !name.startsWith('on')) node.setAttribute(name, value === true ? '' : String(value));
      }
      return node;
    });
  page.replaceChildren(...elements);
}

window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== window.parent) return;
  const message = event.data as { type?: unknown; composition?: Composition };
  if (message?.type === 'mc-composition' && message.composition) show(message.composition);
});

window.parent.postMessage({ type: 'mc-preview-ready' }, location.origin);
