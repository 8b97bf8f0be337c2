import { describe, expect, it } from 'vitest';
import { helpOpenIndex } from './helpIndex.ts';

describe('helpOpenIndex (§2.12 ?i=)', () => {
  it('takes a whole number within the list', () => {
    expect(helpOpenIndex('0', 5)).toBe(0);
    expect(helpOpenIndex('3', 5)).toBe(3);
    expect(helpOpenIndex(' 4 ', 5)).toBe(4);
    expect(helpOpenIndex(2, 5)).toBe(2);
  });
  it('defaults to 0 when missing', () => {
    expect(helpOpenIndex(undefined, 5)).toBe(0);
    expect(helpOpenIndex(null, 5)).toBe(0);
    expect(helpOpenIndex('', 5)).toBe(0);
  });
  it('falls back to 0 for a bad value', () => {
    for (const bad of ['abc', '-1', '1.5', '5', '99', '1e2', '0x2', '２', 'NaN', '9999999']) expect(helpOpenIndex(bad, 5), bad).toBe(0);
    expect(helpOpenIndex(Number.NaN, 5)).toBe(0);
  });
  it('is 0 for an empty list', () => {
    expect(helpOpenIndex('3', 0)).toBe(0);
  });
});
