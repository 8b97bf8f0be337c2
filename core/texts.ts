/**
 * Loads one part of one language's texts (core/text-parts.ts). This version reads the whole
 * locale file and keeps the part, so the dev server and the tests see exactly what a build
 * loads; the site and kit builds replace this module with one that imports each part's own
 * small file (scripts/texts-plugin.ts). A language without that part resolves to `{}`.
 */
import { textsOfPart } from './text-parts.ts';

export async function loadTextPart(code: string, part: string): Promise<Record<string, string>> {
  const file = (await import(`../locales/${code.toLowerCase()}.json`)) as { default: Record<string, string> };
  return textsOfPart(file.default, part);
}
