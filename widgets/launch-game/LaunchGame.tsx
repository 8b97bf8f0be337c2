/**
 * <mc-launch-game>: the game page. Shows the game inside the page under one slim bar: the way back
 * (to where the player came from), the balance, on a phone a full-screen toggle (the bar stays),
 * and "Open in a new window". The site shows this page without its header and footer, so the game
 * gets the screen. A game chosen elsewhere on the page opens here; a direct visit or a reload
 * starts the game named by the attributes.
 *
 * In a frame by default: on a phone a new window is a new tab players lose track of, and browsers
 * block popups opened after a network call. `target="window"` opens a window instead (a blocked
 * popup is explained, with a button to try again). The balance is reloaded when the game reports a
 * change, when the page regains focus, and when the player leaves.
 *
 * A live game in a VIP or paid room asks before it opens, naming the type; after Cancel the page
 * says so and offers to enter after all or to go back.
 *
 * @attr node-id - the game (nodeId) to start when none was started before coming here
 * @attr vendor - its vendor (vassalage)
 * @attr room-type - its live room type: free, VIP or paid (VIP and paid ask before opening)
 * @attr play-type - lottery launch route: trad or ent
 * @attr prize-mode - lottery launch route: Lott, ZY or Elott
 * @attr code - lottery launch route: the lottery code, or 'lobby'
 * @attr page-back - where the way back goes (a page name such as home or lottery; default one step back)
 * @attr target - frame (default) or window
 * @event mc-navigate - back to the site, to login, to the game centre (cancelable; the page routes it)
 * @event mc-launch-game - when this page starts the game itself (see mc-game-list)
 * @csspart bar - the bar with the way back
 * @csspart back - the way back
 * @csspart balance - the player's balance in the bar
 * @csspart fullscreen - the full-screen toggle (phones whose browser offers the Fullscreen API)
 * @csspart frame - the game's iframe
 * @csspart room-badge - the room type next to the game's name
 * @cssprop --mc-launch-bar-height - height of the bar (default 40px)
 * @cssprop --mc-launch-top - room a page keeps above the element (its own header), left out of the game's height (default 0px)
 */
// Spec §4 (`/wps/game/launchGame`; the core's `$openGame`; a same-origin game posts `{ type:
// 'mc-game-balance' }`; error.popup_blocked).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { assetUrl } from '../../core/config.ts';
import { $launching, $openGame, backTarget, roomTypeOf, startGame, type LaunchTarget } from '../../core/games/launch.ts';
import { navigate } from '../../core/nav.ts';
import { TOAST_LONG_MS } from '../../core/rules/constants.ts';
import { isLimitRefusal } from '../../core/rules/playLimits.ts';
import { findLottery, lotteryStore } from '../../core/stores/lottery.ts';
import { $session } from '../../core/stores/session.ts';
import { $balanceHidden, walletStore } from '../../core/stores/wallet.ts';
import { $liveUp } from '../../core/stores/live.ts';
import { formatWalletBalance, withMoments } from '../../core/format.ts';
import { BalanceView } from '../account-ui/BalanceView.tsx';
import { retryTextKey } from '../base/retryText.ts';
import { errorMessageKey } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';
import { errorValues, toast } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { askRoom, RoomBadge } from '../game-ui/room.tsx';
import { useFullscreen } from './fullscreen.ts';
import { BACK_ICON } from '../../core/icons.ts';

export interface LaunchGameProps {
  nodeId?: string;
  vendor?: string;
  roomType?: string;
  playType?: string;
  prizeMode?: string;
  code?: string;
  pageBack?: string;
  target?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'launching' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'handled' }
  | { kind: 'declined' }
  | { kind: 'unknown' }
  | { kind: 'none' };
type WindowState = 'none' | 'opened' | 'blocked';

const refreshBalance = () => {
  if ($session.get()) void walletStore.load({ force: true });
};
/** Coming back to the page: the live stream, while it is up, has kept the balance current. */
const refreshOnReturn = () => {
  if (!$liveUp.get()) refreshBalance();
};

export function LaunchGame({ nodeId, vendor, roomType, playType, prizeMode, code, pageBack, target }: LaunchGameProps) {
  const { t, language } = useT();
  const { host } = useHost();
  const session = useStore($session);
  const wallet = useStore(walletStore.$state);
  const balanceHidden = useStore($balanceHidden);
  const open = useStore($openGame);
  const launching = useStore($launching);
  const lotteries = useStore(lotteryStore.$state);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [windowState, setWindowState] = useState<WindowState>('none');
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const screen = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(screen);
  const useWindow = target === 'window';

  // The game these attributes mean: a node id, or a lottery code looked up in the lottery list.
  const isLotteryRoute = !nodeId && !!code;
  useEffect(() => {
    if (isLotteryRoute) void lotteryStore.load();
  }, [isLotteryRoute]);
  let wanted: LaunchTarget | undefined;
  if (nodeId) wanted = { nodeId, vassalage: vendor ?? '', roomType: roomTypeOf(roomType) };
  else if (code && lotteries.value) {
    const hit = findLottery(lotteries.value, code, prizeMode);
    if (hit) wanted = { nodeId: hit.game.gameId, vassalage: hit.group.vendor ?? '', gameType: 'LOTT', displayName: hit.game.name };
  }
  const lotteryMissing = isLotteryRoute && lotteries.status === 'ready' && !wanted;
  const current = open && wanted && open.game.nodeId === wanted.nodeId ? open : null;

  // Start the game here when it was not started before coming (direct visit, reload, lottery route).
  const started = useRef('');
  useEffect(() => {
    if (!wanted || current || launching !== null) return;
    const key = `${wanted.nodeId}/${attempt}`;
    if (started.current === key) return;
    started.current = key;
    setStatus({ kind: 'launching' });
    void startGame(host, wanted, { onLaunchPage: true, pageBack, playType, confirmRoom: askRoom }).then((r) => {
      if (r.outcome === 'failed') setStatus({ kind: 'failed', error: r.error });
      else if (r.outcome === 'cancelled') setStatus({ kind: 'handled' });
      else if (r.outcome === 'declined') setStatus({ kind: 'declined' });
      else if (r.outcome !== 'busy') setStatus({ kind: 'idle' });
    });
  }, [wanted?.nodeId, current, launching, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  // The balance follows the game: on the game's word, on coming back to the page, on leaving.
  useEffect(() => {
    if ($session.get()) void walletStore.load(); // a direct visit: no header has loaded it
    const onMessage = (e: MessageEvent) => {
      if (e.source && e.source === frame.current?.contentWindow && (e.data as { type?: unknown } | null)?.type === 'mc-game-balance') refreshBalance();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshOnReturn();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', refreshOnReturn);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', refreshOnReturn);
      document.removeEventListener('visibilitychange', onVisible);
      refreshBalance();
    };
  }, []);

  const openWindow = (url: string) => {
    const target = assetUrl(url, 'link'); // '' when the kit's URL allow-list refuses it
    if (!target) return;
    const w = window.open(target, '_blank');
    if (!w) {
      setWindowState('blocked');
      toast('fail', 'error.popup_blocked', TOAST_LONG_MS);
      return;
    }
    try {
      w.opener = null;
    } catch {
      // some browsers do not let us; the game still runs
    }
    setWindowState('opened');
  };

  // target="window": try at once (no tap behind it, so a blocker may say no; the button is a real tap).
  const autoOpened = useRef('');
  useEffect(() => {
    if (!useWindow || !current || autoOpened.current === current.url) return;
    autoOpened.current = current.url;
    openWindow(current.url);
  }, [useWindow, current?.url]); // eslint-disable-line react-hooks/exhaustive-deps

  const back = () => {
    fullscreen.exit();
    navigate(host, backTarget(pageBack ?? current?.pageBack));
  };
  const name = current?.game.displayName || t('title.launchGame');
  const balanceText = session && wallet.value ? formatWalletBalance(wallet.value, language) : '';

  const bar = (
    <div className="bar" part="bar">
      <button type="button" className="btn btn-outline back" part="back" onClick={back}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="flip-rtl">
          <path d={BACK_ICON} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('launch.back')}
      </button>
      <span className="name" title={name}>
        {name}
      </span>
      <RoomBadge roomType={current?.game.roomType ?? wanted?.roomType} />
      {session && (
        <BalanceView
          status={wallet.status}
          text={balanceText}
          hidden={balanceHidden}
          refreshing={false}
          label={t('header.balance')}
          retryLabel={t(retryTextKey(wallet.error))}
          refreshingLabel={t('header.refreshing')}
        />
      )}
      {fullscreen.offered && (
        <button
          type="button"
          className="icon-btn"
          part="fullscreen"
          aria-pressed={fullscreen.active}
          aria-label={t('launch.fullscreen')}
          title={t('launch.fullscreen')}
          onClick={fullscreen.toggle}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d={fullscreen.active ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
      {current && !useWindow && windowState !== 'opened' && (
        <button type="button" className="icon-btn" onClick={() => openWindow(current.url)} aria-label={t('launch.new_window')} title={t('launch.new_window')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </div>
  );

  let body: ReactNode;
  if (!nodeId && !code) {
    body = (
      <div className="mc-state">
        <p>{t('launch.no_game')}</p>
        <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'gameCenter')}>
          {t('launch.choose')}
        </button>
      </div>
    );
  } else if (lotteryMissing) {
    body = (
      <div className="mc-state">
        <p>{t('lottery.unknown')}</p>
        <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'lottery')}>
          {t('title.lottery')}
        </button>
      </div>
    );
  } else if (isLotteryRoute && lotteries.status === 'error' && !wanted) {
    body = (
      <div className="mc-state" role="alert">
        <p>{t('error.load_failed')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void lotteryStore.load({ force: true })}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (current && (useWindow || windowState === 'opened')) {
    body = (
      <div className="mc-state">
        {windowState === 'blocked' ? <p role="alert">{t('error.popup_blocked')}</p> : <p>{t('launch.in_window')}</p>}
        <button type="button" className="btn btn-primary" onClick={() => openWindow(current.url)}>
          {t('launch.open_game')}
        </button>
      </div>
    );
  } else if (current) {
    body = (
      <iframe
        ref={frame}
        className="frame"
        part="frame"
        src={assetUrl(current.url, 'link')}
        title={t('launch.frame_title', { name })}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
      />
    );
  } else if (status.kind === 'failed') {
    const key = errorMessageKey(status.error, hasText);
    body = (
      <div className="mc-state" role="alert">
        <p>{t(key === 'error.unknown' ? 'error.load_failed' : key, withMoments(errorValues(status.error), language))}</p>
        {isLimitRefusal(status.error) ? (
          <>
            <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'responsibleGaming')}>
              {t('title.responsibleGaming')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => navigate(host, 'gameList')}>
              {t('title.gameList')}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-outline" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  } else if (status.kind === 'declined') {
    const room = roomTypeOf(wanted?.roomType);
    body = (
      <div className="mc-state" data-state="declined">
        <p>{t('launch.room_declined', { room: t(`games.room.${room ?? 'VIP'}`) })}</p>
        <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('games.room.enter')}
        </button>
        <button type="button" className="btn btn-outline" onClick={back}>
          {t('launch.back')}
        </button>
      </div>
    );
  } else if (status.kind === 'handled') {
    body = (
      <div className="mc-state">
        <p>{t('launch.in_window')}</p>
      </div>
    );
  } else {
    body = (
      <div className="mc-state" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('launch.opening')}</p>
      </div>
    );
  }

  return (
    <section className="launch" ref={screen}>
      {bar}
      {body}
    </section>
  );
}
