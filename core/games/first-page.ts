/**
 * Page 1 of a game list the /m/ page carried (core/first-screen.ts), kept until the list that
 * shows it is made (core/stores/gameList.ts), and the filters' one normal form. Apart from the
 * list's store so the site's start takes the page without loading the store, its game calls,
 * favourites and recents on the pages that have no list.
 */
import type { GameListFilter, GameListView } from '../stores/gameList.ts';
import { $language } from '../stores/language.ts';

export const normaliseFilter = (f: GameListFilter): GameListFilter => {
  const out: GameListFilter = { gameType: f.gameType || 'ALL', classify: (f.classify || 'ALL').toUpperCase() };
  if (f.vendor) out.vendor = f.vendor;
  if (f.minBet !== undefined && Number.isFinite(f.minBet) && f.minBet > 0) out.minBet = f.minBet;
  const name = f.gameName?.trim();
  if (name) out.gameName = name;
  return out;
};

export const sameFilter = (a: GameListFilter, b: GameListFilter) =>
  a.gameType === b.gameType && a.classify === b.classify && a.vendor === b.vendor && a.minBet === b.minBet && a.gameName === b.gameName;

/** The first page of a list the /m/ page carried, in the language it is in. */
let carried: { view: GameListView; language: string } | undefined;

/**
 * Page 1 of a paged list as the platform wrote it into the page (host/first-screen.ts): the
 * first list made with that filter, in that language, starts from it instead of asking (once).
 */
export function provideFirstPage(view: GameListView, language: string): void {
  carried = view.page === 1 ? { view: { ...view, filter: normaliseFilter(view.filter) }, language } : undefined;
}

export function takeFirstPage(filter: GameListFilter): GameListView | undefined {
  const hit = carried && sameFilter(carried.view.filter, filter) && carried.language === $language.get() ? carried.view : undefined;
  if (hit) carried = undefined;
  return hit;
}
