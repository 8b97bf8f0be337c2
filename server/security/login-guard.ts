/**
 * Failed-login bookkeeping (in memory): after 2 failures for a user name within 15 minutes a
 * captcha is required; more than 10 failures from one address within 15 minutes and further
 * logins from it are refused until the window has passed.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_AFTER_FAILURES = 2;
export const IP_FAILURE_LIMIT = 10;

export class LoginGuard {
  private readonly byUser = new Map<string, number[]>();
  private readonly byIp = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  private recent(map: Map<string, number[]>, key: string): number[] {
    const cutoff = this.now() - FAILURE_WINDOW_MS;
    const list = (map.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) map.set(key, list);
    else map.delete(key);
    return list;
  }

  captchaRequired(username: string): boolean {
    return this.recent(this.byUser, username.toLowerCase()).length >= CAPTCHA_AFTER_FAILURES;
  }

  ipBlocked(ip: string): boolean {
    return this.recent(this.byIp, ip).length >= IP_FAILURE_LIMIT;
  }

  recordFailure(username: string, ip: string): void {
    const t = this.now();
    const u = username.toLowerCase();
    this.byUser.set(u, [...this.recent(this.byUser, u), t]);
    this.byIp.set(ip, [...this.recent(this.byIp, ip), t]);
  }

  recordSuccess(username: string): void {
    this.byUser.delete(username.toLowerCase());
  }

  clear(): void {
    this.byUser.clear();
    this.byIp.clear();
  }
}
