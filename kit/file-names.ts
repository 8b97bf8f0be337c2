/**
 * The kit's chunk names end in a content hash (`lite/mc-register-<hash>.js`), which is what lets
 * the front cache them for a year (front/embed/kit.ts). Seven characters (42 bits, and the least
 * the bundler takes for this many chunks): the runtime names every element's chunk, so each
 * character more is about 70 bytes more in the file every element loads.
 */
export const KIT_HASH_LENGTH = 7;
