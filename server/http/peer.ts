import type { IncomingMessage } from 'node:http';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from '../../front/http/client-address.ts';

/**
 * Who is asking and where they reached us, for the platform behind a front: the client's
 * address, host and scheme come from `X-Forwarded-*` only when the socket's peer is a trusted
 * proxy (the front; MC_TRUSTED_PROXIES, loopback by default, where `npm start` runs the front),
 * and from the socket and `Host` otherwise. Limits, the admin routes' loopback check and the
 * links the platform hands out all read these.
 */
let trusted: TrustedProxies = parseTrustedProxies('loopback');

export function trustProxies(list: TrustedProxies): void {
  trusted = list;
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
const socketAddress = (req: IncomingMessage): string => req.socket.remoteAddress ?? 'unknown';
const fromTrustedProxy = (req: IncomingMessage): boolean => trusted.includes(socketAddress(req));

/** The client's address (IPv4-mapped addresses as IPv4). */
export function clientIp(req: IncomingMessage): string {
  return clientAddress(socketAddress(req), first(req.headers['x-forwarded-for']), trusted);
}

/** The host the client asked for (`X-Forwarded-Host` from a trusted proxy, else `Host` or HTTP/2's `:authority`). */
export function requestHost(req: IncomingMessage): string | undefined {
  if (fromTrustedProxy(req)) {
    const forwarded = first(req.headers['x-forwarded-host']);
    if (forwarded) return forwarded;
  }
  const authority = req.headers[':authority'];
  return req.headers.host ?? (typeof authority === 'string' ? authority : undefined);
}

/** The scheme the client used. */
export function requestScheme(req: IncomingMessage): 'http' | 'https' {
  if (fromTrustedProxy(req)) {
    const forwarded = first(req.headers['x-forwarded-proto'])?.toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return forwarded;
  }
  return (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
}
