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

/** The schemes each use takes; an image's `data:` URL must be a picture. */
const ALLOWED: Record<UrlUse, RegExp> = {
  link: /^https?:/i,
  contact: /^(?:https?|mailto|tel):/i,
  image: /^(?:https?:|data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,])/i,
};

/** What the URL parser ignores: ASCII tab and newlines anywhere, C0 controls and space around. */
const parsed = (raw: string): string => raw.replace(/[\t\n\r]/g, '').replace(/^[\0- ]+|[\0- ]+$/g, '');

/** The URL as the browser will read it when the allow-list takes it, else null. */
export function safeUrl(raw: unknown, use: UrlUse = 'link'): string | null {
  if (typeof raw !== 'string') return null;
  const url = parsed(raw);
  // The scheme is looked for stricter than any parser would: without any control character or
  // Unicode space (what DOMPurify drops for its own check too), so `\u2028javascript:` counts.
  const probe = url.replace(/[\0- \x7f-\xa0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '');
  if (!url) return null;
  return !/^[a-z][a-z\d+.-]*:/i.test(probe) || ALLOWED[use].test(probe) ? url : null;
}

/** A link that leaves the site: absolute `http(s)` or protocol-relative (`//host`, `/\host`). */
export const leavesSite = (href: string): boolean => /^(?:https?:)?[\\/]{2}/i.test(parsed(href));
