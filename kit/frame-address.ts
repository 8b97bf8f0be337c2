/**
 * The address of a kit frame (`<kit>/frame.html`, front/embed/frame.ts) for an element on a
 * partner page: the page's origin, the tag, the merchant, language and build, the element's
 * attributes (`a.<name>`) and the page's theme tokens (`t.<token>`) that are safe to pass, and in
 * the fragment the id of the page whose frames share a session (kit/frame-peers.ts).
 */

/** The theme tokens a page passes into its frames: the kit's own custom properties. */
export const THEME_TOKENS: readonly string[] = [
  '--mc-color-primary',
  '--mc-color-on-primary',
  '--mc-color-surface',
  '--mc-color-surface-2',
  '--mc-color-text',
  '--mc-color-muted',
  '--mc-color-danger',
  '--mc-color-success',
  '--mc-color-focus',
  '--mc-radius',
  '--mc-font',
];

/** A token value a frame takes: a short plain value (no url(), escapes or blocks). */
export const safeTokenValue = (value: string): boolean => value.length <= 200 && !/url\(|[\\;{}<>]/i.test(value);

/** The frame address's fragment parameter that names the page its frames share a session channel for (kit/frame-peers.ts). */
export const PAGE_PARAM = 'page';

export interface FrameSite {
  /** The kit version's folder on the platform, ending in '/' (https://platform.example/kit/0.1.0/). */
  kitBase: string;
  merchant?: string;
  build: 'lite' | 'react';
  /** The kit's language now: a page may change it after the first frame. */
  lang: () => string | undefined;
  /** The id the page's frames share (a random one per page view). */
  pageId: string;
}

/** The theme tokens `el` has from the page, those a frame takes. */
export function themeOf(el: Element): Record<string, string> {
  const style = getComputedStyle(el);
  const tokens: Record<string, string> = {};
  for (const name of THEME_TOKENS) {
    const value = style.getPropertyValue(name).trim();
    if (value && safeTokenValue(value)) tokens[name] = value;
  }
  return tokens;
}

/** The element's attributes that go into its frame: not those that only place it in the page. */
export function attributesOf(el: Element): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const { name, value } of el.attributes) if (name !== 'style' && name !== 'class' && name !== 'id') attrs[name] = value;
  return attrs;
}

/** The frame page's address for `el` (its tag, attributes and theme), or for the page's hidden frame (none). */
export function frameUrl(site: FrameSite, el?: Element): string {
  const url = new URL('frame.html', site.kitBase);
  const q = url.searchParams;
  q.set('origin', location.origin);
  if (el) q.set('tag', el.localName);
  if (site.merchant) q.set('merchant', site.merchant);
  const lang = site.lang();
  if (lang) q.set('lang', lang);
  q.set('build', site.build);
  if (el) {
    for (const [name, value] of Object.entries(attributesOf(el))) q.set(`a.${name}`, value);
    for (const [name, value] of Object.entries(themeOf(el))) q.set(`t.${name}`, value);
  }
  // In the fragment, so the frame's address stays the same to any cache.
  url.hash = `${PAGE_PARAM}=${site.pageId}`;
  return url.href;
}
