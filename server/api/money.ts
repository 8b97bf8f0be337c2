/**
 * The platform's back office for money. A deposit or withdrawal waits as `pending` until it is
 * decided: an operator decides at any time through the admin routes (server/web/money-admin.ts),
 * and the demo back office decides by itself at `review_at` — bank-transfer deposits shortly
 * after they are made, withdrawals a little later. Gateway deposits have no `review_at`: paying
 * on /pay/<token> approves them. Seeded history has none either, so it never changes.
 *
 * Approving a deposit credits it and its deposit bonus; rejecting a withdrawal pays the amount
 * back (the amount left the wallet when the withdrawal was made).
 */
import type { DB } from '../db/open.ts';
import { notifyDecision } from '../live/notify.ts';
import type { PlatformState } from '../state.ts';
import { post, toCents, toMoney } from './util.ts';

/** A bank-transfer deposit is approved this long after it was made (demo back office). */
export const DEPOSIT_REVIEW_MS = 8_000;
/** A withdrawal is approved this long after it was made (demo back office). */
export const WITHDRAW_REVIEW_MS = 30_000;
/** The largest deposit bonus, whatever the promotion's rate. */
export const DEPOSIT_BONUS_CAP_CENTS = toCents(1888);

/** Where players send manual bank transfers. */
export const DEPOSIT_RECEIVER = { bankName: 'ICBC', accountName: 'MC01 Entertainment Ltd', accountNo: '6222 0210 0188 7766' } as const;

export type MoneyStatus = 'pending' | 'approved' | 'rejected';

export interface Decision {
  /** False when the item does not exist or was already decided. */
  ok: boolean;
  id: number;
  status: MoneyStatus | null;
  amount: number;
  userId: number | null;
}

interface DepositRow {
  id: number;
  user_id: number;
  amount_cents: number;
  promotion_id: string | null;
  status: MoneyStatus;
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_cents: number;
  status: MoneyStatus;
}

const none = (id: number, row?: { status: MoneyStatus; amount_cents: number; user_id: number }): Decision => ({
  ok: false,
  id,
  status: row?.status ?? null,
  amount: row ? toMoney(row.amount_cents) : 0,
  userId: row?.user_id ?? null,
});

/** Approves or rejects a pending deposit; approval credits the amount and any deposit bonus. */
export function decideDeposit(db: DB, id: number, approve: boolean, now: number, reason?: string): Decision {
  return db.transaction((): Decision => {
    const d = db.prepare('SELECT id, user_id, amount_cents, promotion_id, status FROM deposits WHERE id = ?').get(id) as DepositRow | undefined;
    if (!d || d.status !== 'pending') return none(id, d);
    const status: MoneyStatus = approve ? 'approved' : 'rejected';
    db.prepare('UPDATE deposits SET status = ?, reason = ?, updated_at = ? WHERE id = ?').run(status, approve ? null : (reason ?? null), now, d.id);
    if (approve) creditDeposit(db, d, now);
    return { ok: true, id: d.id, status, amount: toMoney(d.amount_cents), userId: d.user_id };
  })();
}

/** Approves or rejects a pending withdrawal; rejection pays the amount back into the wallet. */
export function decideWithdrawal(db: DB, id: number, approve: boolean, now: number, reason?: string): Decision {
  return db.transaction((): Decision => {
    const w = db.prepare('SELECT id, user_id, amount_cents, status FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
    if (!w || w.status !== 'pending') return none(id, w);
    const status: MoneyStatus = approve ? 'approved' : 'rejected';
    db.prepare('UPDATE withdrawals SET status = ?, reason = ?, updated_at = ? WHERE id = ?').run(status, approve ? null : (reason ?? null), now, w.id);
    if (!approve) post(db, w.user_id, 'WDR', w.amount_cents, now, `Withdrawal #${w.id} returned`);
    return { ok: true, id: w.id, status, amount: toMoney(w.amount_cents), userId: w.user_id };
  })();
}

/** Credits an approved deposit and its bonus (the promotion's rate, capped). Inside a transaction. */
export function creditDeposit(db: DB, d: Pick<DepositRow, 'id' | 'user_id' | 'amount_cents' | 'promotion_id'>, now: number): void {
  post(db, d.user_id, 'DEP', d.amount_cents, now, `Deposit #${d.id}`);
  if (!d.promotion_id) return;
  const promo = db.prepare('SELECT bonus_rate FROM promotions WHERE id = ?').get(d.promotion_id) as { bonus_rate: number } | undefined;
  const bonus = Math.min(Math.round(d.amount_cents * (promo?.bonus_rate ?? 0)), DEPOSIT_BONUS_CAP_CENTS);
  if (bonus > 0) post(db, d.user_id, 'BON', bonus, now, `Deposit bonus ${d.promotion_id}`);
}

/**
 * The demo back office: approves one player's deposits and withdrawals whose review time has
 * come. Called before anything that shows money (balance, records, a deposit's status), so the
 * player sees the decision the moment it is due, with no timer running in the server; the
 * decisions are published like the operator's (the player's other pages hear them).
 */
export function settleDue(app: PlatformState, userId: number, now: number): void {
  const db = app.db;
  const due = (table: 'deposits' | 'withdrawals') =>
    (
      db
        .prepare(`SELECT id FROM ${table} WHERE user_id = ? AND status = 'pending' AND review_at IS NOT NULL AND review_at <= ? ORDER BY id`)
        .all(userId, now) as { id: number }[]
    ).map((r) => r.id);
  for (const id of due('deposits')) notifyDecision(app, 'deposit', decideDeposit(db, id, true, now));
  for (const id of due('withdrawals')) notifyDecision(app, 'withdrawal', decideWithdrawal(db, id, true, now));
}
