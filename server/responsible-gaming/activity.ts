/** The activity statement: deposits, withdrawals, stakes and net result per day, week or month. */
import type { DB } from '../db/open.ts';
import { localDay, recentPeriods, type Period } from './periods.ts';
import { PLAY_CODES } from './limits.ts';

/** How many periods the statement shows. */
export const STATEMENT_LENGTH: Record<Period, number> = { day: 7, week: 8, month: 6 };

export interface StatementRow {
  /** First day of the period, YYYY-MM-DD in the merchant's zone. */
  start: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  /** Payouts and refunds minus stakes: positive when the player came out ahead. */
  net: number;
}

export function statement(db: DB, userId: number, period: Period, now: number, timeZone: string): StatementRow[] {
  const money = (sql: string, from: number, to: number) => (db.prepare(sql).get(userId, from, to) as { n: number }).n;
  const codes = PLAY_CODES.map((c) => `'${c}'`).join(',');
  return recentPeriods(now, period, timeZone, STATEMENT_LENGTH[period]).map(([from, to]) => {
    const stakes = -money(
      "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM transactions WHERE user_id = ? AND code = 'BET' AND created_at >= ? AND created_at < ?",
      from,
      to,
    );
    const refunds = money(
      "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM transactions WHERE user_id = ? AND code = 'REF' AND created_at >= ? AND created_at < ?",
      from,
      to,
    );
    return {
      start: localDay(from, timeZone),
      deposits:
        money(
          "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM deposits WHERE user_id = ? AND status = 'approved' AND created_at >= ? AND created_at < ?",
          from,
          to,
        ) / 100,
      withdrawals:
        money(
          "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM withdrawals WHERE user_id = ? AND status != 'rejected' AND created_at >= ? AND created_at < ?",
          from,
          to,
        ) / 100,
      bets: (stakes - refunds) / 100,
      net:
        money(
          `SELECT COALESCE(SUM(amount_cents), 0) AS n FROM transactions WHERE user_id = ? AND code IN (${codes}) AND created_at >= ? AND created_at < ?`,
          from,
          to,
        ) / 100,
    };
  });
}
