/**
 * <mc-game-list>: the game list: category tabs, a search by name, a filter panel, more games as
 * the player scrolls, and cards with a large picture, a favourite toggle and a Play button.
 * Favourites and game starts are shared with every other game card on the page. For the lottery
 * category it shows <mc-lottery> instead. Live games show their room type (free, VIP, paid) on the
 * card, and a VIP or paid room asks before it opens.
 *
 * @attr game-type - RNG, LIVE, FISH, SPORTS, ESPORTS, COCKFIGHT, PVP, ELOTT, INHOUSE, or ALL (every type); default RNG
 * @attr vendor - vendor code (vassalage) to filter by; a change resets the list
 * @attr classify - tab to show: ALL (default), NEW, FAV, HOT, RECENT or a vendor classification key
 * @attr compact - boolean: an embedded grid (home page): tabs and filter, no search box, no Other games
 * @event mc-navigate - login, another category (Other games), the launch page (cancelable; the page routes it)
 * @event mc-launch-game - { nodeId, vendor, gameType, displayName, roomType?, url } once the platform returned the game URL (cancelable: a page that cancels it opens the game itself)
 * @csspart tabs - the tab strip
 * @csspart search - the search form
 * @csspart filter-button - the button that opens the filter panel
 * @csspart filter - the filter panel (dialog)
 * @csspart grid - a block of cards (one per page loaded)
 * @csspart card - one game card (also card-icon, card-play, card-favourite, room-badge)
 * @csspart empty - the empty state
 * @cssprop --mc-game-columns - cards per row (default 3)
 * @cssprop --mc-color-favourite - colour of a favourite's heart
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 * @csspart input - an input field (every text, number, date and search box)
 * @csspart badge - a count or status badge
 */
// Spec §2.11, §4 (rules in core/stores/gameList.ts; favourites core/stores/favourites.ts; launches
// core/games/launch.ts); LOTT §2.2.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { GameTile } from '../../core/api/games.ts';
import { EAGER_CARDS, FIRST_SCREEN_CARDS } from '../../core/games/card.ts';
import { GAME_TYPES, $vendorNames, classificationsOf, routeForType, tabsFor, vendorsOf } from '../../core/games/catalogue.ts';
import { vendorTypesStore } from '../../core/games/vendorTypes.ts';
import { $launching, startGame } from '../../core/games/launch.ts';
import { listKey, rememberList, takeList } from '../../core/games/listMemory.ts';
import { navigate } from '../../core/nav.ts';
import { LOAD_MORE_DISTANCE_PX, TOAST_NOTICE_MS } from '../../core/rules/constants.ts';
import { $favouriteBusy, $favouriteIds, loadFavourites, toggleFavourite } from '../../core/stores/favourites.ts';
import { PERSONAL, createGameList, type GameListStore } from '../../core/stores/gameList.ts';
import { $session } from '../../core/stores/session.ts';
import { Embed } from '../base/Embed.tsx';
import { inTaskOfItsOwn } from '../../core/app/task.ts';
import { GameCard } from './GameCard.tsx';
import { askRoom } from '../game-ui/room.tsx';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useStateFrom } from '../base/useStateFrom.ts';
import { EmptyImage } from './EmptyImage.tsx';
import { FilterPanel, type FilterDraft } from './FilterPanel.tsx';
import { retryTextKey } from '../base/PageStates.tsx';
import { FILTER_ICON, SEARCH_HANDLE_ICON } from '../../core/icons.ts';

export interface GameListProps {
  gameType?: string;
  vendor?: string;
  classify?: string;
  compact?: boolean;
}

/**
 * Cards per grid block. Appending a page adds blocks instead of growing one grid of 600 items
 * (which the browser lays out again whole on every append), and a block off screen is skipped
 * by `content-visibility: auto` (one block to watch instead of every card). Twelve: whole rows
 * at 2, 3, 4 or 6 columns, so one block ends where the next begins with no hole in the grid (26,
 * a page, left the last row of every block one card short at 3 columns).
 */
const CHUNK = 12;
/**
 * Cards revealed per animation frame: one, rendered in a task after the frame's (see Cards). The
 * longest task per page append at 4× CPU (scripts/bench-game-list.mjs, median of the 24 appends;
 * docs/guides/performance/benchmarks.md has the runs): 33 to 36 ms with a row of three a frame, 27 to 29 ms with two, 23 to
 * 28 ms with one, 16 to 21 ms with one in a task of its own, whose worst append is the one under
 * or about 30 ms. New cards come below the screen, as the player scrolls towards them: a page of
 * 26 fills in 26 frames (under half a second at 60 frames a second), faster than a finger
 * scrolls nine rows.
 */
const REVEAL_BATCH = 1;

/**
 * How far from the screen a block added as the player scrolls must be before it is skipped
 * like the others (`content-visibility: auto`): until then it is rendered like any element. A
 * block that becomes `auto` while near the screen is skipped at once and rendered again once the
 * browser sees where it is: a second style, layout and paint in the same frame, 16 to 23 ms of
 * CPU at 4× on average against 10 for a frame with one pass (scripts/bench-game-list.mjs, about
 * three a page); one that becomes `auto` out of reach is skipped in one pass.
 * Chromium renders an `auto` block within 150 % of the screen's height of it; two screens is
 * beyond that.
 */
const SETTLE_MARGIN = '200% 0px';
const canSettle = () => typeof IntersectionObserver === 'function';

/**
 * The list cut into blocks of CHUNK; a block whose games did not change keeps its array (memo).
 * Cut from the whole list, once per change of it, not once per frame of a reveal.
 */
function useChunks(games: readonly GameTile[]): (readonly GameTile[])[] {
  const previous = useRef<(readonly GameTile[])[]>([]);
  return useMemo(() => {
    const next: (readonly GameTile[])[] = [];
    for (let i = 0; i * CHUNK < games.length; i++) {
      const slice = games.slice(i * CHUNK, (i + 1) * CHUNK);
      const old = previous.current[i];
      next.push(old && old.length === slice.length && old.every((g, j) => g === slice[j]) ? old : slice);
    }
    previous.current = next;
    return next;
  }, [games]);
}

interface ChunkProps {
  games: readonly GameTile[];
  /** How many of this block's games have their card yet (a reveal in progress shows the first ones). */
  shown: number;
  first: number;
  /** Added as the player scrolled and not yet far from the screen: rendered, not skipped (SETTLE_MARGIN). */
  fresh: boolean;
  vendorNames: Record<string, string>;
  favourites: ReadonlySet<string>;
  favouriteBusy: ReadonlySet<string>;
  launching: string | null;
  language: string;
  onPlay(game: GameTile): void;
  onToggleFavourite(game: GameTile): void;
}

const GameChunk = memo(function GameChunk({
  games,
  shown,
  first,
  fresh,
  vendorNames,
  favourites,
  favouriteBusy,
  launching,
  language,
  onPlay,
  onToggleFavourite,
}: ChunkProps) {
  const cards = shown < games.length ? games.slice(0, shown) : games;
  return (
    <ul className={fresh ? 'grid fresh' : 'grid'} part="grid">
      {cards.map((game, i) => (
        <GameCard
          key={game.nodeId}
          game={game}
          vendorName={vendorNames[game.vassalage] ?? ''}
          favourite={favourites.has(game.nodeId)}
          favouriteBusy={favouriteBusy.has(game.nodeId)}
          launching={launching === game.nodeId}
          language={language}
          eager={first + i < EAGER_CARDS}
          onPlay={onPlay}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </ul>
  );
});

const NO_GAMES: readonly GameTile[] = [];

interface CardsProps extends Omit<ChunkProps, 'games' | 'first' | 'shown' | 'fresh'> {
  /** The list's games; none while it shows a state (logged out, empty, error, loading) instead. */
  games: readonly GameTile[];
  /** Cards shown at once on mount (a resumed list's, a carried first screen's). */
  initiallyShown: number;
  /** The list is ready and has more pages. */
  canLoadMore: boolean;
  /** The last page loaded: the sentinel is observed afresh for each. */
  page: number;
  onLoadMore(): void;
}

/**
 * The cards, revealed a card a frame, and the sentinel that asks for the next page. A component
 * of its own so that a frame's reveal renders the cards alone, not the tabs, tools and filter
 * panel around them; and of the blocks, only the one that gains a card.
 */
const Cards = memo(function Cards({ games, initiallyShown, canLoadMore, page, onLoadMore, ...chunkProps }: CardsProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const pages = useRef<HTMLDivElement>(null);
  // New cards appear one a frame: a page of cards at once is one long task on a slow phone;
  // spread over frames, every task stays short.
  const [revealed, setRevealed] = useState(initiallyShown);
  const total = games.length;
  const shown = Math.min(total, Math.max(revealed, REVEAL_BATCH));
  // The blocks before this one are skipped when out of sight; the rest were added as the player
  // scrolled and are rendered until they are far above the screen. The blocks the list mounts
  // with (a resumed list's, the first screen's) are skipped from the start, as are all of them
  // where nothing tells where they are.
  const [settled, setSettled] = useState(() =>
    canSettle() ? Math.ceil(Math.min(total, Math.max(initiallyShown, REVEAL_BATCH)) / CHUNK) : Number.POSITIVE_INFINITY,
  );
  useEffect(() => {
    if (revealed > total) {
      setRevealed(total); // a reset or a removed tile
      if (canSettle()) setSettled((n) => Math.min(n, Math.ceil(total / CHUNK)));
      return;
    }
    if (shown >= total) {
      if (revealed !== shown) setRevealed(shown);
      return;
    }
    // Paced by frames, rendered in a task of its own: a frame's callback runs in the frame's own
    // task, where the card's script (2 to 5 ms at 4× CPU) added to the style, layout and paint
    // that follow it; in a task after it, the card is drawn by the next frame.
    let cancelTask = () => {};
    const frame = requestAnimationFrame(() => {
      cancelTask = inTaskOfItsOwn(() => setRevealed(shown + REVEAL_BATCH));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelTask();
    };
  }, [revealed, shown, total]);
  const allShown = shown >= total;
  const chunks = useChunks(games);
  const blocks = Math.ceil(shown / CHUNK);

  // A fresh block settles once it is entirely above the screen by more than SETTLE_MARGIN, and
  // every block before it with it.
  useEffect(() => {
    const list = pages.current;
    if (!list || settled >= blocks) return;
    const observer = new IntersectionObserver(
      (entries) => {
        let far = -1;
        for (const e of entries) {
          if (!e.isIntersecting && e.rootBounds && e.boundingClientRect.bottom < e.rootBounds.top)
            far = Math.max(far, Array.prototype.indexOf.call(list.children, e.target));
        }
        if (far >= 0) setSettled((n) => Math.max(n, far + 1));
      },
      { rootMargin: SETTLE_MARGIN },
    );
    for (let i = settled; i < blocks; i++) {
      const block = list.children[i];
      if (block) observer.observe(block);
    }
    return () => observer.disconnect();
  }, [settled, blocks]);

  // Infinite scroll: the sentinel after the grid within 500 px of the viewport's bottom asks for
  // the next page (the store throttles). Observing afresh after every page gives a first answer
  // measured on the new layout, so a page that did not push the sentinel away asks again.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoadMore || !allShown || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onLoadMore();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_DISTANCE_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [onLoadMore, canLoadMore, page, total, allShown]);

  return (
    <>
      {blocks > 0 && (
        // Busy while cards are still being revealed: what is read now is not yet the whole page.
        <div ref={pages} className="pages" aria-busy={allShown ? undefined : true}>
          {chunks.slice(0, blocks).map((chunk, i) => (
            <GameChunk key={i} games={chunk} shown={Math.min(chunk.length, shown - i * CHUNK)} first={i * CHUNK} fresh={i >= settled} {...chunkProps} />
          ))}
        </div>
      )}
      <div ref={sentinel} className="sentinel" aria-hidden="true" />
    </>
  );
});

export function GameList(props: GameListProps) {
  const gameType = (props.gameType || 'RNG').toUpperCase();
  if (gameType === 'LOTT') return <LotteryInstead />;
  return <List {...props} gameType={gameType} />;
}

function LotteryInstead() {
  return <Embed tag="mc-lottery" />;
}

function List({ gameType = 'RNG', vendor, classify, compact = false }: GameListProps & { gameType: string }) {
  const { t, language } = useT();
  const { host } = useHost();
  const key = listKey({ gameType, vendor, classify, compact });
  // Back from a game: the list as the player left it (tab, search, games, place on screen).
  const [resumed] = useState(() => takeList(key, language));
  const [store] = useState<GameListStore>(() => {
    const initial = { gameType, classify: classify || 'ALL', vendor: vendor || undefined };
    if (!resumed) return createGameList(initial);
    // Recents changed with the very launch that left: that tab loads afresh.
    const fresh = resumed.view.filter.classify === 'RECENT';
    return fresh ? createGameList(resumed.view.filter) : createGameList(initial, { resume: resumed.view });
  });
  const state = useStore(store.$state);
  const session = useStore($session);
  const catalogue = useStore(vendorTypesStore.$state);
  const vendorNames = useStore($vendorNames);
  const favourites = useStore($favouriteIds);
  const favouriteBusy = useStore($favouriteBusy);
  const launching = useStore($launching);
  const [query, setQuery] = useStateFrom(state.filter.gameName, (name) => name ?? '');
  const [filterOpen, setFilterOpen] = useState(false);

  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  useEffect(() => {
    void vendorTypesStore.load();
  }, []);

  useEffect(() => {
    loadFavourites();
  }, [session]);

  // Attributes set from outside (the page's URL, another element) replace the filter.
  const applied = useRef({ gameType, vendor, classify });
  useEffect(() => {
    const before = applied.current;
    if (before.gameType === gameType && before.vendor === vendor && before.classify === classify) return;
    applied.current = { gameType, vendor, classify };
    const typeChanged = before.gameType !== gameType;
    store.setFilter({
      gameType,
      classify: classify || 'ALL',
      vendor: vendor || undefined,
      ...(typeChanged ? { minBet: undefined, gameName: undefined } : {}),
    });
  }, [store, gameType, vendor, classify]);

  // Cards already in the list when it mounts show at once: all of a list resumed on the way back
  // (its place on the screen needs them), a first screen's of a page the platform carried (the
  // rest come a card a frame, out of sight: one long task less on a slow phone).
  const [initiallyShown] = useState(() => {
    const inList = store.$state.get().games.length;
    return resumed ? inList : Math.min(inList, FIRST_SCREEN_CARDS);
  });
  const onLoadMore = useCallback(() => store.loadMore(), [store]);

  // Back from a game: the tapped card where it was on the screen.
  useLayoutEffect(() => {
    if (!resumed) return;
    const card = host.shadowRoot?.querySelector(`.card[data-node-id="${CSS.escape(resumed.nodeId)}"]`);
    if (card) window.scrollBy(0, card.getBoundingClientRect().top - resumed.top);
  }, [host, resumed]);

  const onPlay = useCallback(
    (game: GameTile) => {
      const card = host.shadowRoot?.querySelector(`.card[data-node-id="${CSS.escape(game.nodeId)}"]`);
      const top = card?.getBoundingClientRect().top ?? 0;
      void startGame(host, game, { confirmRoom: askRoom }).then((r) => {
        if (r.outcome === 'failed') toastError(r.error);
        // Left for the game (here or on the lottery route): remembered for the way back.
        if (r.outcome === 'opened' || r.outcome === 'lottery') {
          const { filter, games, page, hasMore } = store.$state.get();
          rememberList({ key, language, view: { filter, games, page, hasMore }, nodeId: game.nodeId, top });
        }
      });
    },
    [host, store, key, language],
  );

  const onToggleFavourite = useCallback((game: GameTile) => {
    void toggleFavourite(game).then((r) => {
      if (r.result === 'login') toast('info', 'in_logged_login', TOAST_NOTICE_MS);
      else if (r.result === 'failed') toastError(r.error);
    });
  }, []);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    store.setSearch(query);
  };

  const applyFilter = (draft: FilterDraft) => {
    setFilterOpen(false);
    store.setFilter({ vendor: draft.vendor, classify: draft.classify, minBet: draft.minBet });
  };

  const goToType = (type: string) => {
    setFilterOpen(false);
    const route = routeForType(type);
    if (route.target === 'lottery') navigate(host, 'lottery');
    else navigate(host, 'gameList', { query: route.query, replace: true });
  };

  const classifications = classificationsOf(catalogue.value, gameType);
  const tabs = tabsFor(gameType, classifications, session !== null);
  const active = state.filter.classify;
  const filtersOn = (state.filter.vendor ? 1 : 0) + (state.filter.minBet !== undefined ? 1 : 0);
  const personalLoggedOut = PERSONAL.has(active) && !session;
  const { games, status } = state;

  return (
    <section className={compact ? 'list compact' : 'list'} aria-busy={status === 'loading'}>
      <div className="toolbar">
        <div className="tabs" role="tablist" part="tabs" aria-label={t('games.tabs.label')}>
          {tabs.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              className="tab"
              part={active === tab.key ? 'tab tab-active' : 'tab'}
              aria-selected={active === tab.key}
              data-key={tab.key}
              onClick={() => store.setClassify(tab.key)}
            >
              {tab.textKey ? t(tab.textKey) : tab.label}
            </button>
          ))}
        </div>
        <div className="tools">
          {!compact && (
            <form className="search" role="search" part="search" onSubmit={onSearch}>
              <label className="visually-hidden" htmlFor="mc-game-search">
                {t('games.search.label')}
              </label>
              <input
                part="input"
                id="mc-game-search"
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                maxLength={100}
                placeholder={t('games.search.placeholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <button type="submit" className="icon-btn" aria-label={t('games.search.submit')}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d={SEARCH_HANDLE_ICON} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </form>
          )}
          <button type="button" className="btn btn-outline filter-btn" part="filter-button" aria-haspopup="dialog" onClick={() => setFilterOpen(true)}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d={FILTER_ICON} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('games.filter.open')}
            {filtersOn > 0 && (
              <span className="badge" part="badge">
                {filtersOn}
              </span>
            )}
          </button>
        </div>
      </div>

      {personalLoggedOut ? (
        <div className="mc-state" part="empty">
          <EmptyImage />
          <p>{t('games.login_prompt')}</p>
          <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'login')}>
            {t('games.login')}
          </button>
        </div>
      ) : games.length === 0 && status === 'ready' ? (
        <div className="mc-state" part="empty">
          <EmptyImage />
          <p>{t('in_no_data')}</p>
        </div>
      ) : games.length === 0 && status === 'error' ? (
        <div className="mc-state" role="alert">
          <p>{t(retryTextKey(state.error))}</p>
          <button type="button" className="btn btn-outline" onClick={() => store.retry()}>
            {t('common.retry')}
          </button>
        </div>
      ) : games.length === 0 ? (
        <ul className="grid skeleton" aria-hidden="true">
          {Array.from({ length: compact ? 6 : 9 }, (_, i) => (
            <li key={i} className="card ghost" />
          ))}
        </ul>
      ) : null}
      {/* Always mounted, so the cards it has revealed outlive a status change of the list. */}
      <Cards
        games={personalLoggedOut ? NO_GAMES : games}
        initiallyShown={initiallyShown}
        canLoadMore={status === 'ready' && state.hasMore && !personalLoggedOut}
        page={state.page}
        onLoadMore={onLoadMore}
        vendorNames={vendorNames}
        favourites={favourites}
        favouriteBusy={favouriteBusy}
        launching={launching}
        language={language}
        onPlay={onPlay}
        onToggleFavourite={onToggleFavourite}
      />
      {games.length > 0 && status === 'loading' && (
        <p className="more" role="status">
          <span className="spinner" aria-hidden="true" /> {t('games.loading_more')}
        </p>
      )}
      {games.length > 0 && status === 'error' && (
        <p className="more">
          <button type="button" className="btn btn-outline" onClick={() => store.retry()}>
            {t(retryTextKey(state.error))}
          </button>
        </p>
      )}

      <FilterPanel
        open={filterOpen}
        gameType={gameType}
        value={{ vendor: state.filter.vendor, classify: state.filter.classify, minBet: state.filter.minBet }}
        vendors={vendorsOf(catalogue.value, gameType)}
        classifications={classifications}
        otherTypes={compact ? [] : GAME_TYPES.filter((type) => type !== gameType)}
        onSubmit={applyFilter}
        onClose={() => setFilterOpen(false)}
        onOtherType={goToType}
      />
    </section>
  );
}
