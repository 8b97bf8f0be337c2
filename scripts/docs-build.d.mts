/** A markdown-it instance (the library ships no types; these scripts only pass it along). */
type MarkdownIt = { parse(source: string, env: object): unknown[] };

export interface GuideHeading {
  level: number;
  id: string;
  text: string;
}
export interface GuideEntry {
  reader: string;
  name: string;
  path: string;
  title: string;
  summary: string;
  headings: GuideHeading[];
}
export interface GuideIndex {
  version: string;
  readers: { id: string; title: string; guides: GuideEntry[] }[];
}

export const GUIDES_DIR: string;
export const GUIDES_OUT: string;
export function slugify(text: string): string;
export function markdown(): MarkdownIt;
export function anchorsOf(source: string, md?: MarkdownIt): Set<string>;
export function expandIncludes(file: string): string;
export function guideList(
  dir?: string,
): { id: string; title: string; guides: { reader: string; name: string; file: string; title: string; summary: string }[] }[];
export function guidePath(reader: string, name: string): string;
export function renderGuide(file: string, dir?: string, md?: MarkdownIt): { title: string; headings: GuideHeading[]; html: string };
export function renderGuides(dir?: string): {
  version: string;
  readers: { id: string; title: string; guides: (GuideEntry & { file: string; html: string })[] }[];
};
export function buildDocs(options?: { dir?: string; outDir?: string; quiet?: boolean }): string;
export function docsState(outDir?: string): 'missing' | 'stale' | 'fresh';
