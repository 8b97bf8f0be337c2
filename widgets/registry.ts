/**
 * Every element the kit has, by tag, each loaded on first use. The catalogue itself is plain
 * data (`elements.json`: tag → folder under widgets/, its `index.ts` defines the tag), which the
 * build scripts read too; this module turns it into loaders. Nothing under widgets/ imports it:
 * an element that shows another one asks `defineElement` of `element-loader.ts`, and the page's
 * runtime (the host page, the element tests) installs this module's loading there.
 */
import FOLDERS from './elements.json';
import { codeFailure } from '../core/app/code-failure.ts';
import { mayImport } from '../core/app/connection.ts';

export type ElementTag = keyof typeof FOLDERS;
type Loader = () => Promise<unknown>;

/** One import per element folder (a bundler resolves the pattern one folder deep). */
const importFolder = (folder: string): Promise<unknown> => import(`./${folder}/index.ts`);

export const ELEMENTS: Readonly<Record<string, Loader>> = Object.fromEntries(Object.entries(FOLDERS).map(([tag, folder]) => [tag, () => importFolder(folder)]));

export const hasElement = (tag: string): tag is ElementTag => Object.hasOwn(FOLDERS, tag);

/**
 * Loads and defines `tag`: true once defined, false when the kit has no such element. A module
 * that failed to download (offline, a dropped connection) rejects as a network failure: the
 * page says so and offers a retry, which imports it again.
 */
export async function defineElement(tag: string): Promise<boolean> {
  const load = ELEMENTS[tag];
  if (!load) return false;
  if (customElements.get(tag)) return true;
  if (!mayImport()) throw codeFailure(tag);
  try {
    await load();
  } catch (error) {
    throw codeFailure(tag, error);
  }
  return customElements.get(tag) !== undefined;
}
