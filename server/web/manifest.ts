import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformState } from '../state.ts';

/**
 * The web app manifest of the /m/ site (`/m/manifest.webmanifest`), per merchant: the name from
 * the merchant's record, the colours from its mobile template (`app_background`, the colour of its
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

interface MerchantRow {
  code: string;
  name: string;
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

export function webAppManifest(app: PlatformState, merchantCode: string | null): WebAppManifest {
  const find = app.db.prepare("SELECT code, name FROM merchants WHERE kind = 'main' AND code = ?");
  const merchant =
    (merchantCode ? (find.get(merchantCode) as MerchantRow | undefined) : undefined) ??
    (app.db.prepare("SELECT code, name FROM merchants WHERE kind = 'main' ORDER BY rowid LIMIT 1").get() as MerchantRow);
  const template = app.switches.mobileTemplate();
  const background = colour(template.app_background);
  return {
    id: START_URL,
    name: merchant.name,
    short_name: shortName(merchant.name),
    description: typeof template.app_desc === 'string' ? template.app_desc : '',
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

/** Answers GET/HEAD /m/manifest.webmanifest; false for any other path. */
export function serveManifest(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (url.pathname !== MANIFEST_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const body = Buffer.from(JSON.stringify(webAppManifest(app, url.searchParams.get('merchant'))), 'utf8');
  // Short-lived: a merchant's new colours reach installed apps within the hour.
  res.writeHead(200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
