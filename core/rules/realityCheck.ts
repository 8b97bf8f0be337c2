/**
 * When the reality check shows, from the play session the platform keeps. The platform's clock
 * decides: the delay is measured from the platform's `now` of the answer, so a device whose
 * clock is wrong (or a platform clock moved in a test) still checks on time.
 */
import type { PlaySession } from '../api/responsibleGaming.ts';

/** How long to wait, from when the answer arrived, before the next check is due (0: due now). */
export function msUntilCheck(s: PlaySession): number {
  const next = s.endsAt === null ? s.nextCheckAt : Math.min(s.nextCheckAt, s.endsAt);
  return Math.max(0, next - s.now);
}

/** Why the dialog shows now: the interval ran out, or the session time limit was reached. */
export function checkReason(s: PlaySession): 'limit' | 'interval' | null {
  if (s.endsAt !== null && s.now >= s.endsAt) return 'limit';
  if (s.now >= s.nextCheckAt) return 'interval';
  return null;
}

/** Whole hours and minutes played. */
export function played(s: PlaySession): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((s.now - s.startedAt) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
