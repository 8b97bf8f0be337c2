/**
 * The composer's preview frame: shows the page the composer sends as the copied HTML would (the
 * same theme block, here as a constructed stylesheet, which the CSP lets through without a hash;
 * the elements with their attributes, made with DOM calls only), and tells the composer when it
 * is ready for the next one. Messages from anything but its parent on this origin are ignored.
 */
import { type Composition, themeStyle } from './composition.ts';

const page = document.getElementById('page') as HTMLElement;
const TAG = /^mc-[a-z0-9-]+$/;
const ATTRIBUTE = /^[a-z][a-z0-9-]*$/;
const theme = new CSSStyleSheet();
document.adoptedStyleSheets = [...document.adoptedStyleSheets, theme];
let shown = '';

function show(composition: Composition): void {
  theme.replaceSync(themeStyle(composition));
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
