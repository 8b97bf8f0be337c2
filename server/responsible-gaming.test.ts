/**
 * Responsible gaming on the reference platform: limit arithmetic over day, week and month
 * boundaries in the merchant's time zone, the cooling-off of a looser limit, time-out and
 * self-exclusion refusals, persistence across a restart, the audit trail and the merchant's
 * configuration.
 */
import { request } from 'node:http';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as G from '../core/api/games.ts';
import * as RG from '../core/api/responsibleGaming.ts';
import { initialConfig } from '../core/api/site.ts';
import * as W from '../core/api/wallet.ts';
import { post } from './api/util.ts';
import { auditTrail } from './responsible-gaming/audit.ts';
import { nextPeriodStart, periodStart } from './responsible-gaming/periods.ts';
import { cleanupTempDirs, seededCopy, startPlatform, type TestPlatform } from './testing.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Wednesday 31 March 2027, 23:30 in Shanghai (UTC+8, the merchant's default zone): the last half
// hour of a day and of a month, mid-week. Far after the seed, so no seeded money counts.
const WED_2330 = Date.UTC(2027, 2, 31, 15, 30);

let t: TestPlatform;
let clock = WED_2330;
let token: string;

beforeEach(async () => {
  clock = WED_2330;
  t = await startPlatform({ now: () => clock });
  token = await t.client.login('member07', 'member1234');
});
afterEach(async () => {
  await t.close();
});
afterAll(() => cleanupTempDirs());

const deposit = (amount: number, tok = token) => t.client.send(W.deposit, { methodId: 'DM03', amount }, { token: tok });
const setLimit = (kind: RG.LimitKind, period: RG.LimitPeriod, amount?: number) =>
  t.client.ok(RG.setRgLimit, { kind, period, ...(amount === undefined ? {} : { amount }) }, { token });
const limitOf = (s: RG.RgStatus, kind: RG.LimitKind, period: RG.LimitPeriod) => s.limits.find((l) => l.kind === kind && l.period === period)!;
/** The game's page once the session has ended (410): its HTML, which says why in the game's language. */
async function refusalPage(url: string): Promise<string> {
  const page = await fetch(t.url + url);
  expect(page.status).toBe(410);
  return page.text();
}
const userId = () => (t.platform.db.prepare("SELECT id FROM users WHERE account = 'member07'").get() as { id: number }).id;

describe('limit periods in the merchant time zone', () => {
  it('a day starts at local midnight, a week on Monday, a month on the 1st', () => {
    const zone = 'Asia/Shanghai';
    expect(periodStart(WED_2330, 'day', zone)).toBe(Date.UTC(2027, 2, 30, 16));
    expect(periodStart(WED_2330, 'week', zone)).toBe(Date.UTC(2027, 2, 28, 16)); // Monday 29 March, 00:00 local
    expect(periodStart(WED_2330, 'month', zone)).toBe(Date.UTC(2027, 1, 28, 16)); // 1 March, 00:00 local
    expect(nextPeriodStart(periodStart(WED_2330, 'month', zone), 'month', zone)).toBe(Date.UTC(2027, 2, 31, 16));
  });

  it('follows daylight saving: a London day around the spring change is 23 hours long', () => {
    const zone = 'Europe/London';
    const sunday = Date.UTC(2027, 2, 28, 12); // 28 March 2027, clocks go forward at 01:00
    const start = periodStart(sunday, 'day', zone);
    expect(start).toBe(Date.UTC(2027, 2, 28, 0));
    expect(nextPeriodStart(start, 'day', zone) - start).toBe(23 * HOUR);
  });
});

describe('deposit limits', () => {
  it('are gross, refuse a deposit over them with what is left, and start again the next local day', async () => {
    await setLimit('deposit', 'day', 500);
    expect((await deposit(400)).body.success).toBe(true);
    const refused = await deposit(200);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'rg.deposit_limit.day',
      value: { period: 'day', left: 100, limit: 500, leftText: '¥100' },
    });
    // A withdrawal does not give room back: the limit counts deposits made.
    expect((await deposit(100)).body.success).toBe(true);
    expect((await deposit(50)).body.errorCode).toBe('rg.deposit_limit.day');

    clock = WED_2330 + 31 * 60_000; // 00:01 on Thursday, local
    expect((await deposit(200)).body.success).toBe(true);
    const status = await t.client.ok(RG.rgStatus, undefined, { token });
    expect(limitOf(status, 'deposit', 'day')).toMatchObject({ limit: 500, used: 200, left: 300 });
  });

  it('a weekly limit counts every day of the week and resets on Monday; a monthly one on the 1st', async () => {
    await setLimit('deposit', 'week', 1000);
    await setLimit('deposit', 'month', 1200);
    expect((await deposit(600)).body.success).toBe(true); // Wednesday, 31 March
    clock = WED_2330 + 2 * DAY; // Friday 2 April: new month, same week
    token = await t.client.login('member07', 'member1234');
    const week = await deposit(500);
    expect(week.body).toMatchObject({ errorCode: 'rg.deposit_limit.week', value: { left: 400, leftText: '¥400' } });
    expect((await deposit(400)).body.success).toBe(true);
    clock = WED_2330 + 4 * DAY + HOUR; // Monday 5 April, 00:30 local
    token = await t.client.login('member07', 'member1234');
    expect((await deposit(700)).body.success).toBe(true);
    // The week holds 700 (300 left), April 1,100 (100 left): the tighter monthly limit speaks.
    expect((await deposit(200)).body).toMatchObject({ errorCode: 'rg.deposit_limit.month', value: { left: 100 } });
  });

  it('a lower limit applies at once; a higher one or a removal only after 24 hours, shown with its date', async () => {
    await setLimit('deposit', 'day', 500);
    const lower = await setLimit('deposit', 'day', 300);
    expect(limitOf(lower, 'deposit', 'day')).toMatchObject({ limit: 300, pending: null });

    const higher = await setLimit('deposit', 'day', 800);
    expect(limitOf(higher, 'deposit', 'day')).toMatchObject({ limit: 300, pending: { limit: 800, at: clock + DAY } });
    expect((await deposit(400)).body.errorCode).toBe('rg.deposit_limit.day');

    clock += DAY - 1;
    token = await t.client.login('member07', 'member1234');
    expect(limitOf(await t.client.ok(RG.rgStatus, undefined, { token }), 'deposit', 'day').limit).toBe(300);
    clock += 1;
    expect(limitOf(await t.client.ok(RG.rgStatus, undefined, { token }), 'deposit', 'day')).toMatchObject({ limit: 800, pending: null });
    expect((await deposit(700)).body.success).toBe(true);

    const removal = await setLimit('deposit', 'day');
    expect(limitOf(removal, 'deposit', 'day')).toMatchObject({ limit: 800, pending: { limit: null, at: clock + DAY } });
    clock += DAY;
    token = await t.client.login('member07', 'member1234');
    expect(limitOf(await t.client.ok(RG.rgStatus, undefined, { token }), 'deposit', 'day')).toMatchObject({ limit: null, left: null, pending: null });
  });
});

describe('loss limits', () => {
  it('refuse a game launch once the loss reaches the limit, counting payouts against stakes', async () => {
    await setLimit('loss', 'day', 50);
    const game = { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'EN' } as const;
    const launchable = await t.client.send(G.launchGame, game, { token });
    expect(launchable.body.success).toBe(true);
    t.platform.db.transaction(() => {
      post(t.platform.db, userId(), 'BET', -6000, clock, 'test');
      post(t.platform.db, userId(), 'PAY', 2000, clock, 'test');
    })();
    expect(limitOf(await t.client.ok(RG.rgStatus, undefined, { token }), 'loss', 'day')).toMatchObject({ used: 40, left: 10 });
    expect((await t.client.send(G.launchGame, game, { token })).body.success).toBe(true);
    post(t.platform.db, userId(), 'BET', -1000, clock, 'test');
    const refused = await t.client.send(G.launchGame, game, { token });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'rg.loss_limit.day', value: { left: 0 } });
    // Free play risks nothing and stays open.
    expect((await t.client.send(G.launchGame, { ...game, accountType: 0 }, { token })).body.success).toBe(true);
  });

  it('refuse a spin whose stake could take the loss over the limit, debiting nothing', async () => {
    await setLimit('loss', 'day', 8);
    const { url } = await t.client.ok(
      G.launchGame,
      { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'EN' },
      { token },
    );
    const ticket = new URL(url, t.url).searchParams.get('ticket');
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const spin = await fetch(`${t.url}/games/api/spin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, stake: 1000 }),
    });
    expect(await spin.json()).toEqual({
      error: 'limit',
      errorCode: 'rg.loss_limit.day',
      message: 'Loss limit reached: ¥8 left today',
      value: { period: 'day', left: 8, limit: 8, leftText: '¥8', resetsAt: WED_2330 + 30 * 60_000 },
    });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before);
  });
});

describe('limits on every bet', () => {
  const lotteryLaunch = async () => {
    const g = t.platform.db.prepare("SELECT game_id FROM lottery_games WHERE group_id = 'VN_NORTH' ORDER BY sort LIMIT 1").get() as { game_id: string };
    const { url } = await t.client.ok(
      G.launchGame,
      { vendor: 'TCG_LOTTO_VN', nodeId: g.game_id, platform: 'html5', clientType: 2, accountType: 1, language: 'EN' },
      { token },
    );
    return { url, ticket: new URL(url, 'http://x').searchParams.get('ticket')! };
  };
  const bet = (ticket: string, stake = 100, draws = 1) =>
    t.client.getJson('/games/api/lottery/bet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, numbers: ['7'], stake, draws }),
    });
  const balance = async () => (await t.client.ok(W.balance, undefined, { token })).sumBalance;

  it('a lottery bet after the session time limit is refused with the site’s message, and the bet form’s page says why with a way on', async () => {
    await t.client.ok(RG.setRgSession, { realityCheckMinutes: null, sessionLimitMinutes: 30 }, { token });
    const { url, ticket } = await lotteryLaunch();
    expect((await bet(ticket)).body.orderId).toMatch(/^LO/);
    const before = await balance();
    clock += 30 * 60_000;
    expect((await bet(ticket)).body).toEqual({
      error: 'ended',
      errorCode: 'rg.session_limit',
      message: 'Your session time limit is reached',
      value: { minutes: 30 },
    });
    expect(await balance()).toBe(before);
    const html = await refusalPage(url);
    expect(html).toContain('<h1>Your session time limit is reached</h1>');
    expect(html).toContain('<a href="/m/gameList" target="_top">Games</a><a href="/m/responsibleGaming" target="_top">Responsible gaming</a>');
  });

  it('a lottery bet whose stakes could take the loss over a loss limit is refused, debiting nothing', async () => {
    await setLimit('loss', 'day', 12);
    const { ticket } = await lotteryLaunch();
    const before = await balance();
    const refused = await bet(ticket, 500, 3);
    expect(refused.body).toMatchObject({ error: 'limit', errorCode: 'rg.loss_limit.day', message: 'Loss limit reached: ¥12 left today' });
    expect(await balance()).toBe(before);
    expect((await bet(ticket, 1000, 1)).body.orderId).toMatch(/^LO/);
    // ¥2 left: the smallest stake (¥1) still goes, and once the limit is used up every bet is refused.
    expect((await bet(ticket, 100, 2)).body.orderId).toMatch(/^LO/);
    expect((await bet(ticket, 100, 1)).body).toMatchObject({ errorCode: 'rg.loss_limit.day', value: { left: 0 } });
  });

  it('the game page hides a way to the game list and the limits, which its script shows on a refusal', async () => {
    const { url } = await t.client.ok(
      G.launchGame,
      { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'PT' },
      { token },
    );
    const html = await (await fetch(t.url + url)).text();
    expect(html).toMatch(/<nav id="limit-links" class="limit-links" aria-label="Jogo responsável" hidden><a href="\/m\/gameList" target="_top">[^<]+<\/a>/);
    expect(await (await fetch(`${t.url}/games/slot.js`)).text()).toContain("document.getElementById('limit-links')");
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out signs the player out everywhere and refuses sign-in with its end until it is over', async () => {
    const other = await t.client.login('member07', 'member1234');
    const { until } = await t.client.ok(RG.startTimeOut, { length: '24h' }, { token });
    expect(until).toBe(clock + DAY);
    expect((await t.client.send(W.balance, undefined, { token })).status).toBe(401);
    expect((await t.client.send(W.balance, undefined, { token: other })).status).toBe(401);
    const login = await t.client.send((await import('../core/api/signIn.ts')).login, { username: 'member07', password: 'member1234', type: 'username' });
    expect(login.body).toMatchObject({ success: false, errorCode: 'rg.timeout', value: { until } });
    clock = until;
    await expect(t.client.login('member07', 'member1234')).resolves.toBeTruthy();
  });

  it('a self-exclusion refuses sign-in, saying only that the account is excluded, and cannot be cut short', async () => {
    const { until } = await t.client.ok(RG.startSelfExclusion, { length: '6m' }, { token });
    expect(until).toBe(Date.UTC(2027, 8, 30, 15, 30)); // 31 March + 6 months: 30 September
    expect((await t.client.send(W.balance, undefined, { token })).status).toBe(401);
    clock = until - 1;
    const login = await t.client.send((await import('../core/api/signIn.ts')).login, { username: 'member07', password: 'member1234', type: 'username' });
    expect(login.body).toMatchObject({ success: false, errorCode: 'rg.self_excluded', value: null });
  });

  it('a wrong password during an exclusion says only that the password is wrong', async () => {
    await t.client.ok(RG.startTimeOut, { length: '7d' }, { token });
    const login = await t.client.send((await import('../core/api/signIn.ts')).login, { username: 'member07', password: 'wrong1234', type: 'username' });
    expect(login.body.errorCode).toBe('login.failed');
  });
});

describe('the operator’s route for time-outs and self-exclusions', () => {
  const admin = (path: string, init: RequestInit = {}) => t.client.getJson(`/__admin/responsible-gaming${path}`, init);
  const close = (id: number, body: object = {}, headers: Record<string, string> = {}) =>
    admin(`/exclusions/${id}/close`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('lists them, refuses to end one in force, closes one whose period has passed once, and audits it', async () => {
    const { until } = await t.client.ok(RG.startTimeOut, { length: '24h' }, { token });
    const list = await admin('/exclusions?account=member07');
    expect(list.body).toMatchObject({
      success: true,
      value: [{ account: 'member07', kind: 'timeout', startsAt: WED_2330, endsAt: until, closedAt: null, status: 'in_force' }],
    });
    const id = list.body.value[0].id as number;

    // In force: the player's protection is not cut short, whoever asks.
    const early = await close(id, { reason: 'asked by phone' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      success: false,
      errorCode: 'rg.exclusion_in_force',
      message: expect.stringContaining('cannot be ended early'),
      value: { endsAt: until },
    });
    await expect(t.client.login('member07', 'member1234')).rejects.toThrow(/rg\.timeout/);

    clock = until;
    expect((await admin('/exclusions?status=over&kind=timeout')).body.value.map((e: { id: number }) => e.id)).toContain(id);
    const closed = await close(id, { reason: 'reviewed' });
    expect(closed.body).toMatchObject({ success: true, value: { id, status: 'closed', closedAt: until } });
    expect((await close(id)).status).toBe(409);
    expect((await close(id)).body.errorCode).toBe('admin.already_decided');
    expect((await admin('/exclusions?account=member07&status=closed')).body.value).toHaveLength(1);
    expect(auditTrail(t.platform.db, 'member07')[0]).toMatchObject({
      actor: 'operator',
      action: 'timeout.close',
      detail: { id, endsAt: until, reason: 'reviewed' },
      ip: '127.0.0.1',
      at: until,
    });
    await expect(t.client.login('member07', 'member1234')).resolves.toBeTruthy();
  });

  it('a self-exclusion in force is refused too; an unknown id or a bad filter answers in the envelope', async () => {
    await t.client.ok(RG.startSelfExclusion, { length: '6m' }, { token });
    const [excl] = (await admin('/exclusions?account=member07&kind=self_exclusion&status=in_force')).body.value as { id: number }[];
    expect((await close(excl!.id)).body.errorCode).toBe('rg.exclusion_in_force');
    expect(auditTrail(t.platform.db, 'member07').map((a) => a.action)).toEqual(['self_exclusion.start']);
    const unknown = await close(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'not.found', value: null });
    const bad = await admin('/exclusions?status=lifted');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: 'request.invalid', value: { field: 'status' } });
  });

  it('answers loopback alone: a request a front relays for another address, or to another host name, is refused', async () => {
    // The platform alone, behind a front of its own (loopback is its trusted proxy): the front names the client.
    const alone = await startPlatform({ front: false, now: () => clock });
    try {
      const relayed = await fetch(`${alone.url}/__admin/responsible-gaming/exclusions`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      expect(relayed.status).toBe(403);
      expect(await relayed.json()).toMatchObject({ success: false, errorCode: 'admin.forbidden' });
      const closing = await fetch(`${alone.url}/__admin/responsible-gaming/exclusions/1/close`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
      expect(closing.status).toBe(403);
      expect((await fetch(`${alone.url}/__admin/responsible-gaming/exclusions`)).status).toBe(200);
    } finally {
      await alone.close();
    }
    const rebound = await new Promise<number>((resolve, reject) => {
      const u = new URL(t.url);
      const req = request(
        { hostname: u.hostname, port: u.port, path: '/__admin/responsible-gaming/exclusions', headers: { Host: 'rebind.attacker.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(rebound).toBe(403);
  });
});

describe('persistence and audit', () => {
  it('limits, pending changes and a time-out survive a restart; every change is audited with who, what and when', async () => {
    const dbPath = seededCopy();
    await t.close();
    t = await startPlatform({ dbPath, now: () => clock });
    token = await t.client.login('member07', 'member1234');
    await setLimit('deposit', 'week', 700);
    await setLimit('deposit', 'week', 900);
    await t.client.ok(RG.setRgSession, { realityCheckMinutes: 30, sessionLimitMinutes: 120 }, { token });
    const { until } = await t.client.ok(RG.startTimeOut, { length: '24h' }, { token });
    await t.close();

    t = await startPlatform({ dbPath, now: () => clock });
    const login = await t.client.send((await import('../core/api/signIn.ts')).login, { username: 'member07', password: 'member1234', type: 'username' });
    expect(login.body).toMatchObject({ errorCode: 'rg.timeout', value: { until } });
    clock = until;
    token = await t.client.login('member07', 'member1234');
    const status = await t.client.ok(RG.rgStatus, undefined, { token });
    expect(limitOf(status, 'deposit', 'week')).toMatchObject({ limit: 900, pending: null }); // the cooling-off ran out meanwhile
    expect(status).toMatchObject({ realityCheckMinutes: 30, sessionLimitMinutes: 120 });

    const trail = auditTrail(t.platform.db, 'member07').reverse();
    expect(trail.map((a) => [a.actor, a.action])).toEqual([
      ['player', 'limit.set'],
      ['player', 'limit.requested'],
      ['player', 'timeout.start'],
      ['platform', 'limit.applied'],
    ]);
    expect(trail[1]).toMatchObject({
      account: 'member07',
      at: WED_2330,
      detail: { kind: 'deposit', period: 'week', from: 70000, to: 90000, appliesAt: WED_2330 + DAY },
      ip: '127.0.0.1',
    });
  });
});

describe('reality check', () => {
  it('keeps the session time on the platform: a second read gets the same times, Continue moves the next check', async () => {
    await t.client.ok(RG.setRgSession, { realityCheckMinutes: 15, sessionLimitMinutes: null }, { token });
    const first = await t.client.ok(RG.playSession, undefined, { token });
    expect(first).toMatchObject({ startedAt: WED_2330, intervalMinutes: 15, nextCheckAt: WED_2330 + 15 * 60_000, endsAt: null, net: 0 });
    clock += 20 * 60_000;
    expect((await t.client.ok(RG.playSession, undefined, { token })).nextCheckAt).toBe(first.nextCheckAt);
    const next = await t.client.ok(RG.continuePlaySession, undefined, { token });
    expect(next.nextCheckAt).toBe(clock + 15 * 60_000);
  });

  it('a session over its time limit cannot launch a real-money game', async () => {
    await t.client.ok(RG.setRgSession, { realityCheckMinutes: null, sessionLimitMinutes: 30 }, { token });
    clock += 30 * 60_000;
    const refused = await t.client.send(
      G.launchGame,
      { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'EN' },
      { token },
    );
    expect(refused.body).toMatchObject({ success: false, errorCode: 'rg.session_limit' });
  });

  it('a game left open ends when the session reaches its time limit, and its page says why', async () => {
    await t.client.ok(RG.setRgSession, { realityCheckMinutes: null, sessionLimitMinutes: 30 }, { token });
    const { url } = await t.client.ok(
      G.launchGame,
      { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'PT' },
      { token },
    );
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const spin = () =>
      t.client.getJson('/games/api/spin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ticket, stake: 100 }) });
    expect((await spin()).status).toBe(200);
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    clock += 30 * 60_000;
    // The refusal carries the platform's code and the site's own words for it, in the game's language.
    expect((await spin()).body).toEqual({
      error: 'ended',
      errorCode: 'rg.session_limit',
      message: 'O limite de tempo da sessão foi atingido',
      value: { minutes: 30 },
    });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before);
    const html = await refusalPage(url);
    expect(html).toContain('<h1>O limite de tempo da sessão foi atingido</h1>');
    expect(html).toContain('href="/m/responsibleGaming" target="_top">Jogo responsável</a>');
  });

  it('holds real-money spins in the game window once the check is due, until the player continues', async () => {
    await t.client.ok(RG.setRgSession, { realityCheckMinutes: 15, sessionLimitMinutes: null }, { token });
    const { url } = await t.client.ok(
      G.launchGame,
      { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'EN' },
      { token },
    );
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const post = (path: string, body: object) =>
      t.client.getJson(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ticket, ...body }) });
    expect((await post('/games/api/spin', { stake: 100 })).body.reels).toHaveLength(3);
    const html = await (await fetch(t.url + url)).text();
    expect(html).toContain('<script src="/games/reality-check.js" defer></script>');
    expect(html).toMatch(/<section id="reality-check"[^>]*role="alertdialog"[^>]*hidden>/);
    clock += 16 * 60_000;
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const held = await post('/games/api/spin', { stake: 100 });
    expect(held.body).toMatchObject({ error: 'reality-check', minutes: 16 });
    expect(held.body.amount).toMatch(/^¥-?\d+\.\d\d$/);
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before);
    // The site's dialog reads the same clock: the check is due there too.
    expect((await t.client.ok(RG.playSession, undefined, { token })).nextCheckAt).toBeLessThanOrEqual(clock);
    expect((await post('/games/api/continue', {})).body).toEqual({ ok: true });
    expect((await post('/games/api/spin', { stake: 100 })).body.reels).toHaveLength(3);
    expect((await t.client.ok(RG.playSession, undefined, { token })).nextCheckAt).toBe(clock + 15 * 60_000);
    expect((await t.client.getJson('/games/api/continue', { method: 'POST', body: JSON.stringify({ ticket: 'nope' }) })).status).toBe(410);
  });

  it('tells a game page on its own when the check is due, so it shows without waiting for a spin', async () => {
    await t.client.ok(RG.setRgSession, { realityCheckMinutes: 15, sessionLimitMinutes: null }, { token });
    const { url } = await t.client.ok(
      G.launchGame,
      { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'EN' },
      { token },
    );
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const state = async () => (await t.client.getJson(`/games/api/state?ticket=${ticket}`)).body.realityCheck;
    expect(await state()).toEqual({ dueInMs: 15 * 60_000, minutes: 0, amount: '¥0.00' });
    clock += 16 * 60_000;
    expect(await state()).toEqual({ dueInMs: 0, minutes: 16, amount: '¥0.00' });
    await t.client.ok(RG.continuePlaySession, undefined, { token });
    expect(await state()).toMatchObject({ dueInMs: 15 * 60_000 });
    // The merchant turned the tool off: nothing to time.
    await t.client.admin('/__admin/switches', { responsibleGaming: { tools: { realityCheck: false } } });
    expect(await state()).toBeNull();
  });

  it('a game left open ends with the sign-in session it was launched from', async () => {
    const { url } = await t.client.ok(
      G.launchGame,
      { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 0, language: 'EN' },
      { token },
    );
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const spin = () =>
      t.client.getJson('/games/api/spin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ticket, stake: 100 }) });
    expect((await spin()).status).toBe(200);
    await t.client.ok((await import('../core/api/signIn.ts')).logout, undefined, { token });
    expect((await spin()).status).toBe(410);
    expect(await (await fetch(t.url + url)).text()).toContain('You have been signed out, so this game has ended.');
  });
});

describe('activity statement', () => {
  it('sums deposits, withdrawals, stakes and the net result per local day', async () => {
    post(t.platform.db, userId(), 'BET', -3000, clock, 'test');
    post(t.platform.db, userId(), 'PAY', 1000, clock, 'test');
    const rows = await t.client.ok(RG.activityStatement, { period: 'day' }, { token });
    expect(rows).toHaveLength(7);
    expect(rows.at(-1)).toEqual({ start: '2027-03-31', deposits: 0, withdrawals: 0, bets: 30, net: -20 });
  });
});

describe('merchant configuration', () => {
  it('the initial configuration carries the tools, default interval, help links and minimum age; the switch changes them', async () => {
    const config = await t.client.ok(initialConfig);
    expect(config.responsibleGaming).toMatchObject({
      realityCheckMinutes: 60,
      minimumAge: 18,
      timeZone: 'Asia/Shanghai',
      tools: { timeOut: true, selfExclusion: true },
    });
    expect(config.responsibleGaming.helpLinks.length).toBeGreaterThan(0);
    const answer = await t.client.admin('/__admin/switches', {
      responsibleGaming: { tools: { selfExclusion: false }, realityCheckMinutes: 30, helpLinks: [{ name: 'Helpline', url: 'https://help.example/' }] },
    });
    expect(answer.status).toBe(200);
    const after = await t.client.ok(initialConfig);
    expect(after.responsibleGaming).toMatchObject({
      realityCheckMinutes: 30,
      helpLinks: [{ name: 'Helpline', url: 'https://help.example/' }],
      tools: { selfExclusion: false, timeOut: true },
    });
    expect((await t.client.send(RG.startSelfExclusion, { length: '1y' }, { token })).body.errorCode).toBe('function.not.available');
    expect((await t.client.admin('/__admin/switches', { responsibleGaming: { helpLinks: [{ name: 'x', url: 'javascript:alert(1)' }] } })).status).toBe(400);
  });

  it('the test clock moves forward only in test mode', async () => {
    const res = await fetch(`${t.url}/__test/clock?advanceMs=${DAY}`, { method: 'POST' });
    expect((await res.json()).value).toMatchObject({ now: WED_2330 + DAY, offsetMs: DAY });
    expect(t.platform.state.now()).toBe(WED_2330 + DAY);
    expect((await fetch(`${t.url}/__test/clock?advanceMs=-5`, { method: 'POST' })).status).toBe(400);
  });
});
