import type { ServerResponse } from 'node:http';

/**
 * The policy of an HTML answer: no inline script, nothing from elsewhere, and no inline style
 * but the ones named by hash (`styleHashes`: the site's own stylesheet written into its page,
 * server/web/inline-style.ts).
 */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "frame-src 'self'",
  ].join('; ');
}

/**
 * The policy of the embed demo pages (/embed/): what a partner page embedding the kit needs and
 * nothing more, with Trusted Types enforced. `platform` is the origin of the kit and the API.
 *
 * - script-src: the page's own scripts and the kit (mc-loader.js and its chunks);
 * - connect-src: the API; img-src: the platform's images, and data: for the captcha image;
 * - frame-src: the platform, for <mc-launch-game> (a game in a frame);
 * - style-src 'self': the page's own stylesheets (the kit's styles are constructed stylesheets
 *   adopted into shadow roots, which need no style-src);
 * - Trusted Types: only the policies `mc-kit` (the kit's, for sanitised platform HTML) and
 *   `dompurify` (a second kit version on the page falls back to DOMPurify's own) may exist.
 */
export function embedContentSecurityPolicy(platform: string): string {
  const p = platform && platform !== "'self'" ? ` ${platform}` : '';
  return [
    "default-src 'none'",
    `script-src 'self'${p}`,
    "style-src 'self'",
    `img-src 'self'${p} data:`,
    `connect-src 'self'${p}`,
    `frame-src 'self'${p}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types mc-kit dompurify',
  ].join('; ');
}

/** Headers for the embed demo pages. */
export function embedSecurityHeaders(res: ServerResponse, platform: string): void {
  baseSecurityHeaders(res);
  res.setHeader('Content-Security-Policy', embedContentSecurityPolicy(platform));
}

/** Headers for every answer. */
export function baseSecurityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/** Headers for HTML answers (`styleHashes`: the inline styles the page may have). */
export function htmlSecurityHeaders(res: ServerResponse, styleHashes: readonly string[] = []): void {
  baseSecurityHeaders(res);
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(styleHashes));
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A small self-contained HTML page (no scripts, no inline styles) with the HTML headers. */
export function sendHtml(res: ServerResponse, status: number, html: string, headOnly = false): void {
  htmlSecurityHeaders(res);
  const buf = Buffer.from(html, 'utf8');
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': buf.length });
  res.end(headOnly ? undefined : buf);
}

export function simplePage(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body>${bodyHtml}</body></html>`;
}
