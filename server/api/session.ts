import type { LoginResult } from '../../core/api/login-result.ts';
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { enforceMayEnter } from '../responsible-gaming/enforce.ts';
import { createSession } from '../security/sessions.ts';
import type { UserRow } from '../state.ts';
import type { Ctx } from './context.ts';

/** Opens a session for a user who has proven who they are; the value every login-like call returns. */
/** A new session for `user`; `forkOf`: the session it is handed off from (the hand-off). */
export function startSession(ctx: Ctx, user: UserRow, forkOf?: number): LoginResult {
  enforceMayEnter(ctx.app, user.id, ctx.now);
  const device = ctx.req.headers['device'];
  const meta = { ip: ctx.ip, device: Array.isArray(device) ? device[0] : device, ...(forkOf === undefined ? {} : { forkOf }) };
  const token = createSession(ctx.db, user.id, ctx.now, meta);
  ctx.db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(ctx.now, user.id);
  ctx.db.prepare('INSERT INTO login_events (user_id, at, ip) VALUES (?, ?, ?)').run(user.id, ctx.now, ctx.ip);
  return {
    token,
    id: String(user.id),
    userName: user.account,
    customerType: user.type,
    firstTimeLogin: user.first_login_pending === 1,
    passwordExpired: user.password_expired === 1,
  };
}

export const SMS_RESEND_MS = 60_000;
export const SMS_VALID_MS = 5 * 60_000;
export const SMS_EXPIRED_MINUTES = 1;

/** A code is burnt after this many wrong tries: guessing 6 digits has 5 chances in a million. */
export const SMS_MAX_ATTEMPTS = 5;
/** At most this many codes to one number, and from one address, per hour (besides one a minute per number). */
export const SMS_PER_NUMBER_PER_HOUR = 5;
export const SMS_PER_ADDRESS_PER_HOUR = 20;

/**
 * The code of a row for a number no code was sent to (a reset or sign-in code asked for a number
 * no account holds): no try ever matches it, yet each costs one like any wrong code.
 */
export const SMS_NOT_SENT = '';

const invalid = (attemptsLeft: number) => new ApiError('verification.invalid', 'Verification code error', 200, { attemptsLeft });

/**
 * Checks `code` against the newest live code (unused, unexpired, not burnt) for a number and
 * purpose and answers its id. A wrong code costs one of its tries. Nothing answers whether a code
 * is right without the caller then using it (`useSmsCode`) or spending a try (`spendSmsTry`).
 */
export function checkSmsCode(db: DB, mobile: string, code: string | undefined, purposes: string[], now: number): number {
  const row = db
    .prepare(`SELECT id, code, attempts FROM sms_log WHERE mobile = ? AND purpose IN (${purposes.map(() => '?').join(',')}) AND used_at IS NULL AND expires_at > ?
      AND attempts < ? ORDER BY id DESC LIMIT 1`)
    .get(mobile, ...purposes, now, SMS_MAX_ATTEMPTS) as { id: number; code: string; attempts: number } | undefined;
  if (!row) throw invalid(0);
  if (!code || row.code === SMS_NOT_SENT || row.code !== code) throw invalid(spendSmsTry(db, row.id));
  return row.id;
}

/** Counts one try of a code; answers the tries left (0: burnt). */
export function spendSmsTry(db: DB, id: number): number {
  const { attempts } = db.prepare('UPDATE sms_log SET attempts = attempts + 1 WHERE id = ? RETURNING attempts').get(id) as { attempts: number };
  return Math.max(0, SMS_MAX_ATTEMPTS - attempts);
}

export function useSmsCode(db: DB, id: number, now: number): void {
  db.prepare('UPDATE sms_log SET used_at = ? WHERE id = ?').run(now, id);
}

/** Checks a code and uses it up. */
export function consumeSmsCode(db: DB, mobile: string, code: string | undefined, purposes: string[], now: number): void {
  useSmsCode(db, checkSmsCode(db, mobile, code, purposes, now), now);
}
