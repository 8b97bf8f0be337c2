import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as G from '../core/api/games.ts';
import * as W from '../core/api/wallet.ts';
import { contentSecurityPolicy } from './http/security-headers.ts';
import { FREE_PLAY_CENTS, STAKES_CENTS, SYMBOLS, payout } from './web/demo-game.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startPlatform();
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const launch = async (token: string, extra: Partial<G.LaunchQuery> = {}) =>
  (await t.client.ok(G.launchGame, { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'EN', ...extra }, { token }))
    .url;
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket')!;
const spin = (ticket: string, stake: number) =>
  t.client.getJson('/games/api/spin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ticket, stake }) });

describe('the demo game window (/games/play)', () => {
  it('is a slot page with an external script, under the site’s CSP, in the launch language', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const res = await fetch(t.url + (await launch(token, { language: 'PT' })));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    const html = await res.text();
    expect(html).toContain('<script src="/games/slot.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/); // no inline script
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('Girar'); // PT
    expect(html).toContain('Voltar ao site');
    const js = await fetch(`${t.url}/games/slot.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('/games/api/spin');
    for (const [file, type] of [
      ['slot.css', 'text/css'],
      ['lottery.js', 'text/javascript'],
      ['lottery.css', 'text/css'],
    ] as const) {
      const asset = await fetch(`${t.url}/games/${file}`);
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('content-type'), file).toBe(`${type}; charset=utf-8`);
      expect((await asset.text()).length, file).toBeGreaterThan(100);
    }
    expect((await fetch(`${t.url}/games/other.js`)).status).toBe(404);
  });

  it('a spin debits the stake, credits the win and records the bet', async () => {
    const token = await t.client.login('member03', 'member1234');
    const ticket = ticketOf(await launch(token));
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const betsBefore = (await t.client.ok(W.gameRecords, { pageNo: 1, pageSize: 100 } as never, { token })).list.length;
    const r = await spin(ticket, 500);
    expect(r.status).toBe(200);
    expect(r.body.reels).toHaveLength(3);
    const after = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    expect(Math.round((after - before) * 100)).toBe(r.body.winCents - 500);
    expect(after).not.toBe(before);
    expect(Math.round(after * 100)).toBe(r.body.balanceCents);
    const records = await t.client.ok(W.gameRecords, { pageNo: 1, pageSize: 100 } as never, { token });
    expect(records.list.length).toBe(betsBefore + 1);
    expect(records.list[0]).toMatchObject({ stake: 5, payout: r.body.winCents / 100 });
  });

  it('refuses unknown stakes, ended sessions and stakes above the balance', async () => {
    const token = await t.client.login('member04', 'member1234');
    const ticket = ticketOf(await launch(token));
    expect((await spin(ticket, 123)).status).toBe(400);
    expect((await spin('nope', 100)).status).toBe(410);
    expect((await fetch(`${t.url}/games/play?ticket=nope`)).status).toBe(410);
    expect((await t.client.getJson('/games/api/spin')).status).toBe(405);
    t.platform.db.prepare("UPDATE wallets SET balance_cents = 50 WHERE user_id = (SELECT id FROM users WHERE account = 'member04')").run();
    const r = await spin(ticket, 100);
    expect(r.body).toEqual({ error: 'insufficient', balanceCents: expect.any(Number) });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(r.body.balanceCents / 100);
  });

  it('free play spins with play money and leaves the wallet alone', async () => {
    const token = await t.client.login('member05', 'member1234');
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const ticket = ticketOf(await launch(token, { accountType: 0 }));
    const state = await t.client.getJson(`/games/api/state?ticket=${ticket}`);
    expect(state.body).toEqual({ balanceCents: FREE_PLAY_CENTS, stakes: [...STAKES_CENTS], realityCheck: null });
    const r = await spin(ticket, 1000);
    expect(r.body.balanceCents).toBe(FREE_PLAY_CENTS - 1000 + r.body.winCents);
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before);
  });

  it('pays three of a kind and the first two alike, never exactly the stake back', () => {
    for (let a = 0; a < SYMBOLS.length; a++)
      for (let b = 0; b < SYMBOLS.length; b++)
        for (let c = 0; c < SYMBOLS.length; c++) {
          const win = payout([a, b, c], 100);
          expect(win).not.toBe(100);
          expect(win).toBe(a === b && b === c ? SYMBOLS[a]!.three * 100 : a === b ? SYMBOLS[a]!.two * 100 : 0);
        }
  });
});

describe('the demo lottery (/games/play for a lottery game)', () => {
  const lotteryNode = () =>
    t.platform.db.prepare("SELECT game_id, code FROM lottery_games WHERE group_id = 'VN_NORTH' ORDER BY sort LIMIT 1").get() as {
      game_id: string;
      code: string;
    };
  const bet = (body: Record<string, unknown>) =>
    t.client.getJson('/games/api/lottery/bet', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('offers a bet form with the next draws, under the CSP with its own script', async () => {
    const token = await t.client.login('member06', 'member1234');
    const g = lotteryNode();
    const html = await (await fetch(t.url + (await launch(token, { vendor: 'TCG_LOTTO_VN', nodeId: g.game_id, gameCode: 'lobby' })))).text();
    expect(html).toContain('<script src="/games/lottery.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('name="number" value="7"');
    expect(html).toContain('Place bet');
    expect(await (await fetch(`${t.url}/games/lottery.js`)).text()).toContain('/games/api/lottery/bet');
  });

  it('places one order with a sub-order per draw, debits the wallet, and each part cancels until its draw closes', async () => {
    const token = await t.client.login('member07', 'member1234');
    const g = lotteryNode();
    const ticket = ticketOf(await launch(token, { vendor: 'TCG_LOTTO_VN', nodeId: g.game_id }));
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const r = await bet({ ticket, numbers: ['7', '3'], stake: 500, draws: 2 });
    expect(r.body).toMatchObject({ orderId: expect.stringMatching(/^LO/), totalCents: 1000, draws: 2 });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before - 10);
    const orders = await t.client.ok(G.lotteryOrders, { pageNo: 1, pageSize: 10 }, { token });
    const order = orders.list.find((o) => o.orderId === r.body.orderId)!;
    expect(order).toMatchObject({ gameCode: g.code, amount: 10, status: 'pending' });
    expect(order.subOrders).toHaveLength(2);
    expect(order.subOrders.map((s) => s.content)).toEqual(['3 7', '3 7']);
    expect(order.subOrders[0]!.issue).not.toBe(order.subOrders[1]!.issue);
    expect(order.subOrders.every((s) => s.cancellable && s.status === 'pending' && s.closeAt! > Date.now())).toBe(true);

    await t.client.ok(G.cancelSubOrder, { orderId: order.orderId, subOrderId: order.subOrders[1]!.subOrderId }, { token });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before - 5);
    const after = await t.client.ok(G.lotteryOrderDetail, { orderId: order.orderId }, { token });
    expect(after.amount).toBe(5);
    expect(after.subOrders.map((s) => s.status)).toEqual(['pending', 'cancelled']);

    // once the draw has closed, the part stays
    t.platform.db.prepare('UPDATE lottery_suborders SET closes_at = ? WHERE sub_order_id = ?').run(Date.now() - 1000, order.subOrders[0]!.subOrderId);
    const closed = await t.client.ok(G.lotteryOrderDetail, { orderId: order.orderId }, { token });
    expect(closed.subOrders[0]).toMatchObject({ status: 'closed', cancellable: false });
    const refused = await t.client.send(G.cancelSubOrder, { orderId: order.orderId, subOrderId: order.subOrders[0]!.subOrderId }, { token });
    expect(refused.body.errorCode).toBe('order.not_cancellable');
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before - 5);
  });

  it('refuses bad bets and bets above the balance', async () => {
    const token = await t.client.login('member08', 'member1234');
    const g = lotteryNode();
    const ticket = ticketOf(await launch(token, { vendor: 'TCG_LOTTO_VN', nodeId: g.game_id }));
    expect((await bet({ ticket, numbers: [], stake: 100, draws: 1 })).status).toBe(400);
    expect((await bet({ ticket, numbers: ['1', '1'], stake: 100, draws: 1 })).status).toBe(400);
    expect((await bet({ ticket, numbers: ['1', '2', '3', '4', '5', '6'], stake: 100, draws: 1 })).status).toBe(400);
    expect((await bet({ ticket, numbers: ['42'], stake: 100, draws: 1 })).status).toBe(400);
    expect((await bet({ ticket, numbers: ['1'], stake: 100, draws: 4 })).status).toBe(400);
    expect((await bet({ ticket: 'nope', numbers: ['1'], stake: 100, draws: 1 })).status).toBe(410);
    t.platform.db.prepare("UPDATE wallets SET balance_cents = 50 WHERE user_id = (SELECT id FROM users WHERE account = 'member08')").run();
    expect((await bet({ ticket, numbers: ['1'], stake: 100, draws: 1 })).body).toMatchObject({ error: 'insufficient' });
  });

  it('seeds a bet across two daily draws whose first has closed: only the second can be cancelled', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const o = await t.client.ok(G.lotteryOrderDetail, { orderId: 'LO1004' }, { token });
    expect(o.subOrders.map((s) => [s.status, s.cancellable])).toEqual([
      ['closed', false],
      ['pending', true],
    ]);
    expect(o.subOrders[0]!.closeAt).toBeLessThan(Date.now());
    expect(o.subOrders[1]!.closeAt).toBeGreaterThan(Date.now());
    expect((await t.client.send(G.cancelSubOrder, { orderId: 'LO1004', subOrderId: 'LO1004-1' }, { token })).body.errorCode).toBe('order.not_cancellable');
  });
});
