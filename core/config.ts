import { map } from 'nanostores';
import { safeUrl } from './url.ts';

/**
 * Where the kit talks to and as whom. The host page sets it once; an embedding page sets it
 * through the loader's data attributes (data-api, data-merchant, data-lang).
 */
export interface KitConfig {
  /** Base URL of the platform API; '' means the page's own origin. */
  apiBase: string;
  /** Base URL of the platform's own /m/ site, used when an embedding page does not handle navigation. */
  siteBase: string;
  merchant: string;
  /** Request time limit in milliseconds. */
  timeoutMs: number;
}

export const DEFAULT_MERCHANT = 'MC01';

export const $kitConfig = map<KitConfig>({
  apiBase: '',
  siteBase: '',
  merchant: DEFAULT_MERCHANT,
  timeoutMs: 15_000,
});

export function configureKit(partial: Partial<KitConfig>): void {
  for (const [k, v] of Object.entries(partial) as [keyof KitConfig, KitConfig[keyof KitConfig]][]) {
    if (v !== undefined && v !== null && v !== '') $kitConfig.setKey(k, v as never);
    else if (k === 'apiBase' || k === 'siteBase') $kitConfig.setKey(k, '' as never);
  }
}

/** Absolute URL for an API path, with query parameters. */
export function apiUrl(path: string, query?: URLSearchParams): string {
  const base = $kitConfig.get().apiBase.replace(/\/+$/, '');
  const q = query && [...query.keys()].length ? `?${query}` : '';
  return `${base}${path}${q}`;
}

/**
 * Images and links the platform sends are root-relative (`/img/…`): on a partner page they must
 * point at the platform, not at the page's own origin. `use` is 'link' for an `href`, a frame or a
 * window (no `data:` at all), 'image' for an `<img src>`; '' means the URL was refused.
 */
export function assetUrl(path: string, use: 'image' | 'link' = 'image'): string {
  // The allow-list of core/url.ts first: a refused URL (javascript:, data: for a link…) becomes ''.
  const url = safeUrl(path, use);
  if (url === null) return '';
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${$kitConfig.get().apiBase.replace(/\/+$/, '')}${url}`;
}
