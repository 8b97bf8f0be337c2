import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { livePublicStream, liveStream } from '../core/api/live.ts';
import * as I from '../core/api/inbox.ts';
import * as G from '../core/api/games.ts';
import * as RG from '../core/api/responsibleGaming.ts';
import * as SI from '../core/api/signIn.ts';
import * as W from '../core/api/wallet.ts';
import { LIVE_PUBLIC_PATH, LIVE_STREAM_PATH } from '../core/live/events.ts';
import { SseStream } from './live/sse-client.ts';
import { addPlayers } from './seed/players.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';
import { scaled } from '../tests/timeout-scale.mjs';

/**
 * The live streams of the reference platform (server/live/), on a real server: each event type
 * after the state change that causes it, on that player's stream only; replay from the last id;
 * the session's end; the limits; the heartbeat; nothing left behind when streams close.
 * Every wait is for what a stream says, never for a time (server/live/sse-client.ts).
 */

const HEARTBEAT_MS = 60;
let t: TestPlatform;
beforeAll(async () => {
  // The platform alone, as an operator's own platform answers the fronts (server/live-front.test.ts: through the front).
  t = await startPlatform({ front: false, live: { heartbeatMs: HEARTBEAT_MS, perPlayer: 3, perAddress: 6, maxEvents: 8 } });
  // A player of its own for each test (copies of member01, password member1234): no test sees another's events.
  addPlayers(
    t.platform.db,
    Array.from({ length: 20 }, (_, i) => `live${String(i + 1).padStart(2, '0')}`),
  );
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const streams: SseStream[] = [];
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

const HEADERS = (token?: string, moduleId = liveStream.moduleId) => ({
  Merchant: 'MC01',
  'Module-Id': moduleId,
  Language: 'EN',
  ...(token ? { Authorization: token } : {}),
});

/** The player's stream for `token` (or the public one without), kept to be closed after the test. */
async function open(
  token: string | undefined,
  options: { lastEventId?: string; query?: string; localAddress?: string; headers?: Record<string, string> } = {},
) {
  const path = token ? LIVE_STREAM_PATH : LIVE_PUBLIC_PATH;
  const s = await SseStream.open(`${t.url}${path}${options.query ?? ''}`, {
    headers: { ...HEADERS(token), ...(options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {}), ...options.headers },
    localAddress: options.localAddress,
  });
  streams.push(s);
  return s;
}

/** Opened and live: its first bytes (the retry hint) are in, so its subscription is in place. */
async function live(token: string | undefined, options: Parameters<typeof open>[1] = {}) {
  const s = await open(token, options);
  expect(s.status, s.text).toBe(200);
  await s.until((x) => x.retry !== undefined, 'the retry hint');
  return s;
}

const admin = (path: string, body: unknown = {}) => t.client.admin(path, body);
const login = (account: string, password = 'member1234') => t.client.login(account, password);
const balanceOf = async (token: string) => (await t.client.ok(W.balance, undefined, { token })).sumBalance;

/** Something only `account`'s stream should carry next: a new inbox message, to prove what came before it did not. */
const marker = async (account: string) => (await admin('/__admin/inbox', { account, title: 'marker', content: 'marker' })).body.value.unread as number;

describe('the stream itself', () => {
  it('is text/event-stream, not stored, not buffered, never compressed, and starts with a retry hint', async () => {
    const token = await login('live01');
    const s = await open(token, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-store');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['content-length']).toBeUndefined();
    await s.until((x) => x.retry === 3000, 'retry: 3000');
  });

  it('sends a comment line every heartbeat', async () => {
    const s = await live(await login('live01'));
    const before = s.comments.filter((c) => c === 'heartbeat').length;
    await s.until((x) => x.comments.filter((c) => c === 'heartbeat').length >= before + 2, 'two heartbeats');
    const pub = await live(undefined);
    await pub.until((x) => x.comments.includes('heartbeat'), 'a heartbeat on the public stream');
  });

  it('is checked like every call: no session 401, no merchant or module id 400, as the envelope; a token not good (any more) hears sessionEnded', async () => {
    const none = await open(undefined, { headers: {} });
    expect(none.status).toBe(200);
    const anonymous = await SseStream.open(`${t.url}${LIVE_STREAM_PATH}`, { headers: HEADERS() });
    streams.push(anonymous);
    await anonymous.closed();
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' });
    // A page whose session ended a moment ago asks so: the answer is the event its open stream would have carried, not a refused fetch.
    const bad = await SseStream.open(`${t.url}${LIVE_STREAM_PATH}`, { headers: HEADERS('not-a-token') });
    streams.push(bad);
    await bad.closed();
    expect([bad.status, bad.payloads('sessionEnded'), bad.retry]).toEqual([200, [{ cause: 'expired' }], undefined]);
    const noMerchant = await SseStream.open(`${t.url}${LIVE_PUBLIC_PATH}`, { headers: { 'Module-Id': livePublicStream.moduleId } });
    await noMerchant.closed();
    expect([noMerchant.status, JSON.parse(noMerchant.text).errorCode]).toEqual([400, 'merchant.unknown']);
    const wrongModule = await SseStream.open(`${t.url}${LIVE_PUBLIC_PATH}`, { headers: HEADERS(undefined, 'COMM3') });
    await wrongModule.closed();
    expect([wrongModule.status, JSON.parse(wrongModule.text).errorCode]).toEqual([400, 'module.id.mismatch']);
  });
});

describe('each event after the change that causes it, on that player’s stream only', () => {
  it('the back office approves a deposit: moneyOrder, then balance (deposit), for that player alone', async () => {
    const [mine, other] = [await login('live02'), await login('live03')];
    const [s, o] = [await live(mine), await live(other)];
    const d = await t.client.ok(W.deposit, { methodId: 'DM01', amount: 300 }, { token: mine });
    expect((await admin(`/__admin/deposits/${d.id}/approve`)).body.value.status).toBe('approved');
    expect(await s.event('moneyOrder')).toEqual({ id: d.id, kind: 'deposit', status: 'approved', amount: 300 });
    expect(await s.event('balance')).toEqual({ sumBalance: await balanceOf(mine), reason: 'deposit' });
    expect(s.events.map((e) => e.event)).toEqual(['moneyOrder', 'balance']);
    // The other player's stream carries its own next event, and nothing before it.
    const unread = await marker('live03');
    expect(await o.event('inbox')).toEqual({ unread });
    expect(o.events.map((e) => e.event)).toEqual(['inbox']);
  });

  it('the back office rejects a deposit (moneyOrder only), approves and rejects withdrawals (a rejection pays back)', async () => {
    const token = await login('live04');
    const s = await live(token);
    const d = await t.client.ok(W.deposit, { methodId: 'DM01', amount: 200 }, { token });
    await admin(`/__admin/deposits/${d.id}/reject`, { reason: 'none came' });
    expect(await s.event('moneyOrder')).toEqual({ id: d.id, kind: 'deposit', status: 'rejected', amount: 200 });

    const db = t.platform.db;
    const userId = (db.prepare("SELECT id FROM users WHERE account = 'live04'").get() as { id: number }).id;
    const card = db
      .prepare("INSERT INTO bank_cards (user_id, bank_name, card_no, holder, created_at) VALUES (?, 'BDO', '4000123412341234', 'M Four', 0)")
      .run(userId).lastInsertRowid;
    // Withdrawals as the player makes them (the amount has left the wallet), waiting for the back office.
    const wid = (amount: number) =>
      db
        .prepare("INSERT INTO withdrawals (user_id, bank_card_id, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, 'pending', 0, 0)")
        .run(userId, card, amount * 100).lastInsertRowid;
    const approved = String(wid(150));
    await admin(`/__admin/withdrawals/${approved}/approve`);
    expect(await s.event('moneyOrder', 1)).toEqual({ id: approved, kind: 'withdrawal', status: 'approved', amount: 150 });
    const rejected = String(wid(120));
    await admin(`/__admin/withdrawals/${rejected}/reject`);
    expect(await s.event('moneyOrder', 2)).toEqual({ id: rejected, kind: 'withdrawal', status: 'rejected', amount: 120 });
    expect(await s.event('balance')).toEqual({ sumBalance: await balanceOf(token), reason: 'withdrawal' });
    expect(s.events.map((e) => e.event)).toEqual(['moneyOrder', 'moneyOrder', 'moneyOrder', 'balance']);
  });

  it('a spin of the demo game: balance after the stake (bet), then after the win (win) when it pays', async () => {
    const token = await login('live05');
    const s = await live(token);
    const url = (
      await t.client.ok(G.launchGame, { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'EN' }, { token })
    ).url;
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const spin = async () =>
      (
        await t.client.getJson('/games/api/spin', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ticket, stake: 100 }),
        })
      ).body as {
        winCents: number;
        balanceCents: number;
      };
    // Spin until one pays, so both events are seen: a stake alone is one event, a stake and its win two.
    let expected = 0;
    for (let spins = 1; ; spins++) {
      const r = await spin();
      expected += r.winCents > 0 ? 2 : 1;
      await s.until((x) => x.payloads('balance').length === expected, 'the spin’s events');
      const last = s.payloads<{ sumBalance: number; reason: string }>('balance').slice(r.winCents > 0 ? -2 : -1);
      if (r.winCents === 0) expect(last).toEqual([{ sumBalance: r.balanceCents / 100, reason: 'bet' }]);
      else {
        expect(last).toEqual([
          { sumBalance: (r.balanceCents - r.winCents) / 100, reason: 'bet' },
          { sumBalance: r.balanceCents / 100, reason: 'win' },
        ]);
        break;
      }
      if (spins > 200) throw new Error('no spin paid in 200');
    }
  });

  it('a lottery bet: balance (bet)', async () => {
    const token = await login('live06');
    const s = await live(token);
    const g = t.platform.db.prepare("SELECT game_id FROM lottery_games WHERE group_id = 'VN_NORTH' ORDER BY sort LIMIT 1").get() as { game_id: string };
    const url = (
      await t.client.ok(
        G.launchGame,
        { vendor: 'TCG_LOTTO_VN', nodeId: g.game_id, platform: 'html5', clientType: 2, accountType: 1, language: 'EN' },
        { token },
      )
    ).url;
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const r = await t.client.getJson('/games/api/lottery/bet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, numbers: ['7'], stake: 100, draws: 1 }),
    });
    expect(await s.event('balance')).toEqual({ sumBalance: r.body.balanceCents / 100, reason: 'bet' });
  });

  it('a transfer between wallets and an operator’s adjustment: balance (transfer, adjustment)', async () => {
    const token = await login('live07');
    const s = await live(token);
    const wallets = (await t.client.ok(W.balance, undefined, { token })).accounts.map((a) => a.name);
    await t.client.ok(W.transfer, { from: wallets[0]!, to: wallets[1]!, amount: 1 }, { token });
    expect(await s.event('balance')).toEqual({ sumBalance: await balanceOf(token), reason: 'transfer' });
    const adjusted = await admin('/__admin/balance', { account: 'live07', amount: 12.5, remark: 'goodwill' });
    expect(await s.event('balance', 1)).toEqual({ sumBalance: adjusted.body.value.sumBalance, reason: 'adjustment' });
    expect(adjusted.body.value.sumBalance).toBe(await balanceOf(token));
  });

  it('a new inbox message, and messages read in another tab: inbox (unread)', async () => {
    const token = await login('live08');
    const s = await live(token);
    const before = await t.client.ok(I.unreadCount, undefined, { token });
    const { body } = await admin('/__admin/inbox', { account: 'live08', title: 'Hello', content: 'A message' });
    expect(await s.event('inbox')).toEqual({ unread: before + 1 });
    expect(body.value.unread).toBe(before + 1);
    await t.client.ok(I.markInboxRead, { id: body.value.id }, { token });
    expect(await s.event('inbox', 1)).toEqual({ unread: before });
    await t.client.ok(I.markAllInboxRead, undefined, { token });
    expect(await s.event('inbox', 2)).toEqual({ unread: 0 });
  });

  it('maintenance on and off: on the public stream and on every player’s', async () => {
    const pub = await live(undefined);
    const s = await live(await login('live09'));
    await admin('/__admin/switches', { maintenance: true });
    expect(await pub.event('maintenance')).toEqual({ on: true, message: null });
    expect(await s.event('maintenance')).toEqual({ on: true, message: null });
    await admin('/__admin/reset');
    expect(await pub.event('maintenance', 1)).toEqual({ on: false, message: null });
    expect(await s.event('maintenance', 1)).toEqual({ on: false, message: null });
    // A switch that leaves maintenance as it was says nothing.
    await admin('/__admin/switches', { latencyMs: 0 });
    await marker('live09');
    await s.event('inbox');
    expect(pub.payloads('maintenance')).toHaveLength(2);
    expect(pub.events.every((e) => e.event === 'maintenance')).toBe(true);
  });

  it('a responsible-gaming limit that refuses: limitReached (deposit), once a minute at most', async () => {
    const token = await login('live11');
    const s = await live(token);
    await t.client.ok(RG.setRgLimit, { kind: 'deposit', period: 'day', amount: 100 }, { token });
    const refused = await t.client.send(W.deposit, { methodId: 'DM01', amount: 500 }, { token });
    expect(refused.body.errorCode).toBe('rg.deposit_limit.day');
    expect(await s.event('limitReached')).toEqual({ kind: 'deposit', message: expect.stringContaining('deposit limit') });
    await t.client.send(W.deposit, { methodId: 'DM01', amount: 500 }, { token });
    await marker('live11');
    await s.event('inbox');
    expect(s.payloads('limitReached')).toHaveLength(1);
  });

  it('the reality check and the session time limit fall due: realityCheck and limitReached (session), to that session only', async () => {
    const token = await login('live12');
    const otherSession = await login('live12');
    await t.client.ok(RG.setRgSession, { realityCheckMinutes: 15, sessionLimitMinutes: 30 }, { token });
    const [s, o] = [await live(token), await live(otherSession)];
    await t.client.admin('/__test/clock?advanceMs=' + 16 * 60_000, {});
    expect(await s.event<{ minutesPlayed: number }>('realityCheck')).toEqual({ minutesPlayed: expect.any(Number) });
    expect(s.payloads<{ minutesPlayed: number }>('realityCheck')[0]!.minutesPlayed).toBeGreaterThanOrEqual(16);
    await t.client.admin('/__test/clock?advanceMs=' + 15 * 60_000, {});
    expect(await s.event('limitReached')).toEqual({ kind: 'session', message: expect.stringContaining('30 minutes') });
    // The other session started as late: its own checks come on its own clock (both were due here).
    await o.event('realityCheck');
    await marker('live12');
    await s.event('inbox');
    expect(s.payloads('realityCheck')).toHaveLength(1);
    expect(s.payloads('limitReached')).toHaveLength(1);
  });
});

describe('a session that ends closes its streams at once', () => {
  it('signing out ends that session’s stream with sessionEnded (signed-out); the player’s other session goes on', async () => {
    const [one, two] = [await login('live13'), await login('live13')];
    const [a, b] = [await live(one), await live(two)];
    await t.client.ok(SI.logout, undefined, { token: one });
    expect(await a.event('sessionEnded')).toEqual({ cause: 'signed-out' });
    await a.closed();
    const unread = await marker('live13');
    expect(await b.event('inbox')).toEqual({ unread });
    expect(b.ended).toBe(false);
    expect(b.payloads('sessionEnded')).toEqual([]);
    // The token is no longer good: a new stream for it hears that at once and closes.
    const again = await open(one);
    await again.closed();
    expect([again.status, again.payloads('sessionEnded')]).toEqual([200, [{ cause: 'signed-out' }]]);
  });

  it('a session opened afterwards, resuming from an id from before, does not hear the old sessions’ end', async () => {
    const before = await login('live10');
    const old = await live(before);
    await marker('live10');
    await old.event('inbox');
    const seen = old.lastEventId!;
    await t.client.ok(SI.changePassword, { oldPassword: 'member1234', newPassword: 'member4321', confirmNewPassword: 'member4321' }, { token: before });
    await t.client.ok(SI.logout, undefined, { token: before });
    await old.closed();
    // The same device signs in again and its stream resumes from the id it kept.
    const after = await login('live10', 'member4321');
    const s = await live(after, { lastEventId: seen });
    const unread = await marker('live10');
    await s.until((x) => x.payloads<{ unread: number }>('inbox').some((p) => p.unread === unread), 'the new message');
    expect(s.payloads('sessionEnded')).toEqual([]);
    expect(s.ended).toBe(false);
  });

  it('a new password ends the player’s other sessions; a closed account and an exclusion end them all', async () => {
    const [keep, drop] = [await login('live14'), await login('live14')];
    const [k, d] = [await live(keep), await live(drop)];
    await t.client.ok(SI.changePassword, { oldPassword: 'member1234', newPassword: 'member5678', confirmNewPassword: 'member5678' }, { token: keep });
    expect(await d.event('sessionEnded')).toEqual({ cause: 'signed-out' });
    await d.closed();
    expect(k.ended).toBe(false);

    await admin('/__admin/accounts/live14/close');
    expect(await k.event('sessionEnded')).toEqual({ cause: 'closed' });
    await k.closed();

    const excluded = await login('live15');
    const e = await live(excluded);
    await t.client.ok(RG.startTimeOut, { length: '24h' }, { token: excluded });
    expect(await e.event('sessionEnded')).toEqual({ cause: 'excluded' });
    await e.closed();
  });

  it('a session that expires, or is revoked without a word, is found out at the next heartbeat', async () => {
    const token = await login('live16');
    const s = await live(token);
    await t.client.admin('/__test/clock?advanceMs=' + 13 * 60 * 60_000, {});
    expect(await s.event('sessionEnded')).toEqual({ cause: 'expired' });
    await s.closed();

    const quiet = await login('live16');
    const q = await live(quiet);
    t.platform.db.prepare('UPDATE sessions SET revoked_at = 1 WHERE user_id = (SELECT id FROM users WHERE account = ?)').run('live16');
    expect(await q.event('sessionEnded')).toEqual({ cause: 'signed-out' });
    await q.closed();
  });
});

describe('replay from the last event id', () => {
  it('a stream that comes back with Last-Event-ID gets what it missed, in order, with the ids a continuous stream had', async () => {
    const token = await login('live17');
    const watcher = await live(token);
    const s = await live(token);
    await marker('live17');
    await s.event('inbox');
    const seen = s.lastEventId!;
    s.close();
    for (let i = 0; i < 3; i++) await marker('live17');
    await admin('/__admin/switches', { maintenance: true });
    await admin('/__admin/reset');
    await watcher.until((x) => x.events.length === 6, 'six events on the stream that stayed');

    const back = await live(token, { lastEventId: seen });
    await back.until((x) => x.events.length === 5, 'the five missed');
    expect(back.events).toEqual(watcher.events.slice(1));
    // The query parameter does the same for a client that cannot send the header.
    const byQuery = await live(token, { query: `?lastEventId=${encodeURIComponent(seen)}` });
    await byQuery.until((x) => x.events.length === 5, 'the five missed');
    expect(byQuery.events).toEqual(watcher.events.slice(1));
    // Without an id: nothing from before, only what comes next.
    const fresh = await live(token);
    const unread = await marker('live17');
    expect(await fresh.event('inbox')).toEqual({ unread });
    expect(fresh.events).toHaveLength(1);
  });

  it('the public stream resumes the same way; an id that is not one of ours reads as none', async () => {
    const pub = await live(undefined);
    await admin('/__admin/switches', { maintenance: true });
    await pub.event('maintenance');
    const seen = pub.lastEventId!;
    pub.close();
    await admin('/__admin/reset');
    const back = await live(undefined, { lastEventId: seen });
    expect(await back.event('maintenance')).toEqual({ on: false, message: null });
    const junk = await live(undefined, { lastEventId: 'garbage' });
    await admin('/__admin/switches', { maintenance: true });
    await admin('/__admin/reset');
    await junk.until((x) => x.events.length === 2, 'the next two');
    expect(junk.payloads('maintenance')).toEqual([
      { on: true, message: null },
      { on: false, message: null },
    ]);
  });

  it('keeps a bounded window: beyond it, the oldest are gone', async () => {
    const token = await login('live18');
    const s = await live(token);
    await marker('live18');
    await s.event('inbox');
    const seen = s.lastEventId!;
    s.close();
    for (let i = 0; i < 12; i++) await marker('live18');
    const back = await live(token, { lastEventId: seen });
    await back.until((x) => x.events.length === 8, 'the window’s eight (maxEvents)');
    expect(back.payloads<{ unread: number }>('inbox').map((p) => p.unread)).toEqual(
      Array.from({ length: 8 }, (_, i) => back.payloads<{ unread: number }>('inbox')[0]!.unread + i),
    );
  });
});

describe('limits', () => {
  it('a player’s newest stream closes the oldest (told to wait before coming back)', async () => {
    const token = await login('live19');
    const first = await live(token);
    await live(token);
    await live(token);
    expect(first.ended).toBe(false);
    await live(token);
    await first.closed();
    expect(first.retry).toBe(30_000);
  });

  it('beyond the address’s limit: 429 too.many.requests with Retry-After; another address is not counted', async () => {
    const address = '127.0.0.7';
    for (let i = 0; i < 6; i++) await live(undefined, { localAddress: address });
    const refused = await open(undefined, { localAddress: address });
    await refused.closed();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.text)).toMatchObject({ success: false, errorCode: 'too.many.requests', value: { retryAfterSeconds: 30 } });
    await live(undefined, { localAddress: '127.0.0.8' });
  });
});

describe('clean-up', () => {
  it('streams closed by the client are let go: no open stream, no subscription', async () => {
    for (const s of streams.splice(0)) s.close();
    const token = await login('live20');
    const opened = await Promise.all(Array.from({ length: 3 }, () => live(token)));
    const pub = await Promise.all(Array.from({ length: 3 }, () => live(undefined)));
    expect(t.platform.state.liveStreams.size).toBeGreaterThanOrEqual(6);
    for (const s of [...opened, ...pub]) s.close();
    await vi.waitFor(
      () => {
        const { liveStreams, live } = t.platform.state;
        if (liveStreams.size > 0 || live.subscriptions > 0) throw new Error(`left open: ${liveStreams.size} streams, ${live.subscriptions} subscriptions`);
      },
      { timeout: scaled(10_000), interval: 10 },
    );
  });
});
