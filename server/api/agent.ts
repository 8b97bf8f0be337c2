import * as AG from '../../core/api/agent.ts';
import { getSetting } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { loc } from '../i18n.ts';
import { hashPassword } from '../security/passwords.ts';
import { CUSTOMER_SERVICE } from '../seed/settings.ts';
import { affiliateCodeFor } from './account.ts';
import type { ApiRegistry, AuthedCtx } from './context.ts';
import { checkFundsPassword } from './wallet.ts';
import { amountParam, dateRange, findUser, matches, paging, placeholders, post, teamIds, toMoney, totalPages, walletBalance } from './util.ts';

type ContractKind = 'dailySalary' | 'hourSalary' | 'dividend';
interface ContractRow { id: string; user_id: number; kind: ContractKind; terms_i18n: string; status: string; offered_at: number }

export function registerAgent(r: ApiRegistry): void {
  const agentOnly = { agentOnly: true };

  r.authed(AG.teamKpi, (ctx) => {
    const [from, to] = dateRange(ctx.params, ctx.now);
    const team = teamIds(ctx.db, ctx.user.id);
    const inTeam = `user_id IN (${placeholders(team.length)})`;
    const count = (sql: string, ...args: unknown[]) => (ctx.db.prepare(sql).get(...team, ...args) as { n: number | null }).n ?? 0;
    const stake = count(`SELECT SUM(stake_cents) AS n FROM bets WHERE ${inTeam} AND created_at >= ? AND created_at < ?`, from, to);
    const payout = count(`SELECT SUM(payout_cents) AS n FROM bets WHERE ${inTeam} AND created_at >= ? AND created_at < ?`, from, to);
    return {
      teamLoginMemberCount: count(`SELECT COUNT(DISTINCT user_id) AS n FROM login_events WHERE ${inTeam} AND at >= ? AND at < ?`, from, to),
      teamBetMemberCount: count(`SELECT COUNT(DISTINCT user_id) AS n FROM bets WHERE ${inTeam} AND created_at >= ? AND created_at < ?`, from, to),
      teamRegisterMemberCount: count(`SELECT COUNT(*) AS n FROM users WHERE id IN (${placeholders(team.length)}) AND reg_at >= ? AND reg_at < ?`, from, to),
      teamOnlineCount: count(
        `SELECT COUNT(*) AS n FROM users u WHERE u.id IN (${placeholders(team.length)}) AND (u.simulated_online = 1
          OR EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > ?))`,
        ctx.now,
      ),
      teamSize: team.length,
      teamDeposit: toMoney(count(`SELECT SUM(amount_cents) AS n FROM deposits WHERE ${inTeam} AND status = 'approved' AND created_at >= ? AND created_at < ?`, from, to)),
      teamWithdraw: toMoney(count(`SELECT SUM(amount_cents) AS n FROM withdrawals WHERE ${inTeam} AND status = 'approved' AND created_at >= ? AND created_at < ?`, from, to)),
      teamStake: toMoney(stake),
      teamProfit: toMoney(payout - stake),
    };
  }, agentOnly);

  r.authed(AG.subordinates, (ctx) => {
    const { pageSize, offset } = paging(ctx.params, 20);
    const account = ctx.params.optStr('account', 64);
    const filter = account ? 'AND instr(lower(account), lower(?)) > 0' : '';
    const args = account ? [ctx.user.id, account] : [ctx.user.id];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE parent_id = ? ${filter}`).get(...args) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT u.id, u.account, u.type, u.reg_at, u.last_login_at, u.rebate, (SELECT SUM(balance_cents) FROM wallets w WHERE w.user_id = u.id) AS balance
        FROM users u WHERE parent_id = ? ${filter} ORDER BY u.reg_at DESC, u.id DESC LIMIT ? OFFSET ?`)
      .all(...args, pageSize, offset) as { id: number; account: string; type: number; reg_at: number; last_login_at: number | null; rebate: number; balance: number | null }[];
    return {
      list: rows.map((u) => ({
        id: String(u.id), account: u.account, type: u.type, regDate: u.reg_at, lastLoginAt: u.last_login_at ?? 0, balance: toMoney(u.balance ?? 0), rebate: u.rebate,
      })),
      totalPages: totalPages(total, pageSize),
    };
  }, agentOnly);

  r.authed(AG.updateRebate, (ctx) => {
    const memberId = ctx.params.str('memberId', 32);
    const rebate = ctx.params.num('rebate', { min: 0, max: 100 });
    const member = ctx.db.prepare('SELECT id FROM users WHERE id = ? AND parent_id = ?').get(memberId, ctx.user.id);
    if (!member) throw new ApiError('member.unknown', 'not a member of your team');
    if (rebate > ctx.user.rebate) throw new ApiError('rebate.too_high', `rebate cannot exceed your own (${ctx.user.rebate})`, 200, { max: ctx.user.rebate });
    ctx.db.prepare('UPDATE users SET rebate = ? WHERE id = ?').run(rebate, memberId);
    return null;
  }, agentOnly);

  const pendingContract = (kind: ContractKind) => (ctx: AuthedCtx) => {
    const row = ctx.db
      .prepare("SELECT * FROM contracts WHERE user_id = ? AND kind = ? AND status = 'offered' ORDER BY offered_at DESC LIMIT 1")
      .get(ctx.user.id, kind) as ContractRow | undefined;
    return row ? { id: row.id, kind: row.kind, terms: loc(row.terms_i18n, ctx.lang), status: row.status, offeredAt: row.offered_at } : null;
  };
  r.authed(AG.dailySalaryRequest, pendingContract('dailySalary'));
  r.authed(AG.dividendRequest, pendingContract('dividend'));
  r.authed(AG.hourlySalaryRequest, pendingContract('hourSalary'));

  const processContract = (kind: ContractKind) => (ctx: AuthedCtx) => {
    const id = ctx.params.str('id', 32);
    const accept = ctx.params.optBool('accept');
    if (accept === undefined) throw new ApiError('request.invalid', 'parameter accept is required', 400, { field: 'accept' });
    const row = ctx.db.prepare('SELECT * FROM contracts WHERE id = ? AND user_id = ? AND kind = ?').get(id, ctx.user.id, kind) as ContractRow | undefined;
    if (!row) throw new ApiError('contract.unknown', 'no such contract offer');
    if (row.status !== 'offered') throw new ApiError('contract.processed', 'this offer has already been answered');
    ctx.db.prepare('UPDATE contracts SET status = ?, decided_at = ? WHERE id = ?').run(accept ? 'accepted' : 'rejected', ctx.now, id);
    return null;
  };
  r.authed(AG.processDailySalary, processContract('dailySalary'));
  r.authed(AG.processDividend, processContract('dividend'));
  r.authed(AG.processHourlySalary, processContract('hourSalary'));

  r.authed(AG.contractRequests, (ctx) => {
    const kinds = new Set(
      (ctx.db.prepare("SELECT DISTINCT kind FROM contracts WHERE user_id = ? AND status = 'offered'").all(ctx.user.id) as { kind: ContractKind }[]).map((k) => k.kind),
    );
    return { dailysalreqtype: kinds.has('dailySalary'), divtypecompperiodreq: kinds.has('dividend'), contracthoursalreq: kinds.has('hourSalary') };
  });

  r.authed(AG.affiliateUrls, (ctx) => {
    affiliateCodeFor(ctx, ctx.user);
    const codes = ctx.db.prepare('SELECT code, domain FROM affiliate_codes WHERE user_id = ? AND active = 1 ORDER BY created_at, code').all(ctx.user.id) as {
      code: string; domain: string | null;
    }[];
    return codes.map((c) => ({
      code: c.code,
      url: `${c.domain ? `https://${c.domain}` : ctx.origin}/m/register?affiliateCode=${encodeURIComponent(c.code)}`,
    }));
  }, { realAccountOnly: true });

  r.authed(AG.registerDownline, async (ctx) => {
    const p = ctx.params;
    const username = p.str('username', 64);
    const password = p.rawStr('password', 64);
    const type = p.int('type', 0, { min: 0, max: 1 });
    const rebate = p.optNum('rebate', { min: 0, max: 100 }) ?? 0;
    const rules = ctx.app.switches.registration().fields;
    if (!matches(rules.username?.pattern, username)) throw new ApiError('register.field_invalid', 'username format incorrect', 200, { field: 'username' });
    if (!matches(rules.password?.pattern, password)) throw new ApiError('register.field_invalid', 'password format incorrect', 200, { field: 'password' });
    if (rebate > ctx.user.rebate) throw new ApiError('rebate.too_high', `rebate cannot exceed your own (${ctx.user.rebate})`, 200, { max: ctx.user.rebate });
    if (findUser(ctx.db, username)) throw new ApiError('register.username_exists', 'username already exists', 200, { field: 'username' });
    const hash = await hashPassword(password);
    const id = ctx.db.transaction(() => {
      const info = ctx.db
        .prepare(`INSERT INTO users (account, password_hash, type, merchant_code, parent_id, rebate, first_login_pending, register_method, reg_at)
          VALUES (?, ?, ?, ?, ?, ?, 1, 'AGENT', ?)`)
        .run(username, hash, type, ctx.user.merchant_code, ctx.user.id, rebate, ctx.now);
      const newId = Number(info.lastInsertRowid);
      for (const w of ['Main', 'Lottery', 'Sports']) ctx.db.prepare('INSERT INTO wallets (user_id, name, balance_cents) VALUES (?, ?, 0)').run(newId, w);
      return newId;
    })();
    return { id: String(id), account: username };
  }, agentOnly);

  r.authed(AG.checkUsername, (ctx) => {
    const username = ctx.params.str('username', 64);
    if (!matches(ctx.app.switches.registration().fields.username?.pattern, username)) {
      throw new ApiError('register.field_invalid', 'username format incorrect', 200, { field: 'username' });
    }
    return findUser(ctx.db, username) === undefined;
  }, agentOnly);

  r.authed(AG.transferToDownline, async (ctx) => {
    const ids = ctx.params.list('memberIds');
    if (ids.length === 0 || ids.length > 50) throw new ApiError('request.invalid', 'memberIds must list 1 to 50 members', 400, { field: 'memberIds' });
    const amount = amountParam(ctx.params);
    await checkFundsPassword(ctx.user, ctx.params.raw.fundsPassword);
    const team = new Set(teamIds(ctx.db, ctx.user.id).map(String));
    const unknown = ids.filter((id) => !team.has(id));
    if (unknown.length) throw new ApiError('member.unknown', 'not a member of your team', 200, { memberIds: unknown });
    ctx.db.transaction(() => {
      if (walletBalance(ctx.db, ctx.user.id) < amount * ids.length) throw new ApiError('balance.insufficient', 'insufficient balance');
      for (const id of ids) {
        post(ctx.db, ctx.user.id, 'DWN', -amount, ctx.now, `To member ${id}`);
        post(ctx.db, Number(id), 'DWN', amount, ctx.now, `From ${ctx.user.account}`);
      }
    })();
    return null;
  }, { agentOnly: true, realAccountOnly: true });

  r.authed(AG.chatLaunch, (ctx) => {
    const links = getSetting<{ name: string; url: string }[]>(ctx.db, 'customerService') ?? CUSTOMER_SERVICE;
    return { url: links[0]?.url ?? '/m/service' };
  });
}
