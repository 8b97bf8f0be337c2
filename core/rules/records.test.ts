import { describe, expect, it } from 'vitest';
import { normaliseRange, presetOf, presetRange, isDay, RECORD_PAGE_SIZE } from './records.ts';

const now = new Date(2026, 2, 3, 15, 30); // 3 March 2026, local time

describe('record date ranges', () => {
  it('presets end today (yesterday: that day only) and cross month ends', () => {
    expect(presetRange('today', now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
    expect(presetRange('yesterday', now)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(presetRange('week', now)).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(presetRange('month', now)).toEqual({ startDate: '2026-02-02', endDate: '2026-03-03' });
    expect(presetRange('yesterday', new Date(2026, 0, 1, 0, 5))).toEqual({ startDate: '2025-12-31', endDate: '2025-12-31' });
  });

  it('knows which preset a range is', () => {
    expect(presetOf({ startDate: '2026-02-25', endDate: '2026-03-03' }, now)).toBe('week');
    expect(presetOf({ startDate: '2026-02-20', endDate: '2026-03-03' }, now)).toBe(null);
  });

  it('reads only real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('a custom range: swapped ends, future days and bad input made sensible', () => {
    expect(normaliseRange({ startDate: '2026-03-01', endDate: '2026-02-01' }, now)).toEqual({ startDate: '2026-02-01', endDate: '2026-03-01' });
    expect(normaliseRange({ startDate: '2026-02-01', endDate: '2027-01-01' }, now)).toEqual({ startDate: '2026-02-01', endDate: '2026-03-03' });
    expect(normaliseRange({ startDate: 'nonsense', endDate: '' }, now)).toEqual(presetRange('week', now));
    expect(normaliseRange({ startDate: '2026-04-01', endDate: '2026-05-01' }, now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
  });

  it('pages hold 20 records', () => {
    expect(RECORD_PAGE_SIZE).toBe(20);
  });
});
