/**
 * What navigation needs of the page table (core/pages.ts): every page's paths by id, the first
 * the canonical one. The kit's build replaces this module with the same object written out as a
 * literal (vite.kit.config.ts, pagePathsModule), so every element carries the addresses and not
 * the page records (their elements, header and footer), which only the /m/ site composes from.
 */
import { PAGES, type PageId } from './pages.ts';

export const PAGE_PATHS: Readonly<Record<PageId, readonly string[]>> = Object.fromEntries(
  PAGES.map((page: { id: PageId; paths?: readonly string[] }) => [page.id, page.paths ?? [`/m/${page.id}`]]),
) as Record<PageId, readonly string[]>;

export const PAGE_IDS = Object.keys(PAGE_PATHS) as readonly PageId[];

/** Every path of a page; the first is the canonical one. */
export const pathsOf = (id: PageId): readonly string[] => PAGE_PATHS[id];
