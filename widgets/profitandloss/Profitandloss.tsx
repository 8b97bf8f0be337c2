/**
 * <mc-profitandloss>: profit and loss (/m/profitandloss) for a date range: the result of play
 * (payout − stake) in large, then stake, payout, deposits, withdrawals and bonuses. Empty when
 * nothing happened in the range.
 *
 * @event mc-navigate - login (visitor)
 * @csspart range - the date-range bar
 * @csspart summary - the figures
 * @csspart input - an input field (every text, number, date and search box)
 */
import type { ReactNode } from 'react';
import { call } from '../../core/api/request.ts';
import { profitAndLoss } from '../../core/api/wallet.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { useMoney } from '../money-ui/moneyFormat.ts';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { DateRangeBar, useDateRange } from '../money-ui/RecordList.tsx';
import { useCall } from '../base/useCall.ts';

export function Profitandloss() {
  return (
    <MemberOnly>
      <Report />
    </MemberOnly>
  );
}

function Report() {
  const { t } = useT();
  const { money } = useMoney();
  const [range, setRange] = useDateRange();
  const report = useCall((signal) => call(profitAndLoss, range, { signal }), [range.startDate, range.endDate]);

  let body: ReactNode;
  if (report.status === 'error') body = <LoadFailedState error={report.error} onRetry={report.reload} />;
  else if (report.status !== 'ready' || !report.value) body = <LoadingState />;
  else {
    const r = report.value;
    const nothing = [r.stake, r.payout, r.deposits, r.withdrawals, r.bonuses].every((x) => x === 0);
    body = nothing ? (
      <EmptyState />
    ) : (
      <div className="pnl" part="summary">
        <section className="section result" aria-labelledby="pnl-profit">
          <h2 className="section-title" id="pnl-profit">
            {t('pnl.profit')}
          </h2>
          <p className={`big ${r.profit < 0 ? 'negative' : r.profit > 0 ? 'positive' : ''}`}>{money(r.profit, { sign: true })}</p>
        </section>
        <dl className="section kv">
          <dt>{t('pnl.stake')}</dt>
          <dd>{money(r.stake)}</dd>
          <dt>{t('pnl.payout')}</dt>
          <dd>{money(r.payout)}</dd>
          <dt>{t('pnl.deposits')}</dt>
          <dd>{money(r.deposits)}</dd>
          <dt>{t('pnl.withdrawals')}</dt>
          <dd>{money(r.withdrawals)}</dd>
          <dt>{t('pnl.bonuses')}</dt>
          <dd>{money(r.bonuses)}</dd>
        </dl>
      </div>
    );
  }

  return (
    <div className="page">
      <DateRangeBar idPrefix="pnl" value={range} onChange={setRange} />
      <div aria-live="polite" aria-busy={report.status === 'loading'}>
        {body}
      </div>
    </div>
  );
}
