/**
 * The record pages' shared list: a date range (today, yesterday, 7 days, 30 days, or two days of
 * the player's choosing), the first page, then "Load more" for the next ones; loading, empty and
 * failed states with a retry. Use inside `<MemberOnly>` with `moneyStyles` adopted.
 *
 *   <RecordList idPrefix="dep" label={t('title.vouReport')} load={(q, signal) => call(depositRecords, q, { signal })}
 *     itemKey={(r) => r.id} renderItem={(r) => <DepositRow record={r} />} />
 *
 * @csspart list - the list of records
 * @csspart record - one record of the list
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DateRangeQuery } from '../../core/api/wallet.ts';
import { isoDate } from '../../core/format.ts';
import {
  DEFAULT_RANGE_PRESET,
  RANGE_PRESETS,
  RECORD_PAGE_SIZE,
  normaliseRange,
  presetOf,
  presetRange,
  type DateRange,
  type RangePreset,
} from '../../core/rules/records.ts';
import { isRequestError } from '../../core/api/errors.ts';
import { toastError } from '../base/feedback.ts';
import { useT } from '../base/i18n.ts';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { useCall } from '../base/useCall.ts';

export interface RecordPage<T> {
  list: T[];
  totalPages: number;
  pageNum: number;
}

export interface DateRangeBarProps {
  idPrefix: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

const PRESET_KEYS: Record<RangePreset, string> = {
  today: 'records.range.today',
  yesterday: 'records.range.yesterday',
  week: 'records.range.week',
  month: 'records.range.month',
};

/** Preset chips and the two days of the range; a typed range is made sensible (core/rules/records.ts). */
export function DateRangeBar({ idPrefix, value, onChange }: DateRangeBarProps) {
  const { t } = useT();
  const today = isoDate();
  const current = presetOf(value);
  const setDay = (end: 'startDate' | 'endDate', day: string) => {
    if (!day) return;
    onChange(normaliseRange({ ...value, [end]: day }));
  };
  return (
    <div className="range" role="group" aria-label={t('records.range')} part="range">
      <div className="chips">
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" className="chip" aria-pressed={current === p} onClick={() => onChange(presetRange(p))}>
            {t(PRESET_KEYS[p])}
          </button>
        ))}
      </div>
      <div className="range-days">
        <label htmlFor={`${idPrefix}-from`}>
          {t('records.from')}
          <input
            part="input"
            id={`${idPrefix}-from`}
            type="date"
            value={value.startDate}
            max={today}
            onChange={(e) => setDay('startDate', e.currentTarget.value)}
          />
        </label>
        <label htmlFor={`${idPrefix}-to`}>
          {t('records.to')}
          <input part="input" id={`${idPrefix}-to`} type="date" value={value.endDate} max={today} onChange={(e) => setDay('endDate', e.currentTarget.value)} />
        </label>
      </div>
    </div>
  );
}

/** The range a record page starts with. */
export function useDateRange(): [DateRange, (range: DateRange) => void] {
  return useState<DateRange>(() => presetRange(DEFAULT_RANGE_PRESET));
}

export interface RecordListProps<T> {
  idPrefix: string;
  /** Accessible name of the list. */
  label: string;
  load: (query: DateRangeQuery, signal: AbortSignal) => Promise<RecordPage<T>>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Anything else that starts the list again from page 1 when it changes (a type filter). */
  filterKey?: string;
  /** Shown between the date range and the list (filters). */
  children?: ReactNode;
}

export function RecordList<T>({ idPrefix, label, load, itemKey, renderItem, filterKey = '', children }: RecordListProps<T>) {
  const { t } = useT();
  const [range, setRange] = useDateRange();
  const loadRef = useRef(load);
  loadRef.current = load;

  const first = useCall((signal) => loadRef.current({ ...range, pageNo: 1, pageSize: RECORD_PAGE_SIZE }, signal), [range.startDate, range.endDate, filterKey]);

  // Pages after the first, kept for the first page they follow: a new first page starts afresh.
  type Extra = { base: RecordPage<T> | undefined; items: T[]; page: number; totalPages: number };
  const fresh = (base: RecordPage<T> | undefined): Extra => ({ base, items: [], page: 1, totalPages: base?.totalPages ?? 1 });
  const [stored, setExtra] = useState<Extra>(() => fresh(undefined));
  const extra = stored.base === first.value ? stored : fresh(first.value);
  const [loadingMore, setLoadingMore] = useState(false);
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    moreController.current?.abort();
    setLoadingMore(false);
  }, [first.value]);
  useEffect(() => () => moreController.current?.abort(), []);

  const loadMore = useCallback(async () => {
    const base = first.value;
    const controller = new AbortController();
    moreController.current?.abort();
    moreController.current = controller;
    setLoadingMore(true);
    try {
      const next = await loadRef.current({ ...range, pageNo: extra.page + 1, pageSize: RECORD_PAGE_SIZE }, controller.signal);
      if (controller.signal.aborted) return;
      setExtra((e) => {
        const current = e.base === base ? e : fresh(base);
        return { base, items: [...current.items, ...next.list], page: current.page + 1, totalPages: next.totalPages };
      });
    } catch (error) {
      if (!controller.signal.aborted && !(isRequestError(error) && error.kind === 'aborted')) toastError(error);
    } finally {
      if (moreController.current === controller) setLoadingMore(false);
    }
  }, [range, extra.page, first.value]);

  let body: ReactNode;
  if (first.status === 'error') body = <LoadFailedState error={first.error} onRetry={first.reload} />;
  else if (first.status !== 'ready' || !first.value) body = <LoadingState />;
  else if (first.value.list.length === 0) body = <EmptyState />;
  else {
    // A record that moved to a later page while paging shows once.
    const seen = new Set<string>();
    const items = [...first.value.list, ...extra.items].filter((item) => {
      const key = itemKey(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const hasMore = extra.page < extra.totalPages;
    body = (
      <>
        <ul className="records" aria-label={label} part="list">
          {items.map((item) => (
            <li key={itemKey(item)} className="record" part="record">
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {hasMore ? (
          <div className="more">
            <button type="button" className="btn btn-outline" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
              {loadingMore ? <span className="spinner" aria-hidden="true" /> : null}
              {t('records.more')}
            </button>
          </div>
        ) : (
          <p className="end-note">{t('records.end')}</p>
        )}
      </>
    );
  }

  return (
    <div className="page">
      <DateRangeBar idPrefix={idPrefix} value={range} onChange={setRange} />
      {children}
      <div aria-live="polite" aria-busy={first.status === 'loading'}>
        {body}
      </div>
    </div>
  );
}
