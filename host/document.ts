/** What the host keeps in step on the document itself: `<html lang dir>` and the tab title. */
import type { LanguageCode } from '../core/stores/language.ts';
import type { Route } from './routes.ts';

/**
 * BCP 47 tags for the platform's language codes where the lower-cased code is not one: TY is the
 * platform's name for Tagalog, CN and TW are the two Chinese scripts.
 */
const BCP47: Partial<Record<LanguageCode, string>> = { TY: 'tl', CN: 'zh-CN', TW: 'zh-TW' };

export const htmlLang = (code: LanguageCode): string => BCP47[code] ?? code.toLowerCase();

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
