/**
 * <mc-popular-games>: the game section of the home page. A horizontal category menu (hot, sports,
 * e-sports, cockfight, live, fish, casino, PVP, lottery, in-house); hot shows the hot games, fish
 * and casino a game list filtered by provider (all, favourites, one tab per provider, over
 * <mc-game-list>), the others provider tiles that open that provider's game list. A language
 * change reloads the providers.
 *
 * In a kit build without <mc-game-list>, fish and casino show provider tiles too.
 *
 * @attr category - the category shown first: HOT (default), SPORTS, ESPORTS, COCKFIGHT, LIVE, FISH, RNG, PVP, LOTTERY, INHOUSE
 * @event mc-navigate - a vendor tile or 'more games' was tapped, or a visitor tapped a game (cancelable)
 * @event mc-launch-game - { nodeId, vendor, gameType, gameId, roomId, roomType?, source: 'hot-game' } when a
 *   logged-in player taps a hot game (cancelable; otherwise the element navigates to /m/launchGame)
 * @event mc-category - { category } when the player picks a category
 * @csspart categories - the category menu
 * @csspart category - one category tab
 * @csspart vendors - the vendor menu
 * @csspart vendor - one vendor tab or tile
 * @csspart game - one hot game tile (a live game's room type is its room-badge part)
 * @cssprop --mc-popular-games-min-height - height kept for the content below the menu (default 360px)
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 */
// Spec §2.10; sports lists in core/lobby.ts; the reload is debounced in core/stores/content.ts.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { GameTile } from '../../core/api/games.ts';
import { assetUrl } from '../../core/config.ts';
import {
  HOME_HOT_GAMES,
  categoryGameType,
  categoryVendors,
  categoryView,
  menuScrollStepPx,
  requestGameLaunch,
  toLobbyCategory,
  vendorTarget,
  visibleCategories,
  type LobbyCategory,
  type LobbyVendor,
} from '../../core/lobby.ts';
import { roomTypeOf } from '../../core/games/launch.ts';
import { navigate } from '../../core/nav.ts';
import { MENU_SCROLL_STEP_REM, TOAST_NOTICE_MS } from '../../core/rules/constants.ts';
import { hotGameStore } from '../../core/stores/content.ts';
import { vendorTypesStore } from '../../core/games/vendorTypes.ts';
import { $session } from '../../core/stores/session.ts';
import { toast } from '../base/feedback.ts';
import { RoomBadge } from '../game-ui/room.tsx';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Embed, useElement } from '../base/Embed.tsx';
import { CATEGORY_ICONS } from './icons.tsx';
import { retryTextKey } from '../base/PageStates.tsx';

export interface PopularGamesProps {
  category?: string;
}

/** The vendor menu's choice over the game list: every vendor, the favourites, or one vendor. */
type VendorChoice = { kind: 'all' } | { kind: 'fav' } | { kind: 'vendor'; code: string };

export function PopularGames({ category }: PopularGamesProps) {
  const { t } = useT();
  const { emit } = useHost();
  const types = useStore(vendorTypesStore.$state);
  const [chosen, setChosen] = useState<LobbyCategory>(() => toLobbyCategory(category) ?? 'HOT');

  useEffect(() => {
    const c = toLobbyCategory(category);
    if (c) setChosen(c);
  }, [category]);

  useEffect(() => {
    void vendorTypesStore.load();
  }, []);

  const categories = useMemo(() => visibleCategories(types.value), [types.value]);
  const current = categories.includes(chosen) ? chosen : 'HOT';

  const pick = (c: LobbyCategory) => {
    if (c === current) return;
    setChosen(c);
    emit('mc-category', { category: c });
  };

  return (
    <section className="games" aria-label={t('lobby.games.label')}>
      <CategoryMenu categories={categories} current={current} onPick={pick} />
      <div className="panel" role="tabpanel" id="games-panel" aria-labelledby={`cat-${current}`}>
        {current === 'HOT' ? (
          <HotList />
        ) : !types.value ? (
          types.status === 'error' ? (
            <Retry error={types.error} onRetry={() => void vendorTypesStore.load({ force: true })} />
          ) : (
            <Spinner />
          )
        ) : categoryView(current) === 'games' ? (
          <GameSection key={current} category={current} vendors={categoryVendors(types.value, current)} />
        ) : (
          <VendorTiles vendors={categoryVendors(types.value, current)} />
        )}
      </div>
    </section>
  );
}

function CategoryMenu({ categories, current, onPick }: { categories: LobbyCategory[]; current: LobbyCategory; onPick: (c: LobbyCategory) => void }) {
  const { t } = useT();
  const list = useRef<HTMLDivElement>(null);

  // The chosen tab is kept in view (a category chosen by attribute may be far towards the end),
  // brought to the start side of the row: the left in LTR, the right in RTL, where scrollLeft
  // runs from 0 down to negative values; measured on screen, the same sum works for both.
  // After paint, and not for the first tab: no forced layout during the page's first render.
  useEffect(() => {
    if (current === categories[0]) return;
    const tab = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab && list.current) {
      const box = list.current;
      const at = tab.getBoundingClientRect();
      const row = box.getBoundingClientRect();
      if (at.left < row.left || at.right > row.right) {
        const rtl = getComputedStyle(box).direction === 'rtl';
        box.scrollLeft += rtl ? at.right - row.right + 12 : at.left - row.left - 12;
      }
    }
  }, [current, categories]);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = categories.indexOf(current);
    const dir = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!dir) return;
    e.preventDefault();
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = categories[(at + (rtl ? -dir : dir) + categories.length) % categories.length]!;
    onPick(next);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`#cat-${next}`)?.focus());
  };

  return (
    <div ref={list} className="categories" part="categories" role="tablist" aria-label={t('lobby.games.label')} onKeyDown={onKey}>
      {categories.map((c) => (
        <button
          key={c}
          id={`cat-${c}`}
          type="button"
          role="tab"
          className="category"
          part={c === current ? 'category tab tab-active' : 'category tab'}
          data-category={c}
          aria-selected={c === current}
          aria-controls="games-panel"
          tabIndex={c === current ? 0 : -1}
          onClick={() => onPick(c)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {CATEGORY_ICONS[c]}
          </svg>
          <span>{t(`lobby.cat.${c}`)}</span>
        </button>
      ))}
    </div>
  );
}

function Spinner() {
  const { t } = useT();
  return (
    <div className="mc-state loading" role="status" aria-label={t('common.loading')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

function Retry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="mc-state">
      <button type="button" className="btn btn-outline retry" onClick={onRetry}>
        {t(retryTextKey(error))}
      </button>
    </div>
  );
}

function HotList() {
  const { t } = useT();
  const { host } = useHost();
  const state = useStore(hotGameStore.$state);

  useEffect(() => {
    void hotGameStore.load();
  }, []);

  const games = state.value;
  if (!games) return state.status === 'error' ? <Retry error={state.error} onRetry={() => void hotGameStore.load({ force: true })} /> : <Spinner />;
  if (games.length === 0) return <p className="mc-state">{t('in_no_data')}</p>;

  const launch = (g: GameTile) =>
    requestGameLaunch(host, {
      nodeId: g.nodeId,
      vendor: g.vassalage,
      gameType: g.gameType,
      gameId: g.gameId || undefined,
      roomId: g.roomId || undefined,
      roomType: roomTypeOf(g.roomType),
      source: 'hot-game',
    });

  return (
    <>
      <ul className="hot">
        {games.slice(0, HOME_HOT_GAMES).map((g) => {
          const name = g.displayName || g.gameName || g.nodeName;
          return (
            <li key={g.nodeId}>
              <button type="button" className="game" part="game" data-node-id={g.nodeId} onClick={() => launch(g)}>
                <img src={assetUrl(g.mobileLargeIcon || g.iconUrl || g.mobileSmallIcon)} width={96} height={96} alt="" loading="lazy" decoding="async" />
                <RoomBadge roomType={g.roomType} className="on-icon" />
                <span className="game-name" dir="auto">
                  {name}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {games.length > HOME_HOT_GAMES && (
        <button type="button" className="btn btn-outline more" onClick={() => navigate(host, 'gameList', { query: { gameType: 'HOT' } })}>
          {t('lobby.games.more')}
        </button>
      )}
    </>
  );
}

function VendorTiles({ vendors }: { vendors: LobbyVendor[] }) {
  const { t } = useT();
  const { host } = useHost();
  if (vendors.length === 0) return <p className="mc-state">{t('in_no_data')}</p>;
  return (
    <ul className="vendor-tiles">
      {vendors.map((v) => {
        const target = vendorTarget(v);
        return (
          <li key={`${v.gameType}-${v.vassalage}`}>
            <button
              type="button"
              className="vendor-tile"
              part="vendor"
              data-vendor={v.vassalage}
              onClick={() => navigate(host, target.path, { query: target.query })}
              aria-label={t('lobby.games.openVendor', { vendor: v.displayName })}
            >
              <img src={assetUrl(v.mobileSmallIcon)} width={48} height={48} alt="" loading="lazy" decoding="async" />
              <span>{v.displayName}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Fish and RNG: the vendor menu over `<mc-game-list>`, or vendor tiles without it. */
function GameSection({ category, vendors }: { category: LobbyCategory; vendors: LobbyVendor[] }) {
  const { t } = useT();
  const session = useStore($session);
  const [choice, setChoice] = useState<VendorChoice>({ kind: 'all' });

  // Favourites need a session (§5): visitors are told so, and a logout leaves the favourites.
  useEffect(() => {
    if (!session && choice.kind === 'fav') setChoice({ kind: 'all' });
  }, [session, choice.kind]);

  const chooseFavourites = () => {
    if (!$session.get()) {
      toast('info', 'in_logged_login', TOAST_NOTICE_MS);
      return;
    }
    setChoice({ kind: 'fav' });
  };

  // The menu drives <mc-game-list>: both show once it is defined, and tiles stand in without it.
  const gameList = useElement('mc-game-list');
  if (gameList === 'pending') return <Spinner />;
  if (gameList === 'missing') return <VendorTiles vendors={vendors} />;
  return (
    <>
      <VendorMenu
        vendors={vendors}
        choice={choice}
        onAll={() => setChoice({ kind: 'all' })}
        onFavourites={chooseFavourites}
        onVendor={(code) => setChoice({ kind: 'vendor', code })}
      />
      <Embed
        tag="mc-game-list"
        attrs={{
          'game-type': categoryGameType(category),
          compact: true,
          vendor: choice.kind === 'vendor' ? choice.code : undefined,
          classify: choice.kind === 'fav' ? 'FAV' : undefined,
          'aria-label': t(`lobby.cat.${category}`),
        }}
      />
    </>
  );
}

function VendorMenu(props: { vendors: LobbyVendor[]; choice: VendorChoice; onAll: () => void; onFavourites: () => void; onVendor: (code: string) => void }) {
  const { t } = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = () => {
    const el = scroller.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    const pos = Math.abs(el.scrollLeft); // negative in RTL
    setEnds({ start: pos <= 1, end: pos >= max - 1 });
  };

  useLayoutEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [props.vendors]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const step = menuScrollStepPx(MENU_SCROLL_STEP_REM, document.documentElement.clientWidth || window.innerWidth);
    el.scrollBy({ left: direction * step * (rtl ? -1 : 1), behavior: 'smooth' });
  };

  const tab = (key: string, selected: boolean, onClick: () => void, content: ReactNode, label?: string) => (
    <button key={key} type="button" role="tab" className="vendor" part="vendor" data-vendor={key} aria-selected={selected} aria-label={label} onClick={onClick}>
      {content}
    </button>
  );

  return (
    <div className="vendor-menu" part="vendors">
      <button
        type="button"
        className="arrow"
        data-direction="start"
        aria-label={t('lobby.vendors.scrollLeft')}
        disabled={ends.start}
        onClick={() => scrollBy(-1)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="flip-rtl">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div ref={scroller} className="vendor-scroll" role="tablist" aria-label={t('lobby.vendors.label')} onScroll={measure}>
        {tab('all', props.choice.kind === 'all', props.onAll, <span className="vendor-text">{t('lobby.vendors.all')}</span>)}
        {tab(
          'fav',
          props.choice.kind === 'fav',
          props.onFavourites,
          <>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6A4.6 4.6 0 0 1 6.6 3c1.6 0 3.1.7 4.1 1.9h2.6A5.4 5.4 0 0 1 17.4 3 4.6 4.6 0 0 1 22 7.6c0 3.8-3.4 6.9-8.6 11.6z"
                fill="currentColor"
              />
            </svg>
            <span className="vendor-text">{t('lobby.vendors.favourites')}</span>
          </>,
        )}
        {props.vendors.map((v) =>
          tab(
            v.vassalage,
            props.choice.kind === 'vendor' && props.choice.code === v.vassalage,
            () => props.onVendor(v.vassalage),
            <img src={assetUrl(v.mobileSmallIcon)} width={28} height={28} alt="" loading="lazy" decoding="async" />,
            v.displayName,
          ),
        )}
      </div>
      <button type="button" className="arrow" data-direction="end" aria-label={t('lobby.vendors.scrollRight')} disabled={ends.end} onClick={() => scrollBy(1)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="flip-rtl">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
