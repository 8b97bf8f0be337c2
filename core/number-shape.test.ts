import { describe, expect, it } from 'vitest';
import { localeTag, numberOptions } from './format.ts';
import { describeNumbers, numberShapeSchema, shapedNumbers, type NumberShape } from './number-shape.ts';
import { AMOUNTS, FRONT_NUMBER_SHAPES } from './number-shape.fixture.ts';
import { LANGUAGES } from './stores/language.ts';

const intl = (tag: string, decimals: number) => new Intl.NumberFormat(tag, numberOptions(decimals));

describe('numbers shaped by the platform', () => {
  it("writes every language's numbers as Intl writes them, from the shape Intl gave, with 0 and 2 decimals", () => {
    for (const code of LANGUAGES) {
      const tag = localeTag(code);
      const shape = describeNumbers(tag);
      expect(shape, code).toBeDefined();
      const format = shapedNumbers(shape!)!;
      for (const decimals of [0, 2]) {
        const expected = intl(tag, decimals);
        for (const amount of AMOUNTS) expect(format(amount, decimals), `${code} ${amount} ${decimals}`).toBe(expected.format(amount));
      }
    }
  });

  it('the shapes the browser test checks against the browser are the ones this Intl gives (the front carries these)', () => {
    for (const code of LANGUAGES) expect(describeNumbers(localeTag(code)), code).toEqual(FRONT_NUMBER_SHAPES[code]);
  });

  it('groups by two after the first three where the language does, and not a four-digit number where it waits for five', () => {
    const hindi = shapedNumbers(FRONT_NUMBER_SHAPES.HI)!;
    expect(hindi(123_456_789, 0)).toBe('12,34,56,789');
    const spanish = shapedNumbers(FRONT_NUMBER_SHAPES.ES)!;
    expect(spanish(1234.5, 2)).toBe('1234,50');
    expect(spanish(12_345.5, 2)).toBe('12.345,50');
    const persian = shapedNumbers(FRONT_NUMBER_SHAPES.FA)!;
    expect(persian(-1234.5, 2)).toBe('\u200e\u2212۱٬۲۳۴٫۵۰');
  });

  it('cuts the decimals off (never rounds up) from the shortest form of the number, as Intl does', () => {
    const english = shapedNumbers(FRONT_NUMBER_SHAPES.EN)!;
    expect(english(2.01, 2)).toBe('2.01');
    expect(english(0.999, 2)).toBe('0.99');
    expect(english(1999.99, 0)).toBe('1,999');
    expect(english(-0.001, 2)).toBe('-0.00');
  });

  it('leaves what it cannot write to Intl: numbers in exponent form', () => {
    const english = shapedNumbers(FRONT_NUMBER_SHAPES.EN)!;
    expect(english(1e21, 0)).toBeUndefined();
    expect(english(5e-7, 2)).toBeUndefined();
  });

  it('makes no formatter of a shape it cannot follow, and the data block refuses a shape of the wrong kind', () => {
    const shape: NumberShape = FRONT_NUMBER_SHAPES.EN;
    expect(shapedNumbers({ ...shape, digits: '012345678' })).toBeUndefined();
    expect(shapedNumbers({ ...shape, groups: [] })).toBeUndefined();
    expect(shapedNumbers({ ...shape, groups: [3, 0] })).toBeUndefined();
    expect(shapedNumbers({ ...shape, minimumGrouping: 1.5 })).toBeUndefined();
    expect(() => numberShapeSchema({ ...shape, groups: '3' })).toThrow();
    expect(() => numberShapeSchema({ ...shape, digits: 7 })).toThrow();
  });

  it("reads any numbering system's digits, and has no shape for a tag Intl refuses", () => {
    expect(describeNumbers('en-u-nu-hanidec')).toEqual({ ...FRONT_NUMBER_SHAPES.EN, digits: '〇一二三四五六七八九' });
    expect(describeNumbers('not a tag')).toBeUndefined();
  });
});
