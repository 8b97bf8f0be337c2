/**
 * The reality check's clock lives on the platform: a play session is the sign-in session, so
 * its start is the session's, and the last "Continue" is stored per session. Reloading the page
 * or opening a game asks the platform again and gets the same times.
 */
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { PLAY_CODES } from './limits.ts';

export interface Preferences {
  /** Minutes between reality checks; null: the merchant's default. */
  realityCheckMinutes: number | null;
  /** Minutes a session may last; null: no limit. */
  sessionLimitMinutes: number | null;
}

export function preferences(db: DB, userId: number): Preferences {
  const r = db.prepare('SELECT reality_check_minutes, session_limit_minutes FROM rg_preferences WHERE user_id = ?').get(userId) as
    | { reality_check_minutes: number | null; session_limit_minutes: number | null }
    | undefined;
  return { realityCheckMinutes: r?.reality_check_minutes ?? null, sessionLimitMinutes: r?.session_limit_minutes ?? null };
}

export function savePreferences(db: DB, userId: number, p: Preferences, now: number): void {
  db.prepare(`INSERT INTO rg_preferences (user_id, reality_check_minutes, session_limit_minutes, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT(user_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes, session_limit_minutes = excluded.session_limit_minutes, updated_at = excluded.updated_at`).run(
    userId,
    p.realityCheckMinutes,
    p.sessionLimitMinutes,
    now,
  );
}

export interface PlaySession {
  startedAt: number;
  /** The platform's clock when this was read (the client times its next check against it). */
  now: number;
  /** Stakes, payouts and refunds since the start, in cents (negative: lost). */
  netCents: number;
  intervalMinutes: number;
  nextCheckAt: number;
  sessionLimitMinutes: number | null;
  /** When the session time limit is reached; null without one. */
  endsAt: number | null;
}

/** The session's clock alone (no sums): when it started, when the next check and the time limit fall due. */
export function sessionClock(
  db: DB,
  session: { id: number; user_id: number },
  defaultMinutes: number,
): Pick<PlaySession, 'startedAt' | 'intervalMinutes' | 'nextCheckAt' | 'sessionLimitMinutes' | 'endsAt'> {
  const s = db.prepare('SELECT created_at FROM sessions WHERE id = ?').get(session.id) as { created_at: number };
  const checked =
    (db.prepare('SELECT checked_at FROM rg_reality_checks WHERE session_id = ?').get(session.id) as { checked_at: number } | undefined)?.checked_at ??
    s.created_at;
  const prefs = preferences(db, session.user_id);
  const interval = prefs.realityCheckMinutes ?? defaultMinutes;
  return {
    startedAt: s.created_at,
    intervalMinutes: interval,
    nextCheckAt: checked + interval * 60_000,
    sessionLimitMinutes: prefs.sessionLimitMinutes,
    endsAt: prefs.sessionLimitMinutes === null ? null : s.created_at + prefs.sessionLimitMinutes * 60_000,
  };
}

export function playSession(db: DB, session: { id: number; user_id: number }, now: number, defaultMinutes: number): PlaySession {
  const clock = sessionClock(db, session, defaultMinutes);
  const net = db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) AS n FROM transactions WHERE user_id = ? AND code IN (${PLAY_CODES.map(() => '?').join(',')}) AND created_at >= ?`,
    )
    .get(session.user_id, ...PLAY_CODES, clock.startedAt) as { n: number };
  return { ...clock, now, netCents: net.n };
}

/** "Continue": the next check is one interval from now. */
export function acknowledge(db: DB, sessionId: number, now: number): void {
  db.prepare('INSERT INTO rg_reality_checks (session_id, checked_at) VALUES (?, ?) ON CONFLICT(session_id) DO UPDATE SET checked_at = excluded.checked_at').run(
    sessionId,
    now,
  );
}

/** A game launch after the player's session time limit: refused. */
export function checkSessionTime(db: DB, session: { id: number; user_id: number }, now: number): void {
  const limit = preferences(db, session.user_id).sessionLimitMinutes;
  if (limit === null) return;
  const s = db.prepare('SELECT created_at FROM sessions WHERE id = ?').get(session.id) as { created_at: number };
  if (now >= s.created_at + limit * 60_000) throw new ApiError('rg.session_limit', 'the session time limit is reached', 200, { minutes: limit });
}
