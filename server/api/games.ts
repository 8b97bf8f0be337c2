import { randomBytes } from 'node:crypto';
import * as G from '../../core/api/games.ts';
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import { loc } from '../i18n.ts';
import { GAME_TYPES, type GameRow } from '../seed/catalogue.ts';
import { hash32, Rng } from '../seed/prng.ts';
import type { ApiRegistry, AuthedCtx, Ctx } from './context.ts';
import { paging, post, toMoney, totalPages } from './util.ts';
import { notifyBalance } from '../live/notify.ts';
import { enforceLaunch } from '../responsible-gaming/enforce.ts';

/** A row of the games table as the API reads it (the seed's row without its sort key). */
export type GameDbRow = Omit<GameRow, 'sort'>;

export const LAUNCH_TTL_MS = 30 * 60 * 1000;
const RECENT_LIMIT = 50;
const TCG_LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'];

export function gameTile(g: GameDbRow): G.GameTile {
  const icon = `/img/game/${g.node_id}.svg`;
  return {
    nodeId: g.node_id,
    gameName: g.game_name,
    nodeName: g.game_name,
    displayName: g.display_name,
    vassalage: g.vendor_code,
    iconUrl: icon,
    // The large icon is the one lists show many of: a bitmap, cheap to paint (images/raster.ts).
    mobileLargeIcon: `/img/game/${g.node_id}.webp`,
    mobileSmallIcon: icon,
    gameType: g.game_type,
    gameId: g.game_id,
    roomId: g.room_id,
    supportPlay: g.support_play === 1,
    isNew: g.is_new === 1,
    isHot: g.is_hot === 1,
    minBet: g.min_bet,
    gameClassify: [g.classify],
    roomType: g.room_type ?? undefined,
  };
}

const vendorIcon = (code: string) => `/img/vendor/${code}.svg`;

export function registerGames(r: ApiRegistry): void {
  r.on(G.vendorGameTypes, (ctx) => {
    const out: Record<string, { vendors: G.VendorEntry[]; gameClassify: { key: string; displayName: string }[] }> = {};
    for (const type of GAME_TYPES) {
      const vendors = ctx.db
        .prepare('SELECT v.code, v.display_name FROM vendor_game_types t JOIN vendors v ON v.code = t.vendor_code WHERE t.game_type = ? ORDER BY v.sort')
        .all(type) as { code: string; display_name: string }[];
      const classify = ctx.db
        .prepare(
          'SELECT key, display_name FROM classifications c WHERE game_type = ? AND EXISTS (SELECT 1 FROM games g WHERE g.game_type = c.game_type AND g.classify = c.key) ORDER BY sort',
        )
        .all(type) as { key: string; display_name: string }[];
      out[type] = {
        vendors: vendors.map((v) => ({ vassalage: v.code, displayName: v.display_name, mobileSmallIcon: vendorIcon(v.code) })),
        gameClassify: classify.map((c) => ({ key: c.key, displayName: c.display_name })),
      };
    }
    return out;
  });

  r.on(G.allVendors, (ctx) => {
    const vendors = ctx.db.prepare('SELECT code, display_name FROM vendors ORDER BY sort').all() as { code: string; display_name: string }[];
    const types = ctx.db.prepare('SELECT vendor_code, game_type FROM vendor_game_types ORDER BY sort').all() as { vendor_code: string; game_type: string }[];
    return vendors.map((v) => ({
      vassalage: v.code,
      displayName: v.display_name,
      mobileSmallIcon: vendorIcon(v.code),
      gameTypes: types.filter((t) => t.vendor_code === v.code).map((t) => t.game_type),
    }));
  });

  r.on(G.gameCategories, (ctx) => {
    const byType = (type: string) =>
      ctx.db
        .prepare(
          type === 'HOT'
            ? 'SELECT DISTINCT v.code, v.account_type_name, v.sort FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.is_hot = 1 ORDER BY v.sort'
            : 'SELECT v.code, v.account_type_name FROM vendor_game_types t JOIN vendors v ON v.code = t.vendor_code WHERE t.game_type = ? ORDER BY v.sort',
        )
        .all(...(type === 'HOT' ? [] : [type])) as { code: string; account_type_name: string }[];
    return ['HOT', ...GAME_TYPES].map((type) => ({
      gameCategory: type,
      vendorNames: byType(type).map((v) => ({ vassalage: v.code, accountTypeName: v.account_type_name })),
    }));
  });

  r.on(G.gameList, (ctx) => {
    const p = ctx.params;
    const { pageNo, pageSize, offset } = paging(p, 26);
    const where: string[] = [];
    const args: unknown[] = [];
    const gameType = p.optStr('gameType', 16);
    if (gameType && gameType !== 'HOT' && gameType !== 'ALL') {
      where.push('g.game_type = ?');
      args.push(gameType);
    }
    const vassalage = p.optStr('vassalage', 32);
    if (vassalage) {
      where.push('g.vendor_code = ?');
      args.push(vassalage);
    }
    const classify = (p.optStr('gameClassify', 32) ?? 'ALL').toUpperCase();
    let order = 'v.sort, g.sort';
    if (gameType === 'HOT' || classify === 'HOT') {
      where.push('g.is_hot = 1');
      order = 'g.hot_rank';
    } else if (classify === 'NEW') {
      where.push('g.is_new = 1');
    } else if (classify === 'FAV' || classify === 'RECENT') {
      const table = classify === 'FAV' ? 'favourites' : 'recents';
      where.push(`g.node_id IN (SELECT node_id FROM ${table} WHERE user_id = ?)`);
      args.push(ctx.user?.id ?? -1);
    } else if (classify !== 'ALL') {
      where.push('g.classify = ?');
      args.push(classify);
    }
    if (p.optBool('isNew') === true) where.push('g.is_new = 1');
    const minBet = p.optNum('minBet', { min: 0 });
    if (minBet !== undefined) {
      where.push('g.min_bet <= ?');
      args.push(minBet + 1e-9);
    }
    const name = p.optStr('gameName', 100);
    if (name) {
      where.push('(instr(lower(g.game_name), lower(?)) > 0 OR instr(lower(g.display_name), lower(?)) > 0)');
      args.push(name, name);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM games g ${clause}`).get(...args) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT g.* FROM games g JOIN vendors v ON v.code = g.vendor_code ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...args, pageSize, offset) as GameDbRow[];
    return { games: rows.map(gameTile), pageNum: pageNo, totalPages: totalPages(total, pageSize) };
  });

  r.on(G.hotGames, (ctx) => {
    const type = ctx.params.optStr('gameType', 16);
    const rows = ctx.db
      .prepare(`SELECT * FROM games WHERE is_hot = 1 ${type && type !== 'HOT' ? 'AND game_type = ?' : ''} ORDER BY hot_rank LIMIT 60`)
      .all(...(type && type !== 'HOT' ? [type] : [])) as GameDbRow[];
    return rows.map(gameTile);
  });

  r.on(G.popularGames, (ctx) => (ctx.db.prepare('SELECT * FROM games WHERE is_hot = 1 ORDER BY hot_rank LIMIT 12').all() as GameDbRow[]).map(gameTile));

  r.authed(G.addFavourite, (ctx) => {
    const game = gameParam(ctx);
    ctx.db.prepare('INSERT OR IGNORE INTO favourites (user_id, node_id, created_at) VALUES (?, ?, ?)').run(ctx.user.id, game.node_id, ctx.now);
    return null;
  });

  r.authed(G.removeFavourite, (ctx) => {
    const nodeId = ctx.params.str('nodeId', 32);
    ctx.db.prepare('DELETE FROM favourites WHERE user_id = ? AND node_id = ?').run(ctx.user.id, nodeId);
    return null;
  });

  r.authed(G.favouriteIds, (ctx) =>
    (ctx.db.prepare('SELECT node_id FROM favourites WHERE user_id = ? ORDER BY created_at DESC').all(ctx.user.id) as { node_id: string }[]).map(
      (f) => f.node_id,
    ),
  );

  r.authed(G.favouriteList, (ctx) => {
    const { pageNo, pageSize, offset } = paging(ctx.params, 26);
    const { rows, total } = userGames(ctx, 'favourites', 'created_at', pageSize, offset);
    return { content: rows.map(gameTile), pageNum: pageNo, totalPages: totalPages(total, pageSize) };
  });

  r.authed(G.addRecent, (ctx) => {
    addRecent(ctx.db, ctx.user.id, gameParam(ctx).node_id, ctx.now);
    return null;
  });

  r.authed(G.recentList, (ctx) => {
    const { pageSize, offset } = paging(ctx.params, 25);
    const { rows, total } = userGames(ctx, 'recents', 'played_at', pageSize, offset);
    return { list: rows.map(gameTile), totalPages: totalPages(total, pageSize) };
  });

  r.on(G.lotteryGames, (ctx) => {
    const mode = ctx.params.optStr('prizeMode', 8);
    if (mode && !['Lott', 'ZY', 'Elott'].includes(mode))
      throw new ApiError('request.invalid', 'prizeMode must be Lott, ZY or Elott', 400, { field: 'prizeMode' });
    return lotteryGroups(ctx, mode ? 'prize_mode = ?' : '1 = 1', mode ? [mode] : []);
  });

  r.on(G.lotteryMenu, (ctx) => lotteryGroups(ctx, 'in_menu = 1', []));

  r.on(G.lotteryOpened, (ctx) => {
    const code = ctx.params.optStr('gameCode', 64);
    const games = ctx.db
      .prepare(`SELECT code, balls, ball_max, interval_s FROM lottery_games ${code ? 'WHERE code = ?' : ''} ORDER BY group_id, sort`)
      .all(...(code ? [code] : [])) as LotteryDraw[];
    if (code && games.length === 0) throw new ApiError('lottery.unknown', 'no such lottery game');
    return games.flatMap((g) => lastDraws(g, ctx.now, code ? 10 : 1));
  });

  r.authed(G.launchGame, (ctx) => {
    const p = ctx.params;
    const game = gameParam(ctx);
    const accountType = p.int('accountType', 1, { min: 0, max: 1 });
    if (accountType === 0 && game.support_play !== 1) throw new ApiError('game.free_play_unsupported', 'this game has no free play');
    if (accountType === 1) enforceLaunch(ctx.app, ctx.session, ctx.now);
    const lobby = TCG_LOTTERY_VENDORS.includes(game.vendor_code) && p.optStr('gameCode', 32) === 'lobby';
    addRecent(ctx.db, ctx.user.id, game.node_id, ctx.now);
    for (const [id, l] of ctx.app.launches) if (l.expiresAt <= ctx.now) ctx.app.launches.delete(id);
    const ticket = randomBytes(16).toString('base64url');
    ctx.app.launches.set(ticket, {
      userId: ctx.user.id,
      sessionId: ctx.session.id,
      nodeId: game.node_id,
      accountType,
      language: p.optStr('language', 8) ?? ctx.lang,
      lobby,
      expiresAt: ctx.now + LAUNCH_TTL_MS,
    });
    return { url: `/games/play?ticket=${ticket}` };
  });

  r.authed(G.lotteryOrders, (ctx) => {
    const { pageSize, offset } = paging(ctx.params, 20);
    const filter = ctx.params.optStr('status', 16);
    if (filter && !ORDER_FILTERS[filter]) throw new ApiError('request.invalid', 'status must be pending, settled or cancelled', 400, { field: 'status' });
    const statuses = filter ? ORDER_FILTERS[filter]! : null;
    const where = `user_id = ?${statuses ? ` AND status IN (${statuses.map(() => '?').join(',')})` : ''}`;
    const args = [ctx.user.id, ...(statuses ?? [])];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM lottery_orders WHERE ${where}`).get(...args) as { n: number }).n;
    const orders = ctx.db
      .prepare(`SELECT * FROM lottery_orders WHERE ${where} ORDER BY created_at DESC, order_id DESC LIMIT ? OFFSET ?`)
      .all(...args, pageSize, offset) as OrderRow[];
    return { list: orders.map((o) => orderValue(ctx.db, o, ctx.now)), totalPages: totalPages(total, pageSize) };
  });

  r.authed(G.lotteryOrderDetail, (ctx) => orderValue(ctx.db, ownOrder(ctx, ctx.params.str('orderId', 64)), ctx.now));

  r.authed(G.cancelSubOrder, (ctx) => {
    const order = ownOrder(ctx, ctx.params.str('orderId', 64));
    const subId = ctx.params.str('subOrderId', 64);
    ctx.db.transaction(() => {
      const sub = ctx.db.prepare('SELECT * FROM lottery_suborders WHERE sub_order_id = ? AND order_id = ?').get(subId, order.order_id) as
        | SubOrderRow
        | undefined;
      if (!sub) throw new ApiError('order.unknown', 'no such sub-order');
      if (!isOpen(sub, ctx.now)) throw new ApiError('order.not_cancellable', 'this sub-order can no longer be cancelled');
      ctx.db.prepare("UPDATE lottery_suborders SET status = 'cancelled' WHERE sub_order_id = ?").run(subId);
      post(ctx.db, ctx.user.id, 'REF', sub.amount_cents, ctx.now, `Cancelled ${subId}`);
      const open = ctx.db.prepare("SELECT COUNT(*) AS n FROM lottery_suborders WHERE order_id = ? AND status != 'cancelled'").get(order.order_id) as {
        n: number;
      };
      if (open.n === 0) ctx.db.prepare("UPDATE lottery_orders SET status = 'cancelled' WHERE order_id = ?").run(order.order_id);
    })();
    notifyBalance(ctx.app, ctx.user.id, 'adjustment');
    return null;
  });
}

function gameParam(ctx: Ctx): GameDbRow {
  const nodeId = ctx.params.str('nodeId', 32);
  const game = ctx.db.prepare('SELECT * FROM games WHERE node_id = ?').get(nodeId) as GameDbRow | undefined;
  const vendor = ctx.params.optStr('vendor', 32) ?? ctx.params.optStr('vassalage', 32);
  if (!game || (vendor && vendor !== game.vendor_code)) throw new ApiError('game.unknown', 'no such game');
  return game;
}

export function addRecent(db: DB, userId: number, nodeId: string, now: number): void {
  db.prepare(
    'INSERT INTO recents (user_id, node_id, played_at) VALUES (?, ?, ?) ON CONFLICT(user_id, node_id) DO UPDATE SET played_at = excluded.played_at',
  ).run(userId, nodeId, now);
  db.prepare('DELETE FROM recents WHERE user_id = ? AND node_id NOT IN (SELECT node_id FROM recents WHERE user_id = ? ORDER BY played_at DESC LIMIT ?)').run(
    userId,
    userId,
    RECENT_LIMIT,
  );
}

function userGames(ctx: AuthedCtx, table: 'favourites' | 'recents', orderBy: string, limit: number, offset: number) {
  const type = ctx.params.optStr('gameType', 16);
  const filter = type ? 'AND g.game_type = ?' : '';
  const args = type ? [ctx.user.id, type] : [ctx.user.id];
  const total = (
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} t JOIN games g ON g.node_id = t.node_id WHERE t.user_id = ? ${filter}`).get(...args) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(`SELECT g.* FROM ${table} t JOIN games g ON g.node_id = t.node_id WHERE t.user_id = ? ${filter} ORDER BY t.${orderBy} DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as GameDbRow[];
  return { rows, total };
}

function lotteryGroups(ctx: Ctx, where: string, args: unknown[]): G.LotteryGroup[] {
  const groups = ctx.db.prepare(`SELECT id, prize_mode, vendor_code, display_name_i18n FROM lottery_groups WHERE ${where} ORDER BY sort`).all(...args) as {
    id: string;
    prize_mode: string;
    vendor_code: string;
    display_name_i18n: string;
  }[];
  return groups.map((grp) => ({
    displayName: loc(grp.display_name_i18n, ctx.lang),
    gameGroupId: grp.id,
    prizeMode: grp.prize_mode,
    vendor: grp.vendor_code,
    games: (
      ctx.db.prepare('SELECT * FROM lottery_games WHERE group_id = ? ORDER BY sort').all(grp.id) as {
        game_id: string;
        code: string;
        name: string;
        remark_i18n: string;
        ent_play: number;
        trad_play: number;
        m_ui: string;
        css: string;
      }[]
    ).map((g) => ({
      gameId: g.game_id,
      code: g.code,
      name: g.name,
      mobileIconUrl: `/img/lottery/${g.code}.svg`,
      remark: loc(g.remark_i18n, ctx.lang),
      entPlaySwitch: g.ent_play === 1,
      tradPlaySwitch: g.trad_play === 1,
      mUi: g.m_ui,
      css: g.css,
    })),
  }));
}

export interface LotteryDraw {
  code: string;
  balls: number;
  ball_max: number;
  interval_s: number;
}

/**
 * Draw results are a pure function of the game and the clock: daily games draw at 18:15
 * server time, the others every `interval_s` seconds; numbers come from a PRNG seeded by
 * the game code and issue.
 */
export function lastDraws(g: LotteryDraw, now: number, count: number): { gameCode: string; issue: string; numbers: string[]; openedAt: number }[] {
  const out = [];
  const daily = g.interval_s >= 86_400;
  let openedAt: number;
  if (daily) {
    const d = new Date(now);
    d.setHours(18, 15, 0, 0);
    openedAt = d.getTime() <= now ? d.getTime() : d.getTime() - 86_400_000;
  } else {
    const period = g.interval_s * 1000;
    openedAt = Math.floor(now / period) * period;
  }
  for (let i = 0; i < count; i++) {
    const t = daily ? openedAt - i * 86_400_000 : openedAt - i * g.interval_s * 1000;
    const issue = issueOf(g, t);
    out.push({ gameCode: g.code, issue, numbers: drawNumbers(g, issue), openedAt: t });
  }
  return out;
}

/** The issue (draw number) of the draw at `t`: the day for daily games, else the day and the draw's number in it. */
function issueOf(g: LotteryDraw, t: number): string {
  const day = new Date(t);
  const ymd = `${day.getFullYear()}${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}`;
  if (g.interval_s >= 86_400) return ymd;
  const start = new Date(t);
  start.setHours(0, 0, 0, 0);
  return `${ymd}-${String(Math.floor((t - start.getTime()) / (g.interval_s * 1000)) + 1).padStart(4, '0')}`;
}

/**
 * Betting on a draw closes this long before it is drawn; a sub-order for the draw can be
 * cancelled until then. Short for the quick games, whose draws are minutes apart.
 */
export function closeMarginMs(g: Pick<LotteryDraw, 'interval_s'>): number {
  return Math.min(60_000, (g.interval_s * 1000) / 6);
}

/** The next `count` draws still open for bets at `now`, with the time each closes. */
export function nextDraws(g: LotteryDraw, now: number, count: number): { issue: string; drawAt: number; closesAt: number }[] {
  const margin = closeMarginMs(g);
  const daily = g.interval_s >= 86_400;
  let t: number;
  if (daily) {
    const d = new Date(now);
    d.setHours(18, 15, 0, 0);
    t = d.getTime();
  } else {
    const period = g.interval_s * 1000;
    t = Math.ceil(now / period) * period;
  }
  const step = daily ? 86_400_000 : g.interval_s * 1000;
  while (t - margin <= now) t += step;
  return Array.from({ length: count }, (_, i) => {
    const drawAt = t + i * step;
    return { issue: issueOf(g, drawAt), drawAt, closesAt: drawAt - margin };
  });
}

/** A lottery game as the bet form and the order list need it, by node id (its game id). */
export function lotteryGameByNode(db: DB, nodeId: string): (LotteryDraw & { name: string }) | undefined {
  return db.prepare('SELECT code, name, balls, ball_max, interval_s FROM lottery_games WHERE game_id = ?').get(nodeId) as
    | (LotteryDraw & { name: string })
    | undefined;
}

function drawNumbers(g: LotteryDraw, issue: string): string[] {
  const rng = new Rng(hash32(`${g.code}/${issue}`));
  if (g.ball_max === g.balls) return rng.shuffle(Array.from({ length: g.balls }, (_, i) => String(i + 1).padStart(2, '0'))); // PK10: a ranking
  if (g.ball_max > 9) {
    const pool = rng
      .shuffle(Array.from({ length: g.ball_max }, (_, i) => i + 1))
      .slice(0, g.balls)
      .sort((a, b) => a - b);
    return pool.map((n) => String(n).padStart(2, '0'));
  }
  return Array.from({ length: g.balls }, () => String(rng.int(0, g.ball_max)));
}

interface OrderRow {
  order_id: string;
  user_id: number;
  game_code: string;
  issue: string;
  status: string;
  created_at: number;
}
interface SubOrderRow {
  sub_order_id: string;
  order_id: string;
  content: string;
  amount_cents: number;
  status: string;
  issue: string | null;
  closes_at: number | null;
}

/** Order statuses each list filter shows. */
const ORDER_FILTERS: Readonly<Record<string, readonly string[]>> = {
  pending: ['pending'],
  settled: ['won', 'lost'],
  cancelled: ['cancelled'],
};

function ownOrder(ctx: AuthedCtx, orderId: string): OrderRow {
  const o = ctx.db.prepare('SELECT * FROM lottery_orders WHERE order_id = ? AND user_id = ?').get(orderId, ctx.user.id) as OrderRow | undefined;
  if (!o) throw new ApiError('order.unknown', 'no such order');
  return o;
}

/** A sub-order can be cancelled while it is pending and its draw has not closed (no close time: never closes, as for old rows). */
const isOpen = (s: SubOrderRow, now: number) => s.status === 'pending' && (s.closes_at === null || s.closes_at > now);

function orderValue(db: DB, o: OrderRow, now: number) {
  const subs = db.prepare('SELECT * FROM lottery_suborders WHERE order_id = ? ORDER BY sub_order_id').all(o.order_id) as SubOrderRow[];
  const game = db.prepare('SELECT name FROM lottery_games WHERE code = ?').get(o.game_code) as { name: string } | undefined;
  return {
    orderId: o.order_id,
    gameCode: o.game_code,
    gameName: game?.name ?? o.game_code,
    issue: o.issue,
    amount: toMoney(subs.filter((s) => s.status !== 'cancelled').reduce((s, x) => s + x.amount_cents, 0)),
    status: o.status,
    createdAt: o.created_at,
    subOrders: subs.map((s) => ({
      subOrderId: s.sub_order_id,
      issue: s.issue ?? o.issue,
      content: s.content,
      amount: toMoney(s.amount_cents),
      // 'closed': pending, but its draw no longer takes changes (the result is not out yet)
      status: s.status === 'pending' && !isOpen(s, now) ? 'closed' : s.status,
      cancellable: isOpen(s, now),
      ...(s.closes_at !== null ? { closeAt: s.closes_at } : {}),
    })),
  };
}

/**
 * Places a lottery bet as the vendor's game window does: one order with one sub-order per draw,
 * the whole stake debited at once. Throws `balance.insufficient` and leaves nothing behind.
 */
export function placeLotteryOrder(
  db: DB,
  userId: number,
  game: LotteryDraw & { name: string },
  bet: { numbers: readonly string[]; stakeCents: number; draws: number },
  now: number,
): { orderId: string; totalCents: number } {
  const draws = nextDraws(game, now, bet.draws);
  const orderId = `LO${randomBytes(5).toString('hex').toUpperCase()}`;
  const totalCents = bet.stakeCents * draws.length;
  db.transaction(() => {
    post(db, userId, 'BET', -totalCents, now, `${game.name} ${orderId}`);
    db.prepare('INSERT INTO lottery_orders (order_id, user_id, game_code, issue, status, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      orderId,
      userId,
      game.code,
      draws[0]!.issue,
      'pending',
      now,
    );
    const sub = db.prepare(
      'INSERT INTO lottery_suborders (sub_order_id, order_id, content, amount_cents, status, issue, closes_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    draws.forEach((d, i) => sub.run(`${orderId}-${i + 1}`, orderId, bet.numbers.join(' '), bet.stakeCents, 'pending', d.issue, d.closesAt));
  })();
  return { orderId, totalCents };
}
