/**
 * A language's numbers as the platform's `Intl` writes them (separators, grouping, digits, the
 * minus), carried in the /m/ page's first screen so the site formats its numbers without an
 * `Intl` object of its own: the browser's first one loads its locale data, about 100 ms of main
 * thread at a phone's speed, in the middle of the site's take-over (docs/guides/contributors/decisions.md, "Numbers
 * shaped by the platform").
 *
 * `describeNumbers` runs where `Intl` is cheap (the front); `shapedNumbers` is what the site runs.
 * Both write what `Intl.NumberFormat(tag, numberOptions(d))` writes (core/format.ts): the
 * number's shortest decimal form (as ICU takes a double), cut after `d` decimals.
 */
import { array, number, object, string, type Infer } from './api/schema.ts';
import { numberOptions } from './format.ts';

export const numberShapeSchema = object({
  decimal: string,
  group: string,
  /** Digits per group of the whole part, from the right: [3] (1,234,567), or [3, 2] (12,34,567). */
  groups: array(number),
  /** Digits the whole part needs beyond its first group before it is grouped (2: 1000 but 10.000). */
  minimumGrouping: number,
  /** The language's digits, zero to nine. */
  digits: string,
  /** What stands before and after a negative number (a minus, with its direction marks). */
  before: string,
  after: string,
});
export type NumberShape = Infer<typeof numberShapeSchema>;

/** `amount` with `decimals` decimals in `shape`; undefined for what the shape cannot write (exponents). */
export type ShapedNumbers = (amount: number, decimals: number) => string | undefined;

export function shapedNumbers({ decimal, group, groups, minimumGrouping, digits, before, after }: NumberShape): ShapedNumbers | undefined {
  const local = [...digits];
  const [first = 0, next = first] = groups;
  if (local.length !== 10 || ![first, next, minimumGrouping].every((n) => n > 0 && Number.isInteger(n))) return undefined;
  return (amount, decimals) => {
    const plain = /^(\d+)\.?(\d*)$/.exec(String(Math.abs(amount)));
    if (!plain) return undefined;
    let whole = plain[1] ?? '';
    let text = decimals > 0 ? decimal + (plain[2] ?? '').padEnd(decimals, '0').slice(0, decimals) : '';
    if (whole.length >= first + minimumGrouping) {
      for (let size = first; whole.length > size; whole = whole.slice(0, -size), size = next) text = group + whole.slice(-size) + text;
    }
    text = (whole + text).replace(/\d/g, (d) => local[Number(d)] ?? d);
    return amount < 0 || Object.is(amount, -0) ? before + text + after : text;
  };
}

/**
 * The shape of `tag`'s numbers, read from this engine's `Intl`; undefined when the language
 * writes them in a way the shape cannot say (checked on samples, so such a language keeps `Intl`).
 */
export function describeNumbers(tag: string): NumberShape | undefined {
  try {
    const parts = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).formatToParts(-123456789.5);
    const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: false });
    const first = parts.findIndex((p) => p.type === 'integer');
    const last = parts.findLastIndex((p) => p.type === 'fraction');
    const lengths = parts.filter((p) => p.type === 'integer').map((p) => [...p.value].length);
    const [primary = 0, secondary = primary] = lengths.slice(1).reverse();
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((p) => p.value)
        .join('');
    const shape: NumberShape = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      groups: secondary === primary ? [primary] : [primary, secondary],
      minimumGrouping: new Intl.NumberFormat(tag).formatToParts(1000).some((p) => p.type === 'group') ? 1 : 2,
      digits: Array.from({ length: 10 }, (_, d) => whole.format(d)).join(''),
      before: text(0, first),
      after: text(last + 1, parts.length),
    };
    const format = shapedNumbers(shape);
    const samples = [0, -0, 7, -42.5, 999, 1000, 10_000, 123_456.789, -9_876_543.21, 1_234_567_890.05, 0.005, -0.5];
    for (const decimals of [0, 2]) {
      const intl = new Intl.NumberFormat(tag, numberOptions(decimals));
      if (!format || samples.some((n) => format(n, decimals) !== intl.format(n))) return undefined;
    }
    return shape;
  } catch {
    return undefined;
  }
}
