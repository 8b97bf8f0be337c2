/**
 * Record pages (deposit, withdraw, transaction, betting, rebate records, profit and loss): the
 * date ranges a player picks from and the page size. Dates are the player's calendar days as
 * YYYY-MM-DD, both ends included, as the platform reads them.
 */
import { isoDate } from '../format.ts';

export const RECORD_PAGE_SIZE = 20;

export type RangePreset = 'today' | 'yesterday' | 'week' | 'month';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'week', 'month'];
/** What a record page shows first: the last 7 days. */
export const DEFAULT_RANGE_PRESET: RangePreset = 'week';

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function addDays(d: Date, n: number): Date {
  const next = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  next.setDate(next.getDate() + n);
  return next;
}

/** Today, yesterday, the last 7 days or the last 30 days, each ending today (yesterday: that one day). */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const today = isoDate(now);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const y = isoDate(addDays(now, -1));
      return { startDate: y, endDate: y };
    }
    case 'week':
      return { startDate: isoDate(addDays(now, -6)), endDate: today };
    case 'month':
      return { startDate: isoDate(addDays(now, -29)), endDate: today };
  }
}

/** The preset a range is, if any (a custom range that happens to match one reads as that one). */
export function presetOf(range: DateRange, now: Date = new Date()): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, now);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}

export const isDay = (value: string): boolean => {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getFullYear() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3]);
};

/**
 * A custom range as the player typed it, made sensible: no day after today, the start not after
 * the end (the ends swap), an unreadable end replaced by the matching one of the last 7 days.
 */
export function normaliseRange(range: DateRange, now: Date = new Date()): DateRange {
  const today = isoDate(now);
  const fallback = presetRange(DEFAULT_RANGE_PRESET, now);
  let start = isDay(range.startDate) ? range.startDate : fallback.startDate;
  let end = isDay(range.endDate) ? range.endDate : fallback.endDate;
  if (start > today) start = today;
  if (end > today) end = today;
  if (start > end) [start, end] = [end, start];
  return { startDate: start, endDate: end };
}
