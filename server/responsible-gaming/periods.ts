/**
 * Limit periods in the merchant's time zone: a day starts at local midnight, a week on Monday,
 * a month on its first day. The platform may run in any zone; a limit follows the merchant's
 * calendar, so every boundary is computed with Intl for that zone (daylight saving included).
 */
export type Period = 'day' | 'week' | 'month';
export const PERIODS: readonly Period[] = ['day', 'week', 'month'];

interface LocalDate {
  year: number;
  month: number; // 1..12
  day: number;
  weekday: number; // 0 Monday .. 6 Sunday
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function parts(t: number, timeZone: string): LocalDate & { hour: number; minute: number; second: number } {
  const out: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(t))) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAYS.indexOf(out.weekday ?? ''),
  };
}

/** The zone's offset from UTC at instant t, in ms (east positive). */
function offsetAt(t: number, timeZone: string): number {
  const p = parts(t, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The instant a local calendar date begins (midnight, or the first moment after a skipped one). */
function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  let t = guess - offsetAt(guess, timeZone);
  // A second pass settles dates where the offset changes between the guess and the answer.
  t = guess - offsetAt(t, timeZone);
  return t;
}

/** Start of the period holding instant t. */
export function periodStart(t: number, period: Period, timeZone: string): number {
  const p = parts(t, timeZone);
  if (period === 'month') return localMidnight(p.year, p.month, 1, timeZone);
  const back = period === 'week' ? p.weekday : 0;
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day - back));
  return localMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), timeZone);
}

/** Start of the period after the one starting at `start`. */
export function nextPeriodStart(start: number, period: Period, timeZone: string): number {
  const p = parts(start, timeZone);
  const d = new Date(Date.UTC(p.year, p.month - 1 + (period === 'month' ? 1 : 0), p.day + (period === 'day' ? 1 : period === 'week' ? 7 : 0)));
  return localMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), timeZone);
}

/** The `count` most recent periods up to the one holding t, oldest first: [start, end). */
export function recentPeriods(t: number, period: Period, timeZone: string, count: number): [number, number][] {
  const out: [number, number][] = [];
  let start = periodStart(t, period, timeZone);
  for (let i = 0; i < count; i++) {
    out.unshift([start, nextPeriodStart(start, period, timeZone)]);
    start = periodStart(start - 1, period, timeZone);
  }
  return out;
}

/** YYYY-MM-DD of instant t in the zone (the label of a period's first day). */
export function localDay(t: number, timeZone: string): string {
  const p = parts(t, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
