/**
 * <mc-start-lottery>: a lottery's start page (/m/startLottery?code=…): the game (icon, name,
 * group, remark), its latest draw and the ten before it (`/lgw/vn/numeros/opened/game`), and the
 * play buttons its switches allow. Without a code it lists the lottery menu
 * (`/lgw/vn/games/game_menu`) to choose from.
 *
 * @attr code - the lottery code (e.g. VN_HANOI)
 * @attr prize-mode - its prize mode, when known (Lott, ZY, Elott)
 * @event mc-navigate - another lottery, the lottery page, the player's bets, login, the launch page (cancelable)
 * @event mc-launch-game - see mc-game-list
 * @csspart game - the game's block
 * @csspart draws - the list of recent draws
 * @csspart my-bets - the way to the player's lottery bets
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { lotteryOpened } from '../../core/api/games.ts';
import { assetUrl } from '../../core/config.ts';
import { navigate } from '../../core/nav.ts';
import { findLottery, lotteryMenuStore, lotteryStore } from '../../core/stores/lottery.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Balls, LotteryStoreState, MyBetsButton, PlayButtons, playLottery } from '../lottery-ui/lottery.tsx';

export interface StartLotteryProps {
  code?: string;
  prizeMode?: string;
}

type Draw = { gameCode: string; issue: string; numbers: string[]; openedAt: number };

export function StartLottery({ code, prizeMode }: StartLotteryProps) {
  return code ? <Game code={code} prizeMode={prizeMode} /> : <Menu />;
}

function Game({ code, prizeMode }: { code: string; prizeMode?: string }) {
  const { t, language } = useT();
  const { host } = useHost();
  const groups = useStore(lotteryStore.$state);
  const [draws, setDraws] = useState<{ code: string; list?: Draw[]; failed?: boolean }>({ code });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void lotteryStore.load();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setDraws({ code });
    call(lotteryOpened, { gameCode: code }, { signal: controller.signal }).then(
      (list) => setDraws({ code, list }),
      () => {
        if (!controller.signal.aborted) setDraws({ code, failed: true });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);

  if (!groups.value) {
    return <LotteryStoreState failed={groups.status === 'error'} error={groups.error} onRetry={() => void lotteryStore.load({ force: true })} />;
  }
  const hit = findLottery(groups.value, code, prizeMode);
  if (!hit) {
    return (
      <div className="mc-state">
        <p>{t('lottery.unknown')}</p>
        <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'lottery')}>
          {t('title.lottery')}
        </button>
      </div>
    );
  }
  const { group, game } = hit;
  const list = draws.code === code ? draws.list : undefined;
  const latest = list?.[0];
  const time = (at: number) =>
    new Date(at).toLocaleString(language === 'TY' ? 'fil' : language.toLowerCase(), { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

  return (
    <div className="page">
      <section className="game" part="game">
        <img className="big-icon" src={assetUrl(game.mobileIconUrl)} width={96} height={96} alt="" decoding="async" />
        <div className="about">
          <h2>{game.name || game.code}</h2>
          <p className="remark">{group.displayName}</p>
          <p className="remark">{game.remark}</p>
        </div>
        <PlayButtons game={game} onPlay={(playType) => playLottery(host, group, game, playType, 'startLottery')} />
      </section>
      <MyBetsButton />

      <section className="latest" aria-labelledby="latest-title">
        <h3 id="latest-title">{t('lottery.latest')}</h3>
        {latest ? (
          <>
            <p className="remark">
              {t('lottery.issue', { issue: latest.issue })} · {time(latest.openedAt)}
            </p>
            <Balls numbers={latest.numbers} />
          </>
        ) : draws.failed ? (
          <button type="button" className="btn btn-outline" onClick={() => setAttempt((n) => n + 1)}>
            {t('error.load_failed')}
          </button>
        ) : list ? (
          <p className="remark">{t('in_no_data')}</p>
        ) : (
          <span className="spinner" aria-hidden="true" />
        )}
      </section>

      {list && list.length > 1 && (
        <section aria-labelledby="history-title">
          <h3 id="history-title">{t('lottery.history')}</h3>
          <ol className="draws" part="draws">
            {list.slice(1).map((d) => (
              <li key={d.issue}>
                <span className="issue">{d.issue}</span>
                <Balls numbers={d.numbers} small />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function Menu() {
  const { host } = useHost();
  const menu = useStore(lotteryMenuStore.$state);
  useEffect(() => {
    void lotteryMenuStore.load();
  }, []);
  if (!menu.value) {
    return <LotteryStoreState failed={menu.status === 'error'} error={menu.error} onRetry={() => void lotteryMenuStore.load({ force: true })} />;
  }
  return (
    <div className="page">
      {menu.value.map((group) => (
        <section key={group.gameGroupId} className="group" aria-labelledby={`s-${group.gameGroupId}`}>
          <h2 id={`s-${group.gameGroupId}`}>{group.displayName}</h2>
          <ul className="rows">
            {group.games.map((game) => (
              <li key={game.code} className="row" data-code={game.code}>
                <img className="lottery-icon" src={assetUrl(game.mobileIconUrl)} width={56} height={56} alt="" loading="lazy" decoding="async" />
                <button
                  type="button"
                  className="info"
                  onClick={() => navigate(host, 'startLottery', { query: { code: game.code, ...(group.prizeMode ? { prize_mode: group.prizeMode } : {}) } })}
                >
                  <span className="title">{game.name || game.code}</span>
                  <span className="remark">{game.remark}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
