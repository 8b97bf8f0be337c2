/**
 * A report of money movements of one kind (deposits, withdrawals) over a date range: amount,
 * method, status and time of each, newest first, 20 at a time. Members only. An order the
 * platform approves or rejects meanwhile shows its new status at once (the live stream).
 */
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import type { Endpoint } from '../../core/api/endpoint.ts';
import type { DateRangeQuery } from '../../core/api/wallet.ts';
import { moneyStatus } from '../../core/rules/money.ts';
import { $orderUpdates } from '../../core/stores/money.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { formatRecordTime, useMoney } from './moneyFormat.ts';
import { RecordList } from './RecordList.tsx';

export interface MoneyRecord {
  id: string;
  amount: number;
  status: string;
  method: string;
  createdAt: number;
}

export interface MoneyRecordReportProps {
  idPrefix: string;
  /** i18n key of the list's label. */
  label: string;
  endpoint: Endpoint<DateRangeQuery, { list: MoneyRecord[]; totalPages: number; pageNum: number }>;
  /** i18n key shown when a record names no method. */
  fallbackTitle: string;
}

export function MoneyRecordReport({ idPrefix, label, endpoint, fallbackTitle }: MoneyRecordReportProps) {
  const { t } = useT();
  return (
    <MemberOnly>
      <RecordList<MoneyRecord>
        idPrefix={idPrefix}
        label={t(label)}
        load={(query, signal) => call(endpoint, query, { signal })}
        itemKey={(r) => r.id}
        renderItem={(r) => <MoneyRecordRow record={r} fallbackTitle={fallbackTitle} />}
      />
    </MemberOnly>
  );
}

function MoneyRecordRow({ record, fallbackTitle }: { record: MoneyRecord; fallbackTitle: string }) {
  const { t } = useT();
  const { money } = useMoney();
  // A status the live stream told since the list loaded wins over the loaded one.
  const live = useStore($orderUpdates)[record.id];
  const status = moneyStatus(live?.status ?? record.status);
  return (
    <>
      <span className="record-title">{record.method || t(fallbackTitle)}</span>
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
