/**
 * Which partner origins a merchant allows (MC_ALLOWED_ORIGINS, comma-separated): an entry
 * `https://partner.example` is allowed for every merchant; `MC02=https://partner.example` only
 * for merchant MC02. The same list says who may call the API from a page (CORS) and who may frame
 * the kit's frame page (`frame-ancestors`).
 */
export const ALLOWED_REQUEST_HEADERS = [
  'Merchant',
  'Language',
  'Authorization',
  'Module-Id',
  'Device',
  'Encryption',
  'Content-Type',
  'Idempotency-Key',
  'Last-Event-ID',
];
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

export function normaliseOrigin(origin: string): string | null {
  try {
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** One allow-list entry, normalised: `https://a.example` or `MC02=https://a.example`; null if malformed. */
export function normaliseEntry(entry: string): string | null {
  const m = entry.trim().match(/^([A-Za-z0-9_-]{1,32})=(.+)$/);
  if (!m) return normaliseOrigin(entry.trim());
  const origin = normaliseOrigin(m[2]!.trim());
  return origin ? `${m[1]!.toUpperCase()}=${origin}` : null;
}

export function parseOriginList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => normaliseEntry(s))
    .filter((s): s is string => s !== null);
}

/** The partner origins `merchant` allows: entries for every merchant and its own (`MC02=https://…`). */
export function partnerOrigins(allowList: readonly string[], merchant: string): string[] {
  const own = `${merchant.toUpperCase()}=`;
  return allowList.flatMap((entry) => (entry.includes('=') ? (entry.startsWith(own) ? [entry.slice(own.length)] : []) : [entry]));
}

/** What a request says of where it comes from, read off whatever carries it. */
export interface OriginQuestion {
  /** The Origin header. */
  origin: string | undefined;
  /** The origin the request reached us at (its Host). */
  own: string | null;
  /** The merchant the call names, if any. */
  merchant: string | undefined;
  preflight: boolean;
}

/**
 * Whether the request's origin may read the answer: the server's own origin, an origin allowed
 * for every merchant, or one allowed for the merchant the call names. A preflight carries no
 * header values, so it is allowed for an origin any merchant allows; the call itself then gets
 * Access-Control-Allow-Origin only when its merchant allows the origin.
 */
export function isOriginAllowed(q: OriginQuestion, allowList: readonly string[]): boolean {
  if (!q.origin) return false;
  const o = normaliseOrigin(q.origin);
  if (!o) return false;
  if (o === q.own || allowList.includes(o)) return true;
  if (q.preflight) return allowList.some((entry) => entry.endsWith(`=${o}`));
  const merchant = q.merchant?.trim().toUpperCase();
  return !!merchant && allowList.includes(`${merchant}=${o}`);
}

/** The headers of a preflight's answer for an allowed origin. */
export function preflightHeaders(origin: string): Record<string, string> {
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'Access-Control-Max-Age': '600',
  };
}
