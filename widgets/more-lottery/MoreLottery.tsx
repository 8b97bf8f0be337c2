/**
 * <mc-more-lottery>: more lotteries (/m/moreLottery): every lottery of every group with its
 * latest draw (`/lgw/vn/numeros/opened/game`), newest results at a glance; a row opens the
 * lottery's start page, its play buttons start it.
 *
 * @event mc-navigate - a lottery's start page, the player's bets, login, the launch page (cancelable)
 * @event mc-launch-game - see mc-game-list
 * @csspart group - one lottery group
 * @csspart row - one lottery
 * @csspart my-bets - the way to the player's lottery bets
 */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { lotteryOpened } from '../../core/api/games.ts';
import { assetUrl } from '../../core/config.ts';
import { navigate } from '../../core/nav.ts';
import { lotteryStore } from '../../core/stores/lottery.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Balls, LotteryStoreState, MyBetsButton, PlayButtons, playLottery } from '../lottery-ui/lottery.tsx';
import { retryTextKey } from '../base/PageStates.tsx';

type Draw = { gameCode: string; issue: string; numbers: string[]; openedAt: number };

export function MoreLottery() {
  const { t } = useT();
  const { host } = useHost();
  const groups = useStore(lotteryStore.$state);
  /** The latest draw of each lottery that has one (undefined: still loading). */
  const [draws, setDraws] = useState<Record<string, Draw> | undefined>(undefined);
  /** Why the latest draws could not be loaded (undefined: they could). */
  const [drawsError, setDrawsError] = useState<unknown>(undefined);

  const loadDraws = useCallback((signal?: AbortSignal) => {
    setDrawsError(undefined);
    call(lotteryOpened, {}, { signal }).then(
      (list) => setDraws(Object.fromEntries(list.map((d) => [d.gameCode, d]))),
      (error: unknown) => {
        if (!signal?.aborted) setDrawsError(error ?? new Error('draws'));
      },
    );
  }, []);

  useEffect(() => {
    void lotteryStore.load();
    const controller = new AbortController();
    loadDraws(controller.signal);
    return () => controller.abort();
  }, [loadDraws]);

  if (!groups.value) {
    const retry = () => {
      void lotteryStore.load({ force: true });
      if (drawsError !== undefined) loadDraws(); // hidden behind the groups' failure: one tap brings both
    };
    return <LotteryStoreState failed={groups.status === 'error'} error={groups.error} onRetry={retry} />;
  }

  return (
    <div className="page">
      {drawsError !== undefined && (
        <p className="notice" role="alert">
          <button type="button" className="btn btn-outline" onClick={() => loadDraws()}>
            {t(retryTextKey(drawsError))}
          </button>
        </p>
      )}
      {groups.value
        .filter((g) => g.games.length > 0)
        .map((group) => (
          <section key={group.gameGroupId} className="group" part="group" aria-labelledby={`m-${group.gameGroupId}`}>
            <h2 id={`m-${group.gameGroupId}`}>{group.displayName}</h2>
            <ul className="rows">
              {group.games.map((game) => {
                const draw = draws?.[game.code];
                return (
                  <li key={game.code} className="row" part="row" data-code={game.code}>
                    <img className="lottery-icon" src={assetUrl(game.mobileIconUrl)} width={56} height={56} alt="" loading="lazy" decoding="async" />
                    <button
                      type="button"
                      className="info"
                      onClick={() =>
                        navigate(host, 'startLottery', { query: { code: game.code, ...(group.prizeMode ? { prize_mode: group.prizeMode } : {}) } })
                      }
                    >
                      <span className="title">{game.name || game.code}</span>
                      {draw ? (
                        <>
                          <span className="remark">{t('lottery.issue', { issue: draw.issue })}</span>
                          <Balls numbers={draw.numbers} small />
                        </>
                      ) : (
                        <>
                          <span className="remark">{game.remark}</span>
                          {/* The balls' line kept while the draws load: the row does not grow when they come. */}
                          {draws === undefined && drawsError === undefined && <Balls numbers={['']} small reserved />}
                        </>
                      )}
                    </button>
                    <PlayButtons game={game} onPlay={(playType) => playLottery(host, group, game, playType, 'moreLottery')} />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      <MyBetsButton />
    </div>
  );
}
