/**
 * The simulated jackpot counter of §4 and §9: a random start between 50,000,000,000 and
 * 99,999,999,999 (0 decimals); every 3, 4 or 5 seconds, chosen at random, it adds a random
 * 100 to 500. `random` is a function returning [0, 1) like Math.random, so tests can fix it.
 */
import { JACKPOT_INTERVALS_S, JACKPOT_MAX, JACKPOT_MIN, JACKPOT_STEP_MAX, JACKPOT_STEP_MIN } from './constants.ts';

export type Random = () => number;

/** How long one increase is animated (counting up), in ms. Not a number of the spec: the kit's choice. */
export const JACKPOT_ANIMATION_MS = 800;

/** One counting step every this many ms (about 16 steps per increase: smooth enough, few frames). */
export const JACKPOT_FRAME_MS = 50;

/** Digits of the largest value the counter can show in its first hours; the box is sized for it. */
export const JACKPOT_DIGITS = String(JACKPOT_MAX).length;

const pick = (random: Random, min: number, max: number) => min + Math.min(max - min, Math.floor(clamp01(random()) * (max - min + 1)));
const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(Math.max(x, 0), 1 - Number.EPSILON) : 0);

export function jackpotStart(random: Random = Math.random): number {
  return pick(random, JACKPOT_MIN, JACKPOT_MAX);
}

export function jackpotStep(random: Random = Math.random): number {
  return pick(random, JACKPOT_STEP_MIN, JACKPOT_STEP_MAX);
}

/** Milliseconds until the next increase: 3000, 4000 or 5000. */
export function jackpotDelayMs(random: Random = Math.random): number {
  const i = pick(random, 0, JACKPOT_INTERVALS_S.length - 1);
  return JACKPOT_INTERVALS_S[i]! * 1000;
}

/** The value shown `elapsed` ms into an animation from `from` to `to` (ease-out, whole numbers). */
export function jackpotFrame(from: number, to: number, elapsed: number, duration = JACKPOT_ANIMATION_MS): number {
  if (elapsed >= duration || duration <= 0) return to;
  const t = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}
