import { describe, expect, it } from 'vitest';
import { rangeFor } from './dateRange.ts';

describe('report date ranges', () => {
  const now = new Date(2026, 2, 1, 15, 30); // 1 March 2026, local
  it('today, yesterday, 7 and 30 days, across a month end', () => {
    expect(rangeFor('today', now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(rangeFor('yesterday', now)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    expect(rangeFor('week', now)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(rangeFor('month', now)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
  });
});
