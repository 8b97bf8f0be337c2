import { describe, expect, it } from 'vitest';
import { checkAmount, checkFundsPassword, moneyStatus, parseAmount, quickAmounts } from './money.ts';

describe('money form rules', () => {
  it('reads amounts with at most two decimals', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 1,000.5 ')).toBe(1000.5);
    expect(parseAmount('12.345')).toBe(null);
    expect(parseAmount('-5')).toBe(null);
    expect(parseAmount('1e3')).toBe(null);
    expect(parseAmount('abc')).toBe(null);
  });

  it('checks typed, sensible, limits, then balance', () => {
    const limits = { min: 100, max: 50_000, balance: 800 };
    expect(checkAmount('', limits)).toBe('required');
    expect(checkAmount('0', limits)).toBe('invalid');
    expect(checkAmount('1.234', limits)).toBe('invalid');
    expect(checkAmount('99.99', limits)).toBe('min');
    expect(checkAmount('100', limits)).toBe(null);
    expect(checkAmount('800', limits)).toBe(null);
    expect(checkAmount('800.01', limits)).toBe('balance');
    expect(checkAmount('50001', limits)).toBe('max');
    expect(checkAmount('50001', {})).toBe(null);
  });

  it('offers the quick amounts inside the limits', () => {
    expect(quickAmounts(50, 1000)).toEqual([100, 200, 500, 1000]);
    expect(quickAmounts(100, 50_000)).toEqual([100, 200, 500, 1000, 5000, 10000]);
    expect(quickAmounts(20_000, 30_000)).toEqual([]);
  });

  it('funds password: six digits', () => {
    expect(checkFundsPassword('')).toBe('required');
    expect(checkFundsPassword('12345')).toBe('format');
    expect(checkFundsPassword('12345a')).toBe('format');
    expect(checkFundsPassword('123456')).toBe(null);
  });

  it('unknown states read as pending', () => {
    expect(moneyStatus('approved')).toBe('approved');
    expect(moneyStatus('rejected')).toBe('rejected');
    expect(moneyStatus('processing')).toBe('pending');
  });
});
