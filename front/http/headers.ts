/**
 * The headers and policies of every answer, written once: the front's pages and the platform's
 * own pages (server/http/security-headers.ts sets them on node's response) carry the same.
 */

/** On every answer. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The policy of an HTML answer: no inline script, nothing from elsewhere, and no inline style
 * but the ones named by hash (`styleHashes`: the site's own stylesheet written into its page,
 * front/site/inline-style.ts).
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
 * The policy of the embed demo pages (/embed/) and the docs: what a partner page embedding the
 * kit needs and nothing more, with Trusted Types enforced. `platform` is the origin of the kit
 * and the API.
 *
 * - script-src: the page's own scripts and the kit (mc-loader.js and its chunks);
 * - connect-src: the API; img-src: the platform's images, and data: for the captcha image;
 * - frame-src: the platform, for the kit's frames and <mc-launch-game> (a game in a frame);
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

/** Headers of an HTML answer of the site (`styleHashes`: the inline styles the page may have). */
export function htmlHeaders(styleHashes: readonly string[] = []): Record<string, string> {
  return { ...BASE_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(styleHashes) };
}

/** Headers of an embed demo page or a docs page. */
export function embedHeaders(platform: string): Record<string, string> {
  return { ...BASE_HEADERS, 'Content-Security-Policy': embedContentSecurityPolicy(platform) };
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A small self-contained HTML page (no scripts, no inline styles). */
export function simplePage(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body>${bodyHtml}</body></html>`;
}
