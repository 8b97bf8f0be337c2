/**
 * <mc-vou-report>: deposit records (/m/vouReport): amount, method, status and time of each
 * deposit in a date range, newest first, 20 at a time.
 *
 * @event mc-navigate - login (visitor)
 * @csspart range - the date-range bar
 * @csspart list - the record list
 * @csspart record - one record
 */
import { call } from '../../core/api/request.ts';
import { depositRecords } from '../../core/api/wallet.ts';
import { moneyStatus } from '../../core/rules/money.ts';
import { useT } from '../ui/i18n.ts';
import { MemberOnly } from '../ui/MemberOnly.tsx';
import { formatRecordTime, useMoney } from '../ui/moneyFormat.ts';
import { RecordList } from '../ui/RecordList.tsx';

interface DepositRecord {
  id: string;
  amount: number;
  status: string;
  method: string;
  createdAt: number;
}

export function VouReport() {
  const { t } = useT();
  return (
    <MemberOnly>
      <RecordList<DepositRecord>
        idPrefix="vou"
        label={t('title.vouReport')}
        load={(query, signal) => call(depositRecords, query, { signal })}
        itemKey={(r) => r.id}
        renderItem={(r) => <DepositRow record={r} />}
      />
    </MemberOnly>
  );
}

function DepositRow({ record }: { record: DepositRecord }) {
  const { t } = useT();
  const { money } = useMoney();
  const status = moneyStatus(record.status);
  return (
    <>
      <span className="record-title">{record.method || t('title.voucherCenter')}</span>
      <span className="record-amount">{money(record.amount)}</span>
      <span className="record-meta">
        {formatRecordTime(record.createdAt)} · {t('records.number', { id: record.id })}
      </span>
      <span className="record-end">
        <span className="status" data-status={status}>
          {t(`money.status.${status}`)}
        </span>
      </span>
    </>
  );
}
