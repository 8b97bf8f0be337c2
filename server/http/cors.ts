import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for partner pages: only origins in the merchant's allow list (plus the server's own
 * origin) get Access-Control-Allow-Origin. No credentials: the token travels in a header.
 *
 * Allow-list entries (MC_ALLOWED_ORIGINS, comma-separated): `https://partner.example` is allowed
 * for every merchant; `MC02=https://partner.example` only for calls that name merchant MC02 in
 * their `Merchant` header. A preflight carries no header values, so it is answered for an origin
 * some merchant allows; the call itself gets Access-Control-Allow-Origin only when its merchant
 * allows the origin — the browser then refuses the answer to the page.
 */
export const ALLOWED_REQUEST_HEADERS = ['Merchant', 'Language', 'Authorization', 'Module-Id', 'Device', 'Encryption', 'Content-Type', 'Idempotency-Key'];
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

/** The merchant a call names (upper case), if any. */
function merchantOf(req: IncomingMessage): string | undefined {
  const value = req.headers.merchant;
  const merchant = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return merchant || undefined;
}

/** The origin the request reached us at, judged by its Host header (`:authority` over HTTP/2). */
export function ownOrigin(req: IncomingMessage): string | null {
  const authority = req.headers[':authority'];
  const host = req.headers.host ?? (typeof authority === 'string' ? authority : undefined);
  if (!host) return null;
  const proto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return normaliseOrigin(`${proto}://${host}`);
}

/**
 * Whether `req`'s origin may read the answer: the server's own origin, an origin allowed for every
 * merchant, or one allowed for the merchant the call names. For a preflight (no merchant value
 * yet), an origin any merchant allows.
 */
export function isOriginAllowed(req: IncomingMessage, allowList: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const o = normaliseOrigin(origin);
  if (!o) return false;
  if (o === ownOrigin(req) || allowList.includes(o)) return true;
  if (req.method === 'OPTIONS') return allowList.some((entry) => entry.endsWith(`=${o}`));
  const merchant = merchantOf(req);
  return merchant !== undefined && allowList.includes(`${merchant}=${o}`);
}

/** Adds the CORS headers a non-preflight answer needs. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowList: readonly string[]): void {
  res.setHeader('Vary', 'Origin');
  if (isOriginAllowed(req, allowList)) {
    res.setHeader('Access-Control-Allow-Origin', normaliseOrigin(req.headers.origin!)!);
  }
}

/** Answers an OPTIONS preflight: 204 with the allowances for a listed origin, 403 otherwise. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, allowList: readonly string[]): void {
  if (!isOriginAllowed(req, allowList)) {
    res.writeHead(403, { Vary: 'Origin', 'Content-Length': 0 });
    res.end();
    return;
  }
  res.writeHead(204, {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': normaliseOrigin(req.headers.origin!)!,
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'Access-Control-Max-Age': '600',
    'Content-Length': 0,
  });
  res.end();
}
