/**
 * The link that takes a player from a partner page to the platform's site with a hand-off code
 * (core/auth/handoff.ts). A module with no imports: the kit's loader builds the same link.
 */
export const HANDOFF_FRAGMENT = 'mc-handoff';

/** Codes are 32 random bytes in base64url. */
export const HANDOFF_CODE = /^[A-Za-z0-9_-]{43}$/;

/**
 * `site` + `path`, carrying `code` in the fragment: a fragment reaches no server and no Referer,
 * and the site removes it from the address bar before anything else runs. A path's own fragment
 * gives way.
 */
export function handoffUrl(site: string, path: string, code: string | null): string {
  const url = `${site.replace(/\/+$/, '')}${path}`;
  return code ? `${url.replace(/#.*$/, '')}#${HANDOFF_FRAGMENT}=${code}` : url;
}

/** A path of the platform's site ('/m/home'): what a partner may ask a link for. Throws a TypeError for anything else. */
export function sitePath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) throw new TypeError('mc-kit: siteUrl takes a path of the site (/m/…)');
  return path;
}
