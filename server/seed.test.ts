import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import * as R from '../core/api/registration.ts';
import * as M from '../core/api/member.ts';
import * as I from '../core/api/inbox.ts';
import * as S from '../core/api/site.ts';
import { helpCenter } from '../core/api/help.ts';
import * as AG from '../core/api/agent.ts';
import * as C from '../core/api/content.ts';
import * as G from '../core/api/games.ts';
import * as W from '../core/api/wallet.ts';
import { openDatabase } from './db/open.ts';
import { seedDatabase } from './seed/index.ts';
import { GAME_TYPES } from './seed/catalogue.ts';
import { cleanupTempDirs, startPlatform, tempDir, type TestPlatform } from './testing.ts';
import { REGISTRATION_FIELDS } from '../core/rules/verifier.ts';

const GAME_TABLES = ['vendors', 'vendor_game_types', 'classifications', 'games', 'lottery_groups', 'lottery_games'];

function seedFresh(now: number) {
  const db = openDatabase(join(tempDir(), 'seed.db'));
  seedDatabase(db, now);
  return db;
}

afterAll(() => cleanupTempDirs());

describe('seeding', () => {
  it('is deterministic: two seeds give identical game tables', () => {
    const a = seedFresh(Date.UTC(2025, 0, 1));
    const b = seedFresh(Date.UTC(2026, 5, 15, 13, 7));
    for (const table of GAME_TABLES) {
      const dump = (db: typeof a) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
      expect(dump(a), table).toEqual(dump(b));
    }
    a.close();
    b.close();
  });

  it('seeds open lottery parts that stay open for an hour, even seeded a minute before the daily close', () => {
    // The daily draws are at 18:15 (local time) and close a minute before.
    const closing = new Date();
    closing.setHours(18, 13, 0, 0);
    for (const now of [closing.getTime(), closing.getTime() + 5 * 60_000, closing.getTime() - 6 * 3_600_000]) {
      const db = seedFresh(now);
      const parts = db
        .prepare("SELECT sub_order_id AS id, closes_at AS closesAt FROM lottery_suborders WHERE sub_order_id IN ('LO1003-1', 'LO1003-2', 'LO1004-2')")
        .all() as { id: string; closesAt: number }[];
      expect(parts).toHaveLength(3);
      for (const part of parts) expect(part.closesAt - now, `${part.id} seeded at ${new Date(now).toISOString()}`).toBeGreaterThanOrEqual(3_600_000);
      const closed = db.prepare("SELECT closes_at AS closesAt FROM lottery_suborders WHERE sub_order_id = 'LO1004-1'").get() as { closesAt: number };
      expect(closed.closesAt).toBeLessThan(now);
      db.close();
    }
  });

  it('never calls Math.random', () => {
    const spy = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used while seeding');
    });
    try {
      seedFresh(Date.now()).close();
    } finally {
      spy.mockRestore();
    }
  });

  it('has 600+ games over 15+ vendors covering every category of §2.10', () => {
    const db = seedFresh(Date.now());
    const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(n('SELECT COUNT(*) AS n FROM games')).toBeGreaterThanOrEqual(600);
    expect(n('SELECT COUNT(*) AS n FROM vendors')).toBeGreaterThanOrEqual(15);
    const codes = (db.prepare('SELECT code FROM vendors').all() as { code: string }[]).map((v) => v.code);
    for (const c of ['JL', 'PG', 'PP', 'CQ9', 'EVO', 'SA', 'DG', 'SABA', 'TF', 'DS88', 'KY', 'TCG_LOTTO_VN', 'TCG_SEA', 'FC', 'JDB', 'AE', 'BG', 'SBO'])
      expect(codes).toContain(c);
    for (const type of GAME_TYPES) {
      expect(n(`SELECT COUNT(*) AS n FROM games WHERE game_type = '${type}'`), type).toBeGreaterThan(0);
      expect(n(`SELECT COUNT(*) AS n FROM games WHERE game_type = '${type}' AND is_hot = 1`), `hot ${type}`).toBeGreaterThan(0);
    }
    expect(n("SELECT COUNT(*) AS n FROM games WHERE game_type = 'ESPORTS' AND vendor_code <> 'TF'")).toBe(0);
    expect(n("SELECT COUNT(*) AS n FROM games WHERE game_type = 'COCKFIGHT' AND vendor_code <> 'DS88'")).toBe(0);
    const roomTypes = (db.prepare("SELECT DISTINCT room_type FROM games WHERE game_type = 'LIVE'").all() as { room_type: string }[])
      .map((r) => r.room_type)
      .sort();
    expect(roomTypes).toEqual(['VIP', 'free', 'paid']);
    const bets = (db.prepare('SELECT DISTINCT min_bet FROM games').all() as { min_bet: number }[]).map((r) => r.min_bet);
    for (const b of bets) expect([0.01, 0.05, 0.1, 0.5, 0.75]).toContain(b);
    expect(n("SELECT COUNT(*) AS n FROM games WHERE is_new = 1 AND game_type = 'RNG'")).toBeGreaterThan(5);
    expect(n('SELECT COUNT(DISTINCT vendor_code || game_name) AS n FROM games')).toBe(n('SELECT COUNT(*) AS n FROM games'));
    db.close();
  });
});

describe('seeded accounts and content', () => {
  let t: TestPlatform;
  let demo: string;
  let agent: string;
  beforeAll(async () => {
    t = await startPlatform();
    demo = await t.client.login('demo', 'demo1234');
    agent = await t.client.login('agent', 'agent1234');
  });
  afterAll(() => t.close());

  it('has the demo player with 10,000.00, a VIP 3 label and a registration some days ago', async () => {
    const info = await t.client.ok(M.memberInfo, undefined, { token: demo });
    expect(info).toMatchObject({ account: 'demo', nickname: 'Lucky Demo', type: 0, clubLabel: { labelName: 'VIP 3' }, toUpline: true });
    expect(Date.now() - info.regDate).toBeGreaterThan(7 * 86_400_000);
    const balance = await t.client.ok(W.balance, undefined, { token: demo });
    expect(balance).toMatchObject({ sumBalance: 10000, currency: 'CNY', currencySymbol: '¥' });
    const tx = await t.client.ok(W.transactions, { startDate: '2000-01-01', endDate: '2999-12-31', pageNo: 1, pageSize: 1 }, { token: demo });
    expect(tx.list[0]!.balanceAfter).toBe(10000);
    const plain = await t.client.ok(M.memberInfo, undefined, { token: await t.client.login('plain', 'plain1234') });
    expect(plain.clubLabel).toBeUndefined();
  });

  it('gives the demo player promotions in every claim state, unread inbox messages and favourites', async () => {
    const states = new Set((await t.client.ok(C.promotions, undefined, { token: demo })).map((p) => p.state));
    for (const s of ['applying', 'rejected', 'issued', 'claimed', 'closed', 'coming_soon', 'joined', 'available']) expect(states).toContain(s);
    expect(await t.client.ok(I.unreadCount, undefined, { token: demo })).toBeGreaterThan(0);
    expect((await t.client.ok(G.favouriteIds, undefined, { token: demo })).length).toBeGreaterThan(0);
    expect(
      (await t.client.ok(W.depositRecords, { startDate: '2000-01-01', endDate: '2999-12-31', pageNo: 1, pageSize: 50 }, { token: demo })).list.length,
    ).toBeGreaterThan(2);
  });

  it("has the agent's team: 8+ members, 2 sub-agents with their own members, and activity today", async () => {
    const subs = await t.client.ok(AG.subordinates, { pageNo: 1, pageSize: 100 }, { token: agent });
    const members = subs.list.filter((s) => s.type === 0);
    const subAgents = subs.list.filter((s) => [1, 2, 41, 42].includes(s.type));
    expect(members.length).toBeGreaterThanOrEqual(8);
    expect(subAgents).toHaveLength(2);
    for (const s of subAgents) {
      const token = await t.client.login(s.account, 'member1234');
      expect((await t.client.ok(AG.subordinates, { pageNo: 1, pageSize: 20 }, { token })).list.length).toBeGreaterThan(0);
    }
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const kpi = await t.client.ok(AG.teamKpi, { startDate: day, endDate: day, size: 0 }, { token: agent });
    expect(kpi.teamLoginMemberCount).toBeGreaterThan(0);
    expect(kpi.teamBetMemberCount).toBeGreaterThan(0);
    expect(kpi.teamRegisterMemberCount).toBeGreaterThan(0);
    expect(kpi.teamOnlineCount).toBeGreaterThan(0);
    expect(await t.client.ok(AG.contractRequests, undefined, { token: agent })).toEqual({
      dailysalreqtype: true,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
    expect(await t.client.ok(AG.dailySalaryRequest, undefined, { token: agent })).toMatchObject({ id: 'CT1001', kind: 'dailySalary', status: 'offered' });
  });

  it('has announcements for home, registration and agents, and popups for A, B and F with links', async () => {
    const home = await t.client.ok(C.announcements, { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'MC01' });
    const popups = home.filter((a) => a.contentType === 'PU');
    expect(popups.map((p) => p.execution).sort()).toEqual(['A', 'B', 'F']);
    for (const p of popups) {
      expect(p.content).toMatch(/href="https?:\/\//);
      expect(p.content).toMatch(/href="\/m\//);
    }
    expect(popups.some((p) => p.content.includes('href="/m/rewardCenter"'))).toBe(true);
    expect((await t.client.ok(C.announcements, { types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: 'MC01' })).length).toBeGreaterThan(0);
    expect((await t.client.ok(C.announcements, { types: 'A', groupName: 'm_home', platform: 'M', merchantCode: 'MC01' })).length).toBeGreaterThan(0);
  });

  it('has banners, hot matches in the future, help, countries, lotteries and download resources', async () => {
    const home = await t.client.ok(C.banners, { position: 'home' });
    expect(home.some((b) => b.link.startsWith('/m/'))).toBe(true);
    expect(home.some((b) => b.link.startsWith('http'))).toBe(true);
    expect((await t.client.ok(C.banners, { position: 'help' })).length).toBeGreaterThan(0);
    const matches = await t.client.ok(C.hotMatches);
    expect(matches.length).toBeGreaterThanOrEqual(5);
    for (const m of matches) {
      expect(m.matchTime).toBeGreaterThan(Date.now());
      expect(m.homeTeamImageUrl).toMatch(/^\/img\/team\/.+\.svg$/);
      expect(m.league).not.toBe('');
    }
    expect((await t.client.ok(helpCenter, { device: 'MOBILE' })).length).toBeGreaterThan(3);
    expect((await t.client.ok(R.countries)).find((c) => c.code === 'PH')).toEqual({ code: 'PH', name: 'Philippines', dialingCode: '+63' });
    const groups = await t.client.ok(G.lotteryGames, {} as never);
    expect(groups.flatMap((g) => g.games).length).toBeGreaterThan(20);
    const types = (await t.client.ok(S.initialConfig)).resources.map((r) => r.resourceType).sort();
    expect(types).toEqual(['Android', 'AppDownloadIcon', 'FACEBOOK', 'IOS', 'MOBILECONFIG', 'TELEGRAM', 'TELEGRAM2']);
  });

  it('has registration rules for every field named in §5', async () => {
    const rules = await t.client.ok(R.registrationSettings);
    for (const f of REGISTRATION_FIELDS) {
      expect(rules.fields[f], f).toMatchObject({ enabled: expect.any(Boolean), required: expect.any(Boolean), pattern: expect.any(String) });
      expect(() => new RegExp(rules.fields[f]!.pattern!)).not.toThrow();
    }
    const re = (f: string) => new RegExp(rules.fields[f]!.pattern!);
    expect(re('username').test('demo')).toBe(true);
    expect(re('username').test('1demo')).toBe(false);
    expect(re('password').test('demo1234')).toBe(true);
    expect(re('password').test('abcdefgh')).toBe(false);
    expect(re('mobileNum').test('9171234567')).toBe(true);
    expect(re('email').test('a@b.co')).toBe(true);
  });
});
