/**
 * How an element shows another one: it asks here for the tag's code, and whatever runs the page
 * answers. The host page installs its registry (with the page loader's memory), the kit runtime
 * its build's table, the element tests the registry. So no element imports the catalogue of all
 * elements, and the catalogue imports no element back.
 */
export type ElementLoader = (tag: string) => Promise<boolean>;

let installed: ElementLoader | undefined;

/** Called once by the page's runtime, before its first element renders. */
export function installElementLoader(loader: ElementLoader): void {
  installed = loader;
}

/**
 * Loads and defines `tag`: true once it is defined. False when nothing can define it here (no
 * such element, no loader on this page, or its code failed to load: asking again later tries
 * again, nothing is remembered here).
 */
export function defineElement(tag: string): Promise<boolean> {
  if (customElements.get(tag)) return Promise.resolve(true);
  if (!installed) return Promise.resolve(false);
  return installed(tag).catch(() => false);
}
