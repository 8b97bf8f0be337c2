import type { DB } from '../db/open.ts';
import { getMeta, setMeta, setSetting } from '../db/open.ts';
import { hashPasswordSync } from '../security/passwords.ts';
import { t3 } from '../i18n.ts';
import { buildGames, CLASSIFICATIONS, VENDORS, type GameRow } from './catalogue.ts';
import { hash32, Rng } from './prng.ts';
import {
  ANNOUNCEMENTS,
  BANNERS,
  CONTRACT_TERMS,
  COUNTRIES,
  DEPOSIT_METHODS,
  HELP_ITEMS,
  HOT_MATCHES,
  INBOX,
  LOTTERY_GROUPS,
  NOTICES,
  PROMOTIONS,
} from './content.ts';
import {
  CURRENCY,
  CURRENCY_SYMBOL,
  CUSTOMER_SERVICE,
  DEFAULT_LOGIN_OPTIONS,
  DEFAULT_MOBILE_TEMPLATE,
  DEFAULT_PROMOTIONS,
  DEFAULT_REGISTRATION,
  DEFAULT_WHITELABEL,
  MERCHANT_CODE,
  RESOURCES,
  TRIAL_MERCHANT_CODE,
} from './settings.ts';
import { colourFor } from '../images/colours.ts';
import { addFeedback, replyToFeedback } from '../api/feedback.ts';
import { closeMarginMs, lastDraws, nextDraws, type LotteryDraw } from '../api/games.ts';

/**
 * Deterministic demo data. Everything but password salts and tokens comes from seeded PRNGs
 * (mulberry32) and the `now` passed in; the game tables do not even depend on `now`.
 */
const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;
export const SEED = 42;

export interface SeedUser {
  account: string;
  password: string;
  type: number;
  nickname?: string;
  regDays: number;
  balance: number;
  parent?: string;
  rebate?: number;
  mobile?: string;
  email?: string;
  payee?: string;
  club?: string;
  funds?: string;
  card?: { bank: string; no: string; holder: string };
  verification?: 'none' | 'pending' | 'verified' | 'rejected';
  firstLogin?: boolean;
  online?: boolean;
}

/** Demo accounts (README and the final report list them). */
export const SEED_USERS: SeedUser[] = [
  {
    account: 'agent',
    password: 'agent1234',
    type: 1,
    nickname: 'Agent Ace',
    regDays: 200,
    balance: 50_000,
    rebate: 2.0,
    mobile: '9170000001',
    email: 'agent@example.com',
    payee: 'Alex Agent',
    club: 'VIP 5',
    funds: '123456',
    card: { bank: 'BDO', no: '6222020200112233', holder: 'Alex Agent' },
  },
  {
    account: 'demo',
    password: 'demo1234',
    type: 0,
    nickname: 'Lucky Demo',
    regDays: 45,
    balance: 10_000,
    parent: 'agent',
    rebate: 0.8,
    mobile: '9171234567',
    email: 'demo@example.com',
    payee: 'Demo Player',
    club: 'VIP 3',
    funds: '123456',
    verification: 'verified',
    card: { bank: 'ICBC', no: '6212260200014321', holder: 'Demo Player' },
  },
  { account: 'plain', password: 'plain1234', type: 0, regDays: 10, balance: 500, rebate: 0.5, mobile: '9172223333' },
  { account: 'newbie', password: 'newbie1234', type: 0, regDays: 0, balance: 0, parent: 'agent', firstLogin: true },
  { account: 'partner', password: 'partner1234', type: 40, nickname: 'Partner Desk', regDays: 120, balance: 0 },
  { account: 'subagent1', password: 'member1234', type: 2, nickname: 'Sub One', regDays: 150, balance: 8_000, parent: 'agent', rebate: 1.5 },
  { account: 'subagent2', password: 'member1234', type: 1, nickname: 'Sub Two', regDays: 140, balance: 6_000, parent: 'agent', rebate: 1.5 },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(
    (n): SeedUser => ({
      account: `member0${n}`,
      password: 'member1234',
      type: 0,
      regDays: n === 8 ? 0 : 5 + n * 9,
      balance: 100 * n * n,
      parent: 'agent',
      rebate: 0.6,
      online: n === 1 || n === 3,
    }),
  ),
  ...[1, 2, 3].map(
    (n): SeedUser => ({
      account: `member1${n}`,
      password: 'member1234',
      type: 0,
      regDays: 20 + n * 7,
      balance: 300 * n,
      parent: 'subagent1',
      rebate: 0.5,
      online: n === 2,
    }),
  ),
  ...[1, 2, 3].map(
    (n): SeedUser => ({
      account: `member2${n}`,
      password: 'member1234',
      type: 0,
      regDays: n === 3 ? 0 : 12 + n * 5,
      balance: 250 * n,
      parent: 'subagent2',
      rebate: 0.5,
    }),
  ),
];

const AFFILIATE_CODES: [code: string, account: string, domain: string | null][] = [
  ['AFF001', 'agent', null],
  ['AFF002', 'agent', 'partner.example.com'],
  ['SUB001', 'subagent1', null],
  ['SUB002', 'subagent2', null],
];

export function isSeeded(db: DB): boolean {
  return getMeta(db, 'seeded_at') !== undefined;
}

export function seedDatabase(db: DB, now: number): void {
  db.transaction(() => {
    seedMerchant(db);
    seedCatalogue(db);
    seedContent(db, now);
    seedUsers(db, now);
    setMeta(db, 'seeded_at', String(now));
    setMeta(db, 'seed', String(SEED));
  })();
  refreshLiveData(db, now);
}

function seedMerchant(db: DB): void {
  const m = db.prepare('INSERT INTO merchants (code, name, kind, currency, currency_symbol) VALUES (?, ?, ?, ?, ?)');
  m.run(MERCHANT_CODE, 'MC01 Demo Casino', 'main', CURRENCY, CURRENCY_SYMBOL);
  m.run(TRIAL_MERCHANT_CODE, 'MC01 Free Trial', 'trial', CURRENCY, CURRENCY_SYMBOL);
  setSetting(db, 'whitelabel', DEFAULT_WHITELABEL);
  setSetting(db, 'promotions', DEFAULT_PROMOTIONS);
  setSetting(db, 'mobileTemplate', DEFAULT_MOBILE_TEMPLATE);
  setSetting(db, 'registration', DEFAULT_REGISTRATION);
  setSetting(db, 'loginOptions', DEFAULT_LOGIN_OPTIONS);
  setSetting(db, 'customerService', CUSTOMER_SERVICE);
  setSetting(db, 'resources', RESOURCES);
}

export function seedCatalogue(db: DB): void {
  const v = db.prepare('INSERT INTO vendors (code, display_name, account_type_name, color, sort) VALUES (?, ?, ?, ?, ?)');
  const vt = db.prepare('INSERT INTO vendor_game_types (vendor_code, game_type, sort) VALUES (?, ?, ?)');
  VENDORS.forEach((vendor, i) => {
    v.run(vendor.code, vendor.name, vendor.accountTypeName, vendor.color, i + 1);
    vendor.types.forEach((t, j) => vt.run(vendor.code, t.type, j + 1));
  });
  const c = db.prepare('INSERT INTO classifications (game_type, key, display_name, sort) VALUES (?, ?, ?, ?)');
  for (const [type, list] of Object.entries(CLASSIFICATIONS)) list.forEach(([key, name], i) => c.run(type, key, name, i + 1));
  const g = db.prepare(`INSERT INTO games (node_id, game_id, game_name, display_name, vendor_code, game_type, classify, is_new, is_hot, hot_rank,
    min_bet, support_play, room_id, room_type, sort) VALUES (@node_id, @game_id, @game_name, @display_name, @vendor_code, @game_type, @classify,
    @is_new, @is_hot, @hot_rank, @min_bet, @support_play, @room_id, @room_type, @sort)`);
  for (const game of buildGames(SEED)) g.run(game);
}

function seedContent(db: DB, now: number): void {
  const a = db.prepare(`INSERT INTO announcements (id, channel, content_type, group_name, execution, promotion_type, title_i18n, content_i18n, created_at, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  ANNOUNCEMENTS.forEach((x, i) =>
    a.run(x.id, x.channel, x.contentType, x.group, x.execution ?? null, x.promotionType ?? null, x.title, x.content, now - x.ago, i + 1),
  );
  const b = db.prepare('INSERT INTO banners (id, position, width, height, title_i18n, link, color, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  BANNERS.forEach((x, i) => b.run(x.id, x.position, x.width, x.height, x.title, x.link, x.color, i + 1));
  const n = db.prepare('INSERT INTO notices (id, type, title_i18n, content_i18n, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const x of NOTICES) n.run(x.id, x.type, x.title, x.content, now - x.ago);
  const h = db.prepare('INSERT INTO help_items (id, category, title_i18n, content_i18n, sort) VALUES (?, ?, ?, ?, ?)');
  HELP_ITEMS.forEach((x, i) => h.run(i + 1, x.category, x.title, x.content, i + 1));
  const p = db.prepare(`INSERT INTO promotions (id, type, title_i18n, content_i18n, start_at, end_at, bonus_rate, for_deposit, color, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  PROMOTIONS.forEach((x, i) => p.run(x.id, x.type, x.title, x.content, now + x.start, now + x.end, x.bonusRate, x.forDeposit ? 1 : 0, x.color, i + 1));
  const c = db.prepare('INSERT INTO countries (code, name, dialing_code, sort) VALUES (?, ?, ?, ?)');
  COUNTRIES.forEach(([code, name, dialing], i) => c.run(code, name, dialing, i + 1));

  const games = db.prepare('SELECT node_id, game_name, vendor_code, classify FROM games').all() as Pick<
    GameRow,
    'node_id' | 'game_name' | 'vendor_code' | 'classify'
  >[];
  const byName = new Map(games.map((x) => [`${x.vendor_code}/${x.game_name}`, x]));
  const m = db.prepare(`INSERT INTO hot_matches (id, league, home_team, away_team, home_slug, away_slug, match_at, vendor, room_id, node_id, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  HOT_MATCHES.forEach((x, i) => {
    const game = byName.get(`${x.vendor}/${x.gameName}`)!;
    m.run(x.id, x.league, x.home, x.away, slug(x.home), slug(x.away), roundUp(now, H) + x.inHours * H, x.vendor, `${x.vendor}R01`, game.node_id, i + 1);
  });

  const lg = db.prepare('INSERT INTO lottery_groups (id, prize_mode, vendor_code, display_name_i18n, in_menu, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const lgame =
    db.prepare(`INSERT INTO lottery_games (game_id, group_id, code, name, remark_i18n, ent_play, trad_play, m_ui, css, balls, ball_max, interval_s, color, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  LOTTERY_GROUPS.forEach((grp, i) => {
    lg.run(grp.id, grp.prizeMode, grp.vendor, grp.name, grp.inMenu ? 1 : 0, i + 1);
    games
      .filter((x) => x.vendor_code === grp.vendor && x.classify === grp.classify)
      .forEach((x, j) => {
        const vn = grp.vendor === 'TCG_LOTTO_VN';
        const interval = vn ? 24 * 3600 : grp.classify === 'FAST' ? 60 * (j % 3 === 0 ? 1 : j % 3 === 1 ? 3 : 5) : grp.classify === 'KENO' ? 300 : 120;
        const remark = vn
          ? t3('Draw daily at 18:15', 'Sorteio diário às 18:15', 'Draw araw-araw 18:15')
          : t3(`Draw every ${interval / 60} min`, `Sorteio a cada ${interval / 60} min`, `Draw bawat ${interval / 60} minuto`);
        const code = `${grp.vendor === 'TCG_LOTTO_VN' ? 'VN' : 'SEA'}_${x.game_name.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`;
        const [balls, ballMax] = vn ? [5, 9] : grp.classify === 'KENO' ? [20, 80] : grp.classify === 'PK10' ? [10, 10] : [3, 9];
        lgame.run(
          x.node_id,
          grp.id,
          code,
          x.game_name,
          remark,
          vn ? 0 : 1,
          1,
          vn ? 'vn' : 'sea',
          `lottery-${grp.classify.toLowerCase()}`,
          balls,
          ballMax,
          interval,
          colourFor(code),
          j + 1,
        );
      });
  });

  const dm = db.prepare('INSERT INTO deposit_methods (id, vendor, name_i18n, kind, min_cents, max_cents, banks, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  DEPOSIT_METHODS.forEach((x, i) => dm.run(x.id, x.vendor, x.name, x.kind, x.min * 100, x.max * 100, JSON.stringify(x.banks), i + 1));

  const rng = new Rng(SEED + 7);
  const lb = db.prepare('INSERT INTO leaderboard (rank, account, score, prize_cents) VALUES (?, ?, ?, ?)');
  let score = 98_000;
  for (let rank = 1; rank <= 20; rank++) {
    score -= rng.int(500, 4_000);
    const name = `${String.fromCharCode(97 + rng.int(0, 25))}${String.fromCharCode(97 + rng.int(0, 25))}***${rng.int(0, 9)}`;
    lb.run(rank, name, score, rank <= 10 ? [8888, 5888, 3888, 1888, 1288, 888, 688, 588, 388, 188][rank - 1]! * 100 : null);
  }
}

function seedUsers(db: DB, now: number): void {
  const ids = new Map<string, number>();
  const insert = db.prepare(`INSERT INTO users (id, account, password_hash, type, merchant_code, nickname, mobile, dialing_code, email, payee_name,
    funds_password_hash, club_label, head_icon, parent_id, rebate, verification, first_login_pending, simulated_online, register_method, reg_at)
    VALUES (@id, @account, @password_hash, @type, @merchant, @nickname, @mobile, @dialing, @email, @payee, @funds, @club, @icon, @parent, @rebate,
    @verification, @first, @online, 'H5', @reg)`);
  const wallet = db.prepare('INSERT INTO wallets (user_id, name, balance_cents) VALUES (?, ?, ?)');
  const card = db.prepare('INSERT INTO bank_cards (user_id, bank_name, card_no, holder, created_at) VALUES (?, ?, ?, ?, ?)');
  const rng = new Rng(SEED + 1);
  let nextId = 100001;
  for (const u of SEED_USERS) {
    const id = nextId++;
    ids.set(u.account, id);
    const regAt = u.regDays === 0 ? startOfDay(now) + Math.floor((now - startOfDay(now)) / 2) : startOfDay(now) - u.regDays * D + 10 * H;
    insert.run({
      id,
      account: u.account,
      password_hash: hashPasswordSync(u.password),
      type: u.type,
      merchant: MERCHANT_CODE,
      nickname: u.nickname ?? '',
      mobile: u.mobile ?? null,
      dialing: u.mobile ? '+63' : null,
      email: u.email ?? null,
      payee: u.payee ?? null,
      funds: u.funds ? hashPasswordSync(u.funds) : null,
      club: u.club ?? null,
      icon: String(rng.int(1, 12)),
      parent: u.parent ? ids.get(u.parent)! : null,
      rebate: u.rebate ?? 0,
      verification: u.verification ?? 'none',
      first: u.firstLogin ? 1 : 0,
      online: u.online ? 1 : 0,
      reg: regAt,
    });
    wallet.run(id, 'Main', Math.round(u.balance * 100));
    wallet.run(id, 'Lottery', 0);
    wallet.run(id, 'Sports', 0);
    if (u.card) card.run(id, u.card.bank, u.card.no, u.card.holder, regAt + D);
  }
  const aff = db.prepare('INSERT INTO affiliate_codes (code, user_id, domain, created_at) VALUES (?, ?, ?, ?)');
  for (const [code, account, domain] of AFFILIATE_CODES) aff.run(code, ids.get(account)!, domain, now - 30 * D);

  const demo = ids.get('demo')!;
  const agent = ids.get('agent')!;
  seedDemoLedger(db, demo, now);
  seedDemoExtras(db, demo, ids.get('plain')!, now);

  // Team activity over the last 30 days (today's is added by refreshLiveData).
  const bet = db.prepare('INSERT INTO bets (user_id, node_id, stake_cents, payout_cents, created_at) VALUES (?, ?, ?, ?, ?)');
  const login = db.prepare('INSERT INTO login_events (user_id, at, ip) VALUES (?, ?, ?)');
  const dep = db.prepare(`INSERT INTO deposits (user_id, method_id, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, 'approved', ?, ?)`);
  const wd = db.prepare(`INSERT INTO withdrawals (user_id, bank_card_id, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const nodes = (
    db.prepare("SELECT node_id FROM games WHERE game_type IN ('RNG','LIVE','FISH','PVP','SPORTS') ORDER BY node_id").all() as { node_id: string }[]
  ).map((r) => r.node_id);
  const actRng = new Rng(SEED + 2);
  for (const u of SEED_USERS) {
    if (u.account === 'demo' || u.type === 40 || u.account === 'newbie') continue;
    const id = ids.get(u.account)!;
    const days = Math.min(u.regDays, 30);
    for (let d = days; d >= 1; d--) {
      if (!actRng.chance(0.4)) continue;
      const t = startOfDay(now) - d * D + actRng.int(9 * 60, 23 * 60) * MIN;
      login.run(id, t, '10.0.0.' + actRng.int(2, 250));
      for (let k = actRng.int(1, 4); k > 0; k--) {
        const stake = actRng.int(1, 50) * 1000;
        bet.run(id, actRng.pick(nodes), stake, actRng.chance(0.45) ? Math.round(stake * (1 + actRng.next() * 1.5)) : 0, t + k * MIN);
      }
      if (actRng.chance(0.15)) dep.run(id, 'DM01', actRng.int(2, 30) * 10_000, t - 5 * MIN, t);
    }
  }
  for (const account of ['member02', 'member05', 'subagent1']) {
    const id = ids.get(account)!;
    const t = startOfDay(now) - 3 * D + 15 * H;
    card.run(id, 'BPI', `62100000${String(id).padStart(8, '0')}`, account, t - D);
    const cardId = (db.prepare('SELECT last_insert_rowid() AS id').get() as { id: number }).id;
    wd.run(id, cardId, actRng.int(5, 40) * 10_000, 'approved', t, t + H);
  }

  // Contract offers (§4): a pending daily salary offer for the agent; sub-agents hold others.
  const contract = db.prepare('INSERT INTO contracts (id, user_id, kind, terms_i18n, status, offered_at, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  contract.run('CT1001', agent, 'dailySalary', CONTRACT_TERMS.dailySalary, 'offered', now - 2 * H, null);
  contract.run('CT1002', agent, 'hourSalary', CONTRACT_TERMS.hourSalary, 'accepted', now - 20 * D, now - 19 * D);
  contract.run('CT1003', ids.get('subagent1')!, 'hourSalary', CONTRACT_TERMS.hourSalary, 'offered', now - 5 * H, null);
  contract.run('CT1004', ids.get('subagent2')!, 'dividend', CONTRACT_TERMS.dividend, 'offered', now - 1 * D, null);

  const inbox = db.prepare('INSERT INTO inbox (user_id, title_i18n, content_i18n, read, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const m of INBOX) inbox.run(demo, m.title, m.content, m.read ? 1 : 0, now - m.ago);
  for (const m of INBOX.slice(0, 3)) inbox.run(agent, m.title, m.content, 0, now - m.ago);

  const claim = db.prepare('INSERT INTO promotion_claims (user_id, promotion_id, state, updated_at) VALUES (?, ?, ?, ?)');
  for (const p of PROMOTIONS) if (p.demoState) claim.run(demo, p.id, p.demoState, now - 6 * H);

  const read = db.prepare('INSERT INTO notice_reads (user_id, notice_id, read_at) VALUES (?, ?, ?)');
  read.run(agent, 'NT103', now - 8 * D);
}

/** The demo player's money history: deposits, withdrawals, bets, bonuses; ends at the seeded balance. */
function seedDemoLedger(db: DB, demo: number, now: number): void {
  const rng = new Rng(SEED + 3);
  const nodes = db.prepare("SELECT node_id, display_name FROM games WHERE game_type IN ('RNG','LIVE','FISH','PVP','INHOUSE') ORDER BY node_id").all() as {
    node_id: string;
    display_name: string;
  }[];
  type Ev = { at: number; code: string; amount: number; remark: string; bet?: { node: string; stake: number; payout: number }; dep?: string; wdr?: string };
  const final = 10_000_00;
  for (let attempt = 0; ; attempt++) {
    const events: Ev[] = [];
    const start = startOfDay(now) - 40 * D;
    for (let d = 38; d >= 1; d--) {
      const dayStart = startOfDay(now) - d * D;
      if (d % 9 === 0) events.push({ at: dayStart + 11 * H, code: 'DEP', amount: rng.int(5, 20) * 100_00, remark: 'Bank transfer', dep: 'approved' });
      if (d % 13 === 5) events.push({ at: dayStart + 20 * H, code: 'WDR', amount: -rng.int(3, 8) * 100_00, remark: 'To ICBC ****4321', wdr: 'approved' });
      if (d % 7 === 2) events.push({ at: dayStart + 12 * H, code: 'BON', amount: rng.int(2, 10) * 10_00, remark: 'Promotion bonus' });
      if (d % 7 === 0) events.push({ at: dayStart + 4 * H, code: 'RBT', amount: rng.int(5, 40) * 1_00, remark: 'Weekly rebate' });
      if (!rng.chance(0.6)) continue;
      for (let k = rng.int(1, 4); k > 0; k--) {
        const g = rng.pick(nodes);
        const stake = (rng.int(1, 20) * 5_00) >> attempt;
        const payout = rng.chance(0.42) ? Math.round(stake * (1 + rng.next() * 2)) : 0;
        const at = dayStart + rng.int(13 * 60, 23 * 60) * MIN;
        events.push({ at, code: 'BET', amount: -stake, remark: g.display_name, bet: { node: g.node_id, stake, payout } });
        if (payout) events.push({ at: at + 2 * MIN, code: 'PAY', amount: payout, remark: g.display_name });
      }
    }
    events.push({ at: startOfDay(now) - 2 * D + 18 * H, code: 'WDR', amount: -500_00, remark: 'To ICBC ****4321', wdr: 'rejected' });
    events.push({ at: startOfDay(now) - 1 * D + 21 * H, code: 'WDR', amount: -300_00, remark: 'To ICBC ****4321', wdr: 'pending' });
    events.push({ at: now - 2 * H, code: 'DEP', amount: 1_000_00, remark: 'Bank transfer', dep: 'approved' });
    events.sort((a, b) => a.at - b.at);
    // A rejected withdrawal is refunded at once: no net movement, so leave it out of the balance.
    const moving = events.filter((e) => e.wdr !== 'rejected');
    const rest = moving.reduce((s, e) => s + e.amount, 0);
    const opening = final - rest;
    let bal = opening;
    let ok = opening > 0;
    for (const e of moving) {
      bal += e.amount;
      if (bal < 0) ok = false;
    }
    if (!ok && attempt < 6) continue;
    events.unshift({ at: start, code: 'DEP', amount: Math.max(opening, 0), remark: 'Bank transfer', dep: 'approved' });

    const tx = db.prepare('INSERT INTO transactions (user_id, code, amount_cents, balance_after_cents, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const bet = db.prepare('INSERT INTO bets (user_id, node_id, stake_cents, payout_cents, created_at) VALUES (?, ?, ?, ?, ?)');
    const dep = db.prepare('INSERT INTO deposits (user_id, method_id, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    const wd = db.prepare('INSERT INTO withdrawals (user_id, bank_card_id, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    const cardId = (db.prepare('SELECT id FROM bank_cards WHERE user_id = ?').get(demo) as { id: number }).id;
    let balance = 0;
    for (const e of events) {
      if (e.wdr === 'rejected') {
        wd.run(demo, cardId, -e.amount, 'rejected', e.at, e.at + 2 * H);
        continue;
      }
      balance += e.amount;
      tx.run(demo, e.code, e.amount, balance, e.remark, e.at);
      if (e.bet) bet.run(demo, e.bet.node, e.bet.stake, e.bet.payout, e.at);
      if (e.dep) dep.run(demo, e.code === 'DEP' && e.at === start ? 'DM01' : rng.pick(['DM01', 'DM02', 'DM03']), e.amount, e.dep, e.at - 3 * MIN, e.at);
      if (e.wdr) wd.run(demo, cardId, -e.amount, e.wdr, e.at, e.wdr === 'pending' ? e.at : e.at + 2 * H);
    }
    if (balance !== final) throw new Error(`demo ledger ends at ${balance}, expected ${final}`);
    const claimAt = startOfDay(now) - 7 * D + 4 * H;
    db.prepare('UPDATE users SET last_rebate_claim_at = ? WHERE id = ?').run(claimAt, demo);
    db.prepare('INSERT INTO rebate_claims (user_id, amount_cents, game_type, created_at) VALUES (?, ?, ?, ?)').run(demo, 12_34, 'RNG', claimAt);
    db.prepare('INSERT INTO rebate_claims (user_id, amount_cents, game_type, created_at) VALUES (?, ?, ?, ?)').run(demo, 5_60, 'LIVE', claimAt - 7 * D);
    return;
  }
}

function seedDemoExtras(db: DB, demo: number, plain: number, now: number): void {
  const fav = db.prepare('INSERT INTO favourites (user_id, node_id, created_at) VALUES (?, ?, ?)');
  const recent = db.prepare('INSERT INTO recents (user_id, node_id, played_at) VALUES (?, ?, ?)');
  const hot = (db.prepare('SELECT node_id FROM games WHERE is_hot = 1 ORDER BY hot_rank').all() as { node_id: string }[]).map((r) => r.node_id);
  hot.slice(0, 6).forEach((n, i) => fav.run(demo, n, now - (i + 1) * D));
  hot.slice(3, 11).forEach((n, i) => recent.run(demo, n, now - (i + 1) * 3 * H));
  hot.slice(0, 2).forEach((n, i) => recent.run(plain, n, now - (i + 1) * D));

  // Lottery orders: one settled win, one settled loss, one still open with two cancellable parts,
  // and one across two draws: the first has closed (it can no longer be cancelled), the next is open.
  // Daily Vietnamese draws, so the open parts stay open (and the closed one closed) all day. The
  // open parts take a draw that closes an hour or more from now: seeded just before the daily
  // close, today's draw would close while someone (or a test) looks at them.
  const vn = db
    .prepare('SELECT code, name, balls, ball_max, interval_s FROM lottery_games WHERE interval_s >= 86400 ORDER BY group_id, sort LIMIT 3')
    .all() as (LotteryDraw & { name: string })[];
  const order = db.prepare('INSERT INTO lottery_orders (order_id, user_id, game_code, issue, status, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const sub = db.prepare(
    'INSERT INTO lottery_suborders (sub_order_id, order_id, content, amount_cents, status, issue, closes_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const day = (t: number) => new Date(t).toISOString().slice(0, 10).replace(/-/g, '');
  order.run('LO1001', demo, vn[0]!.code, `${day(now - 3 * D)}001`, 'won', now - 3 * D);
  sub.run('LO1001-1', 'LO1001', 'Lo 2 digits: 27', 10_00, 'won', null, null);
  order.run('LO1002', demo, vn[1]!.code, `${day(now - D)}001`, 'lost', now - D);
  sub.run('LO1002-1', 'LO1002', 'De: 45', 20_00, 'lost', null, null);
  const [next] = nextDraws(vn[2]!, now + H, 1);
  order.run('LO1003', demo, vn[2]!.code, next!.issue, 'pending', now - H);
  sub.run('LO1003-1', 'LO1003', 'Lo 2 digits: 08', 10_00, 'pending', next!.issue, next!.closesAt);
  sub.run('LO1003-2', 'LO1003', 'Xien 2: 12, 34', 5_00, 'pending', next!.issue, next!.closesAt);
  const [last] = lastDraws(vn[0]!, now, 1);
  const [after] = nextDraws(vn[0]!, now + H, 1);
  order.run('LO1004', demo, vn[0]!.code, last!.issue, 'pending', last!.openedAt - 2 * H);
  sub.run('LO1004-1', 'LO1004', '3 5 7', 10_00, 'pending', last!.issue, last!.openedAt - closeMarginMs(vn[0]!));
  sub.run('LO1004-2', 'LO1004', '3 5 7', 10_00, 'pending', after!.issue, after!.closesAt);

  // Feedback: one the platform has answered.
  const fb = addFeedback(db, demo, 'The lottery results page took a long time to load yesterday evening.', [], now - 5 * D);
  replyToFeedback(db, fb, 'Thank you! We found a slow server and fixed it the same evening.', now - 4 * D);
}

/**
 * Keeps time-relative demo data alive on every start (and once a day): hot matches move back
 * into the future, and the agent's team gets today's logins and bets if it has none yet.
 * Deterministic for a given day.
 */
export function refreshLiveData(db: DB, now: number): void {
  db.transaction(() => {
    keepHotMatchesAhead(db, now);
    const today = startOfDay(now);
    const key = `activity_${new Date(today).toISOString().slice(0, 10)}`;
    if (getMeta(db, key) !== undefined) return;
    const agent = db.prepare("SELECT id FROM users WHERE account = 'agent'").get() as { id: number } | undefined;
    if (!agent) return;
    const team = db
      .prepare(`WITH RECURSIVE t(id) AS (SELECT id FROM users WHERE parent_id = ? UNION ALL SELECT u.id FROM users u JOIN t ON u.parent_id = t.id)
      SELECT id FROM t ORDER BY id`)
      .all(agent.id) as { id: number }[];
    const already = db
      .prepare(`SELECT COUNT(*) AS n FROM bets WHERE created_at >= ? AND user_id IN (${team.map(() => '?').join(',') || 'NULL'})`)
      .get(today, ...team.map((t) => t.id)) as { n: number };
    if (already.n === 0) {
      const rng = new Rng(hash32(key));
      const nodes = (db.prepare("SELECT node_id FROM games WHERE game_type IN ('RNG','LIVE','FISH') ORDER BY node_id").all() as { node_id: string }[]).map(
        (r) => r.node_id,
      );
      const login = db.prepare('INSERT INTO login_events (user_id, at, ip) VALUES (?, ?, ?)');
      const bet = db.prepare('INSERT INTO bets (user_id, node_id, stake_cents, payout_cents, created_at) VALUES (?, ?, ?, ?, ?)');
      const span = Math.max(now - today - MIN, 1_000);
      const active = team.filter((_, i) => i % 2 === 0 || rng.chance(0.3));
      for (const { id } of active) {
        const t = today + Math.floor(rng.next() * span * 0.5);
        login.run(id, t, '10.0.1.' + rng.int(2, 250));
        for (let k = rng.int(1, 3); k > 0; k--) {
          const stake = rng.int(1, 30) * 1000;
          bet.run(id, rng.pick(nodes), stake, rng.chance(0.45) ? Math.round(stake * (1 + rng.next())) : 0, Math.min(t + k * MIN, now - 1));
        }
      }
    }
    setMeta(db, key, String(now));
  })();
}

/** Demo matches never start: when the first is less than 30 minutes away, all move forward together. */
export function keepHotMatchesAhead(db: DB, now: number): void {
  const first = db.prepare('SELECT MIN(match_at) AS t FROM hot_matches').get() as { t: number | null };
  if (first.t !== null && first.t < now + 30 * MIN) {
    const shift = roundUp(now + 2 * H - first.t, H);
    db.prepare('UPDATE hot_matches SET match_at = match_at + ?').run(shift);
  }
}

export function startOfDay(t: number): number {
  const d = new Date(t);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

const roundUp = (t: number, step: number) => Math.ceil(t / step) * step;
export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
