/**
 * Wrong-secret bookkeeping (in memory, like the login guard): after `limit` wrong tries within
 * `windowMs` a key is locked until `windowMs` has passed since the try that locked it. A right
 * answer clears the count. Used for the funds password and for re-entering the login password.
 */
export class AttemptLock {
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again; 0 when it is not locked. */
  retryAfterMs(key: string): number {
    const until = this.lockedUntil.get(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return left;
    this.lockedUntil.delete(key);
    this.failures.delete(key);
    return 0;
  }

  /** Counts a wrong try; answers how many are left before the lock (0: locked now). */
  fail(key: string): number {
    const t = this.now();
    const list = (this.failures.get(key) ?? []).filter((at) => at > t - this.windowMs);
    list.push(t);
    this.failures.set(key, list);
    if (list.length >= this.limit) this.lockedUntil.set(key, t + this.windowMs);
    return Math.max(0, this.limit - list.length);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  clear(): void {
    this.failures.clear();
    this.lockedUntil.clear();
  }
}

/** The funds password and the login password asked again lock for 15 minutes after 5 wrong tries. */
export const SECRET_ATTEMPT_LIMIT = 5;
export const SECRET_LOCK_MS = 15 * 60_000;
