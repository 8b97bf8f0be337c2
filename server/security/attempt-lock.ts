import type { AttemptLog } from './attempt-log.ts';

/**
 * Wrong-secret bookkeeping: after `limit` wrong tries within `windowMs` a key is locked until
 * `windowMs` has passed since the try that locked it. A right answer clears the count. Used for
 * the funds password and for re-entering the login password; kept in the database (AttemptLog).
 */
export class AttemptLock {
  constructor(
    private readonly log: AttemptLog,
    private readonly now: () => number,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again; 0 when it is not locked. */
  retryAfterMs(key: string): number {
    const until = this.log.lockedUntil(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return left;
    this.log.forget(key);
    return 0;
  }

  /** Counts a wrong try; answers how many are left before the lock (0: locked now). */
  fail(key: string): number {
    const t = this.now();
    this.log.add(key, t);
    const count = this.log.since(key, t - this.windowMs).length;
    if (count >= this.limit) this.log.lock(key, t + this.windowMs);
    return Math.max(0, this.limit - count);
  }

  succeed(key: string): void {
    this.log.forget(key);
  }

  clear(): void {
    this.log.clear();
  }
}

/** The funds password and the login password asked again lock for 15 minutes after 5 wrong tries. */
export const SECRET_ATTEMPT_LIMIT = 5;
export const SECRET_LOCK_MS = 15 * 60_000;
