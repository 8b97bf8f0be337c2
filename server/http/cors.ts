import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for partner pages: only origins in the merchant's allow list (plus the server's own
 * origin) get Access-Control-Allow-Origin. No credentials: the token travels in a header.
 */
export const ALLOWED_REQUEST_HEADERS = ['Merchant', 'Language', 'Authorization', 'Module-Id', 'Device', 'Encryption', 'Content-Type'];
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

export function parseOriginList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => normaliseOrigin(s))
    .filter((s): s is string => s !== null);
}

/** The origin the request reached us at, judged by its Host header. */
export function ownOrigin(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host) return null;
  const proto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return normaliseOrigin(`${proto}://${host}`);
}

export function isOriginAllowed(req: IncomingMessage, allowList: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const o = normaliseOrigin(origin);
  if (!o) return false;
  return o === ownOrigin(req) || allowList.includes(o);
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
