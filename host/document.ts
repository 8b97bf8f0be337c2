/** What the host keeps in step on the document itself: `<html lang dir>` and the tab title. */
import { htmlLang, type LanguageCode } from '../core/stores/language.ts';
import type { Route } from './routes.ts';

export { htmlLang };

export function applyLanguage(code: LanguageCode, dir: 'ltr' | 'rtl'): void {
  const root = document.documentElement;
  const lang = htmlLang(code);
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
}

/** "Login · MC Gaming"; just the site name when there is no page name (home, start-up). */
export function documentTitle(siteName: string, pageName?: string): string {
  return pageName ? `${pageName} · ${siteName}` : siteName;
}

/**
 * The i18n key of a page's title (tab and header). §2.2 names the password page of a forced change
 * after a first login (or an expired password) "first password".
 */
export function pageTitleKey(route: Pick<Route, 'id' | 'title'>, mustChangePassword: boolean): string {
  return route.id === 'changePsw' && mustChangePassword ? 'title.firstPassword' : route.title;
}

/**
 * Sets the document's referrer policy for a page whose address may carry a secret (a reset link's
 * token), before its elements load: no request from then on sends the address as its Referer.
 * A referrer policy set by a meta element stays with the document even when the element goes,
 * so it is never put back; the element that reads the secret also takes it out of the address.
 */
export function applyReferrerPolicy(policy: 'no-referrer' | undefined): void {
  if (!policy) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'referrer';
    document.head.prepend(meta);
  }
  if (meta.content !== policy) meta.content = policy;
}
