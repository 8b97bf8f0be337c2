/**
 * Time-out (a short break: 24 hours to 6 weeks) and self-exclusion (6 months to 5 years). Both
 * start at once, end every session of the player and any game they have open, and cannot be
 * ended early: sign-in is refused until the end (with the end date for a time-out; a
 * self-excluded player is told only that they are excluded).
 */
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { revokeUserSessions } from '../security/sessions.ts';
import { liveSessionIds, notifySessionsEnded } from '../live/notify.ts';
import type { PlatformState } from '../state.ts';
import { audit, type RgActor } from './audit.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const TIME_OUTS = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY, '6w': 42 * DAY } as const;
export type TimeOut = keyof typeof TIME_OUTS;
/** Self-exclusion lengths in calendar months. */
export const SELF_EXCLUSIONS = { '6m': 6, '1y': 12, '5y': 60 } as const;
export type SelfExclusion = keyof typeof SELF_EXCLUSIONS;

export type ExclusionKind = 'timeout' | 'self_exclusion';

export interface Exclusion {
  kind: ExclusionKind;
  endsAt: number;
}

/** The exclusion in force (self-exclusion before time-out), or null. */
export function activeExclusion(db: DB, userId: number, now: number): Exclusion | null {
  const row = db
    .prepare(
      "SELECT kind, ends_at FROM rg_exclusions WHERE user_id = ? AND starts_at <= ? AND ends_at > ? ORDER BY kind = 'self_exclusion' DESC, ends_at DESC LIMIT 1",
    )
    .get(userId, now, now) as { kind: ExclusionKind; ends_at: number } | undefined;
  return row ? { kind: row.kind, endsAt: row.ends_at } : null;
}

/** Sign-in (and every login-like call) during an exclusion: refused. */
export function assertMayEnter(db: DB, userId: number, now: number): void {
  const ex = activeExclusion(db, userId, now);
  if (!ex) return;
  if (ex.kind === 'self_exclusion') throw new ApiError('rg.self_excluded', 'this account is self-excluded');
  throw new ApiError('rg.timeout', `this account is taking a break until ${new Date(ex.endsAt).toISOString()}`, 200, { until: ex.endsAt });
}

function addMonths(t: number, months: number): number {
  const d = new Date(t);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // The same day of the month, or the month's last when it has fewer days.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

export function exclusionEnd(kind: ExclusionKind, length: string, now: number): number {
  if (kind === 'timeout') return now + TIME_OUTS[length as TimeOut];
  return addMonths(now, SELF_EXCLUSIONS[length as SelfExclusion]);
}

/** Starts an exclusion at once: signs the player out everywhere and closes their open games. */
export function startExclusion(
  app: PlatformState,
  userId: number,
  kind: ExclusionKind,
  length: string,
  now: number,
  who: { actor: RgActor; ip?: string },
): Exclusion {
  const endsAt = exclusionEnd(kind, length, now);
  const ending = liveSessionIds(app.db, userId, now);
  app.db.transaction(() => {
    app.db.prepare('INSERT INTO rg_exclusions (user_id, kind, starts_at, ends_at) VALUES (?, ?, ?, ?)').run(userId, kind, now, endsAt);
    revokeUserSessions(app.db, userId, now);
    audit(app.db, {
      userId,
      actor: who.actor,
      action: kind === 'timeout' ? 'timeout.start' : 'self_exclusion.start',
      detail: { length, endsAt },
      ip: who.ip,
      at: now,
    });
  })();
  for (const [ticket, launch] of app.launches) if (launch.userId === userId) app.launches.delete(ticket);
  notifySessionsEnded(app, userId, 'excluded', ending);
  return { kind, endsAt };
}
