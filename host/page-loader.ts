/**
 * Loads element modules through the kit's registry, remembering the answers so a page seen once
 * renders at once the next time (no spinner flash on back and forth). It is also how the site's
 * elements load the elements they show (installed below, before the first one renders).
 */
import { prefetchBanners } from '../widgets/banner/prefetch.ts';
import { installElementLoader } from '../widgets/element-loader.ts';
import { defineElement } from '../widgets/registry.ts';

/**
 * Data an element's first render needs, started together with its code: the banner, the home
 * page's largest element (see banner/prefetch.ts).
 */
const PREFETCH: Readonly<Record<string, () => void>> = {
  'mc-banner': prefetchBanners,
};

const known = new Map<string, boolean>();
const inFlight = new Map<string, Promise<boolean>>();

/** true: defined; false: the kit has no such element; undefined: not asked yet (or failed). */
export const knownElement = (tag: string): boolean | undefined => known.get(tag);

/**
 * Resolves like `defineElement`: true, or false when the kit has no such element. A rejection
 * (the chunk failed to download, offline: a network failure) is not remembered, so a retry
 * asks again.
 */
export function loadElement(tag: string): Promise<boolean> {
  const answer = known.get(tag);
  if (answer !== undefined) return Promise.resolve(answer);
  let promise = inFlight.get(tag);
  if (!promise) {
    if (!customElements.get(tag)) PREFETCH[tag]?.();
    promise = defineElement(tag).then(
      (defined) => {
        inFlight.delete(tag);
        known.set(tag, defined);
        return defined;
      },
      (error: unknown) => {
        inFlight.delete(tag);
        throw error;
      },
    );
    inFlight.set(tag, promise);
  }
  return promise;
}

/**
 * Whether the site's own server answers now: a HEAD request for this module's file, past the
 * HTTP cache and the service worker (its routes take GET only). Unlike an import, a failed request
 * leaves nothing behind, so the site asks this before it tries a page's code again.
 */
export async function siteReachable(): Promise<boolean> {
  try {
    return (await fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Answers for several tags; rejects when any module failed to load. */
export async function loadElements(tags: readonly string[]): Promise<Map<string, boolean>> {
  const answers = await Promise.all(tags.map(loadElement));
  return new Map(tags.map((tag, i) => [tag, answers[i] ?? false]));
}

installElementLoader(loadElement);
