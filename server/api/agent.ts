import * as AG from '../../core/api/agent.ts';
import { getSetting } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { loc } from '../i18n.ts';
import { hashPassword } from '../security/passwords.ts';
import { CUSTOMER_SERVICE } from '../seed/settings.ts';
import { affiliateCodeFor } from './account.ts';
import type { ApiRegistry, AuthedCtx } from './context.ts';
import { checkFundsPassword } from './reauth.ts';
import { amountParam, dateRange, findUser, matches, paging, placeholders, post, teamIds, toMoney, totalPages, walletBalance } from './util.ts';
import { notifyBalance } from '../live/notify.ts';

type ContractKind = 'dailySalary' | 'hourSalary' | 'dividend';
interface ContractRow {
  id: string;
  user_id: number;
  kind: ContractKind;
  terms_i18n: string;
  status: string;
  offered_at: number;
  decided_at: number | null;
}

export function registerAgent(r: ApiRegistry): void {
  const agentOnly = { agentOnly: true };

  r.authed(
    AG.teamKpi,
    (ctx) => {
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
        teamDeposit: toMoney(
          count(`SELECT SUM(amount_cents) AS n FROM deposits WHERE ${inTeam} AND status = 'approved' AND created_at >= ? AND created_at < ?`, from, to),
        ),
        teamWithdraw: toMoney(
          count(`SELECT SUM(amount_cents) AS n FROM withdrawals WHERE ${inTeam} AND status = 'approved' AND created_at >= ? AND created_at < ?`, from, to),
        ),
        teamStake: toMoney(stake),
        teamProfit: toMoney(payout - stake),
      };
    },
    agentOnly,
  );

  r.authed(
    AG.subordinates,
    (ctx) => {
      const { pageSize, offset } = paging(ctx.params, 20);
      const account = ctx.params.optStr('account', 64);
      const filter = account ? 'AND instr(lower(account), lower(?)) > 0' : '';
      const args = account ? [ctx.user.id, account] : [ctx.user.id];
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE parent_id = ? ${filter}`).get(...args) as { n: number }).n;
      const rows = ctx.db
        .prepare(`SELECT u.id, u.account, u.type, u.reg_at, COALESCE(u.last_login_at, (SELECT MAX(at) FROM login_events l WHERE l.user_id = u.id)) AS last_login_at, u.rebate, (SELECT SUM(balance_cents) FROM wallets w WHERE w.user_id = u.id) AS balance
        FROM users u WHERE parent_id = ? ${filter} ORDER BY u.reg_at DESC, u.id DESC LIMIT ? OFFSET ?`)
        .all(...args, pageSize, offset) as {
        id: number;
        account: string;
        type: number;
        reg_at: number;
        last_login_at: number | null;
        rebate: number;
        balance: number | null;
      }[];
      return {
        list: rows.map((u) => ({
          id: String(u.id),
          account: u.account,
          type: u.type,
          regDate: u.reg_at,
          lastLoginAt: u.last_login_at ?? 0,
          balance: toMoney(u.balance ?? 0),
          rebate: u.rebate,
        })),
        totalPages: totalPages(total, pageSize),
      };
    },
    agentOnly,
  );

  r.authed(
    AG.updateRebate,
    (ctx) => {
      const memberId = ctx.params.str('memberId', 32);
      const rebate = ctx.params.num('rebate', { min: 0, max: 100 });
      const member = ctx.db.prepare('SELECT id FROM users WHERE id = ? AND parent_id = ?').get(memberId, ctx.user.id);
      if (!member) throw new ApiError('member.unknown', 'not a member of your team');
      if (rebate > ctx.user.rebate) throw new ApiError('rebate.too_high', `rebate cannot exceed your own (${ctx.user.rebate})`, 200, { max: ctx.user.rebate });
      ctx.db.prepare('UPDATE users SET rebate = ? WHERE id = ?').run(rebate, memberId);
      return null;
    },
    agentOnly,
  );

  /** The open offer of a kind, or null (an answered offer is no longer a request). */
  const pendingContract = (kind: ContractKind) => (ctx: AuthedCtx) => {
    const row = ctx.db
      .prepare("SELECT * FROM contracts WHERE user_id = ? AND kind = ? AND status = 'offered' ORDER BY offered_at DESC LIMIT 1")
      .get(ctx.user.id, kind) as ContractRow | undefined;
    return row
      ? { id: row.id, kind: row.kind, terms: loc(row.terms_i18n, ctx.lang), status: row.status, offeredAt: row.offered_at, decidedAt: row.decided_at ?? 0 }
      : null;
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
      (ctx.db.prepare("SELECT DISTINCT kind FROM contracts WHERE user_id = ? AND status = 'offered'").all(ctx.user.id) as { kind: ContractKind }[]).map(
        (k) => k.kind,
      ),
    );
    return { dailysalreqtype: kinds.has('dailySalary'), divtypecompperiodreq: kinds.has('dividend'), contracthoursalreq: kinds.has('hourSalary') };
  });

  r.authed(
    AG.affiliateUrls,
    (ctx) => {
      affiliateCodeFor(ctx, ctx.user);
      const codes = ctx.db.prepare('SELECT code, domain FROM affiliate_codes WHERE user_id = ? AND active = 1 ORDER BY created_at, code').all(ctx.user.id) as {
        code: string;
        domain: string | null;
      }[];
      return codes.map((c) => ({
        code: c.code,
        url: `${c.domain ? `https://${c.domain}` : ctx.origin}/m/register?affiliateCode=${encodeURIComponent(c.code)}`,
      }));
    },
    { realAccountOnly: true },
  );

  r.authed(
    AG.registerDownline,
    async (ctx) => {
      const p = ctx.params;
      const username = p.str('username', 64);
      const password = p.rawStr('password', 64);
      const type = p.int('type', 0, { min: 0, max: 1 });
      const rebate = p.optNum('rebate', { min: 0, max: 100 }) ?? defaultRebateOf(ctx.db, ctx.user);
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
    },
    agentOnly,
  );

  r.authed(
    AG.checkUsername,
    (ctx) => {
      const username = ctx.params.str('username', 64);
      if (!matches(ctx.app.switches.registration().fields.username?.pattern, username)) {
        throw new ApiError('register.field_invalid', 'username format incorrect', 200, { field: 'username' });
      }
      return findUser(ctx.db, username) === undefined;
    },
    agentOnly,
  );

  r.authed(
    AG.transferToDownline,
    async (ctx) => {
      const ids = ctx.params.list('memberIds');
      if (ids.length === 0 || ids.length > 50) throw new ApiError('request.invalid', 'memberIds must list 1 to 50 members', 400, { field: 'memberIds' });
      const amount = amountParam(ctx.params);
      await checkFundsPassword(ctx, ctx.params.raw.fundsPassword);
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
      notifyBalance(ctx.app, ctx.user.id, 'transfer');
      for (const id of new Set(ids)) notifyBalance(ctx.app, Number(id), 'transfer');
      return null;
    },
    { agentOnly: true, realAccountOnly: true },
  );

  r.authed(
    AG.teamProfitLoss,
    (ctx) => {
      const [from, to] = dateRange(ctx.params, ctx.now);
      const { pageSize, offset } = paging(ctx.params, 20);
      const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM users WHERE parent_id = ?').get(ctx.user.id) as { n: number }).n;
      const members = ctx.db
        .prepare('SELECT id, account, type FROM users WHERE parent_id = ? ORDER BY account COLLATE NOCASE LIMIT ? OFFSET ?')
        .all(ctx.user.id, pageSize, offset) as { id: number; account: string; type: number }[];
      const list = members.map((m) => {
        const ids = [m.id, ...teamIds(ctx.db, m.id)];
        const inSet = `user_id IN (${placeholders(ids.length)})`;
        const sum = (sql: string) => (ctx.db.prepare(sql).get(...ids, from, to) as { n: number | null }).n ?? 0;
        const stake = sum(`SELECT SUM(stake_cents) AS n FROM bets WHERE ${inSet} AND created_at >= ? AND created_at < ?`);
        const payout = sum(`SELECT SUM(payout_cents) AS n FROM bets WHERE ${inSet} AND created_at >= ? AND created_at < ?`);
        return {
          id: String(m.id),
          account: m.account,
          type: m.type,
          stake: toMoney(stake),
          payout: toMoney(payout),
          profit: toMoney(payout - stake),
          deposit: toMoney(sum(`SELECT SUM(amount_cents) AS n FROM deposits WHERE ${inSet} AND status = 'approved' AND created_at >= ? AND created_at < ?`)),
          withdraw: toMoney(
            sum(`SELECT SUM(amount_cents) AS n FROM withdrawals WHERE ${inSet} AND status = 'approved' AND created_at >= ? AND created_at < ?`),
          ),
          bets: sum(`SELECT COUNT(*) AS n FROM bets WHERE ${inSet} AND created_at >= ? AND created_at < ?`),
        };
      });
      return { list, totalPages: totalPages(total, pageSize) };
    },
    agentOnly,
  );

  r.authed(
    AG.teamBets,
    (ctx) => {
      const [from, to] = dateRange(ctx.params, ctx.now);
      const { pageSize, offset } = paging(ctx.params, 20);
      const account = ctx.params.optStr('account', 64);
      const team = teamIds(ctx.db, ctx.user.id);
      const where = `b.user_id IN (${placeholders(team.length)}) AND b.created_at >= ? AND b.created_at < ?${account ? ' AND instr(lower(u.account), lower(?)) > 0' : ''}`;
      const args: unknown[] = [...team, from, to, ...(account ? [account] : [])];
      const totals = ctx.db
        .prepare(`SELECT COUNT(*) AS n, SUM(b.stake_cents) AS stake, SUM(b.payout_cents) AS payout FROM bets b JOIN users u ON u.id = b.user_id WHERE ${where}`)
        .get(...args) as { n: number; stake: number | null; payout: number | null };
      const rows = ctx.db
        .prepare(`SELECT b.id, u.account, g.display_name, g.game_type, b.stake_cents, b.payout_cents, b.created_at
        FROM bets b JOIN users u ON u.id = b.user_id JOIN games g ON g.node_id = b.node_id
        WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`)
        .all(...args, pageSize, offset) as {
        id: number;
        account: string;
        display_name: string;
        game_type: string;
        stake_cents: number;
        payout_cents: number;
        created_at: number;
      }[];
      return {
        list: rows.map((b) => ({
          id: String(b.id),
          account: b.account,
          gameName: b.display_name,
          gameType: b.game_type,
          stake: toMoney(b.stake_cents),
          payout: toMoney(b.payout_cents),
          createdAt: b.created_at,
        })),
        totalPages: totalPages(totals.n, pageSize),
        totalStake: toMoney(totals.stake ?? 0),
        totalPayout: toMoney(totals.payout ?? 0),
      };
    },
    agentOnly,
  );

  r.authed(AG.rebateSettings, (ctx) => rebateSettingsOf(ctx), agentOnly);

  r.authed(
    AG.updateRebateSettings,
    (ctx) => {
      const defaultRebate = ctx.params.num('defaultRebate', { min: 0, max: 100 });
      if (defaultRebate > ctx.user.rebate) {
        throw new ApiError('rebate.too_high', `rebate cannot exceed your own (${ctx.user.rebate})`, 200, { max: ctx.user.rebate });
      }
      ctx.db
        .prepare(`INSERT INTO agent_settings (user_id, default_rebate, updated_at) VALUES (?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET default_rebate = excluded.default_rebate, updated_at = excluded.updated_at`)
        .run(ctx.user.id, defaultRebate, ctx.now);
      return rebateSettingsOf(ctx);
    },
    agentOnly,
  );

  r.authed(AG.redRain, (ctx) => nextRedRain(getSetting<RedRainSchedule>(ctx.db, 'redRain') ?? RED_RAIN_SCHEDULE, ctx.now), agentOnly);

  r.authed(AG.agentNotices, (ctx) => {
    const types = ctx.params.list('types');
    if (types.length === 0) throw new ApiError('request.invalid', 'parameter types is required', 400, { field: 'types' });
    const { pageSize, offset } = paging(ctx.params, 20);
    const inTypes = `type IN (${placeholders(types.length)})`;
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM notices WHERE ${inTypes}`).get(...types) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT n.*, (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ?) AS is_read
        FROM notices n WHERE ${inTypes} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .all(ctx.user.id, ...types, pageSize, offset) as { id: string; title_i18n: string; content_i18n: string; created_at: number; is_read: number | null }[];
    const unread = ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM notices WHERE ${inTypes} AND id NOT IN (SELECT notice_id FROM notice_reads WHERE user_id = ?)`)
      .get(...types, ctx.user.id) as { n: number };
    return {
      list: rows.map((n) => ({
        id: n.id,
        title: loc(n.title_i18n, ctx.lang),
        content: loc(n.content_i18n, ctx.lang),
        createdAt: n.created_at,
        read: n.is_read === 1,
      })),
      unreadCount: unread.n,
      totalPages: totalPages(total, pageSize),
    };
  });

  r.authed(AG.markNoticeRead, (ctx) => {
    const id = ctx.params.str('id', 32);
    const notice = ctx.db.prepare('SELECT type FROM notices WHERE id = ?').get(id) as { type: string } | undefined;
    if (!notice) throw new ApiError('notice.unknown', 'no such notice');
    ctx.db.prepare('INSERT OR IGNORE INTO notice_reads (user_id, notice_id, read_at) VALUES (?, ?, ?)').run(ctx.user.id, id, ctx.now);
    const types = ctx.params.list('types');
    const kinds = types.length ? types : [notice.type];
    const unread = ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM notices WHERE type IN (${placeholders(kinds.length)})
        AND id NOT IN (SELECT notice_id FROM notice_reads WHERE user_id = ?)`)
      .get(...kinds, ctx.user.id) as { n: number };
    return { unreadCount: unread.n };
  });

  r.authed(AG.chatLaunch, (ctx) => {
    const links = getSetting<{ name: string; url: string }[]>(ctx.db, 'customerService') ?? CUSTOMER_SERVICE;
    return { url: links[0]?.url ?? '/m/service' };
  });
}

/** Rebate a new downline gets when the agent does not say: the agent's setting, else half of its own rebate. */
function defaultRebateOf(db: AuthedCtx['db'], user: AuthedCtx['user']): number {
  const row = db.prepare('SELECT default_rebate FROM agent_settings WHERE user_id = ?').get(user.id) as { default_rebate: number } | undefined;
  return Math.min(row?.default_rebate ?? Math.round(user.rebate * 5) / 10, user.rebate);
}

/**
 * The agent's rebate settings and what they earned: on every bet in a direct member's branch the
 * agent earns the difference between its own rate and that member's rate.
 */
function rebateSettingsOf(ctx: AuthedCtx): AG.RebateSettings {
  const own = ctx.user.rebate;
  const direct = ctx.db.prepare('SELECT id, rebate FROM users WHERE parent_id = ?').all(ctx.user.id) as { id: number; rebate: number }[];
  const earnedSince = (from: number) => {
    let cents = 0;
    for (const m of direct) {
      const ids = [m.id, ...teamIds(ctx.db, m.id)];
      const stake =
        (
          ctx.db.prepare(`SELECT SUM(stake_cents) AS n FROM bets WHERE user_id IN (${placeholders(ids.length)}) AND created_at >= ?`).get(...ids, from) as {
            n: number | null;
          }
        ).n ?? 0;
      cents += (stake * Math.max(0, own - m.rebate)) / 100;
    }
    return toMoney(Math.round(cents));
  };
  const today = new Date(ctx.now);
  today.setHours(0, 0, 0, 0);
  return {
    rebate: own,
    defaultRebate: defaultRebateOf(ctx.db, ctx.user),
    earnedToday: earnedSince(today.getTime()),
    earned30Days: earnedSince(today.getTime() - 29 * 86_400_000),
  };
}

export interface RedRainSchedule {
  /** Local hours at which a rain starts, every day. */
  hours: number[];
  durationMinutes: number;
  pool: number;
}

/** Two rains a day, at noon and at 20:00, ten minutes each (override with the `redRain` setting). */
export const RED_RAIN_SCHEDULE: RedRainSchedule = { hours: [12, 20], durationMinutes: 10, pool: 8888 };

/** The rain under way at `now`, else the next one. */
export function nextRedRain(schedule: RedRainSchedule, now: number): AG.RedRain {
  const hours = [...schedule.hours].filter((h) => h >= 0 && h < 24).sort((a, b) => a - b);
  const duration = Math.max(1, schedule.durationMinutes) * 60_000;
  for (let day = -1; day <= 1; day++) {
    for (const h of hours) {
      const start = new Date(now);
      start.setDate(start.getDate() + day);
      start.setHours(h, 0, 0, 0);
      const startAt = start.getTime();
      if (startAt + duration > now) return { startAt, endAt: startAt + duration, active: startAt <= now, pool: schedule.pool };
    }
  }
  const fallback = now + 86_400_000;
  return { startAt: fallback, endAt: fallback + duration, active: false, pool: schedule.pool };
}
