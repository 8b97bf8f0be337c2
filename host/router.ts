/**
 * The host's router: the History API driven by the `mc-navigate` intents of core/nav.ts and by
 * clicks on the site's own links. Each history entry the site creates carries its depth in
 * `history.state`, so 'back' can tell whether there is a page of ours to go back to.
 */
import { atom } from 'nanostores';
import type { NavigateDetail } from '../core/nav.ts';
import { HOME_PATH, resolve, type Route } from './routes.ts';

/** How the current page was reached; the shell animates some of these and not others. */
export type NavigationCause = 'start' | 'push' | 'replace' | 'pop';

export interface SiteLocation {
  route: Route;
  /** The path as shown in the address bar, e.g. '/m/member/home'. */
  path: string;
  /** Query string including '?', or ''. */
  search: string;
  params: URLSearchParams;
  cause: NavigationCause;
}

export const $location = atom<SiteLocation | undefined>(undefined);

interface SiteHistoryState {
  mcIndex: number;
}

/** Depth of the current entry within this visit: 0 is the page the visitor arrived on. */
let depth = 0;

function readDepth(state: unknown): number {
  const value = (state as Partial<SiteHistoryState> | null)?.mcIndex;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function stateFor(index: number): SiteHistoryState & Record<string, unknown> {
  // Keep whatever else lives in the state (a framework inside an element may have put it there).
  const current = history.state as Record<string, unknown> | null;
  return { ...(current && typeof current === 'object' ? current : {}), mcIndex: index };
}

const here = (): string => location.pathname + location.search;

function show(pathWithQuery: string, cause: NavigationCause): void {
  const r = resolve(pathWithQuery);
  if (r.kind === 'redirect') {
    // Unknown address: home, without leaving the unknown one in history.
    history.replaceState(stateFor(depth), '', r.to);
    show(r.to, cause);
    return;
  }
  $location.set({ route: r.route, path: r.path, search: r.search, params: r.params, cause });
}

/** Goes to a site path (with query), or one step back for 'back'. */
export function go(path: string, replace = false): void {
  if (path === 'back') {
    back();
    return;
  }
  const url = new URL(path, location.href);
  if (url.origin !== location.origin) {
    location.assign(url.href);
    return;
  }
  const target = url.pathname + url.search + url.hash;
  // Going to the page already shown adds no history entry: a double tap must not need two backs.
  if (replace || url.pathname + url.search === here()) {
    history.replaceState(stateFor(depth), '', target);
    show(target, 'replace');
  } else {
    depth += 1;
    history.pushState({ mcIndex: depth }, '', target);
    show(target, 'push');
  }
  window.scrollTo(0, 0);
}

/** One step back inside the site; home when the visitor arrived here directly. */
export function back(): void {
  if (depth > 0) history.back();
  else go(HOME_PATH, true);
}

function isNavigateDetail(value: unknown): value is NavigateDetail {
  const d = value as Partial<NavigateDetail> | null;
  return typeof d?.path === 'string' && d.path.length > 0;
}

function handleNavigate(event: Event): void {
  const detail = (event as CustomEvent<unknown>).detail;
  if (!isNavigateDetail(detail)) return;
  if (detail.path !== 'back' && !detail.path.startsWith('/')) return; // not a site path: leave it to the element
  event.preventDefault();
  go(detail.path, detail.replace === true);
}

/** Whether a link points at a page of this site that the router should show in place. */
function isSiteLink(url: URL): boolean {
  if (url.origin !== location.origin) return false;
  if (url.hash && url.pathname + url.search === here()) return false; // in-page anchor
  if (resolve(url.pathname).kind === 'page') return true;
  // Unknown /m/ pages go home through the router; files under /m/ (assets, downloads) do not.
  return url.pathname.startsWith('/m/') && !/\.[a-z0-9]+$/i.test(url.pathname);
}

function handleClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // Links inside shadow roots: the event is retargeted, the composed path still holds the anchor.
  const anchor = event.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
  if (!anchor || !anchor.hasAttribute('href') || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href, location.href);
  if (!isSiteLink(url)) return;
  event.preventDefault();
  go(url.pathname + url.search + url.hash);
}

function handlePop(event: PopStateEvent): void {
  depth = readDepth(event.state);
  show(here(), 'pop');
}

/** Starts routing the current address; returns a function that stops it (tests, hot reload). */
export function startRouter(target: EventTarget = document): () => void {
  depth = readDepth(history.state);
  history.replaceState(stateFor(depth), '');
  show(here() + location.hash, 'start');
  window.addEventListener('popstate', handlePop);
  target.addEventListener('mc-navigate', handleNavigate);
  target.addEventListener('click', handleClick as EventListener);
  return () => {
    window.removeEventListener('popstate', handlePop);
    target.removeEventListener('mc-navigate', handleNavigate);
    target.removeEventListener('click', handleClick as EventListener);
  };
}
