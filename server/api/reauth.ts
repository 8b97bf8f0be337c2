/**
 * Asking for a secret again before an account-changing or money call (OWASP ASVS 2 and 3): a
 * stolen token alone must not bind an e-mail, set a funds password, add a bank card, set the
 * payee name or move money. Both secrets lock for 15 minutes after 5 wrong tries, so the call
 * cannot be used to guess them.
 */
import { ApiError } from '../http/envelope.ts';
import { verifyPassword } from '../security/passwords.ts';
import type { AuthedCtx } from './context.ts';

const retryAfter = (ms: number) => ({ retryAfterSeconds: Math.ceil(ms / 1000) });

/** The login password, sent again as `password`. */
export async function requirePassword(ctx: AuthedCtx): Promise<void> {
  const lock = ctx.app.reauthLock;
  const key = String(ctx.user.id);
  const given = ctx.params.raw.password;
  if (typeof given !== 'string' || given === '') throw new ApiError('reauth.required', 'please enter your login password', 200, { field: 'password' });
  const wait = lock.retryAfterMs(key);
  if (wait > 0) throw new ApiError('reauth.locked', 'too many wrong passwords, try again later', 200, retryAfter(wait));
  if (!(await verifyPassword(given, ctx.user.password_hash))) {
    const attemptsLeft = lock.fail(key);
    if (attemptsLeft === 0) throw new ApiError('reauth.locked', 'too many wrong passwords, try again later', 200, retryAfter(lock.windowMs));
    throw new ApiError('reauth.failed', 'the password is incorrect', 200, { field: 'password', attemptsLeft });
  }
  lock.succeed(key);
}

/** The funds password (`fundsPassword`, or another parameter such as `oldPassword`). */
export async function checkFundsPassword(ctx: AuthedCtx, given: unknown): Promise<void> {
  const user = ctx.user;
  if (user.funds_password_hash === null) throw new ApiError('funds_password.unset', 'set a funds password first');
  const lock = ctx.app.fundsLock;
  const key = String(user.id);
  const wait = lock.retryAfterMs(key);
  if (wait > 0) throw new ApiError('funds_password.locked', 'too many wrong funds passwords, try again later', 200, retryAfter(wait));
  if (typeof given !== 'string' || given === '') throw new ApiError('funds_password.incorrect', 'please enter your funds password');
  if (!(await verifyPassword(given, user.funds_password_hash))) {
    const attemptsLeft = lock.fail(key);
    if (attemptsLeft === 0) throw new ApiError('funds_password.locked', 'too many wrong funds passwords, try again later', 200, retryAfter(lock.windowMs));
    throw new ApiError('funds_password.incorrect', 'the funds password is incorrect', 200, { attemptsLeft });
  }
  lock.succeed(key);
}
