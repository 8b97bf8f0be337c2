import { describe, expect, it } from 'vitest';
import { greetingFor, greetingKey } from './greeting.ts';

describe('agent home greeting (§2.13)', () => {
  it.each([
    [0, 'morning'],
    [5, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ] as const)('hour %i is %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });

  it('reads fractions as the whole hour and anything odd as a valid hour', () => {
    expect(greetingFor(10.99)).toBe('morning');
    expect(greetingFor(18.5)).toBe('lateAfternoon');
    expect(greetingFor(-1)).toBe('evening');
    expect(greetingFor(25)).toBe('morning');
    expect(greetingFor(Number.NaN)).toBe('morning');
  });

  it('gives the key for a local time', () => {
    expect(greetingKey(new Date(2026, 0, 1, 9, 59))).toBe('agent.greeting.morning');
    expect(greetingKey(new Date(2026, 0, 1, 19, 0))).toBe('agent.greeting.evening');
  });
});
