import type { ServerResponse } from 'node:http';
import { BASE_HEADERS, contentSecurityPolicy } from '../../front/http/headers.ts';

/**
 * The platform's own HTML answers (the demo game, the payment and download pages, the back
 * office) carry the same headers as the front's pages: the policies are written once, in the
 * front (front/http/headers.ts), and set here on node's response.
 */
export { contentSecurityPolicy, escapeHtml, simplePage } from '../../front/http/headers.ts';

export function baseSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
}

export function htmlSecurityHeaders(res: ServerResponse, styleHashes: readonly string[] = []): void {
  baseSecurityHeaders(res);
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(styleHashes));
}

/** A small self-contained HTML page (no scripts, no inline styles) with the HTML headers. */
export function sendHtml(res: ServerResponse, status: number, html: string, headOnly = false): void {
  htmlSecurityHeaders(res);
  const buf = Buffer.from(html, 'utf8');
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': buf.length });
  res.end(headOnly ? undefined : buf);
}
