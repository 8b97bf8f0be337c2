/**
 * How long a /m/ page may be kept, and by whom. A page holds no session (the player's token
 * lives in the browser's session storage, never in the HTML), so one page serves every visitor
 * of a merchant in a language: a CDN may share it for a short time and refresh it in the
 * background. The browser itself asks again each time (max-age=0), so a new build or a
 * maintenance switch reaches it at once, and the CDN within `sharedSeconds`.
 *
 * The cache key must carry the language, and a CDN keys on the address: a page whose language
 * the address names (`?lang=pt`), or that has the default language because nothing names one,
 * is shared. A page whose language came from the player's cookie is that player's alone
 * (`private`): the operators' guide asks the CDN to pass requests carrying the `mc_lang` cookie
 * through, which every CDN can do without keying on all cookies (`Vary: Cookie`).
 * A page made while the platform did not answer is never kept, nor one whose address carries a
 * secret (a password reset link's token: its page record asks for no referrer), nor one drawn
 * with a player's own facts (the member centre a hand-off leads to: front/handoff/arrival.ts).
 * That one comes only with the hand-off's cookie: the operators' guide asks the CDN to pass
 * requests carrying it through, as with `mc_lang`.
 */
export function pageCacheControl(page: {
  languageFrom: 'address' | 'cookie' | 'default';
  complete: boolean;
  sharedSeconds: number;
  secretInAddress?: boolean;
  personal?: boolean;
}): { cacheControl: string; vary?: string } {
  if (page.personal) return { cacheControl: 'private, no-store' };
  if (!page.complete || page.secretInAddress) return { cacheControl: 'no-store' };
  if (page.languageFrom === 'cookie' || page.sharedSeconds <= 0) return { cacheControl: 'private, no-cache' };
  return { cacheControl: `public, max-age=0, s-maxage=${page.sharedSeconds}, stale-while-revalidate=${page.sharedSeconds * 10}` };
}
