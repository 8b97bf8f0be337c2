/**
 * mc-loader.js: the one script a partner or merchant page includes.
 *
 *   <script type="module" src="https://platform.example/kit/0.1.0/mc-loader.js"
 *           data-api="https://platform.example" data-merchant="MC01" data-lang="EN"></script>
 *   <mc-register affiliate-code="AFF001"></mc-register>
 *
 * It knows every tag of its kit version (built in from widgets/registry.ts) and nothing else. When
 * an `mc-*` element of the kit shows up — in the page, later, or inside the open shadow root of a
 * kit element — it imports the build's runtime (the shared core, once) and that element's code
 * (once), which defines the tag. The lite build (preact) by default, React with
 * `data-build="react"`. On a partner page, an element that renders in the platform's frame
 * (kit/placement.ts) gets its frame at once (kit/frame-opener.ts), while the frame host's code
 * (kit/frame-host.ts) loads.
 *
 * Data attributes: data-api (API base; default the origin the loader came from, '' = the page's
 * own), data-merchant, data-lang, data-site (the platform's own site for navigations the page
 * does not handle; default data-api), data-build (lite | react).
 *
 * Two kits on one page: the first loader owns the tags it knows; a later one (another version,
 * or the same from another URL) defines only tags no earlier loader knows, with its own core, and
 * says so on the console. `window.mcKit` stays the first kit's API; every kit is in
 * `window.mcKits[version]`.
 */
import type * as RuntimeModule from './runtime.ts';
import type * as PageApi from './page-api.ts';
import type { FrameHost } from './frame-host.ts';
import { frameOpener } from './frame-opener.ts';
import { rendersInFrame } from './placement.ts';
import { watchElements } from './element-watch.ts';
import { runtimeImport } from './runtime-import.ts';

declare const __MC_VERSION__: string;
/** The kit's tags without their common `mc-` (the loader is the one file every page loads first). */
declare const __MC_TAG_NAMES__: readonly string[];

type Build = 'lite' | 'react';
type Runtime = typeof RuntimeModule;
type SessionSummary = RuntimeModule.SessionSummary;

export interface McKit {
  readonly version: string;
  readonly build: Build;
  /** The tags this loader defines on this page. */
  readonly tags: readonly string[];
  /** Loads and defines one tag now (it need not be in the page yet). */
  define(tag: string): Promise<boolean>;
  /** Changes api, merchant, site or lang at run time. */
  configure(config: RuntimeModule.EmbedConfig): Promise<void>;
  /** Signs in a player the page signed in itself: `{ code }`, a single-use hand-off code from the platform (never a token). Rejects a bad one. */
  setSession(info: { code: string }): Promise<SessionSummary>;
  getSession(): Promise<SessionSummary | null>;
  /** Forgets the session in the kit (the token stays valid at the platform). */
  clearSession(): Promise<void>;
  /** Signs out at the platform (the token is revoked) and in the kit. */
  signOut(): Promise<void>;
  setLanguage(code: string): Promise<void>;
  /** The platform site's URL for a path of it (`/m/home`): a plain link, which signs nobody in. */
  siteUrl(path: string): Promise<string>;
  /**
   * Takes the player to a path of the platform's site. On a partner page where a player signed in
   * inside the kit's frames, the frame takes them there signed in: at once after a tap inside it,
   * otherwise once the player agrees in a dialog the frame shows. With no player, the plain link.
   */
  go(path: string): Promise<void>;
  /** Watches a root the loader cannot see by itself (the open shadow root of the page's own element). */
  observe(root: Document | DocumentFragment | Element): void;
}

interface LoaderRecord {
  version: string;
  url: string;
  tags: readonly string[];
}

const VERSION = __MC_VERSION__;
const here = import.meta.url;
const script = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === here);
const data = script?.dataset ?? {};
const build: Build = data.build === 'react' ? 'react' : 'lite';
const loaderOrigin = new URL(here).origin;
const api = data.api ?? loaderOrigin;
const initial: RuntimeModule.EmbedConfig = { api, site: data.site ?? api, merchant: data.merchant, lang: data.lang };
// On a partner page (any origin but the platform's), elements that take a credential or act
// with the player's session render in frames from the platform's origin (kit/frame-host.ts).
const platform = new URL(api || location.href, location.href).origin;
const foreign = platform !== location.origin;
// Frames are the platform's pages, so they come from the platform's kit of this version even
// when the page serves the loader itself (installed from the npm package).
const pageId = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
const opener = frameOpener({ kitBase: new URL(`/kit/${VERSION}/`, platform).href, merchant: data.merchant, build, lang: () => initial.lang, pageId }, platform);
let frameHost: Promise<FrameHost> | undefined;
/**
 * Its code is a file of its own, loaded on first use: the platform's own pages never need it. The
 * frames' pages are the platform's: their connection opens at once, while that code is on its way.
 */
const frames = (): Promise<FrameHost> =>
  (frameHost ??=
    (document.head.append(Object.assign(document.createElement('link'), { rel: 'preconnect', href: platform })),
    import('./frame-host.ts').then(({ createFrameHost }) => createFrameHost({ platform, site: initial.site || platform, opener }))));
const viaFrames = <T>(use: (host: FrameHost) => T | Promise<T>): Promise<T> => frames().then(use);

// Which tags are ours: those no loader before us on this page claimed.
const global = globalThis as unknown as Record<symbol, LoaderRecord[] | undefined> & { mcKit?: McKit; mcKits?: Record<string, McKit> };
const LOADERS = Symbol.for('mc-kit.loaders');
const loaders = (global[LOADERS] ??= []);
const claimed = new Set(loaders.flatMap((l) => l.tags));
const tags = __MC_TAG_NAMES__.map((name) => `mc-${name}`).filter((t) => !claimed.has(t));
const mine = new Set(tags);
if (loaders.length) {
  console.warn(
    `mc-kit ${VERSION} (${here}): kit ${loaders[0]!.version} is already on this page; this one defines only${tags.length ? `: ${tags.join(', ')}` : ' nothing'}.`,
  );
}
loaders.push({ version: VERSION, url: here, tags });

const loadRuntime = runtimeImport(build, (rt) => {
  rt.configure(initial);
  if (foreign) void viaFrames((host) => host.watchSession(rt.useFrames((path, replace) => void host.go(path, replace))));
});

const defining = new Map<string, Promise<boolean>>();
function define(tag: string): Promise<boolean> {
  if (customElements.get(tag)) return Promise.resolve(true);
  if (!mine.has(tag)) return Promise.resolve(false);
  let promise = defining.get(tag);
  if (!promise) {
    promise =
      foreign && rendersInFrame(tag)
        ? frames().then(
            (host) => (customElements.get(tag) || customElements.define(tag, host.elementFor(tag)), true),
            () => false,
          )
        : loadRuntime().then(
            (rt) => rt.defineElement(tag),
            () => false,
          );
    promise.then((ok) => ok || defining.delete(tag));
    defining.set(tag, promise);
  }
  return promise;
}

// Watching the page: the document, and the open shadow root of every kit element of ours. An
// element that renders in a frame gets it while the frame host's code loads (kit/frame-opener.ts).
const watch = watchElements(tags, (el) => {
  const tag = el.localName;
  if (foreign && rendersInFrame(tag) && !customElements.get(tag) && el instanceof HTMLElement) opener.openEarly(el);
  return define(tag);
});

const call = <T>(use: (rt: Runtime) => T | Promise<T>): Promise<T> => loadRuntime().then(use);
/** The kit's language from now on: frames made later start in it, those there switch. */
function speak(lang: string): void {
  initial.lang = lang;
  void frameHost?.then((host) => host.setLanguage(lang));
}
/** On a partner page the session lives in the frames, which answer; on the platform's own pages, the runtime's page API. */
const either = <T>(use: (on: FrameHost | typeof PageApi) => T | Promise<T>): Promise<T> => (foreign ? viaFrames(use) : call((rt) => rt.pageApi()).then(use));

const kit: McKit = Object.freeze({
  version: VERSION,
  build,
  tags,
  define,
  configure: (config: RuntimeModule.EmbedConfig) =>
    call((rt) => {
      rt.configure(config);
      if (config.lang) speak(config.lang);
    }),
  setSession: (info: unknown) => either((on) => on.setSession(info)),
  getSession: () => either((on) => on.getSession()),
  clearSession: () => either((on) => on.clearSession()),
  signOut: () => either((on) => on.signOut()),
  setLanguage: (code: string) => call((rt) => speak(rt.setLanguage(code))),
  siteUrl: (path: string) => either((on) => on.siteUrl(path)),
  go: (path: string) => either((on) => on.go(path)),
  observe: watch,
});

global.mcKits ??= {};
global.mcKits[VERSION] ??= kit;
global.mcKit ??= kit;

watch(document);
