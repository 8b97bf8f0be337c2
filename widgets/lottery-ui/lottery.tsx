/**
 * Pieces the lottery elements share: the drawn numbers as balls, the play buttons of a lottery
 * game (Traditional and/or Entertainment by its switches, §3) and the start of a lottery game
 * through the one launch module of the core, and the way to the player's lottery bets. Styles in
 * `lotteryStyles`.
 *
 * @csspart my-bets - the way to the player's lottery bets
 */
import type { LotteryGroup } from '../../core/api/games.ts';
import { startGame } from '../../core/games/launch.ts';
import { navigate } from '../../core/nav.ts';
import type { LotteryGame } from '../../core/stores/lottery.ts';
import { css } from '../base/css.ts';
import { toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { retryTextKey } from '../base/PageStates.tsx';

export type PlayType = 'trad' | 'ent';

/** Starts a lottery game: login, lobby launch for TCG vendors, lottery route for LOTT/ELOTT (core/games/launch.ts). */
export function playLottery(from: EventTarget, group: LotteryGroup, game: LotteryGame, playType: PlayType, pageBack: string): void {
  void startGame(
    from,
    { nodeId: game.gameId, gameId: game.code, vassalage: group.vendor ?? '', gameType: 'LOTT', displayName: game.name || game.code },
    { playType, pageBack },
  ).then((r) => {
    if (r.outcome === 'failed') toastError(r.error);
  });
}

export function PlayButtons({ game, onPlay }: { game: LotteryGame; onPlay(playType: PlayType): void }) {
  const { t } = useT();
  const name = game.name || game.code;
  return (
    <span className="plays">
      {game.tradPlaySwitch && (
        <button type="button" className="btn btn-primary" onClick={() => onPlay('trad')} aria-label={t('lottery.play_mode', { mode: t('lottery.trad'), name })}>
          {t('lottery.trad')}
        </button>
      )}
      {game.entPlaySwitch && (
        <button type="button" className="btn btn-outline" onClick={() => onPlay('ent')} aria-label={t('lottery.play_mode', { mode: t('lottery.ent'), name })}>
          {t('lottery.ent')}
        </button>
      )}
    </span>
  );
}

/** The player's lottery bets (mc-lottery-orders); a visitor is asked to log in there. */
export function MyBetsButton() {
  const { t } = useT();
  const { host } = useHost();
  return (
    <button type="button" className="btn btn-outline my-bets" part="my-bets" onClick={() => navigate(host, 'lotteryOrders')}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
      {t('orders.myBets')}
    </button>
  );
}

/** A draw's numbers as balls; `reserved`: the line's room alone, unseen, kept for numbers on their way. */
export function Balls({ numbers, small, reserved }: { numbers: readonly string[]; small?: boolean; reserved?: boolean }) {
  return (
    <span className={`balls${small ? ' small' : ''}${reserved ? ' reserved' : ''}`} aria-hidden={reserved || undefined}>
      {numbers.map((n, i) => (
        <span key={i} className="ball">
          {n}
        </span>
      ))}
    </span>
  );
}

export const lotteryStyles = css`
  .my-bets {
    gap: 6px;
  }
  .plays {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .plays .btn {
    min-height: 30px;
    font-size: 12px;
    padding: 0 12px;
  }
  .balls {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .ball {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 26px;
    height: 26px;
    padding: 0 4px;
    border-radius: 13px;
    background: var(--_primary);
    color: var(--_on-primary);
    font-weight: 700;
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  .balls.reserved {
    visibility: hidden;
  }
  .balls.small .ball {
    min-width: 20px;
    height: 20px;
    font-size: 11px;
  }
  .lottery-icon {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 12px;
    background: var(--_surface);
  }
  .group h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  .rows {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .row .info {
    flex: 1 1 auto;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
    text-align: start;
  }
  .row .title {
    font-weight: 600;
  }
  .row .remark {
    font-size: 12px;
    color: var(--_muted);
  }
`;

/**
 * What a lottery page shows while a lottery store has no value yet: a spinner, or the load
 * failure with a retry that reloads the store.
 */
export function LotteryStoreState({ failed, error, onRetry }: { failed: boolean; error?: unknown; onRetry(): void }) {
  const { t } = useT();
  return failed ? (
    <div className="mc-state" role="alert">
      <p>{t(retryTextKey(error))}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  ) : (
    <div className="mc-state" role="status" aria-label={t('common.loading')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
