/**
 * The game list of §2.11 as a state machine, one per list on the page (the home page shows
 * two). Rules of §4:
 *
 * - changing tab (classification), filter, vendor or search resets to page 1 and clears the list;
 * - selecting the ALL classification clears the vendor;
 * - Hot loads the hot list, without paging; Favourites 26 a page; Recent 25 a page; the rest
 *   the paged game list, 26 a page; further pages append;
 * - a language change reloads, debounced 200 ms;
 * - a failure ends paging (hasMore false) without a message (§8); `retry()` tries again;
 * - an answer for a query the player has already left is dropped: every reset starts a new
 *   generation and aborts the call in flight, and only answers of the current one are applied;
 * - load-more is throttled to one per 1000 ms (a call inside the window runs at its end).
 *
 * Framework-free: the element drives it and renders `$state`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { call } from '../api/request.ts';
import { favouriteList, gameList, gameListQuery, hotGames, recentList, type GameTile } from '../api/games.ts';
import { $kitConfig } from '../config.ts';
import { FAVOURITES_PAGE_SIZE, LANGUAGE_DEBOUNCE_MS, LOAD_MORE_THROTTLE_MS, RECENT_PAGE_SIZE } from '../rules/constants.ts';
import { $favouriteChange } from './favourites.ts';
import { $language } from './language.ts';
import { $session } from './session.ts';
import { onPlayerChange } from './player.ts';
import { $recentsVersion } from '../games/launch.ts';
import { normaliseFilter, sameFilter, takeFirstPage } from '../games/first-page.ts';

export { provideFirstPage } from '../games/first-page.ts';

export interface GameListFilter {
  /** RNG, LIVE, FISH, SPORTS… or 'ALL' for every type. */
  gameType: string;
  /** ALL, NEW, FAV, HOT, RECENT or a vendor classification key. */
  classify: string;
  vendor?: string;
  minBet?: number;
  gameName?: string;
}

export type GameListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface GameListState {
  filter: GameListFilter;
  games: readonly GameTile[];
  /** Pages loaded so far (0 before the first answer). */
  page: number;
  hasMore: boolean;
  status: GameListStatus;
  error: unknown;
}

export interface PageResult {
  games: GameTile[];
  hasMore: boolean;
}

/** Loads one page of a filter; the default one calls the platform. */
export type PageFetcher = (filter: GameListFilter, page: number, signal: AbortSignal) => Promise<PageResult>;

export interface GameListStore {
  readonly $state: ReadableAtom<GameListState>;
  /** Loads page 1 (once; later calls do nothing while a list is there). */
  start(): void;
  /** Any change of the filter: page 1, list cleared, load. Unchanged filter: nothing. */
  setFilter(patch: Partial<GameListFilter>): void;
  /** A tab: ALL also clears the vendor. */
  setClassify(classify: string): void;
  setVendor(vendor: string | undefined): void;
  setSearch(gameName: string): void;
  /** The next page (throttled); nothing while loading, after the last page or after a failure. */
  loadMore(): void;
  /** After a failure: the failed page again. */
  retry(): void;
  /** Page 1 again with the same filter (language change, recents changed). */
  reload(): void;
  /** Drops a tile (favourites view after a removal). */
  removeGame(nodeId: string): void;
  dispose(): void;
}

/** What a list showed, to show again without asking the platform (core/games/listMemory.ts). */
export type GameListView = Pick<GameListState, 'filter' | 'games' | 'page' | 'hasMore'>;

export interface GameListOptions {
  fetchPage?: PageFetcher;
  /** Start from this view instead of page 1 (its filter wins over `initial`). */
  resume?: GameListView;
  throttleMs?: number;
  languageDebounceMs?: number;
}

export function createGameList(initial: GameListFilter, options: GameListOptions = {}): GameListStore {
  const fetchPage = options.fetchPage ?? platformPage;
  const throttleMs = options.throttleMs ?? LOAD_MORE_THROTTLE_MS;
  const debounceMs = options.languageDebounceMs ?? LANGUAGE_DEBOUNCE_MS;

  const resume = options.resume && options.resume.page > 0 ? options.resume : takeFirstPage(normaliseFilter(initial));
  const $state = atom<GameListState>(
    resume
      ? { filter: normaliseFilter(resume.filter), games: resume.games, page: resume.page, hasMore: resume.hasMore, status: 'ready', error: undefined }
      : { filter: normaliseFilter(initial), games: [], page: 0, hasMore: true, status: 'idle', error: undefined },
  );
  let generation = 0;
  let controller: AbortController | undefined;
  let lastMoreAt = -Infinity;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let languageTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function load(page: number): void {
    const mine = generation;
    controller?.abort();
    const ctrl = new AbortController();
    controller = ctrl;
    const before = $state.get();
    $state.set({ ...before, status: 'loading', error: undefined });
    fetchPage(before.filter, page, ctrl.signal).then(
      (result) => {
        if (mine !== generation || disposed) return; // the player has moved on: drop it
        const s = $state.get();
        const seen = new Set(s.games.map((g) => g.nodeId));
        const fresh = result.games.filter((g) => !seen.has(g.nodeId));
        $state.set({ ...s, games: page === 1 ? result.games : [...s.games, ...fresh], page, hasMore: result.hasMore, status: 'ready', error: undefined });
      },
      (error: unknown) => {
        if (mine !== generation || disposed) return;
        $state.set({ ...$state.get(), hasMore: false, status: 'error', error });
      },
    );
  }

  function reset(filter: GameListFilter): void {
    generation++;
    controller?.abort();
    controller = undefined;
    clearTimeout(trailing);
    trailing = undefined;
    $state.set({ filter, games: [], page: 0, hasMore: true, status: 'idle', error: undefined });
    load(1);
  }

  function setFilter(patch: Partial<GameListFilter>): void {
    const current = $state.get().filter;
    const next = normaliseFilter({ ...current, ...patch });
    if (sameFilter(current, next)) return;
    reset(next);
  }

  function loadMore(): void {
    const s = $state.get();
    if (disposed || s.status !== 'ready' || !s.hasMore) return;
    const now = Date.now();
    const wait = lastMoreAt + throttleMs - now;
    if (wait > 0) {
      trailing ??= setTimeout(() => {
        trailing = undefined;
        loadMore();
      }, wait);
      return;
    }
    lastMoreAt = now;
    load(s.page + 1);
  }

  const stopLanguage = $language.listen(() => {
    clearTimeout(languageTimer);
    languageTimer = setTimeout(() => reset($state.get().filter), debounceMs);
  });
  const stopFavourites = $favouriteChange.listen((change) => {
    if (change && !change.favourite && $state.get().filter.classify === 'FAV') store.removeGame(change.nodeId);
  });
  const stopRecents = $recentsVersion.listen(() => {
    if ($state.get().filter.classify === 'RECENT') reset($state.get().filter);
  });
  // Favourites and recents belong to a player: signing in or out changes them.
  const stopSession = onPlayerChange(() => {
    if (PERSONAL.has($state.get().filter.classify) && $state.get().status !== 'idle') reset($state.get().filter);
  });

  const store: GameListStore = {
    $state,
    start() {
      if ($state.get().status === 'idle' && $state.get().page === 0) reset($state.get().filter);
    },
    setFilter,
    setClassify(classify) {
      setFilter(classify.toUpperCase() === 'ALL' ? { classify, vendor: undefined } : { classify });
    },
    setVendor(vendor) {
      setFilter({ vendor });
    },
    setSearch(gameName) {
      setFilter({ gameName });
    },
    loadMore,
    retry() {
      const s = $state.get();
      if (s.status !== 'error') return;
      generation++;
      load(s.page + 1);
    },
    reload() {
      reset($state.get().filter);
    },
    removeGame(nodeId) {
      const s = $state.get();
      if (s.games.some((g) => g.nodeId === nodeId)) $state.set({ ...s, games: s.games.filter((g) => g.nodeId !== nodeId) });
    },
    dispose() {
      disposed = true;
      generation++;
      controller?.abort();
      clearTimeout(trailing);
      clearTimeout(languageTimer);
      stopLanguage();
      stopFavourites();
      stopRecents();
      stopSession();
    },
  };
  return store;
}

/** Client-side narrowing for the views whose calls take no such filter (hot, favourites, recents). */
export function matchesFilter(game: GameTile, f: GameListFilter): boolean {
  if (f.vendor && game.vassalage !== f.vendor) return false;
  if (f.minBet !== undefined && game.minBet > f.minBet + 1e-9) return false;
  if (f.gameName) {
    const q = f.gameName.toLowerCase();
    if (!game.displayName.toLowerCase().includes(q) && !game.gameName.toLowerCase().includes(q)) return false;
  }
  return true;
}

/** Views that only a signed-in player has (§6); a visitor gets an empty list, without a call. */
export const PERSONAL: ReadonlySet<string> = new Set(['FAV', 'RECENT']);

const typeParam = (gameType: string) => (gameType === 'ALL' ? undefined : gameType);

/** The platform's calls for each view (§7 Games). */
export const platformPage: PageFetcher = async (f, page, signal) => {
  const language = $language.get();
  if (PERSONAL.has(f.classify) && !$session.get()) return { games: [], hasMore: false };
  switch (f.classify) {
    case 'HOT': {
      const games = await call(
        hotGames,
        { isPlatform: 2, merchantCode: $kitConfig.get().merchant, language, platform: 'html5', gameType: typeParam(f.gameType) },
        { signal },
      );
      return { games: games.filter((g) => matchesFilter(g, f)), hasMore: false };
    }
    case 'FAV': {
      const r = await call(favouriteList, { pageNo: page, pageSize: FAVOURITES_PAGE_SIZE, gameType: typeParam(f.gameType), language }, { signal });
      return { games: r.content.filter((g) => matchesFilter(g, f)), hasMore: page < r.totalPages };
    }
    case 'RECENT': {
      const r = await call(recentList, { pageNo: page, pageSize: RECENT_PAGE_SIZE, gameType: typeParam(f.gameType), language }, { signal });
      return { games: r.list.filter((g) => matchesFilter(g, f)), hasMore: page < r.totalPages };
    }
    default: {
      const r = await call(gameList, gameListQuery(f, page, $kitConfig.get().merchant, language), { signal });
      return { games: r.games, hasMore: page < r.totalPages };
    }
  }
};
