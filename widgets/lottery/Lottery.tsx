/**
 * <mc-lottery>: the lottery page (shown instead of the game list for the lottery category): the
 * lottery groups, each game with its icon, name, remark and the ways to play it the merchant
 * enables (Traditional, Entertainment). A game's name opens its start page; a play button starts
 * the game (after sign-in; some lottery providers open their own lobby).
 *
 * @attr prize-mode - only the groups of one prize mode: Lott, ZY or Elott (default all)
 * @attr game-type - LOTT shows the Lott groups, ELOTT the Elott and ZY groups (default all)
 * @event mc-navigate - a lottery's start page, more lotteries, the player's bets, login, the launch page (cancelable)
 * @event mc-launch-game - see mc-game-list
 * @csspart group - one lottery group
 * @csspart row - one lottery game
 * @csspart my-bets - the way to the player's lottery bets
 */
// Spec §2.2, §3 (`/lgw/games/mobile`; tradPlaySwitch, entPlaySwitch).
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { assetUrl } from '../../core/config.ts';
import { navigate } from '../../core/nav.ts';
import { lotteryStore } from '../../core/stores/lottery.ts';
import type { LotteryGroup } from '../../core/api/games.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { LotteryStoreState, MyBetsButton, PlayButtons, playLottery } from '../lottery-ui/lottery.tsx';

export interface LotteryProps {
  prizeMode?: string;
  gameType?: string;
}

/** Which groups a page shows. */
export function groupsFor(groups: readonly LotteryGroup[], prizeMode?: string, gameType?: string): LotteryGroup[] {
  const modes = prizeMode ? [prizeMode] : gameType?.toUpperCase() === 'LOTT' ? ['Lott'] : gameType?.toUpperCase() === 'ELOTT' ? ['Elott', 'ZY'] : undefined;
  return groups.filter((g) => !modes || !g.prizeMode || modes.some((m) => m.toLowerCase() === g.prizeMode!.toLowerCase()));
}

export function Lottery({ prizeMode, gameType }: LotteryProps) {
  const { t } = useT();
  const { host } = useHost();
  const state = useStore(lotteryStore.$state);

  useEffect(() => {
    void lotteryStore.load();
  }, []);

  if (!state.value) {
    return <LotteryStoreState failed={state.status === 'error'} error={state.error} onRetry={() => void lotteryStore.load({ force: true })} />;
  }
  const groups = groupsFor(state.value, prizeMode, gameType).filter((g) => g.games.length > 0);

  return (
    <div className="page">
      {groups.length === 0 && (
        <div className="mc-state">
          <p>{t('in_no_data')}</p>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.gameGroupId} className="group" part="group" aria-labelledby={`g-${group.gameGroupId}`}>
          <h2 id={`g-${group.gameGroupId}`}>{group.displayName}</h2>
          <ul className="rows">
            {group.games.map((game) => (
              <li key={game.code} className="row" part="row" data-code={game.code}>
                <img className="lottery-icon" src={assetUrl(game.mobileIconUrl)} width={56} height={56} alt="" loading="lazy" decoding="async" />
                <button
                  type="button"
                  className="info"
                  onClick={() => navigate(host, 'startLottery', { query: { code: game.code, ...(group.prizeMode ? { prize_mode: group.prizeMode } : {}) } })}
                >
                  <span className="title">{game.name || game.code}</span>
                  <span className="remark">{game.remark}</span>
                </button>
                <PlayButtons game={game} onPlay={(playType) => playLottery(host, group, game, playType, 'lottery')} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <button type="button" className="btn btn-outline btn-block" onClick={() => navigate(host, 'moreLottery')}>
        {t('lottery.more')}
      </button>
      <MyBetsButton />
    </div>
  );
}
