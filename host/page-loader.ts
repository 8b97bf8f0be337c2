/**
 * Loads element modules through the kit's registry, remembering the answers so a page seen once
 * renders at once the next time (no spinner flash on back and forth).
 */
import { defineElement, hasElement } from '../widgets/registry.ts';

const known = new Map<string, boolean>();
const inFlight = new Map<string, Promise<boolean>>();

/** true: defined; false: the kit has no such element; undefined: not asked yet (or failed). */
export const knownElement = (tag: string): boolean | undefined => known.get(tag);

/**
 * Resolves like `defineElement`. A rejection (chunk failed to download, offline) is not
 * remembered, so a retry asks again.
 */
export function loadElement(tag: string): Promise<boolean> {
  const answer = known.get(tag);
  if (answer !== undefined) return Promise.resolve(answer);
  let promise = inFlight.get(tag);
  if (!promise) {
    promise = defineElement(tag).then(
      (defined) => {
        inFlight.delete(tag);
        // The kit has the element but its code did not arrive (offline, a failed download):
        // a failure to retry, not an element the kit lacks.
        if (!defined && hasElement(tag)) throw new Error(`${tag}: its code failed to load`);
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

/** Answers for several tags; rejects when any module failed to load. */
export async function loadElements(tags: readonly string[]): Promise<Map<string, boolean>> {
  const answers = await Promise.all(tags.map(loadElement));
  return new Map(tags.map((tag, i) => [tag, answers[i] ?? false]));
}
