/**
 * Takes the first screen's data the platform put in the page (core/first-screen.ts) into the
 * stores, before anything would ask the platform for it: the configuration, the texts, and the
 * banners, announcements and hot matches of a page with a banner, the game list's first page and
 * the game types' vendors and classifications, and the member info of the player a hand-off
 * brings (core/auth/handoff-arrival.ts takes it once the code signs them in). Only what fits
 * this page: the same merchant, the player's language (else the page's first-screen markup goes
 * too; a visitor who never chose one takes the page's), the platform on this origin. The
 * language's numbers as the platform writes them (so the take-over makes no Intl object:
 * core/number-shape.ts). Also keeps the chosen language in a cookie, so the next page comes with
 * that language's texts.
 */
import { expectArrival } from '../core/auth/handoff-arrival.ts';
import { $kitConfig } from '../core/config.ts';
import { LANGUAGE_COOKIE, takeFirstScreen } from '../core/first-screen.ts';
import { vendorTypesStore } from '../core/games/vendorTypes.ts';
import { shapeNumbers } from '../core/format.ts';
import { provideTexts } from '../core/i18n.ts';
import { shapedNumbers } from '../core/number-shape.ts';
import { bannerStore, homeAnnouncementStore, hotMatchStore } from '../core/stores/content.ts';
import { provideFirstPage } from '../core/games/first-page.ts';
import { $language, chosenLanguage, setLanguage, toLanguageCode } from '../core/stores/language.ts';
import { initialConfigStore } from '../core/stores/platform.ts';
import { fromWorkerCache } from './first-screen-paint.ts';

/** True when the page's data was taken. */
export function adoptFirstScreen(doc: Document = document): boolean {
  const data = takeFirstScreen(doc);
  const config = $kitConfig.get();
  if (data && fromWorkerCache()) {
    // Not shown, not kept: the stores ask the platform, as on a page without the block.
    for (const node of doc.querySelectorAll('mc-site > [slot="first-screen"]')) node.remove();
    return false;
  }
  if (!data || config.apiBase !== '' || data.merchant !== config.merchant) return false;
  if (data.config) initialConfigStore.set(data.config);
  // A visitor who never chose a language takes the page's: a link's `?lang=` chose it for them,
  // and the site would otherwise drop a first screen in that language for one in the default.
  const offered = toLanguageCode(data.language);
  if (offered && offered !== $language.get() && chosenLanguage() === undefined) setLanguage(offered);
  const language = $language.get();
  if (toLanguageCode(data.language) !== language) {
    // Texts and content in another language: not shown, not kept (the cookie brings the right one next time).
    for (const node of doc.querySelectorAll('mc-site > [slot="first-screen"]')) node.remove();
    return true;
  }
  for (const [code, texts] of Object.entries(data.texts)) {
    const known = toLanguageCode(code);
    if (known) provideTexts(known, texts);
  }
  const numbers = data.numbers && shapedNumbers(data.numbers);
  if (numbers) shapeNumbers(language, numbers);
  if (data.banners) bannerStore(data.banners.position).set(data.banners.list);
  if (data.announcements) homeAnnouncementStore.set(data.announcements);
  if (data.hotMatches) hotMatchStore.set(data.hotMatches);
  if (data.gameList) provideFirstPage({ ...data.gameList, page: 1 }, language);
  if (data.vendorTypes) vendorTypesStore.set(data.vendorTypes);
  if (data.arrival) expectArrival(data.arrival);
  return true;
}

/** Writes the language cookie now and whenever the player picks another language. */
export function keepLanguageCookie(doc: Document = document): () => void {
  return $language.subscribe((code) => {
    doc.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  });
}
