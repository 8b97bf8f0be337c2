/** Date ranges the agency centre's reports offer, as the platform's startDate/endDate (YYYY-MM-DD, local). */
import { isoDate } from '../format.ts';

export const RANGE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  startDate: string;
  endDate: string;
}

const daysAgo = (now: Date, n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - n);

/** today; yesterday; the last 7 days; the last 30 days — each ending today (yesterday ends yesterday). */
export function rangeFor(preset: RangePreset, now: Date = new Date()): DateRange {
  switch (preset) {
    case 'today':
      return { startDate: isoDate(now), endDate: isoDate(now) };
    case 'yesterday':
      return { startDate: isoDate(daysAgo(now, 1)), endDate: isoDate(daysAgo(now, 1)) };
    case 'week':
      return { startDate: isoDate(daysAgo(now, 6)), endDate: isoDate(now) };
    case 'month':
      return { startDate: isoDate(daysAgo(now, 29)), endDate: isoDate(now) };
  }
}
