import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_HEADERS, escapeHtml, simplePage } from '../http/headers.ts';
import { normaliseOrigin, partnerOrigins } from '../http/origins.ts';
import { sendBody, sendHtml } from '../http/respond.ts';

/**
 * The kit's frame page, `/kit/<version>/frame.html?tag=mc-login&origin=<partner>&merchant=MC01…`:
 * where an element that takes a credential or acts with the player's session renders when a
 * partner page (another origin) shows it (kit/frame-host.ts on the page, kit/frame.ts here).
 * It loads the same version's loader, which renders the element in place, on the platform's
 * origin. Only a partner origin the merchant allows (MC_ALLOWED_ORIGINS, the same list as CORS)
 * may frame it: the `origin` it names must be one, and `frame-ancestors` lists them all.
 */
const PATH = /^\/kit\/([0-9A-Za-z.+-]{1,40})\/frame\.html$/;
const MERCHANT = /^[A-Za-z0-9_-]{1,32}$/;
const LANG = /^[A-Za-z-]{2,8}$/;

/** The frame page's policy: the loader's own origin for everything, framed by `ancestors` only. */
export function frameContentSecurityPolicy(ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
    "require-trusted-types-for 'script'",
    'trusted-types mc-kit dompurify',
  ].join('; ');
}

/** The frame page for `url`, or undefined for any other path. `allowList`: MC_ALLOWED_ORIGINS, parsed. */
export function serveFrame(req: Request, url: URL, allowList: readonly string[], kitDir: string): Response | undefined {
  const match = url.pathname.match(PATH);
  if (!match) return undefined;
  const version = match[1]!;
  const merchant = url.searchParams.get('merchant') ?? 'MC01';
  const origin = normaliseOrigin(url.searchParams.get('origin') ?? '');
  const ancestors = MERCHANT.test(merchant) ? partnerOrigins(allowList, merchant) : [];
  if (!origin || !ancestors.includes(origin)) {
    return sendHtml(req, 403, simplePage('Not allowed', '<p>This page may only be shown inside a partner page the merchant allows.</p>'));
  }
  if (!existsSync(join(kitDir, version, 'mc-loader.js'))) return sendHtml(req, 404, simplePage('Not found', '<p>No such kit version.</p>'));
  const lang = url.searchParams.get('lang') ?? '';
  const build = url.searchParams.get('build') === 'react' ? 'react' : 'lite';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>MC</title><script type="module" src="/kit/${escapeHtml(version)}/mc-loader.js" data-api="" data-frame="" data-merchant="${escapeHtml(MERCHANT.test(merchant) ? merchant : 'MC01')}" data-build="${build}"${LANG.test(lang) ? ` data-lang="${escapeHtml(lang)}"` : ''}></script></head><body></body></html>`;
  return sendBody(req, html, 'text/html; charset=utf-8', 'no-cache', {
    ...BASE_HEADERS,
    'Content-Security-Policy': frameContentSecurityPolicy(ancestors),
    // No referrer leaves the frame for another origin; its own requests keep their Origin, which the hand-off route checks.
    'Referrer-Policy': 'same-origin',
  });
}
