/**
 * Time-out (a short break: 24 hours to 6 weeks) and self-exclusion (6 months to 5 years). Both
 * start at once, end every session of the player and any game they have open, and cannot be
 * ended early, by the player or by the operator: sign-in is refused until the end (with the end
 * date for a time-out; a self-excluded player is told only that they are excluded). Once the
 * chosen period has passed the operator may close the record (after their review), audited.
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
      "SELECT kind, ends_at FROM rg_exclusions WHERE user_id = ? AND starts_at <= ? AND ends_at > ? AND ended_at IS NULL ORDER BY kind = 'self_exclusion' DESC, ends_at DESC LIMIT 1",
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

/** `in_force` until its chosen end; then `over` (ended by itself); `closed` once the operator closed the record. */
export type ExclusionStatus = 'in_force' | 'over' | 'closed';
export const EXCLUSION_STATUSES: readonly ExclusionStatus[] = ['in_force', 'over', 'closed'];

export interface ExclusionRecord {
  id: number;
  account: string;
  kind: ExclusionKind;
  startsAt: number;
  endsAt: number;
  closedAt: number | null;
  status: ExclusionStatus;
}

interface ExclusionRow {
  id: number;
  account: string;
  user_id: number;
  kind: ExclusionKind;
  starts_at: number;
  ends_at: number;
  ended_at: number | null;
}

const statusOf = (r: ExclusionRow, now: number): ExclusionStatus => (r.ended_at !== null ? 'closed' : r.ends_at > now ? 'in_force' : 'over');
const record = (r: ExclusionRow, now: number): ExclusionRecord => ({
  id: r.id,
  account: r.account,
  kind: r.kind,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  closedAt: r.ended_at,
  status: statusOf(r, now),
});

const SELECT_EXCLUSIONS = 'SELECT e.id, u.account, e.user_id, e.kind, e.starts_at, e.ends_at, e.ended_at FROM rg_exclusions e JOIN users u ON u.id = e.user_id';

/** Time-outs and self-exclusions, newest first: of one account, of one kind, in one status. */
export function listExclusions(
  db: DB,
  filter: { account?: string; kind?: ExclusionKind; status?: ExclusionStatus },
  now: number,
  limit = 100,
): ExclusionRecord[] {
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.account) {
    where.push('u.account = ?');
    args.push(filter.account);
  }
  if (filter.kind) {
    where.push('e.kind = ?');
    args.push(filter.kind);
  }
  if (filter.status === 'closed') where.push('e.ended_at IS NOT NULL');
  else if (filter.status) {
    where.push(`e.ended_at IS NULL AND e.ends_at ${filter.status === 'in_force' ? '>' : '<='} ?`);
    args.push(now);
  }
  const rows = db
    .prepare(`${SELECT_EXCLUSIONS} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY e.id DESC LIMIT ?`)
    .all(...args, limit) as ExclusionRow[];
  return rows.map((r) => record(r, now));
}

/**
 * The operator closes a time-out or self-exclusion: only once its chosen period has passed (a
 * player's protection is never cut short, whoever asks), once, with an audit entry. Refused as
 * `not.found` (404), `rg.exclusion_in_force` (409, with its end) or `admin.already_decided` (409).
 */
export function closeExclusion(app: PlatformState, id: number, now: number, who: { ip?: string; reason?: string }): ExclusionRecord {
  return app.db.transaction(() => {
    const r = app.db.prepare(`${SELECT_EXCLUSIONS} WHERE e.id = ?`).get(id) as ExclusionRow | undefined;
    if (!r) throw new ApiError('not.found', `no time-out or self-exclusion #${id}`, 404);
    const status = statusOf(r, now);
    if (status === 'in_force')
      throw new ApiError('rg.exclusion_in_force', `#${id} is in force until ${new Date(r.ends_at).toISOString()} and cannot be ended early`, 409, {
        endsAt: r.ends_at,
      });
    if (status === 'closed') throw new ApiError('admin.already_decided', `#${id} is already closed`, 409, { status });
    app.db.prepare('UPDATE rg_exclusions SET ended_at = ? WHERE id = ?').run(now, id);
    audit(app.db, {
      userId: r.user_id,
      actor: 'operator',
      action: r.kind === 'timeout' ? 'timeout.close' : 'self_exclusion.close',
      detail: { id, endsAt: r.ends_at, ...(who.reason ? { reason: who.reason } : {}) },
      ip: who.ip,
      at: now,
    });
    return record({ ...r, ended_at: now }, now);
  })();
}
