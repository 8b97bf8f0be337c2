/**
 * Loads some parts of one language's texts (core/text-parts.ts), as one object. This version
 * reads the whole locale file and keeps those parts, so the dev server and the tests see exactly
 * what a build loads; the site and kit builds replace this module with one that imports each
 * part's own small file, or one file for a set of parts an element loads first
 * (scripts/texts-plugin.ts). Parts a language does not have add nothing.
 */
import { textsOfParts } from './text-parts.ts';

export async function loadTextParts(code: string, parts: readonly string[]): Promise<Record<string, string>> {
  const file = (await import(`../locales/${code.toLowerCase()}.json`)) as { default: Record<string, string> };
  return textsOfParts(file.default, parts);
}
