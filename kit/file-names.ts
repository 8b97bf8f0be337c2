/**
 * The kit's chunk names end in a content hash (`lite/account-forms-<hash>.js`), which is what lets
 * the front cache them for a year (front/embed/kit.ts). Seven characters (42 bits, and the least
 * the bundler takes for this many chunks). The elements' own files (`lite/mc-register-<hash>.js`)
 * share one hash, of the sources (scripts/kit-source.mjs, kitSourceHash), so that the runtime
 * builds their names from their tags and carries no table of them.
 */
export const KIT_HASH_LENGTH = 7;
