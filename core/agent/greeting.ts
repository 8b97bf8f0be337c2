/** The agent home's greeting by the hour of the day (§2.13). */
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/**
 * 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening. Fractions count as
 * their whole hour; hours outside 0–24 wrap around the day.
 */
export function greetingFor(hour: number): Greeting {
  let h = Number.isFinite(hour) ? Math.floor(hour) : 0;
  if (h < 0 || h > 24) h = ((h % 24) + 24) % 24;
  if (h <= 10) return 'morning';
  if (h <= 14) return 'earlyAfternoon';
  if (h <= 18) return 'lateAfternoon';
  return 'evening';
}

/** The i18n key of the greeting for a moment (local time). */
export const greetingKey = (date: Date = new Date()): `agent.greeting.${Greeting}` => `agent.greeting.${greetingFor(date.getHours())}`;

/** The greeting follows the clock: it is looked at again once a minute. */
export const GREETING_REFRESH_MS = 60_000;
