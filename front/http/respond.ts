import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { encodeFor, StaticCompressor } from './compression.ts';
import { BASE_HEADERS, htmlHeaders } from './headers.ts';

/**
 * Answers of the front as Web-standard Responses: a body made for the request (compressed as
 * the client accepts, from 1 kB on), a file (compressed once per version, 304 when unchanged),
 * an HTML page, a plain refusal. HEAD gets the headers alone.
 */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt', '.xml', '.ts', '.md']);
const compressed = new StaticCompressor();

const bodyFor = (req: Request, bytes: Uint8Array): BodyInit | null => (req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>));

/** A body made for this request. */
export function sendBody(
  req: Request,
  text: string | Uint8Array,
  type: string,
  cacheControl: string,
  extra: Record<string, string> = {},
  status = 200,
): Response {
  const headers = new Headers({ ...BASE_HEADERS, ...extra, 'Content-Type': type, 'Cache-Control': cacheControl });
  const raw = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const body = encodeFor(req.headers.get('accept-encoding'), headers, raw);
  headers.set('Content-Length', String(body.length));
  return new Response(bodyFor(req, body), { status, headers });
}

/** An HTML page of the site's kind: its CSP, never cached. */
export function sendHtml(req: Request, status: number, html: string, headers: Record<string, string> = htmlHeaders()): Response {
  return sendBody(req, html, TYPES['.html']!, 'no-cache', headers, status);
}

/** A short plain-text answer (404, 405, 400…). */
export function sendText(req: Request, status: number, text: string, extra: Record<string, string> = {}): Response {
  return sendBody(req, text, 'text/plain; charset=utf-8', 'no-cache', extra, status);
}

export function redirect(location: string, status: 301 | 302 | 303 | 307 = 301, extra: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { ...BASE_HEADERS, ...extra, Location: location, 'Content-Length': '0' } });
}

/** A file with its type, Last-Modified (304 when unchanged), compressed when asked and worth it. */
export function sendFile(req: Request, file: string, cacheControl: string, extra: Record<string, string> = {}): Response {
  const ext = extname(file).toLowerCase();
  const stat = statSync(file);
  const headers = new Headers({
    ...BASE_HEADERS,
    ...extra,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Last-Modified': stat.mtime.toUTCString(),
    'Cache-Control': cacheControl,
  });
  if (ext !== '.html' && req.headers.get('if-modified-since') === headers.get('Last-Modified')) return new Response(null, { status: 304, headers });
  const raw = readFileSync(file);
  // Brotli (else gzip) wherever it saves bytes, small files included: made once per file version.
  const body = COMPRESSIBLE.has(ext)
    ? encodeFor(req.headers.get('accept-encoding'), headers, raw, { minBytes: 0, encode: (encoding) => compressed.get(file, stat.mtimeMs, raw, encoding) })
    : raw;
  headers.set('Content-Length', String(body.length));
  return new Response(bodyFor(req, body), { status: 200, headers });
}

export function isFile(path: string): boolean {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}
