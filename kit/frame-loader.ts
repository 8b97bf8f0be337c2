/**
 * frame-loader.js: the script of the kit's frame page (`<kit>/frame.html`, front/embed/frame.ts),
 * where a partner page's element renders on the platform's origin. The frame page is the
 * platform's own and frames nothing, so it loads this instead of mc-loader.js: no frame opener,
 * no page API (`window.mcKit`), no second kit on the page; the element, and any kit element
 * inside it, defined from the runtime of the build the address names.
 *
 *   <script type="module" src="/kit/<version>/frame-loader.js" data-merchant="MC01" data-build="lite" data-lang="PT">
 */
import { watchElements } from './element-watch.ts';
import { runtimeImport } from './runtime-import.ts';

/** The kit's tags without their common `mc-` (vite.kit.config.ts, as for mc-loader.js). */
declare const __MC_TAG_NAMES__: readonly string[];

const here = import.meta.url;
const data = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === here)?.dataset ?? {};
const tags = __MC_TAG_NAMES__.map((name) => `mc-${name}`);

// Answers the page's ping at once, before the runtime is in: the page learns this frame was let
// in (a frame the platform refused for the page's origin never answers; kit/frame-host.ts).
addEventListener('message', (event: MessageEvent) => {
  if (event.source === parent && event.data?.mc === 'host' && event.data.type === 'ping') parent.postMessage({ mc: 'frame', type: 'pong' }, event.origin);
});

// The element's first screen, drawn by the platform (front/embed/frame-first-screen.ts): the page
// sizes the frame to it as soon as its styles are in (this script, async there, runs before
// them), not once the runtime is, so the page around it moves only once. The attribute is
// FIRST_SCREEN_ATTRIBUTE of kit/frame-protocol.ts, written out: this file shares no module.
const pageOrigin = new URLSearchParams(location.search).get('origin');
const sizeScreen = () => {
  const screen = document.querySelector('[data-mc-first-screen]');
  if (!screen || !pageOrigin || parent === window) return;
  const title = screen.querySelector('h1')?.textContent ?? '';
  parent.postMessage({ mc: 'frame', type: 'size', height: Math.ceil(screen.getBoundingClientRect().bottom), title }, pageOrigin);
};
if (document.readyState === 'complete') sizeScreen();
else addEventListener('load', sizeScreen, { once: true });

// The platform is this origin: its API and its site.
const loadRuntime = runtimeImport(data.build === 'react' ? 'react' : 'lite', (rt) =>
  rt.configure({ api: '', site: '', merchant: data.merchant, lang: data.lang }),
);

watchElements(tags, (el) =>
  loadRuntime().then(
    (rt) => rt.defineElement(el.localName),
    () => false,
  ),
)(document);
void loadRuntime().then((rt) => rt.startFrame(tags));
