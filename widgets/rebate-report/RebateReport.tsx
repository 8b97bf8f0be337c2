/**
 * <mc-rebate-report>: my rebate report (/m/member/rebateReport): each rebate paid, by game type,
 * in a date range, newest first, 20 at a time.
 *
 * @event mc-navigate - login (visitor)
 * @csspart range - the date-range bar
 * @csspart list - the record list
 * @csspart record - one record
 * @csspart input - an input field (every text, number, date and search box)
 */
import { call } from '../../core/api/request.ts';
import { rebateReport } from '../../core/api/wallet.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { formatRecordTime, useMoney } from '../money-ui/moneyFormat.ts';
import { RecordList } from '../money-ui/RecordList.tsx';

interface Rebate {
  id: string;
  amount: number;
  gameType: string;
  createdAt: number;
}

export function RebateReport() {
  const { t } = useT();
  return (
    <MemberOnly>
      <RecordList<Rebate>
        idPrefix="rebate"
        label={t('title.rebateReport')}
        load={(query, signal) => call(rebateReport, query, { signal })}
        itemKey={(r) => r.id}
        renderItem={(r) => <RebateRow rebate={r} />}
      />
    </MemberOnly>
  );
}

function RebateRow({ rebate }: { rebate: Rebate }) {
  const { t } = useT();
  const { money } = useMoney();
  return (
    <>
      <span className="record-title">{t(`games.type.${rebate.gameType}`, { defaultValue: rebate.gameType })}</span>
      <span className="record-amount positive">{money(rebate.amount, { sign: true })}</span>
      <span className="record-meta">{formatRecordTime(rebate.createdAt)}</span>
      <span className="record-meta record-end">{t('records.number', { id: rebate.id })}</span>
    </>
  );
}
