/**
 * Where a player goes from a partner page to the platform's site signed in (core/api/handoff.ts):
 * the frame posts a form to the site's hand-off route, on the player's tap, with the code in its
 * body; the route keeps the code with the browser (a cookie the page cannot read) and sends the
 * browser on to the page, where the site redeems it. A module with no imports: the kit's loader
 * and frame use it too.
 */

/** The site's hand-off route (POST): the form's action. */
export const HANDOFF_ROUTE = '/m/handoff';

/** A cookie the site can read, saying that it arrived with a hand-off to redeem (it holds no code). */
export const HANDOFF_PENDING_COOKIE = 'mc_handoff';

/** Codes are 32 random bytes in base64url. */
export const HANDOFF_CODE = /^[A-Za-z0-9_-]{43}$/;

/** A path of the platform's site ('/m/home'): what a partner may ask a link for. Throws a TypeError for anything else. */
export function sitePath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) throw new TypeError('mc-kit: siteUrl takes a path of the site (/m/…)');
  return path;
}

/** The site's address for a path: a plain link, which carries no code. */
export function siteLink(site: string, path: string): string {
  return `${site.replace(/\/+$/, '')}${path}`;
}
