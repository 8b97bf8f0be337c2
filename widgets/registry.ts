/**
 * Every element the kit has, by tag, each loaded on first use. The catalogue itself is plain
 * data (`elements.json`: tag → folder under widgets/, its `index.ts` defines the tag), which the
 * build scripts read too; this module turns it into loaders. Nothing under widgets/ imports it:
 * an element that shows another one asks `defineElement` of `element-loader.ts`, and the page's
 * runtime (the host page, the element tests) installs this module's loading there.
 */
import FOLDERS from './elements.json';
import { RequestError } from '../core/api/errors.ts';

export type ElementTag = keyof typeof FOLDERS;
type Loader = () => Promise<unknown>;

/** One import per element folder (a bundler resolves the pattern one folder deep). */
const importFolder = (folder: string): Promise<unknown> => import(`./${folder}/index.ts`);

export const ELEMENTS: Readonly<Record<string, Loader>> = Object.fromEntries(Object.entries(FOLDERS).map(([tag, folder]) => [tag, () => importFolder(folder)]));

export const hasElement = (tag: string): tag is ElementTag => Object.hasOwn(FOLDERS, tag);

/**
 * Whether `defineElement` would import now. The browser remembers a module that failed to
 * download for the life of the page (its module map), so an import tried offline would fail again
 * once the network is back: offline, the import is not tried, unless a service worker controls
 * the page (it keeps the whole site's code after the first visit, so the code is most likely in
 * its cache). A page whose import was tried and failed gets that code only from a new document.
 */
export const importTried = (): boolean => navigator.onLine !== false || navigator.serviceWorker?.controller != null;

/**
 * Loads and defines `tag`: true once defined, false when the kit has no such element. A module
 * that failed to download (offline, a dropped connection) rejects as a network failure: the
 * page says so and offers a retry, which imports it again.
 */
export async function defineElement(tag: string): Promise<boolean> {
  const load = ELEMENTS[tag];
  if (!load) return false;
  if (customElements.get(tag)) return true;
  if (!importTried()) throw new RequestError('network', `${tag}: offline, its code was not fetched`);
  try {
    await load();
  } catch (error) {
    throw new RequestError('network', `${tag}: its code did not load (${error instanceof Error ? error.message : String(error)})`);
  }
  return customElements.get(tag) !== undefined;
}
