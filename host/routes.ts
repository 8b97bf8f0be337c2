/**
 * The route table of SPEC §2.2 as the shell reads it, built from core's page table
 * (core/pages.ts: one record per page): every path the product answers, the page it shows, the
 * elements that page is made of, and the header/footer visibility of §2.3. Tests compare it with
 * the spec's lists (spec.fixture.ts).
 */
import { PAGES, type FooterItem, type PageId, type PageRecord } from '../core/pages.ts';
import { PAGE_IDS } from '../core/page-paths.ts';

export { PAGE_IDS, type FooterItem, type PageId };

/** §2.3: the pages without the header, and without the footer. */
export const HEADER_HIDDEN_ON: readonly PageId[] = PAGES.filter((p: PageRecord) => p.header === false).map((p) => p.id);
export const FOOTER_HIDDEN_ON: readonly PageId[] = PAGES.filter((p: PageRecord) => p.footer === false).map((p) => p.id);

export interface PageElement {
  tag: string;
  attrs?: Readonly<Record<string, string>>;
  /** Loads after the first paint (core/pages.ts). */
  defer?: true;
}

export interface Route {
  id: PageId;
  /** Every path that shows this page; the first is the canonical one. */
  paths: readonly string[];
  /** i18n key of the page title. */
  title: `title.${PageId}`;
  elements: readonly PageElement[];
  header: boolean;
  footer: boolean;
  /** Home and help show the banner and hot-match area (§2.3). */
  banner?: boolean;
  /** Footer tab to highlight, when the page has one. */
  footerActive?: FooterItem;
  /**
   * Query parameters handed to one of the page's elements as attributes (param → attribute). An
   * allow-list, so a crafted URL cannot set arbitrary attributes (on*, style, slot) on an element.
   */
  query?: Readonly<Record<string, string>>;
  /** Which of `elements` receives the query attributes (default 0, the first). */
  queryTarget?: number;
  /** The document's referrer policy while the page shows (its address may carry a secret). */
  referrerPolicy?: 'no-referrer';
}

/** Elements that float over the page (popups): a page made only of these still needs a placeholder. */
export const OVERLAY_TAGS: ReadonlySet<string> = new Set(['mc-announcement-popup']);

export const kebab = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function buildRoute(record: PageRecord): Route {
  const id = record.id as PageId;
  const route: Route = {
    id,
    paths: record.paths ?? [`/m/${id}`],
    title: `title.${id}`,
    elements: record.elements.map(({ tag, attrs, defer }) => ({ tag, ...(attrs ? { attrs } : {}), ...(defer ? { defer } : {}) })),
    header: record.header !== false,
    footer: record.footer !== false,
  };
  if (record.banner) route.banner = true;
  if (record.footerActive) route.footerActive = record.footerActive;
  if (record.referrerPolicy) route.referrerPolicy = record.referrerPolicy;
  const target = record.elements.findIndex((e) => e.query !== undefined);
  if (target >= 0) {
    route.query = record.elements[target]!.query!;
    if (target > 0) route.queryTarget = target;
  }
  return route;
}

export const ROUTE_TABLE: readonly Route[] = PAGES.map(buildRoute);

export const HOME_PATH = '/m/home';

const byPath = new Map<string, Route>();
const byLowerPath = new Map<string, Route>();
for (const route of ROUTE_TABLE) {
  for (const path of route.paths) {
    if (byPath.has(path)) throw new Error(`route table: ${path} listed twice`);
    byPath.set(path, route);
    byLowerPath.set(trimSlash(path).toLowerCase(), route);
  }
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export const routeById = (id: PageId): Route => ROUTE_TABLE.find((r) => r.id === id)!;

export type Resolution = { kind: 'page'; route: Route; path: string; search: string; params: URLSearchParams } | { kind: 'redirect'; to: string };

/**
 * Resolves a path with query (e.g. '/m/gameList?gameType=RNG'). Exact paths first; then a
 * forgiving match (trailing slash, letter case) because hand-typed and old links vary. Anything
 * else goes home.
 */
export function resolve(pathWithQuery: string): Resolution {
  const url = new URL(pathWithQuery, 'http://site.invalid');
  const path = url.pathname;
  const route = byPath.get(path) ?? byLowerPath.get(trimSlash(path).toLowerCase());
  if (!route) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'page', route, path, search: url.search, params: url.searchParams };
}

/** Attributes for the page's elements: fixed ones, plus allowed query parameters on the first (or `queryTarget`). */
export function elementAttributes(route: Route, params: URLSearchParams): Record<string, string>[] {
  return route.elements.map((el, index) => {
    const attrs: Record<string, string> = { ...el.attrs };
    if (index === (route.queryTarget ?? 0) && route.query) {
      for (const [param, attr] of Object.entries(route.query)) {
        const value = params.get(param);
        if (value !== null) attrs[attr] = value;
      }
    }
    return attrs;
  });
}
