/**
 * <mc-transaction-record>: the account (transaction) record (/m/transaction/record): every
 * movement of money in a date range — code, amount in or out, the balance after it, the remark —
 * newest first, 20 at a time. Without `types` the player can narrow it to one kind.
 *
 * @attr types - comma list of transaction codes to show (DEP, WDR, BET, PAY, BON, RBT, TRF, UPL), or A for the agent's codes (from ?types=); fixed, no kind filter then
 * @event mc-navigate - login (visitor)
 * @csspart range - the date-range bar
 * @csspart filter - the kind filter
 * @csspart list - the record list
 * @csspart record - one record
 * @csspart input - an input field (every text, number, date and search box)
 */
import { useState } from 'react';
import { call } from '../../core/api/request.ts';
import { transactionCodes, transactions, type Transaction } from '../../core/api/wallet.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { formatRecordTime, useMoney } from '../money-ui/moneyFormat.ts';
import { RecordList } from '../money-ui/RecordList.tsx';
import { useCall } from '../base/useCall.ts';

export interface TransactionRecordProps {
  types?: string;
}

/** A clean comma list of codes (letters, digits, _), or '' for none. */
export const cleanTypes = (types: string | undefined): string =>
  (types ?? '')
    .split(',')
    .map((x) => x.trim().toUpperCase())
    .filter((x) => /^[A-Z0-9_]{1,16}$/.test(x))
    .join(',');

export function TransactionRecord(props: TransactionRecordProps) {
  return (
    <MemberOnly>
      <Transactions {...props} />
    </MemberOnly>
  );
}

function Transactions({ types }: TransactionRecordProps) {
  const { t, language } = useT();
  const fixed = cleanTypes(types);
  const [kind, setKind] = useState('');
  const codes = useCall((signal) => call(transactionCodes, undefined, { signal }), [language]);
  const names = new Map((codes.value ?? []).map((c) => [c.code, c.name]));
  const filter = fixed || kind;

  return (
    <RecordList<Transaction>
      idPrefix="tx"
      label={t('title.transactionRecord')}
      filterKey={filter}
      load={(query, signal) => call(transactions, { ...query, types: filter || undefined }, { signal })}
      itemKey={(r) => r.id}
      renderItem={(r) => <TransactionRow record={r} name={names.get(r.code) ?? r.code} />}
    >
      {!fixed && (
        <div className="field" part="filter">
          <label htmlFor="tx-kind">{t('transactions.kind')}</label>
          <select id="tx-kind" value={kind} onChange={(e) => setKind(e.currentTarget.value)}>
            <option value="">{t('transactions.allKinds')}</option>
            {(codes.value ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </RecordList>
  );
}

function TransactionRow({ record, name }: { record: Transaction; name: string }) {
  const { t } = useT();
  const { money } = useMoney();
  return (
    <>
      <span className="record-title">{name}</span>
      <span className={`record-amount ${record.amount < 0 ? 'negative' : 'positive'}`}>{money(record.amount, { sign: true })}</span>
      <span className="record-meta">
        {formatRecordTime(record.createdAt)}
        {record.remark ? ` · ${record.remark}` : ''}
      </span>
      <span className="record-meta record-end">{t('transactions.balanceAfter', { amount: money(record.balanceAfter) })}</span>
    </>
  );
}
