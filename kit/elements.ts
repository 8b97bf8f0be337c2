/**
 * Tag → its element's code, for the kit runtime: undefined when the kit has no such element. In the
 * element tests this is the registry itself; in the kit builds vite.kit.config.ts replaces this
 * module with one that imports `<tag>-<hash>.js`, the element's module alone (what the registry
 * adds for the /m/ site, like the home page's banner prefetch, stays out of partner pages).
 */
import { ELEMENTS } from '../widgets/registry.ts';

export const loadElement = (tag: string): Promise<unknown> | undefined => ELEMENTS[tag]?.();
