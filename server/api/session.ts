import type { LoginResult } from '../../core/api/signIn.ts';
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { enforceMayEnter } from '../responsible-gaming/enforce.ts';
import { createSession } from '../security/sessions.ts';
import type { UserRow } from '../state.ts';
import type { Ctx } from './context.ts';

/** Opens a session for a user who has proven who they are; the value every login-like call returns. */
export function startSession(ctx: Ctx, user: UserRow): LoginResult {
  enforceMayEnter(ctx.app, user.id, ctx.now);
  const device = ctx.req.headers['device'];
  const token = createSession(ctx.db, user.id, ctx.now, { ip: ctx.ip, device: Array.isArray(device) ? device[0] : device });
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

/** The newest unused, unexpired code for a mobile number and purpose matches `code`; marks it used. */
export function consumeSmsCode(db: DB, mobile: string, code: string | undefined, purposes: string[], now: number): void {
  if (!code) throw new ApiError('verification.invalid', 'Verification code error');
  const row = db
    .prepare(`SELECT id, code FROM sms_log WHERE mobile = ? AND purpose IN (${purposes.map(() => '?').join(',')}) AND used_at IS NULL AND expires_at > ?
      ORDER BY id DESC LIMIT 1`)
    .get(mobile, ...purposes, now) as { id: number; code: string } | undefined;
  if (!row || row.code !== code) throw new ApiError('verification.invalid', 'Verification code error');
  db.prepare('UPDATE sms_log SET used_at = ? WHERE id = ?').run(now, row.id);
}
