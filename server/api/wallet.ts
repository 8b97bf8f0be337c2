import { randomBytes } from 'node:crypto';
import * as W from '../../core/api/wallet.ts';
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { loc } from '../i18n.ts';
import { hashPassword } from '../security/passwords.ts';
import { AGENT_TRANSACTION_CODES, TRANSACTION_CODES } from '../seed/content.ts';
import type { UserRow } from '../state.ts';
import type { ApiRegistry, AuthedCtx } from './context.ts';
import { checkFundsPassword, requirePassword } from './reauth.ts';
import { enforceDepositLimit } from '../responsible-gaming/enforce.ts';
import { creditDeposit, DEPOSIT_RECEIVER, DEPOSIT_REVIEW_MS, settleDue, WITHDRAW_REVIEW_MS } from './money.ts';
import { notifyBalance, notifyDecision } from '../live/notify.ts';
import type { PlatformState } from '../state.ts';
import { amountParam, balanceValue, dateRange, maskCard, matches, paging, placeholders, post, toMoney, totalPages, walletBalance } from './util.ts';

export const WITHDRAW_MIN = 100;
export const WITHDRAW_MAX = 50_000;
const MAX_BANK_CARDS = 5;
const REBATE_MIN_CLAIM_CENTS = 100;

export function registerWallet(r: ApiRegistry): void {
  const real = { realAccountOnly: true };

  r.authed(W.balance, (ctx) => {
    settleDue(ctx.app, ctx.user.id, ctx.now);
    return balanceValue(ctx.db, ctx.user.id);
  });

  r.authed(W.transfer, (ctx) => {
    const from = ctx.params.str('from', 32);
    const to = ctx.params.str('to', 32);
    const amount = amountParam(ctx.params);
    if (from === to) throw new ApiError('transfer.same_wallet', 'choose two different wallets');
    ctx.db.transaction(() => {
      walletBalance(ctx.db, ctx.user.id, to);
      post(ctx.db, ctx.user.id, 'TRF', -amount, ctx.now, `${from} → ${to}`, from);
      post(ctx.db, ctx.user.id, 'TRF', amount, ctx.now, `${from} → ${to}`, to);
    })();
    notifyBalance(ctx.app, ctx.user.id, 'transfer');
    return balanceValue(ctx.db, ctx.user.id);
  });

  r.authed(W.transactions, (ctx) => {
    settleDue(ctx.app, ctx.user.id, ctx.now);
    const [from, to] = dateRange(ctx.params, ctx.now);
    const codes = ctx.params.list('types').flatMap((t) => (t === 'A' ? AGENT_TRANSACTION_CODES : [t]));
    const filter = codes.length ? `AND code IN (${placeholders(codes.length)})` : '';
    const args = [ctx.user.id, from, to, ...codes];
    const { pageNo, pageSize, offset } = paging(ctx.params, 20);
    const total = (
      ctx.db.prepare(`SELECT COUNT(*) AS n FROM transactions WHERE user_id = ? AND created_at >= ? AND created_at < ? ${filter}`).get(...args) as { n: number }
    ).n;
    const rows = ctx.db
      .prepare(
        `SELECT * FROM transactions WHERE user_id = ? AND created_at >= ? AND created_at < ? ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, pageSize, offset) as { id: number; code: string; amount_cents: number; balance_after_cents: number; remark: string; created_at: number }[];
    return {
      list: rows.map((t) => ({
        id: String(t.id),
        code: t.code,
        amount: toMoney(t.amount_cents),
        balanceAfter: toMoney(t.balance_after_cents),
        createdAt: t.created_at,
        remark: t.remark,
      })),
      totalPages: totalPages(total, pageSize),
      pageNum: pageNo,
    };
  });

  r.authed(W.transactionCodes, (ctx) => TRANSACTION_CODES.map((c) => ({ code: c.code, name: loc(c.name, ctx.lang) })));

  r.authed(W.bankCards, (ctx) =>
    (
      ctx.db.prepare('SELECT * FROM bank_cards WHERE user_id = ? ORDER BY id').all(ctx.user.id) as {
        id: number;
        bank_name: string;
        card_no: string;
        holder: string;
      }[]
    ).map((c) => ({
      id: String(c.id),
      bankName: c.bank_name,
      cardNo: maskCard(c.card_no),
      holder: c.holder,
    })),
  );

  r.authed(W.withdrawSettings, (ctx) => ({ min: WITHDRAW_MIN, max: WITHDRAW_MAX, hasFundsPassword: ctx.user.funds_password_hash !== null }));

  r.authed(
    W.withdraw,
    async (ctx) => {
      const amount = amountParam(ctx.params);
      const cardId = ctx.params.str('bankCardId', 32);
      await checkFundsPassword(ctx, ctx.params.raw.fundsPassword);
      if (amount < WITHDRAW_MIN * 100 || amount > WITHDRAW_MAX * 100) {
        throw new ApiError('withdraw.amount', `amount must be between ${WITHDRAW_MIN} and ${WITHDRAW_MAX}`, 200, { min: WITHDRAW_MIN, max: WITHDRAW_MAX });
      }
      const card = ctx.db.prepare('SELECT id, card_no FROM bank_cards WHERE id = ? AND user_id = ?').get(cardId, ctx.user.id) as
        | { id: number; card_no: string }
        | undefined;
      if (!card) throw new ApiError('bankcard.unknown', 'no such bank card');
      const id = ctx.db.transaction(() => {
        post(ctx.db, ctx.user.id, 'WDR', -amount, ctx.now, `To ${maskCard(card.card_no)}`);
        return ctx.db
          .prepare(
            "INSERT INTO withdrawals (user_id, bank_card_id, amount_cents, status, created_at, updated_at, review_at) VALUES (?, ?, ?, 'pending', ?, ?, ?)",
          )
          .run(ctx.user.id, card.id, amount, ctx.now, ctx.now, ctx.now + WITHDRAW_REVIEW_MS).lastInsertRowid;
      })();
      notifyBalance(ctx.app, ctx.user.id, 'withdrawal');
      return { id: String(id), status: 'pending' };
    },
    real,
  );

  r.authed(W.withdrawReport, (ctx) => {
    settleDue(ctx.app, ctx.user.id, ctx.now);
    return moneyRecords(ctx, 'withdrawals');
  });

  r.authed(W.depositMethods, (ctx) =>
    (ctx.db.prepare('SELECT * FROM deposit_methods ORDER BY sort').all() as DepositMethodRow[]).map((m) => ({
      id: m.id,
      vendor: m.vendor,
      name: loc(m.name_i18n, ctx.lang),
      kind: m.kind,
      min: toMoney(m.min_cents),
      max: toMoney(m.max_cents),
      banks: JSON.parse(m.banks) as string[],
    })),
  );

  r.authed(W.depositPromotions, (ctx) =>
    (
      ctx.db
        .prepare('SELECT id, title_i18n, bonus_rate FROM promotions WHERE for_deposit = 1 AND start_at <= ? AND end_at > ? ORDER BY sort')
        .all(ctx.now, ctx.now) as {
        id: string;
        title_i18n: string;
        bonus_rate: number;
      }[]
    ).map((p) => ({ id: p.id, title: loc(p.title_i18n, ctx.lang), bonusRate: p.bonus_rate })),
  );

  r.authed(
    W.deposit,
    (ctx) => {
      const p = ctx.params;
      const method = ctx.db.prepare('SELECT * FROM deposit_methods WHERE id = ?').get(p.str('methodId', 32)) as DepositMethodRow | undefined;
      if (!method) throw new ApiError('deposit.method_unknown', 'no such deposit method');
      const amount = amountParam(p);
      if (amount < method.min_cents || amount > method.max_cents) {
        throw new ApiError('deposit.amount', `amount must be between ${toMoney(method.min_cents)} and ${toMoney(method.max_cents)}`, 200, {
          min: toMoney(method.min_cents),
          max: toMoney(method.max_cents),
        });
      }
      enforceDepositLimit(ctx.app, ctx.user.id, amount, ctx.now);
      const banks = JSON.parse(method.banks) as string[];
      const bank = p.optStr('bank', 64);
      if (bank && banks.length && !banks.includes(bank)) throw new ApiError('deposit.bank_unknown', 'this method does not support that bank');
      const promotionId = p.optStr('promotionId', 32);
      if (
        promotionId &&
        !ctx.db.prepare('SELECT 1 FROM promotions WHERE id = ? AND for_deposit = 1 AND start_at <= ? AND end_at > ?').get(promotionId, ctx.now, ctx.now)
      ) {
        throw new ApiError('deposit.promotion_unavailable', 'this promotion is not available');
      }
      const gateway = method.kind !== 'BANK';
      const token = gateway ? randomBytes(16).toString('base64url') : null;
      // A bank transfer is checked by the back office (the demo one approves it shortly); a gateway payment by paying on /pay/<token>.
      const reviewAt = gateway ? null : ctx.now + DEPOSIT_REVIEW_MS;
      const id = ctx.db
        .prepare(`INSERT INTO deposits (user_id, method_id, amount_cents, promotion_id, bank, payer_name, pay_token, status, created_at, updated_at, review_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`)
        .run(
          ctx.user.id,
          method.id,
          amount,
          promotionId ?? null,
          bank ?? null,
          p.optStr('payerName', 64) ?? null,
          token,
          ctx.now,
          ctx.now,
          reviewAt,
        ).lastInsertRowid;
      return {
        id: String(id),
        status: 'pending',
        payUrl: token ? `/pay/${token}` : '',
        receiver: gateway ? undefined : { ...DEPOSIT_RECEIVER, reference: `D${id}` },
      };
    },
    real,
  );

  r.authed(W.depositStatus, (ctx) => {
    settleDue(ctx.app, ctx.user.id, ctx.now);
    const d = ctx.db.prepare('SELECT id, amount_cents, status FROM deposits WHERE id = ? AND user_id = ?').get(ctx.params.str('id', 32), ctx.user.id) as
      | { id: number; amount_cents: number; status: string }
      | undefined;
    if (!d) throw new ApiError('deposit.unknown', 'no such deposit');
    return { id: String(d.id), status: d.status, amount: toMoney(d.amount_cents) };
  });

  r.authed(W.depositRecords, (ctx) => {
    settleDue(ctx.app, ctx.user.id, ctx.now);
    return moneyRecords(ctx, 'deposits');
  });

  r.authed(W.securityConfig, (ctx) => {
    const u = ctx.user;
    const cards = ctx.db.prepare('SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ?').get(u.id) as { n: number };
    return {
      loginPassword: true,
      fundsPassword: u.funds_password_hash !== null,
      bankCard: cards.n > 0,
      email: u.email !== null,
      payeeName: u.payee_name !== null,
      nickname: u.nickname !== '',
      securityQuestions: u.security_question !== null,
    };
  });

  r.authed(
    W.setFundsPassword,
    async (ctx) => {
      const next = ctx.params.rawStr('newPassword', 32);
      // Changing proves the current funds password (and counts towards its lock); setting the first one, the login password.
      if (ctx.user.funds_password_hash !== null) {
        await checkFundsPassword(ctx, ctx.params.raw.oldPassword);
        if (ctx.params.raw.oldPassword === next) throw new ApiError('modify.new.old.same', 'The new password and the old password cannot be the same');
      } else {
        await requirePassword(ctx);
      }
      const rule = ctx.app.switches.registration().fields.paymentPassword;
      if (!matches(rule?.pattern ?? '^[0-9]{6}$', next))
        throw new ApiError('funds_password.invalid', 'the funds password must be 6 digits', 200, { field: 'newPassword' });
      ctx.db.prepare('UPDATE users SET funds_password_hash = ? WHERE id = ?').run(await hashPassword(next), ctx.user.id);
      return null;
    },
    real,
  );

  // Field checks first (they tell nothing a token holder cannot read), then the password, then the write.
  r.authed(
    W.addBankCard,
    async (ctx) => {
      const bankName = ctx.params.str('bankName', 64);
      const cardNo = ctx.params.str('cardNo', 32).replace(/\s+/g, '');
      const holder = ctx.params.str('holder', 50);
      if (!/^[0-9]{12,19}$/.test(cardNo)) throw new ApiError('bankcard.invalid', 'card number must be 12–19 digits', 200, { field: 'cardNo' });
      if (ctx.user.payee_name !== null && ctx.user.payee_name !== holder)
        throw new ApiError('bankcard.holder_mismatch', 'the card holder must be the payee name', 200, { field: 'holder' });
      const rule = ctx.app.switches.registration().fields.payeeName;
      if (!matches(rule?.pattern, holder)) throw new ApiError('payee.invalid', 'name format incorrect', 200, { field: 'holder' });
      const cards = ctx.db.prepare('SELECT card_no FROM bank_cards WHERE user_id = ?').all(ctx.user.id) as { card_no: string }[];
      if (cards.some((c) => c.card_no === cardNo)) throw new ApiError('bankcard.exists', 'this card is already bound');
      if (cards.length >= MAX_BANK_CARDS) throw new ApiError('bankcard.limit', `at most ${MAX_BANK_CARDS} cards`);
      await requirePassword(ctx);
      ctx.db.transaction(() => {
        ctx.db
          .prepare('INSERT INTO bank_cards (user_id, bank_name, card_no, holder, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(ctx.user.id, bankName, cardNo, holder, ctx.now);
        if (ctx.user.payee_name === null) ctx.db.prepare('UPDATE users SET payee_name = ? WHERE id = ?').run(holder, ctx.user.id);
      })();
      return null;
    },
    real,
  );

  r.authed(
    W.setSecurityQuestions,
    async (ctx) => {
      const question = ctx.params.str('question', 200);
      const answer = ctx.params.str('answer', 200);
      ctx.db
        .prepare('UPDATE users SET security_question = ?, security_answer_hash = ? WHERE id = ?')
        .run(question, await hashPassword(answer.toLowerCase()), ctx.user.id);
      return null;
    },
    real,
  );

  r.authed(
    W.bindEmail,
    async (ctx) => {
      const email = ctx.params.str('email', 255);
      const rule = ctx.app.switches.registration().fields.email;
      if (!matches(rule?.pattern ?? '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', email))
        throw new ApiError('email.invalid', 'e-mail format incorrect', 200, { field: 'email' });
      await requirePassword(ctx);
      ctx.db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, ctx.user.id);
      return null;
    },
    real,
  );

  r.authed(
    W.setPayeeName,
    async (ctx) => {
      const name = ctx.params.str('payeeName', 50);
      if (ctx.user.payee_name !== null) throw new ApiError('payee.already_set', 'the payee name can only be set once; contact customer service');
      if (!matches(ctx.app.switches.registration().fields.payeeName?.pattern, name))
        throw new ApiError('payee.invalid', 'name format incorrect', 200, { field: 'payeeName' });
      await requirePassword(ctx);
      ctx.db.prepare('UPDATE users SET payee_name = ? WHERE id = ?').run(name, ctx.user.id);
      return null;
    },
    real,
  );

  r.authed(W.setNickname, (ctx) => {
    const name = ctx.params.str('nickname', 50);
    if (!matches(ctx.app.switches.registration().fields.nickname?.pattern, name))
      throw new ApiError('nickname.invalid', 'nickname format incorrect', 200, { field: 'nickname' });
    ctx.db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(name, ctx.user.id);
    return null;
  });

  r.authed(W.gameRecords, (ctx) => {
    const [from, to] = dateRange(ctx.params, ctx.now);
    const { pageNo, pageSize, offset } = paging(ctx.params, 20);
    const total = (
      ctx.db.prepare('SELECT COUNT(*) AS n FROM bets WHERE user_id = ? AND created_at >= ? AND created_at < ?').get(ctx.user.id, from, to) as { n: number }
    ).n;
    const rows = ctx.db
      .prepare(`SELECT b.id, g.display_name, g.vendor_code, b.stake_cents, b.payout_cents, b.created_at FROM bets b JOIN games g ON g.node_id = b.node_id
        WHERE b.user_id = ? AND b.created_at >= ? AND b.created_at < ? ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`)
      .all(ctx.user.id, from, to, pageSize, offset) as {
      id: number;
      display_name: string;
      vendor_code: string;
      stake_cents: number;
      payout_cents: number;
      created_at: number;
    }[];
    return {
      list: rows.map((b) => ({
        id: String(b.id),
        gameName: b.display_name,
        vendor: b.vendor_code,
        stake: toMoney(b.stake_cents),
        payout: toMoney(b.payout_cents),
        createdAt: b.created_at,
      })),
      totalPages: totalPages(total, pageSize),
      pageNum: pageNo,
    };
  });

  r.authed(W.profitAndLoss, (ctx) => {
    settleDue(ctx.app, ctx.user.id, ctx.now);
    const [from, to] = dateRange(ctx.params, ctx.now);
    const one = (sql: string) => (ctx.db.prepare(sql).get(ctx.user.id, from, to) as { s: number | null }).s ?? 0;
    const stake = one('SELECT SUM(stake_cents) AS s FROM bets WHERE user_id = ? AND created_at >= ? AND created_at < ?');
    const payout = one('SELECT SUM(payout_cents) AS s FROM bets WHERE user_id = ? AND created_at >= ? AND created_at < ?');
    return {
      stake: toMoney(stake),
      payout: toMoney(payout),
      profit: toMoney(payout - stake),
      deposits: toMoney(one("SELECT SUM(amount_cents) AS s FROM deposits WHERE user_id = ? AND status = 'approved' AND created_at >= ? AND created_at < ?")),
      withdrawals: toMoney(
        one("SELECT SUM(amount_cents) AS s FROM withdrawals WHERE user_id = ? AND status = 'approved' AND created_at >= ? AND created_at < ?"),
      ),
      bonuses: toMoney(one("SELECT SUM(amount_cents) AS s FROM transactions WHERE user_id = ? AND code = 'BON' AND created_at >= ? AND created_at < ?")),
    };
  });

  r.authed(
    W.transferToUpline,
    async (ctx) => {
      const amount = amountParam(ctx.params);
      if (ctx.user.parent_id === null || ctx.user.type === 2) throw new ApiError('upline.none', 'no upline to transfer to');
      await checkFundsPassword(ctx, ctx.params.raw.fundsPassword);
      const parent = ctx.user.parent_id;
      ctx.db.transaction(() => {
        post(ctx.db, ctx.user.id, 'UPL', -amount, ctx.now, 'To upline');
        post(ctx.db, parent, 'UPL', amount, ctx.now, `From ${ctx.user.account}`);
      })();
      notifyBalance(ctx.app, ctx.user.id, 'transfer');
      notifyBalance(ctx.app, parent, 'transfer');
      return balanceValue(ctx.db, ctx.user.id);
    },
    real,
  );

  r.authed(W.manualRebate, (ctx) => {
    const { total } = pendingRebate(ctx.db, ctx.user);
    return { available: toMoney(total), lastClaimAt: ctx.user.last_rebate_claim_at, claimable: total >= REBATE_MIN_CLAIM_CENTS };
  });

  r.authed(
    W.claimManualRebate,
    (ctx) => {
      ctx.db.transaction(() => {
        const { total, byType } = pendingRebate(ctx.db, ctx.user);
        if (total < REBATE_MIN_CLAIM_CENTS) throw new ApiError('rebate.nothing', 'no rebate to claim yet');
        post(ctx.db, ctx.user.id, 'RBT', total, ctx.now, 'Manual rebate');
        for (const [type, cents] of byType) {
          if (cents > 0)
            ctx.db
              .prepare('INSERT INTO rebate_claims (user_id, amount_cents, game_type, created_at) VALUES (?, ?, ?, ?)')
              .run(ctx.user.id, cents, type, ctx.now);
        }
        ctx.db.prepare('UPDATE users SET last_rebate_claim_at = ? WHERE id = ?').run(ctx.now, ctx.user.id);
      })();
      notifyBalance(ctx.app, ctx.user.id, 'adjustment');
      return balanceValue(ctx.db, ctx.user.id);
    },
    real,
  );

  r.authed(W.rebateReport, (ctx) => {
    const [from, to] = dateRange(ctx.params, ctx.now);
    const { pageNo, pageSize, offset } = paging(ctx.params, 20);
    const total = (
      ctx.db.prepare('SELECT COUNT(*) AS n FROM rebate_claims WHERE user_id = ? AND created_at >= ? AND created_at < ?').get(ctx.user.id, from, to) as {
        n: number;
      }
    ).n;
    const rows = ctx.db
      .prepare('SELECT * FROM rebate_claims WHERE user_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(ctx.user.id, from, to, pageSize, offset) as { id: number; amount_cents: number; game_type: string; created_at: number }[];
    return {
      list: rows.map((x) => ({ id: String(x.id), amount: toMoney(x.amount_cents), gameType: x.game_type, createdAt: x.created_at })),
      totalPages: totalPages(total, pageSize),
      pageNum: pageNo,
    };
  });

  r.on(W.leaderBoard, (ctx) =>
    (ctx.db.prepare('SELECT * FROM leaderboard ORDER BY rank').all() as { rank: number; account: string; score: number; prize_cents: number | null }[]).map(
      (x) => ({
        rank: x.rank,
        account: x.account,
        score: x.score,
        prize: x.prize_cents === null ? undefined : toMoney(x.prize_cents),
      }),
    ),
  );
}

interface DepositMethodRow {
  id: string;
  vendor: string;
  name_i18n: string;
  kind: string;
  min_cents: number;
  max_cents: number;
  banks: string;
}

function moneyRecords(ctx: AuthedCtx, table: 'deposits' | 'withdrawals') {
  const [from, to] = dateRange(ctx.params, ctx.now);
  const { pageNo, pageSize, offset } = paging(ctx.params, 20);
  const total = (
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ? AND created_at >= ? AND created_at < ?`).get(ctx.user.id, from, to) as { n: number }
  ).n;
  const rows = (
    table === 'deposits'
      ? ctx.db.prepare(`SELECT d.id, d.amount_cents, d.status, m.name_i18n AS method, d.created_at FROM deposits d JOIN deposit_methods m ON m.id = d.method_id
          WHERE d.user_id = ? AND d.created_at >= ? AND d.created_at < ? ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`)
      : ctx.db.prepare(`SELECT w.id, w.amount_cents, w.status, c.bank_name AS method, w.created_at FROM withdrawals w JOIN bank_cards c ON c.id = w.bank_card_id
          WHERE w.user_id = ? AND w.created_at >= ? AND w.created_at < ? ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`)
  ).all(ctx.user.id, from, to, pageSize, offset) as { id: number; amount_cents: number; status: string; method: string; created_at: number }[];
  return {
    list: rows.map((x) => ({
      id: String(x.id),
      amount: toMoney(x.amount_cents),
      status: x.status,
      method: table === 'deposits' ? loc(x.method, ctx.lang) : x.method,
      createdAt: x.created_at,
    })),
    totalPages: totalPages(total, pageSize),
    pageNum: pageNo,
  };
}

/** Rebate earned since the last claim: the member's rate (percent) of stake, per game type. */
function pendingRebate(db: DB, user: UserRow): { total: number; byType: Map<string, number> } {
  const rows = db
    .prepare(
      'SELECT g.game_type, SUM(b.stake_cents) AS s FROM bets b JOIN games g ON g.node_id = b.node_id WHERE b.user_id = ? AND b.created_at > ? GROUP BY g.game_type',
    )
    .all(user.id, user.last_rebate_claim_at) as { game_type: string; s: number }[];
  const byType = new Map(rows.map((r) => [r.game_type, Math.floor((r.s * user.rebate) / 100)]));
  return { total: [...byType.values()].reduce((a, b) => a + b, 0), byType };
}

/** Completes a simulated gateway payment: credits the deposit and any deposit bonus, and tells the player's pages. */
export function completeGatewayDeposit(app: PlatformState, token: string, now: number): { ok: boolean; amount: number } {
  const db = app.db;
  const done = db.transaction(() => {
    const d = db.prepare('SELECT * FROM deposits WHERE pay_token = ?').get(token) as
      | { id: number; user_id: number; amount_cents: number; promotion_id: string | null; status: string }
      | undefined;
    if (!d || d.status !== 'pending') return { ok: false, amount: 0, userId: undefined, id: undefined };
    db.prepare("UPDATE deposits SET status = 'approved', updated_at = ? WHERE id = ?").run(now, d.id);
    creditDeposit(db, d, now);
    return { ok: true, amount: toMoney(d.amount_cents), userId: d.user_id, id: d.id };
  })();
  if (done.ok && done.userId !== undefined && done.id !== undefined) {
    notifyDecision(app, 'deposit', { ok: true, id: done.id, status: 'approved', amount: done.amount, userId: done.userId });
  }
  return { ok: done.ok, amount: done.amount };
}
