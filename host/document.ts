/** What the host keeps in step on the document itself: `<html lang dir>` and the tab title. */
import { htmlLang, type LanguageCode } from '../core/stores/language.ts';

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
