/**
 * The one allow-list for URLs that come from platform data (banners, announcements, contact
 * and download links, payment and game pages, images), for every `href`, `src` and
 * `window.open` of the kit, in both builds. React refuses `javascript:` URLs itself; preact (the
 * lite build) does not, so nothing here relies on the framework.
 *
 * Allowed: `http:` and `https:`, relative URLs (`/m/…`, `img/x.png`, `?q`, `#top`, `//host/…`),
 * and `mailto:` and `tel:` where the use is a contact link. An image (`<img src>`, which runs no
 * script, SVG included) may also be a `data:image/…` URL of a picture type, as the platform's
 * captcha is. Anything else (`javascript:`, any other `data:`, `vbscript:`, `blob:`, `file:`,
 * unknown schemes) is refused, for links, frames and windows always.
 *
 * The scheme is read as a browser reads it: tabs and line breaks anywhere, and leading or
 * trailing control characters and spaces, do not count (`jav&#x09;ascript:` is `javascript:`).
 */
export type UrlUse = 'link' | 'contact' | 'image';

const SCHEMES: Record<UrlUse, ReadonlySet<string>> = {
  link: new Set(['http', 'https']),
  contact: new Set(['http', 'https', 'mailto', 'tel']),
  image: new Set(['http', 'https', 'data']),
};
/** The `data:` URLs an image may be: pictures only. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/** What the URL parser ignores: ASCII tab and newlines anywhere, C0 controls and space around. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser's own rule names these characters
const parsed = (raw: string): string => raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/**
 * Stricter than any parser, for finding the scheme: no control character or Unicode space
 * anywhere (what DOMPurify also drops before its own check), so `\u2028javascript:` counts too.
 */
const schemeOf = (url: string): string | undefined =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
  /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, ''))?.[1]?.toLowerCase();

/** The URL as the browser will read it when the allow-list takes it, else null. */
export function safeUrl(raw: unknown, use: UrlUse = 'link'): string | null {
  if (typeof raw !== 'string') return null;
  const url = parsed(raw);
  if (url === '') return null;
  const scheme = schemeOf(url);
  if (scheme === undefined) return url; // relative
  if (!SCHEMES[use].has(scheme)) return null;
  return scheme !== 'data' || DATA_IMAGE.test(url) ? url : null;
}

/** A link that leaves the site: absolute `http(s)` or protocol-relative (`//host`, `/\host`). */
export const leavesSite = (href: string): boolean => /^(?:https?:)?[\\/]{2}/i.test(parsed(href));
