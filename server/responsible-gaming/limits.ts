/**
 * Deposit and loss limits per day, week and month (in the merchant's time zone).
 *
 * - A deposit limit is gross: every deposit made in the period counts (pending or approved, not
 *   rejected), whatever was won or withdrawn.
 * - A loss limit counts stakes minus payouts and refunds of the period. A bet is refused when its
 *   whole stake could take the loss over the limit; a game launch when nothing is left.
 * - A new or lower limit applies at once. A higher limit, or removing one, waits out a 24-hour
 *   cooling-off; the change is kept as pending with the moment it applies, and applied lazily
 *   the first time the limits are read after that moment (no timer runs in the platform).
 */
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { CURRENCY_SYMBOL } from '../seed/settings.ts';
import { audit, type RgActor } from './audit.ts';
import { PERIODS, nextPeriodStart, periodStart, type Period } from './periods.ts';

export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;
export type LimitKind = 'deposit' | 'loss';
export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss'];

/** Transaction codes of play: stakes (negative), payouts and refunds of cancelled bets. */
export const PLAY_CODES = ['BET', 'PAY', 'REF'] as const;

export interface LimitState {
  kind: LimitKind;
  period: Period;
  /** In force, cents; null: no limit. */
  limitCents: number | null;
  /** A change waiting out its cooling-off: the new limit (null: removal) and when it applies. */
  pending: { limitCents: number | null; at: number } | null;
  usedCents: number;
  /** What the period still allows; null without a limit. */
  leftCents: number | null;
  /** When the current period ends (and the used amount starts again from zero). */
  resetsAt: number;
}

interface LimitRow {
  kind: LimitKind;
  period: Period;
  amount_cents: number | null;
  pending_cents: number | null;
  pending_at: number | null;
}

export interface Who {
  actor: RgActor;
  ip?: string;
}

/** Applies changes whose cooling-off has run out; audited as the platform's doing. */
function settle(db: DB, userId: number, now: number): void {
  const due = db
    .prepare('SELECT kind, period, amount_cents, pending_cents, pending_at FROM rg_limits WHERE user_id = ? AND pending_at IS NOT NULL AND pending_at <= ?')
    .all(userId, now) as LimitRow[];
  for (const r of due) {
    db.prepare(
      'UPDATE rg_limits SET amount_cents = pending_cents, pending_cents = NULL, pending_at = NULL, updated_at = ? WHERE user_id = ? AND kind = ? AND period = ?',
    ).run(r.pending_at, userId, r.kind, r.period);
    audit(db, {
      userId,
      actor: 'platform',
      action: 'limit.applied',
      detail: { kind: r.kind, period: r.period, from: r.amount_cents, to: r.pending_cents },
      at: r.pending_at!,
    });
  }
}

function rows(db: DB, userId: number, now: number): LimitRow[] {
  settle(db, userId, now);
  return db.prepare('SELECT kind, period, amount_cents, pending_cents, pending_at FROM rg_limits WHERE user_id = ?').all(userId) as LimitRow[];
}

/** What a player has used of a limit kind in [from, to). */
export function usedCents(db: DB, userId: number, kind: LimitKind, from: number, to: number): number {
  if (kind === 'deposit') {
    const r = db
      .prepare("SELECT COALESCE(SUM(amount_cents), 0) AS n FROM deposits WHERE user_id = ? AND status != 'rejected' AND created_at >= ? AND created_at < ?")
      .get(userId, from, to) as { n: number };
    return r.n;
  }
  const r = db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) AS n FROM transactions WHERE user_id = ? AND code IN (${PLAY_CODES.map(() => '?').join(',')}) AND created_at >= ? AND created_at < ?`,
    )
    .get(userId, ...PLAY_CODES, from, to) as { n: number };
  return Math.max(0, -r.n);
}

/** Every limit of a player (each kind and period, set or not), as of now. */
export function limitStates(db: DB, userId: number, now: number, timeZone: string): LimitState[] {
  const stored = rows(db, userId, now);
  return LIMIT_KINDS.flatMap((kind) =>
    PERIODS.map((period): LimitState => {
      const r = stored.find((x) => x.kind === kind && x.period === period);
      const from = periodStart(now, period, timeZone);
      const used = usedCents(db, userId, kind, from, now + 1);
      const limit = r?.amount_cents ?? null;
      return {
        kind,
        period,
        limitCents: limit,
        pending: r && r.pending_at !== null ? { limitCents: r.pending_cents, at: r.pending_at } : null,
        usedCents: used,
        leftCents: limit === null ? null : Math.max(0, limit - used),
        resetsAt: nextPeriodStart(from, period, timeZone),
      };
    }),
  );
}

/**
 * Sets (amount in cents) or removes (null) one limit. Stricter at once, looser after the
 * cooling-off; asking again for the limit in force drops a pending change.
 */
export function setLimit(db: DB, userId: number, kind: LimitKind, period: Period, amountCents: number | null, now: number, who: Who): void {
  db.transaction(() => {
    settle(db, userId, now);
    const r = db.prepare('SELECT amount_cents FROM rg_limits WHERE user_id = ? AND kind = ? AND period = ?').get(userId, kind, period) as
      | { amount_cents: number | null }
      | undefined;
    const current = r?.amount_cents ?? null;
    const stricter = amountCents !== null && (current === null || amountCents <= current);
    const detail = { kind, period, from: current, to: amountCents };
    if (stricter || (amountCents === null && current === null)) {
      db.prepare(`INSERT INTO rg_limits (user_id, kind, period, amount_cents, pending_cents, pending_at, updated_at) VALUES (?, ?, ?, ?, NULL, NULL, ?)
        ON CONFLICT(user_id, kind, period) DO UPDATE SET amount_cents = excluded.amount_cents, pending_cents = NULL, pending_at = NULL, updated_at = excluded.updated_at`).run(
        userId,
        kind,
        period,
        amountCents,
        now,
      );
      audit(db, { userId, actor: who.actor, action: 'limit.set', detail, ip: who.ip, at: now });
      return;
    }
    const at = now + COOLING_OFF_MS;
    db.prepare('UPDATE rg_limits SET pending_cents = ?, pending_at = ?, updated_at = ? WHERE user_id = ? AND kind = ? AND period = ?').run(
      amountCents,
      at,
      now,
      userId,
      kind,
      period,
    );
    audit(db, { userId, actor: who.actor, action: 'limit.requested', detail: { ...detail, appliesAt: at }, ip: who.ip, at: now });
  })();
}

/** The tightest limit of a kind: the period with the least left, or null without any limit. */
export function tightest(db: DB, userId: number, kind: LimitKind, now: number, timeZone: string): LimitState | null {
  let best: LimitState | null = null;
  for (const s of limitStates(db, userId, now, timeZone)) {
    if (s.kind !== kind || s.leftCents === null) continue;
    if (!best || s.leftCents < best.leftCents!) best = s;
  }
  return best;
}

/** ¥100, ¥1,250.50: how the platform writes an amount into a message. */
export function moneyText(cents: number): string {
  const units = cents / 100;
  return `${CURRENCY_SYMBOL}${units.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(units) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

function refusal(kind: LimitKind, s: LimitState): ApiError {
  const left = s.leftCents!;
  return new ApiError(`rg.${kind}_limit.${s.period}`, `${kind} limit: ${moneyText(left)} left this ${s.period}`, 200, {
    period: s.period,
    left: left / 100,
    limit: s.limitCents! / 100,
    leftText: moneyText(left),
    resetsAt: s.resetsAt,
  });
}

/** Refuses a deposit over any deposit limit, saying what is left (`rg.deposit_limit.day` …). */
export function checkDeposit(db: DB, userId: number, amountCents: number, now: number, timeZone: string): void {
  const s = tightest(db, userId, 'deposit', now, timeZone);
  if (s && amountCents > s.leftCents!) throw refusal('deposit', s);
}

/** Refuses a stake that could take the loss over any loss limit (`rg.loss_limit.day` …). */
export function checkStake(db: DB, userId: number, stakeCents: number, now: number, timeZone: string): void {
  const s = tightest(db, userId, 'loss', now, timeZone);
  if (s && stakeCents > s.leftCents!) throw refusal('loss', s);
}

/** Refuses a real-money game launch once a loss limit has nothing left. */
export function checkLaunch(db: DB, userId: number, now: number, timeZone: string): void {
  const s = tightest(db, userId, 'loss', now, timeZone);
  if (s && s.leftCents! <= 0) throw refusal('loss', s);
}
