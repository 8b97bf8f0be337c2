/**
 * Tag → loader for the kit runtime. In the element tests this is the registry itself; in the kit
 * builds vite.kit.config.ts replaces this module with one generated from the same registry that
 * only imports each element's module (what the host adds there, like the home page's banner
 * prefetch, is for the /m/ site and stays out of partner pages).
 */
export { ELEMENTS } from '../widgets/registry.ts';
