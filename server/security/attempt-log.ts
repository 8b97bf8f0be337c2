import type { Database } from 'better-sqlite3';

/**
 * Wrong tries and the locks they caused, kept in the database so that a restart (or a second
 * process over the same file) does not hand a guesser a fresh count. One table for every kind of
 * secret; `scope` names the kind (login name, login address, funds password, re-authentication).
 */
export class AttemptLog {
  constructor(
    private readonly db: Database,
    readonly scope: string,
  ) {}

  /** Times of the key's wrong tries after `since`; older ones are dropped on the way. */
  since(key: string, since: number): number[] {
    this.db.prepare('DELETE FROM attempt_failures WHERE scope = ? AND key = ? AND at <= ?').run(this.scope, key, since);
    const rows = this.db.prepare('SELECT at FROM attempt_failures WHERE scope = ? AND key = ? ORDER BY at').all(this.scope, key) as { at: number }[];
    return rows.map((r) => r.at);
  }

  add(key: string, at: number): void {
    this.db.prepare('INSERT INTO attempt_failures (scope, key, at) VALUES (?, ?, ?)').run(this.scope, key, at);
  }

  lockedUntil(key: string): number | undefined {
    const row = this.db.prepare('SELECT until FROM attempt_locks WHERE scope = ? AND key = ?').get(this.scope, key) as { until: number } | undefined;
    return row?.until;
  }

  lock(key: string, until: number): void {
    this.db
      .prepare('INSERT INTO attempt_locks (scope, key, until) VALUES (?, ?, ?) ON CONFLICT (scope, key) DO UPDATE SET until = excluded.until')
      .run(this.scope, key, until);
  }

  forget(key: string): void {
    this.db.prepare('DELETE FROM attempt_failures WHERE scope = ? AND key = ?').run(this.scope, key);
    this.db.prepare('DELETE FROM attempt_locks WHERE scope = ? AND key = ?').run(this.scope, key);
  }

  clear(): void {
    this.db.prepare('DELETE FROM attempt_failures WHERE scope = ?').run(this.scope);
    this.db.prepare('DELETE FROM attempt_locks WHERE scope = ?').run(this.scope);
  }
}
