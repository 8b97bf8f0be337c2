/**
 * HTML from the platform (announcements, notices, help items, promotions) goes through here
 * before it is shown, and its links are followed through here when tapped.
 *
 * - `sanitizeHtml(html)`: DOMPurify with a strict profile: HTML only (no SVG, no MathML), no
 *   `<script>`, `<style>`, frames, forms or embeds, no event-handler attributes, no `style`
 *   attributes (the kit runs under a CSP without inline styles), no `javascript:`/`data:` links.
 *   Every `href` (contact use: mailto and tel too) and `src` (image use) passes the kit's URL
 *   allow-list (core/url.ts).
 *   Links that leave the site (`http…`, `//host`) open in a new tab with `rel="noopener noreferrer"`;
 *   root-relative images point at the platform (`assetUrl`), so they also work on partner pages.
 * - `onContentClick(host, onInApp?)`: a click handler for the container of sanitised HTML:
 *   `http…` links open externally in a new tab, every other link is an in-app navigation (§4).
 * - Trusted Types: where the browser has them, `sanitizeHtml` returns TrustedHTML made by the
 *   kit's policy `mc-kit` (trusted-types.ts; DOMPurify parses through it as well), so the kit runs on pages that
 *   enforce `require-trusted-types-for 'script'` with `trusted-types mc-kit dompurify`. When the
 *   name is taken (a second kit version on the page), DOMPurify's own `dompurify` policy is used.
 *
 *   <div className="content" onClick={onContentClick(host)} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
 */
import DOMPurify, { type Config } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib/index.js';
import { hasTrustedTypes, kitPolicy } from './trusted-types.ts';
import { assetUrl } from '../../core/config.ts';
import { isExternalLink, navigate, type NavigateTarget } from '../../core/nav.ts';
import { safeUrl } from '../../core/url.ts';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'meta',
    'link',
    'base',
    'template',
    'noscript',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'ping'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  // DOMPurify's own first filter, as strict as core/url.ts (whose safeUrl checks again in the hook):
  // http(s), mailto, tel, and relative or fragment links; never javascript:, data:, vbscript:…
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

function config(): Config {
  const own = kitPolicy();
  return own ? { ...CONFIG, TRUSTED_TYPES_POLICY: own } : CONFIG;
}

/** One DOMPurify instance of our own, so our hooks never touch a partner page's DOMPurify. */
function instance(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    // The kit's one URL allow-list (core/url.ts) has the last word on every link and image.
    for (const attr of ['href', 'src'] as const) {
      const value = node.getAttribute(attr);
      if (value === null) continue;
      const url = safeUrl(value, attr === 'src' ? 'image' : 'contact');
      if (url === null) node.removeAttribute(attr);
      else if (url !== value) node.setAttribute(attr, url);
    }
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (isExternalLink(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src) node.setAttribute('src', assetUrl(src));
      else node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = p;
  return p;
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`: TrustedHTML where the browser has Trusted Types, else
 * a string. Anything that is not a string, and HTML with nothing left, is the empty HTML, which
 * under Trusted Types is an (empty) TrustedHTML too: a page that enforces them refuses even ''
 * as a plain string, and one such item would blank the whole list. Test with `isEmptyHtml`.
 */
export function sanitizeHtml(html: unknown): string | TrustedHTML {
  const own = kitPolicy();
  if (typeof html !== 'string' || html === '') return emptyHtml(own);
  const p = instance();
  if (own || !hasTrustedTypes()) {
    const safe = p.sanitize(html, config()) as string;
    return own ? own.createHTML(safe) : safe;
  }
  // Trusted Types without a policy of our own: DOMPurify signs it with its `dompurify` policy.
  return p.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

/** Nothing to show: '' or an empty TrustedHTML. */
export const isEmptyHtml = (html: string | TrustedHTML): boolean => String(html) === '';

function emptyHtml(own: ReturnType<typeof kitPolicy>): string | TrustedHTML {
  if (own) return own.createHTML('');
  const tt = (globalThis as unknown as { trustedTypes?: { emptyHTML: TrustedHTML } }).trustedTypes;
  return tt?.emptyHTML ?? '';
}

/** Plain text of platform HTML (titles in a marquee, aria labels). No HTML sink involved. */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const fragment = instance().sanitize(html, { ...config(), RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Click handler for a container of sanitised HTML. External (`http…`) links open in a new tab
 * with no opener; other links navigate in the app (`mc-navigate`). `onInApp` runs before an
 * in-app navigation (e.g. to close the popup the link sits in).
 */
export function onContentClick(host: EventTarget, onInApp?: (path: string) => void) {
  return (event: { target: EventTarget | null; preventDefault(): void; defaultPrevented?: boolean }) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    if (!link || event.defaultPrevented) return;
    const href = safeUrl(link.getAttribute('href'), 'contact') ?? '';
    if (/^(mailto|tel):/i.test(href)) return; // the device handles these
    event.preventDefault();
    if (!href || href.startsWith('#')) return;
    if (isExternalLink(href)) {
      window.open(href, '_blank', 'noopener,noreferrer');
      return;
    }
    const path = href.startsWith('/') ? href : `/${href.replace(/^\.?\/*/, '')}`;
    onInApp?.(path);
    navigate(host, path as NavigateTarget);
  };
}
