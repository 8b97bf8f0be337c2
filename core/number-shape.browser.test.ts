import { describe, expect, it } from '../tests/browser/helpers.ts';
import { localeTag, numberOptions } from './format.ts';
import { describeNumbers, shapedNumbers } from './number-shape.ts';
import { AMOUNTS, FRONT_NUMBER_SHAPES } from './number-shape.fixture.ts';
import { LANGUAGES } from './stores/language.ts';

/**
 * The languages whose locale data this browser has: a browser without a language's (the tests'
 * headless shell lacks Burmese, Nepali, Kazakh, Lao, Khmer, Sinhala and Mongolian) writes its
 * numbers in American English, where the front's shapes write the language's own.
 */
const known = LANGUAGES.filter((code) => Intl.NumberFormat.supportedLocalesOf([localeTag(code)]).length > 0);

describe('numbers shaped by the platform, in the browser', () => {
  it('knows most languages (else the tests below would check little)', () => {
    expect(known.length).to.be.greaterThan(LANGUAGES.length / 2);
  });

  it("writes the numbers of every language it knows with the front's shapes exactly as this browser's Intl does", () => {
    const differences: string[] = [];
    for (const code of known) {
      const tag = localeTag(code);
      const format = shapedNumbers(FRONT_NUMBER_SHAPES[code]);
      expect(format, code).to.not.equal(undefined);
      for (const decimals of [0, 2]) {
        const intl = new Intl.NumberFormat(tag, numberOptions(decimals));
        for (const amount of AMOUNTS) {
          const shaped = format!(amount, decimals);
          if (shaped !== intl.format(amount)) differences.push(`${code} ${amount} (${decimals}): ${shaped} ≠ ${intl.format(amount)}`);
        }
      }
    }
    expect(differences).to.deep.equal([]);
  });

  it("reads the same shape from this browser's Intl as the front reads from its own, for every language it knows", () => {
    for (const code of known) expect(describeNumbers(localeTag(code)), code).to.deep.equal(FRONT_NUMBER_SHAPES[code]);
  });
});
