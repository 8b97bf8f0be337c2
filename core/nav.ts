/**
 * Navigation is an intent, not a URL change. An element calls `navigate(host, target)`: it fires
 * a cancelable `mc-navigate` event (bubbles, composed). Inside the host page the router cancels
 * it and routes; on a partner page that does not handle it, the browser goes to the platform
 * site's URL instead (`siteBase` of the kit config).
 */
import { $kitConfig } from './config.ts';
import { emit, type McNavigateDetail } from './events.ts';
import { PAGE_IDS, pathsOf } from './page-paths.ts';
import type { PageId } from './pages.ts';
import { leavesSite } from './url.ts';

/**
 * Where elements navigate: every page of the table by its id (core/pages.ts), at its canonical
 * path. Elements name pages, never paths.
 */
const PAGE_PATHS = Object.fromEntries(PAGE_IDS.map((id) => [id, pathsOf(id)[0]!])) as Record<PageId, string>;

/**
 * Older names some elements still use, each a page of the table (agentHome and memberHome the
 * page's other path, as §2.2 lists it). New code uses the page id.
 */
const ALIASES = {
  changePassword: pathsOf('changePsw')[0]!,
  agentHome: pathsOf('agent')[1]!,
  memberHome: pathsOf('mine')[1]!,
  userAgreement: pathsOf('useragreement')[0]!,
  settings: pathsOf('set')[0]!,
  trial: pathsOf('trail')[0]!,
  deposit: pathsOf('voucherCenter')[0]!,
  depositRecord: pathsOf('vouReport')[0]!,
  withdrawRecord: pathsOf('withdrawReport')[0]!,
  profitAndLoss: pathsOf('profitandloss')[0]!,
};

export const ROUTES: Readonly<Record<PageId | keyof typeof ALIASES, string>> = { ...PAGE_PATHS, ...ALIASES };
export type RouteName = keyof typeof ROUTES;

export type NavigateDetail = McNavigateDetail;

export type NavigateTarget = RouteName | `/${string}` | 'back';

export function resolveTarget(target: NavigateTarget, query?: Record<string, string | number>): string {
  if (target === 'back') return 'back';
  const path = target.startsWith('/') ? target : ROUTES[target as RouteName];
  if (!query) return path;
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}${path.includes('?') ? '&' : '?'}${q}`;
}

/**
 * Asks the page to go somewhere. Returns true when the page (the host router or a partner's
 * listener) took care of it.
 */
export function navigate(from: EventTarget, target: NavigateTarget, options: { query?: Record<string, string | number>; replace?: boolean } = {}): boolean {
  const detail: NavigateDetail = { path: resolveTarget(target, options.query), replace: options.replace ?? false };
  const handled = emit(from, 'mc-navigate', detail).defaultPrevented;
  if (!handled) fallbackNavigate(detail);
  return handled;
}

/** How a navigation nobody handled reaches the platform's site; on a partner page the kit's frames take it there signed in. */
type SiteNavigator = (path: string, replace: boolean) => void;
let toSite: SiteNavigator = (path, replace) => {
  const url = `${$kitConfig.get().siteBase.replace(/\/+$/, '')}${path}`;
  if (replace) location.replace(url);
  else location.assign(url);
};

/** How unhandled navigations reach the platform's site (the kit runtime on a partner page). */
export function setSiteNavigator(navigator: SiteNavigator): void {
  toSite = navigator;
}

function fallbackNavigate(detail: NavigateDetail): void {
  if (detail.path === 'back') history.back();
  else toSite(detail.path, detail.replace);
}

/** Whether a link from outside content (announcements, banners) leaves the site (§4: starts with http, or `//host`). */
export const isExternalLink = leavesSite;
