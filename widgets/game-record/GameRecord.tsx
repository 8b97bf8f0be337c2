/**
 * <mc-game-record>: the betting record (/m/gameRecord): each bet of the demo games and vendors in
 * a date range — game, vendor, stake, payout and the result — newest first, 20 at a time. Lottery
 * bets have their own record with draws and cancelling (mc-lottery-orders), one tap away.
 *
 * @event mc-navigate - login (visitor), the lottery bets
 * @csspart range - the date-range bar
 * @csspart list - the record list
 * @csspart record - one record
 * @csspart lottery-bets - the way to the lottery bets
 * @csspart input - an input field (every text, number, date and search box)
 */
import { call } from '../../core/api/request.ts';
import { navigate } from '../../core/nav.ts';
import { gameRecords } from '../../core/api/wallet.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { formatRecordTime, useMoney } from '../money-ui/moneyFormat.ts';
import { RecordList } from '../money-ui/RecordList.tsx';

interface Bet {
  id: string;
  gameName: string;
  vendor: string;
  stake: number;
  payout: number;
  createdAt: number;
}

export function GameRecord() {
  const { t } = useT();
  const { host } = useHost();
  return (
    <MemberOnly>
      <RecordList<Bet>
        idPrefix="bets"
        label={t('title.gameRecord')}
        load={(query, signal) => call(gameRecords, query, { signal })}
        itemKey={(r) => r.id}
        renderItem={(r) => <BetRow bet={r} />}
      >
        <button type="button" className="btn btn-outline lottery-bets" part="lottery-bets" onClick={() => navigate(host, 'lotteryOrders')}>
          {t('title.lotteryOrders')}
        </button>
      </RecordList>
    </MemberOnly>
  );
}

function BetRow({ bet }: { bet: Bet }) {
  const { t } = useT();
  const { money } = useMoney();
  const result = Math.round((bet.payout - bet.stake) * 100) / 100;
  return (
    <>
      <span className="record-title">{bet.gameName}</span>
      <span className={`record-amount ${result < 0 ? 'negative' : result > 0 ? 'positive' : ''}`}>{money(result, { sign: true })}</span>
      <span className="record-meta">
        {bet.vendor} · {formatRecordTime(bet.createdAt)}
      </span>
      <span className="record-meta record-end">
        {t('bets.stake', { amount: money(bet.stake) })} · {t('bets.payout', { amount: money(bet.payout) })}
      </span>
    </>
  );
}
