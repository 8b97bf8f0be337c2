import { merchantBrand } from '../../core/api/site.ts';
import { sendBody } from '../http/respond.ts';
import type { CallScope } from '../platform/client.ts';
import type { PublicFacts } from '../platform/facts.ts';

/**
 * The web app manifest of the /m/ site (`/m/manifest.webmanifest`), per merchant: the name and
 * the colours the platform gives for it (core/api/site.ts `merchantBrand`: its mobile template's (`app_background`, the colour of its
 * download bar), the icons the platform draws (server/images/svg.ts). `?merchant=CODE` picks a
 * merchant (host/service-worker.ts adds the page's own); without it, or for an unknown or trial
 * code, the platform's main merchant.
 */
export const MANIFEST_PATH = '/m/manifest.webmanifest';

/** The installed app opens here, and only /m/ belongs to it. */
export const START_URL = '/m/home';
export const SCOPE = '/m/';
/** A launcher's label: the name when it fits, else its first words that do. */
export const SHORT_NAME_MAX = 12;
const FALLBACK_COLOUR = '#12151e';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

export function shortName(name: string, max = SHORT_NAME_MAX): string {
  if (name.length <= max) return name;
  let out = '';
  for (const word of name.split(/\s+/)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > max) break;
    out = next;
  }
  return out || name.slice(0, max);
}

const colour = (value: unknown): string => (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : FALLBACK_COLOUR);

/** The manifest of a merchant's brand; the platform's main merchant when the code is unknown. */
export function webAppManifest(brand: { name: string; appBackground: string; appDescription: string }): WebAppManifest {
  const background = colour(brand.appBackground);
  return {
    id: START_URL,
    name: brand.name,
    short_name: shortName(brand.name),
    description: brand.appDescription,
    start_url: START_URL,
    scope: SCOPE,
    display: 'standalone',
    background_color: background,
    theme_color: background,
    icons: [
      { src: '/img/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/img/app-icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

/** Answers GET/HEAD /m/manifest.webmanifest; undefined for any other path. A platform that does not answer: 503, tried again at the next request. */
export async function serveManifest(req: Request, url: URL, facts: PublicFacts, scope: CallScope): Promise<Response | undefined> {
  if (url.pathname !== MANIFEST_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
  const code = url.searchParams.get('merchant');
  const brand = await facts.get(merchantBrand, code && /^[A-Za-z0-9_-]{1,32}$/.test(code) ? { merchantCode: code } : {}, scope);
  if (!brand) return sendBody(req, 'the platform did not answer', 'text/plain; charset=utf-8', 'no-store', { 'Retry-After': '5' }, 503);
  // Short-lived: a merchant's new colours reach installed apps within the hour.
  return sendBody(req, JSON.stringify(webAppManifest(brand)), 'application/manifest+json; charset=utf-8', 'public, max-age=3600');
}
