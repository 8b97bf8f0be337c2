import { describe, expect, it } from 'vitest';
import { formatBalance, formatDate, formatDateTime, formatMoney, formatWalletBalance, localeTag } from './format.ts';
import { LANGUAGES } from './stores/language.ts';

describe('numbers, money and dates per language', () => {
  it('every language of §1 has its own locale tag', () => {
    for (const code of LANGUAGES) expect(Intl.NumberFormat.supportedLocalesOf(localeTag(code)), code).toHaveLength(1);
    expect(localeTag('TY')).toBe('fil');
    expect(localeTag('CN')).toBe('zh-CN');
    expect(localeTag('TW')).toBe('zh-TW');
  });

  it('groups and separates decimals as each language writes them', () => {
    expect(formatMoney(1234567.891, 'EN')).toBe('1,234,567.89');
    expect(formatMoney(1234567.891, 'PT')).toBe('1.234.567,89');
    expect(formatMoney(1234567.891, 'DE')).toBe('1.234.567,89');
    expect(formatMoney(1234567.891, 'HI')).toBe('12,34,567.89');
    expect(formatMoney(1234567.891, 'FA')).toBe('۱٬۲۳۴٬۵۶۷٫۸۹');
    expect(formatMoney(1234567.891, 'RU').replace(/\s/g, ' ')).toBe('1 234 567,89');
  });

  it('the header balance has no decimals and never rounds up money the player does not have', () => {
    expect(formatBalance(10_000.99, 'EN')).toBe('10,000');
    expect(formatBalance(Number.NaN, 'EN')).toBe('0');
  });

  it('dates follow the language, and a missing date is empty rather than "Invalid Date"', () => {
    const at = new Date(2026, 10, 22, 13, 5).getTime();
    expect(formatDate(at, 'EN')).toBe('Nov 22, 2026');
    expect(formatDate(at, 'PT')).toBe('22 de nov. de 2026');
    expect(formatDate(at, 'CN')).toBe('2026年11月22日');
    expect(formatDateTime(at, 'DE')).toBe('22.11.2026, 13:05');
    expect(formatDate(Number.NaN, 'EN')).toBe('');
    expect(formatDateTime(Number.NaN, 'AR')).toBe('');
  });

  it('the header and the launch page show the wallet the same way: symbol, sumBalance with 0 decimals', () => {
    expect(formatWalletBalance({ currencySymbol: '¥', sumBalance: 12345.67 }, 'EN')).toBe('¥ 12,345');
    expect(formatWalletBalance({ currencySymbol: '¥', sumBalance: 10000 }, 'DE')).toBe('¥ 10.000');
  });
});
