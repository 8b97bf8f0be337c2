/**
 * What the platform publishes where its state changes (publisher.ts does the publishing): one
 * helper per kind of change, called after the change is committed, so the paths that change
 * money, the inbox, sessions or the switches carry one line each.
 */
import type { BalanceReason } from '../../core/live/events.ts';
import { balanceValue, toMoney } from '../api/util.ts';
import type { Decision } from '../api/money.ts';
import type { DB } from '../db/open.ts';
import type { ApiError } from '../http/envelope.ts';
import { liveFamily, revokeSession, revokeUserSessions } from '../security/sessions.ts';
import type { PlatformState } from '../state.ts';

/** The player's balance changed: the new total and why. `sumBalance` when the caller knows it (a bet before its win). */
export function notifyBalance(app: PlatformState, userId: number, reason: BalanceReason, sumBalance?: number): void {
  void app.live.publish(userId, 'balance', { sumBalance: sumBalance ?? balanceValue(app.db, userId).sumBalance, reason });
}

/** A bet and its payout, made together: the balance after the stake, then after the win. */
export function notifyPlay(app: PlatformState, userId: number, winCents: number): void {
  const after = balanceValue(app.db, userId).sumBalance;
  if (winCents > 0) {
    notifyBalance(app, userId, 'bet', toMoney(Math.round(after * 100) - winCents));
    notifyBalance(app, userId, 'win', after);
  } else notifyBalance(app, userId, 'bet', after);
}

/**
 * A deposit or withdrawal was decided (the back office, the demo back office, a gateway's
 * payment): its new status, and the balance when money moved (an approved deposit, a rejected
 * withdrawal paid back; an approved withdrawal left the wallet when it was made).
 */
export function notifyDecision(app: PlatformState, kind: 'deposit' | 'withdrawal', decision: Decision): void {
  if (!decision.ok || decision.userId === null || decision.status === null) return;
  void app.live.publish(decision.userId, 'moneyOrder', { id: String(decision.id), kind, status: decision.status, amount: decision.amount });
  const moved = kind === 'deposit' ? decision.status === 'approved' : decision.status === 'rejected';
  if (moved) notifyBalance(app, decision.userId, kind);
}

export const unreadCount = (db: DB, userId: number): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM inbox WHERE user_id = ? AND read = 0').get(userId) as { n: number }).n;

/** The inbox's unread count changed (a message arrived, or was read in another tab or device). */
export function notifyInbox(app: PlatformState, userId: number, unread = unreadCount(app.db, userId)): void {
  void app.live.publish(userId, 'inbox', { unread });
}

/** Maintenance switched on or off: the public stream, and through it every player's. */
export function notifyMaintenance(app: PlatformState, on: boolean): void {
  void app.live.publish('public', 'maintenance', { on, message: null });
}

/** Limit kinds the client reads: deposit, loss, session (wager: a platform that has one). */
export type LimitKind = 'deposit' | 'loss' | 'session' | 'wager';

/**
 * A responsible-gaming limit stopped the player (a refusal, or a stake that used the rest of a
 * loss limit): told once a minute at most per kind, however often the player tries again.
 */
export function notifyLimit(app: PlatformState, userId: number, kind: LimitKind, message: string): void {
  void app.live.once(`limit:${userId}:${kind}`, 60_000).then((first) => {
    if (first) return app.live.publish(userId, 'limitReached', { kind, message });
  });
}

/** The kind of limit a refusal is about (`rg.loss_limit.day` → loss), or undefined for another refusal. */
export function limitKindOf(error: ApiError): LimitKind | undefined {
  if (error.code.startsWith('rg.deposit_limit.')) return 'deposit';
  if (error.code.startsWith('rg.loss_limit.')) return 'loss';
  if (error.code === 'rg.session_limit') return 'session';
  return undefined;
}

export type SessionEndCause = 'signed-out' | 'closed' | 'excluded' | 'expired';

/**
 * Sessions ended: their streams hear `sessionEnded` and close at once, whichever process holds
 * them. Always named session by session, never "every session of the player": the event stays
 * in the replay window, and a session the player opens afterwards must not hear it.
 */
export function notifySessionsEnded(app: PlatformState, userId: number, cause: SessionEndCause, sessions: readonly number[]): void {
  if (sessions.length === 0) return;
  void app.live.publish(userId, 'sessionEnded', { cause }, { sessions });
}

/** The player's sessions that live now (to be told they end), but `exceptSessionId`. */
export function liveSessionIds(db: DB, userId: number, now: number, exceptSessionId?: number): number[] {
  return (
    db.prepare('SELECT id FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? AND id != ?').all(userId, now, exceptSessionId ?? -1) as {
      id: number;
    }[]
  ).map((r) => r.id);
}

/**
 * Signs one session out and ends its streams, with the sessions of its hand-off family: the player
 * signed in once (on a partner page, then handed to the site), so one sign-out ends both.
 */
export function endSession(app: PlatformState, userId: number, sessionId: number, now: number): void {
  const family = liveFamily(app.db, sessionId, now);
  for (const id of family) revokeSession(app.db, id, now);
  notifySessionsEnded(app, userId, 'signed-out', [...new Set([sessionId, ...family])]);
}

/** Signs every session of a player out (but `exceptSessionId`) and ends their streams. */
export function endUserSessions(app: PlatformState, userId: number, now: number, cause: SessionEndCause, exceptSessionId?: number): void {
  const live = liveSessionIds(app.db, userId, now, exceptSessionId);
  revokeUserSessions(app.db, userId, now, exceptSessionId);
  notifySessionsEnded(app, userId, cause, live);
}
