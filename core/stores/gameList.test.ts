import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameTile } from '../api/games.ts';
import { createGameList, platformPage, provideFirstPage, type GameListFilter, type PageFetcher, type PageResult } from './gameList.ts';
import { $language } from './language.ts';
import { $session, endSession, startSession } from './session.ts';
import { $favouriteChange } from './favourites.ts';
import { $recentsVersion } from '../games/launch.ts';

const tile = (nodeId: string, extra: Partial<GameTile> = {}): GameTile => ({
  nodeId,
  gameName: `Game ${nodeId}`,
  nodeName: `Game ${nodeId}`,
  displayName: `Game ${nodeId}`,
  vassalage: 'JL',
  iconUrl: '',
  mobileLargeIcon: '',
  mobileSmallIcon: '',
  gameType: 'RNG',
  gameId: '',
  roomId: '',
  supportPlay: true,
  isNew: false,
  isHot: false,
  minBet: 0.1,
  gameClassify: [],
  ...extra,
});

/** A fetcher whose answers the test releases by hand, recording each call. */
function manualFetcher() {
  const calls: { filter: GameListFilter; page: number; signal: AbortSignal; resolve: (r: PageResult) => void; reject: (e: unknown) => void }[] = [];
  const fetchPage: PageFetcher = (filter, page, signal) =>
    new Promise<PageResult>((resolve, reject) => {
      calls.push({ filter, page, signal, resolve, reject });
    });
  return { calls, fetchPage };
}

const page = (from: number, n: number, hasMore = true): PageResult => ({ games: Array.from({ length: n }, (_, i) => tile(String(from + i))), hasMore });
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
  $session.set(null);
  $language.set('EN');
});

describe('game list state (§4)', () => {
  it('starts from the first page the page carried, once, for the same filter and language only; page 2 is asked next', async () => {
    const f = manualFetcher();
    const carried = page(1, 26);
    provideFirstPage({ filter: { gameType: 'RNG', classify: 'all' }, games: carried.games, page: 1, hasMore: true }, 'EN');
    // Another filter does not take it.
    const other = createGameList({ gameType: 'FISH', classify: 'ALL' }, { fetchPage: f.fetchPage });
    expect(other.$state.get().games).toEqual([]);
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
    list.start();
    expect(list.$state.get()).toMatchObject({ status: 'ready', page: 1, games: carried.games, hasMore: true });
    expect(f.calls).toEqual([]);
    list.loadMore();
    expect(f.calls[0]).toMatchObject({ page: 2, filter: { gameType: 'RNG', classify: 'ALL' } });
    // Taken: a second list with that filter asks the platform.
    const again = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
    expect(again.$state.get().games).toEqual([]);
    // In another language than the player's now, it is not shown.
    provideFirstPage({ filter: { gameType: 'RNG', classify: 'ALL' }, games: carried.games, page: 1, hasMore: true }, 'PT');
    expect(createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage }).$state.get().games).toEqual([]);
    for (const l of [other, list, again]) l.dispose();
  });

  it('loads page 1 on start, then appends further pages', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
    list.start();
    expect(list.$state.get().status).toBe('loading');
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]).toMatchObject({ page: 1, filter: { gameType: 'RNG', classify: 'ALL' } });
    f.calls[0]!.resolve(page(1, 26));
    await flush();
    expect(list.$state.get()).toMatchObject({ status: 'ready', page: 1, hasMore: true });
    expect(list.$state.get().games).toHaveLength(26);

    list.loadMore();
    expect(f.calls).toHaveLength(2);
    expect(f.calls[1]!.page).toBe(2);
    f.calls[1]!.resolve(page(27, 26, false));
    await flush();
    expect(
      list.$state
        .get()
        .games.map((g) => g.nodeId)
        .slice(24, 28),
    ).toEqual(['25', '26', '27', '28']);
    expect(list.$state.get()).toMatchObject({ page: 2, hasMore: false });
    list.loadMore();
    expect(f.calls).toHaveLength(2); // no more pages
    list.dispose();
  });

  it('throttles load-more to one per 1000 ms; a call inside the window runs at its end', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
    list.start();
    f.calls[0]!.resolve(page(1, 26));
    await flush();
    list.loadMore();
    f.calls[1]!.resolve(page(27, 26));
    await flush();
    list.loadMore();
    list.loadMore();
    expect(f.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(f.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(3);
    expect(f.calls[2]!.page).toBe(3);
    list.dispose();
  });

  it('ignores load-more while a page is loading', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
    list.start();
    list.loadMore();
    expect(f.calls).toHaveLength(1);
    list.dispose();
  });

  for (const [what, change] of [
    ['a tab', (l: ReturnType<typeof createGameList>) => l.setClassify('NEW')],
    ['the vendor', (l: ReturnType<typeof createGameList>) => l.setVendor('PG')],
    ['the filter', (l: ReturnType<typeof createGameList>) => l.setFilter({ minBet: 0.05 })],
    ['the search', (l: ReturnType<typeof createGameList>) => l.setSearch('dragon')],
  ] as const) {
    it(`changing ${what} resets to page 1 and clears the list`, async () => {
      const f = manualFetcher();
      const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
      list.start();
      f.calls[0]!.resolve(page(1, 26));
      await flush();
      list.loadMore();
      f.calls[1]!.resolve(page(27, 26));
      await flush();
      expect(list.$state.get().page).toBe(2);
      change(list);
      expect(list.$state.get()).toMatchObject({ games: [], page: 0, status: 'loading', hasMore: true });
      expect(f.calls.at(-1)!.page).toBe(1);
      f.calls.at(-1)!.resolve(page(500, 3, false));
      await flush();
      expect(list.$state.get().games.map((g) => g.nodeId)).toEqual(['500', '501', '502']);
      list.dispose();
    });
  }

  it('does nothing when the filter does not change (search is trimmed)', () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'ALL', gameName: 'koi' }, { fetchPage: f.fetchPage });
    list.start();
    list.setSearch('  koi ');
    list.setClassify('all');
    expect(f.calls).toHaveLength(1);
    list.dispose();
  });

  it('selecting ALL clears the vendor; other tabs keep it', () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'SLOT', vendor: 'JL' }, { fetchPage: f.fetchPage });
    list.start();
    list.setClassify('NEW');
    expect(f.calls.at(-1)!.filter).toMatchObject({ classify: 'NEW', vendor: 'JL' });
    list.setClassify('ALL');
    expect(f.calls.at(-1)!.filter.vendor).toBeUndefined();
    expect(list.$state.get().filter).toEqual({ gameType: 'RNG', classify: 'ALL' });
    list.dispose();
  });

  it('drops an answer for a query the player has left, and aborts its call', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
    list.start();
    list.setClassify('HOT');
    list.setClassify('NEW');
    expect(f.calls.map((c) => c.filter.classify)).toEqual(['ALL', 'HOT', 'NEW']);
    expect(f.calls[0]!.signal.aborted).toBe(true);
    expect(f.calls[1]!.signal.aborted).toBe(true);
    f.calls[2]!.resolve({ games: [tile('new-1')], hasMore: false });
    f.calls[1]!.resolve({ games: [tile('hot-1')], hasMore: false }); // late
    f.calls[0]!.resolve({ games: [tile('all-1')], hasMore: true }); // later still
    await flush();
    expect(list.$state.get().games.map((g) => g.nodeId)).toEqual(['new-1']);
    expect(list.$state.get().filter.classify).toBe('NEW');
    // A late failure of a left query does not end paging either.
    list.setClassify('ALL');
    list.setClassify('FAV');
    f.calls[3]!.reject(new Error('late failure'));
    await flush();
    expect(list.$state.get().status).toBe('loading');
    list.dispose();
  });

  it('a failure ends paging without a message; retry loads the failed page again', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
    list.start();
    f.calls[0]!.resolve(page(1, 26));
    await flush();
    list.loadMore();
    f.calls[1]!.reject(new Error('HTTP 500'));
    await flush();
    expect(list.$state.get()).toMatchObject({ status: 'error', hasMore: false, page: 1 });
    expect(list.$state.get().games).toHaveLength(26);
    list.loadMore();
    expect(f.calls).toHaveLength(2);
    list.retry();
    expect(f.calls[2]!.page).toBe(2);
    f.calls[2]!.resolve(page(27, 26));
    await flush();
    expect(list.$state.get()).toMatchObject({ status: 'ready', page: 2, hasMore: true });
    list.dispose();
  });

  it('a language change reloads page 1 once, 200 ms after the last change', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'FISH', classify: 'ALL' }, { fetchPage: f.fetchPage });
    list.start();
    f.calls[0]!.resolve(page(1, 26));
    await flush();
    $language.set('PT');
    await vi.advanceTimersByTimeAsync(150);
    $language.set('TY');
    await vi.advanceTimersByTimeAsync(199);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(2);
    expect(f.calls[1]!.page).toBe(1);
    expect(list.$state.get().games).toEqual([]);
    list.dispose();
  });

  it('in the favourites view a removed favourite drops its tile', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'FAV' }, { fetchPage: f.fetchPage });
    list.start();
    f.calls[0]!.resolve(page(1, 3, false));
    await flush();
    $favouriteChange.set({ nodeId: '2', favourite: false });
    expect(list.$state.get().games.map((g) => g.nodeId)).toEqual(['1', '3']);
    $favouriteChange.set({ nodeId: '9', favourite: true });
    expect(list.$state.get().games).toHaveLength(2);
    list.dispose();
  });

  it('the recents view reloads after a launch', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'ALL', classify: 'RECENT' }, { fetchPage: f.fetchPage });
    list.start();
    f.calls[0]!.resolve(page(1, 2, false));
    await flush();
    $recentsVersion.set($recentsVersion.get() + 1);
    expect(f.calls).toHaveLength(2);
    list.dispose();
  });

  it('stops listening when disposed', async () => {
    const f = manualFetcher();
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage });
    list.start();
    list.dispose();
    f.calls[0]!.resolve(page(1, 26));
    $language.set('PT');
    await vi.advanceTimersByTimeAsync(500);
    expect(f.calls).toHaveLength(1);
    expect(list.$state.get().games).toEqual([]);
  });
});

describe('the platform calls of each view (§7, §9)', () => {
  let urls: URL[];
  let answer: unknown;
  beforeEach(() => {
    urls = [];
    vi.stubGlobal('fetch', async (input: string) => {
      urls.push(new URL(input, 'http://site.test'));
      return new Response(JSON.stringify({ success: true, value: answer }), { status: 200 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });
  const signal = new AbortController().signal;

  it('Hot: the hot list of the type, no paging, narrowed to the vendor and name', async () => {
    const hot = [
      tile('1', { vassalage: 'JL', displayName: 'Koi Gold' }),
      tile('2', { vassalage: 'PG', displayName: 'Koi Silver' }),
      tile('3', { vassalage: 'JL', displayName: 'Ox' }),
    ];
    answer = hot;
    const r = await platformPage({ gameType: 'RNG', classify: 'HOT', vendor: 'JL', gameName: 'koi' }, 1, signal);
    expect(urls[0]!.pathname).toBe('/wps/relay/GCSGAME_hotGamesV2');
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({ isPlatform: '2', gameType: 'RNG', platform: 'html5', language: 'EN' });
    expect(r).toEqual({ games: [hot[0]], hasMore: false });
  });

  it('Favourites: 26 a page, signed in only', async () => {
    answer = { content: [tile('1')], pageNum: 1, totalPages: 2 };
    expect(await platformPage({ gameType: 'RNG', classify: 'FAV' }, 1, signal)).toEqual({ games: [], hasMore: false });
    expect(urls).toHaveLength(0);
    startSession({ token: 't', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    const r = await platformPage({ gameType: 'RNG', classify: 'FAV' }, 1, signal);
    expect(urls[0]!.pathname).toBe('/wps/relay/MCSFE_getFavoriteGamesList');
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({ pageNo: '1', pageSize: '26', gameType: 'RNG' });
    expect(r.hasMore).toBe(true);
  });

  it('Recent: 25 a page', async () => {
    startSession({ token: 't', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    answer = { list: [tile('1')], totalPages: 1 };
    const r = await platformPage({ gameType: 'ALL', classify: 'RECENT' }, 1, signal);
    expect(urls[0]!.pathname).toBe('/wps/relay/GCS_recentGame');
    expect(urls[0]!.searchParams.get('pageSize')).toBe('25');
    expect(urls[0]!.searchParams.has('gameType')).toBe(false);
    expect(r.hasMore).toBe(false);
  });

  it('the rest: the paged game list, 26 a page, with the whole filter', async () => {
    answer = { games: [tile('1')], pageNum: 3, totalPages: 4 };
    const r = await platformPage({ gameType: 'RNG', classify: 'NEW', vendor: 'PG', minBet: 0.05, gameName: 'tiger' }, 3, signal);
    expect(urls[0]!.pathname).toBe('/wps/relay/GCSGAME_gameList');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      merchant: 'MC01',
      platform: 'html5',
      clientType: '2',
      gameType: 'RNG',
      gameClassify: 'NEW',
      isNew: 'true',
      pageNo: '3',
      pageSize: '26',
      vassalage: 'PG',
      gameName: 'tiger',
      minBet: '0.05',
      language: 'EN',
    });
    expect(r.hasMore).toBe(true);
  });
});

describe('a list shown again after a game (issue 19)', () => {
  it('starts from the view it is given, without a call, and goes on paging from there', async () => {
    const f = manualFetcher();
    const view = { filter: { gameType: 'RNG', classify: 'NEW', gameName: 'koi' }, games: page(1, 52).games, page: 2, hasMore: true };
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' }, { fetchPage: f.fetchPage, resume: view });
    list.start();
    expect(f.calls).toHaveLength(0);
    expect(list.$state.get()).toMatchObject({ filter: view.filter, page: 2, hasMore: true, status: 'ready' });
    expect(list.$state.get().games).toHaveLength(52);
    list.loadMore();
    expect(f.calls.map((c) => [c.page, c.filter.gameName, c.filter.classify])).toEqual([[3, 'koi', 'NEW']]);
    list.dispose();
  });

  it('ignores a view with nothing loaded', () => {
    const f = manualFetcher();
    const list = createGameList(
      { gameType: 'RNG', classify: 'ALL' },
      { fetchPage: f.fetchPage, resume: { filter: { gameType: 'RNG', classify: 'HOT' }, games: [], page: 0, hasMore: true } },
    );
    list.start();
    expect(f.calls.map((c) => [c.page, c.filter.classify])).toEqual([[1, 'ALL']]);
    list.dispose();
  });
});
