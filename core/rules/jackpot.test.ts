import { describe, expect, it } from 'vitest';
import { JACKPOT_MAX, JACKPOT_MIN } from './constants.ts';
import { JACKPOT_ANIMATION_MS, jackpotDelayMs, jackpotFrame, jackpotStart, jackpotStep } from './jackpot.ts';

const fixed = (x: number) => () => x;

describe('jackpot (§4, §9)', () => {
  it('starts between 50,000,000,000 and 99,999,999,999 inclusive, as a whole number', () => {
    expect(jackpotStart(fixed(0))).toBe(50_000_000_000);
    expect(jackpotStart(fixed(0.999999999999))).toBe(99_999_999_999);
    expect(jackpotStart(fixed(1))).toBe(99_999_999_999); // a misbehaving random stays in range
    expect(jackpotStart(fixed(-1))).toBe(50_000_000_000);
    expect(jackpotStart(fixed(Number.NaN))).toBe(50_000_000_000);
    for (let i = 0; i < 1000; i++) {
      const v = jackpotStart();
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(JACKPOT_MIN);
      expect(v).toBeLessThanOrEqual(JACKPOT_MAX);
    }
  });

  it('steps by 100 to 500', () => {
    expect(jackpotStep(fixed(0))).toBe(100);
    expect(jackpotStep(fixed(0.99999))).toBe(500);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const s = jackpotStep();
      expect(Number.isInteger(s)).toBe(true);
      expect(s).toBeGreaterThanOrEqual(100);
      expect(s).toBeLessThanOrEqual(500);
      seen.add(s);
    }
    expect(seen.has(100) || seen.has(500)).toBe(true);
  });

  it('waits 3, 4 or 5 seconds, each of them possible', () => {
    expect(jackpotDelayMs(fixed(0))).toBe(3000);
    expect(jackpotDelayMs(fixed(0.5))).toBe(4000);
    expect(jackpotDelayMs(fixed(0.9999))).toBe(5000);
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) seen.add(jackpotDelayMs());
    expect([...seen].sort()).toEqual([3000, 4000, 5000]);
  });

  it('animates from the old to the new value, whole numbers, never past the target', () => {
    expect(jackpotFrame(1000, 1300, 0)).toBe(1000);
    expect(jackpotFrame(1000, 1300, JACKPOT_ANIMATION_MS)).toBe(1300);
    expect(jackpotFrame(1000, 1300, JACKPOT_ANIMATION_MS * 5)).toBe(1300);
    let last = 1000;
    for (let t = 0; t <= JACKPOT_ANIMATION_MS; t += 16) {
      const v = jackpotFrame(1000, 1300, t);
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(1300);
      last = v;
    }
  });
});
