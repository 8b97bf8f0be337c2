/**
 * Extra players for tests and benchmarks (not part of the demo data): copies of `member01`
 * (same password, `member1234`; its wallets with their balances), and sessions for them without a
 * sign-in, as if each had signed in (scripts/bench-live.mjs opens thousands of streams).
 */
import type { DB } from '../db/open.ts';
import { createSession } from '../security/sessions.ts';

/** Adds players named `<prefix><n>` for n in 1..count (or the names given); answers their ids in order. */
export function addPlayers(db: DB, names: readonly string[], template = 'member01'): number[] {
  const source = db.prepare('SELECT id FROM users WHERE account = ?').get(template) as { id: number } | undefined;
  if (!source) throw new Error(`no template player ${template}`);
  const user = db.prepare(`INSERT INTO users (account, password_hash, type, merchant_code, nickname, head_icon, parent_id, rebate, reg_at, last_rebate_claim_at)
    SELECT @name, password_hash, type, merchant_code, @name, head_icon, parent_id, rebate, reg_at, last_rebate_claim_at FROM users WHERE id = @source`);
  const wallets = db.prepare('INSERT INTO wallets (user_id, name, balance_cents) SELECT @id, name, balance_cents FROM wallets WHERE user_id = @source');
  return db.transaction(() =>
    names.map((name) => {
      const id = Number(user.run({ name, source: source.id }).lastInsertRowid);
      wallets.run({ id, source: source.id });
      return id;
    }),
  )();
}

/** A session token for each player, as a sign-in would give. */
export function sessionsFor(db: DB, userIds: readonly number[], now: number): string[] {
  return db.transaction(() => userIds.map((id) => createSession(db, id, now)))();
}
