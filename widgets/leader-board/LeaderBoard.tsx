/**
 * <mc-leader-board>: the mission leaderboard (/m/leaderBoard): rank, player, score and prize,
 * top three marked. Public; shown only while the merchant runs the MISSION promotion.
 *
 * @csspart list - the ranking
 * @csspart row - one rank
 */
import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { leaderBoard } from '../../core/api/wallet.ts';
import { formatBalance } from '../../core/format.ts';
import { $enabledPromotions, promotionStore } from '../../core/stores/promotions.ts';
import { useT } from '../base/i18n.ts';
import { UnavailableState } from '../account-ui/MemberOnly.tsx';
import { useMoney } from '../money-ui/moneyFormat.ts';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { useCall } from '../base/useCall.ts';

export function LeaderBoard() {
  const { t, language } = useT();
  const { money } = useMoney();
  const promotions = useStore(promotionStore.$state);
  const enabled = useStore($enabledPromotions);
  const board = useCall((signal) => call(leaderBoard, undefined, { signal }), [language]);

  useEffect(() => {
    void promotionStore.load();
  }, []);

  if (promotions.status === 'ready' && !enabled.includes('MISSION')) return <UnavailableState />;

  let body: ReactNode;
  if (board.status === 'error') body = <LoadFailedState error={board.error} onRetry={board.reload} />;
  else if (board.status !== 'ready' || !board.value) body = <LoadingState />;
  else if (board.value.length === 0) body = <EmptyState />;
  else {
    body = (
      <table className="board" part="list">
        <caption className="visually-hidden">{t('title.leaderBoard')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('leaderboard.rank')}</th>
            <th scope="col">{t('leaderboard.player')}</th>
            <th scope="col" className="num">
              {t('leaderboard.score')}
            </th>
            <th scope="col" className="num">
              {t('leaderboard.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.value.map((row) => (
            <tr key={row.rank} part="row" data-top={row.rank <= 3 ? row.rank : undefined}>
              <td>
                <span className="rank">{row.rank}</span>
              </td>
              <td>{row.account}</td>
              <td className="num">{formatBalance(row.score, language)}</td>
              <td className="num">{row.prize === undefined ? '—' : money(row.prize, { whole: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className="page">
      <p className="notice">{t('leaderboard.note')}</p>
      <div aria-live="polite">{body}</div>
    </div>
  );
}
