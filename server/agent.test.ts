import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as AG from '../core/api/agent.ts';
import * as C from '../core/api/content.ts';
import { nextRedRain, RED_RAIN_SCHEDULE } from './api/agent.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

/** The agency centre's calls on the seeded team (issue 7). */
let t: TestPlatform;
let agent: string;

const day = (d = new Date()) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const month = () => ({ startDate: day(new Date(Date.now() - 29 * 86_400_000)), endDate: day(), pageNo: 1, pageSize: 50 });

beforeAll(async () => {
  t = await startPlatform();
  agent = await t.client.login('agent', 'agent1234');
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

describe('team reports', () => {
  it('profit and loss per direct member adds up to the team KPI', async () => {
    const pnl = await t.client.ok(AG.teamProfitLoss, month(), { token: agent });
    expect(pnl.list.map((r) => r.account).sort()).toEqual(
      ['demo', 'member01', 'member02', 'member03', 'member04', 'member05', 'member06', 'member07', 'member08', 'newbie', 'subagent1', 'subagent2'].sort(),
    );
    const kpi = await t.client.ok(AG.teamKpi, { startDate: month().startDate, endDate: day(), size: 0 }, { token: agent });
    const stake = pnl.list.reduce((s, r) => s + r.stake, 0);
    expect(stake).toBeCloseTo(kpi.teamStake, 2);
    const sub1 = pnl.list.find((r) => r.account === 'subagent1')!;
    expect(sub1.type).toBe(2);
    expect(sub1.profit).toBeCloseTo(sub1.payout - sub1.stake, 2);
  });

  it('team bets cover the whole tree, filter by account and page', async () => {
    const all = await t.client.ok(AG.teamBets, month(), { token: agent });
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.some((b) => b.account.startsWith('member1'))).toBe(true); // sub-agent's members too
    const times = all.list.map((b) => b.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const one = await t.client.ok(AG.teamBets, { ...month(), account: 'member03' }, { token: agent });
    expect(one.list.every((b) => b.account === 'member03')).toBe(true);
    const small = await t.client.ok(AG.teamBets, { ...month(), pageSize: 2 }, { token: agent });
    expect(small.list).toHaveLength(2);
    expect(small.totalPages).toBeGreaterThan(1);
    expect(small.totalStake).toBeCloseTo(all.totalStake, 2);
  });

  it('refuses members (agent.only)', async () => {
    const demo = await t.client.login('demo', 'demo1234');
    expect((await t.client.send(AG.teamBets, month(), { token: demo })).body.errorCode).toBe('agent.only');
    expect((await t.client.send(AG.rebateSettings, undefined, { token: demo })).body.errorCode).toBe('agent.only');
  });
});

describe('rebate settings', () => {
  it('default rebate: half the own rate until set, never above it; used for new downlines', async () => {
    const token = await t.client.login('subagent2', 'member1234');
    const before = await t.client.ok(AG.rebateSettings, undefined, { token });
    expect(before).toMatchObject({ rebate: 1.5, defaultRebate: 0.8 });
    expect((await t.client.send(AG.updateRebateSettings, { defaultRebate: 2 }, { token })).body.errorCode).toBe('rebate.too_high');
    const after = await t.client.ok(AG.updateRebateSettings, { defaultRebate: 1.2 }, { token });
    expect(after.defaultRebate).toBe(1.2);
    await t.client.ok(AG.registerDownline, { username: 'rebkid1', password: 'kid12345', type: 0 }, { token });
    const subs = await t.client.ok(AG.subordinates, { pageNo: 1, pageSize: 10, account: 'rebkid1' }, { token });
    expect(subs.list[0]).toMatchObject({ account: 'rebkid1', rebate: 1.2 });
  });

  it('the agent earns the difference between its rate and each member’s', async () => {
    const s = await t.client.ok(AG.rebateSettings, undefined, { token: agent });
    expect(s.rebate).toBe(2);
    expect(s.earned30Days).toBeGreaterThan(0);
    expect(s.earned30Days).toBeGreaterThanOrEqual(s.earnedToday);
  });
});

describe('red rain', () => {
  const at = (h: number, m = 0, dayOffset = 0) => {
    const d = new Date(2026, 0, 10 + dayOffset, h, m, 0, 0);
    return d.getTime();
  };

  it('is the next slot of the schedule, or the one under way', () => {
    expect(nextRedRain(RED_RAIN_SCHEDULE, at(9))).toMatchObject({ startAt: at(12), endAt: at(12, 10), active: false });
    expect(nextRedRain(RED_RAIN_SCHEDULE, at(12, 5))).toMatchObject({ startAt: at(12), active: true });
    expect(nextRedRain(RED_RAIN_SCHEDULE, at(12, 10))).toMatchObject({ startAt: at(20), active: false });
    expect(nextRedRain(RED_RAIN_SCHEDULE, at(21))).toMatchObject({ startAt: at(12, 0, 1), active: false });
  });

  it('answers agents from the platform', async () => {
    const v = await t.client.ok(AG.redRain, undefined, { token: agent });
    expect(v.endAt).toBeGreaterThan(Date.now());
    expect(v.pool).toBe(8888);
  });
});

describe('agent notices', () => {
  it('reading a notice lowers the unread count of its type', async () => {
    const token = await t.client.login('subagent1', 'member1234');
    const before = await t.client.ok(C.memberNotices, { types: 'A', pageNo: 1 }, { token });
    expect(before.unreadCount).toBe(3);
    expect((await t.client.ok(AG.markNoticeRead, { id: 'NT101', types: 'A' }, { token })).unreadCount).toBe(2);
    expect((await t.client.ok(AG.markNoticeRead, { id: 'NT101', types: 'A' }, { token })).unreadCount).toBe(2);
    expect((await t.client.ok(C.memberNotices, { types: 'A', pageNo: 1 }, { token })).unreadCount).toBe(2);
    expect((await t.client.send(AG.markNoticeRead, { id: 'NOPE' }, { token })).body.errorCode).toBe('notice.unknown');
    const list = await t.client.ok(AG.agentNotices, { types: 'A', pageNo: 1, pageSize: 20 }, { token });
    expect(list.list.map((n) => [n.id, n.read])).toEqual([
      ['NT101', true],
      ['NT102', false],
      ['NT103', false],
    ]);
    expect(list.unreadCount).toBe(2);
    const seeded = await t.client.ok(AG.agentNotices, { types: 'A', pageNo: 1, pageSize: 20 }, { token: agent });
    expect(seeded.list.find((n) => n.id === 'NT103')!.read).toBe(true);
  });
});

describe('downline registration', () => {
  it('a new downline shows in the team and today’s registrations', async () => {
    const kpi = () => t.client.ok(AG.teamKpi, { startDate: day(), endDate: day(), size: 0 }, { token: agent });
    const before = await kpi();
    await t.client.ok(AG.registerDownline, { username: 'freshkid1', password: 'fresh1234', type: 0 }, { token: agent });
    expect((await kpi()).teamRegisterMemberCount).toBe(before.teamRegisterMemberCount + 1);
    const subs = await t.client.ok(AG.subordinates, { pageNo: 1, pageSize: 5 }, { token: agent });
    expect(subs.list[0]!.account).toBe('freshkid1');
  });
});
