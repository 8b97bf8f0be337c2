import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestHost, requestScheme } from './peer.ts';
import { isOriginAllowed as isAllowed, normaliseOrigin, preflightHeaders } from '../../front/http/origins.ts';

/**
 * CORS for partner pages calling the platform straight (an operator may point the browser at the
 * platform's own address instead of the front): only origins in the merchant's allow list (plus
 * the server's own origin) get Access-Control-Allow-Origin, by the rules of front/http/origins.ts.
 * No credentials: the token travels in a header.
 */
export { normaliseEntry, normaliseOrigin, parseOriginList } from '../../front/http/origins.ts';

/** The merchant a call names (upper case), if any. */
function merchantOf(req: IncomingMessage): string | undefined {
  const value = req.headers.merchant;
  const merchant = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return merchant || undefined;
}

/** The origin the request reached us at (behind the front: the origin the front was reached at, server/http/peer.ts). */
export function ownOrigin(req: IncomingMessage): string | null {
  const host = requestHost(req);
  return host ? normaliseOrigin(`${requestScheme(req)}://${host}`) : null;
}

/** Whether `req`'s origin may read the answer (front/http/origins.ts). */
export function isOriginAllowed(req: IncomingMessage, allowList: readonly string[]): boolean {
  return isAllowed({ origin: req.headers.origin, own: ownOrigin(req), merchant: merchantOf(req), preflight: req.method === 'OPTIONS' }, allowList);
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
  res.writeHead(204, { ...preflightHeaders(normaliseOrigin(req.headers.origin!)!), 'Content-Length': 0 });
  res.end();
}
