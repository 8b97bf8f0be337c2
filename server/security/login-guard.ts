import type { AttemptLog } from './attempt-log.ts';

/**
 * Failed-login bookkeeping (kept in the database, see AttemptLog): after 2 failures for a user name within 15 minutes a
 * captcha is required; more than 10 failures from one address within 15 minutes and further
 * logins from it are refused until the window has passed.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_AFTER_FAILURES = 2;
export const IP_FAILURE_LIMIT = 10;

export class LoginGuard {
  constructor(
    private readonly byUser: AttemptLog,
    private readonly byIp: AttemptLog,
    private readonly now: () => number,
  ) {}

  private recent(log: AttemptLog, key: string): number {
    return log.since(key, this.now() - FAILURE_WINDOW_MS).length;
  }

  captchaRequired(username: string): boolean {
    return this.recent(this.byUser, username.toLowerCase()) >= CAPTCHA_AFTER_FAILURES;
  }

  ipBlocked(ip: string): boolean {
    return this.recent(this.byIp, ip) >= IP_FAILURE_LIMIT;
  }

  recordFailure(username: string, ip: string): void {
    const t = this.now();
    this.byUser.add(username.toLowerCase(), t);
    this.byIp.add(ip, t);
  }

  recordSuccess(username: string): void {
    this.byUser.forget(username.toLowerCase());
  }

  clear(): void {
    this.byUser.clear();
    this.byIp.clear();
  }
}
