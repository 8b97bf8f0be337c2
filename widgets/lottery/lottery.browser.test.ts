import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, http, click, textOf } from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, resetGameStores, LOTTERY_GROUPS } from '../../tests/browser/game-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest(resetGameStores);

const routes = (more = {}) => ({ ...platformRoutes(), ...gameRoutes(more) });
const groups = (el: Element) => shadowQueryAll(el, '.group h2').map((h) => textOf(h));

describe('<mc-lottery>', () => {
  it('shows the lottery groups of §3: icon, name, remark and the play buttons the switches allow', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-lottery></mc-lottery>', { ready: (e) => groups(e).length === 2 });
    expect(groups(el)).to.deep.equal(['North Vietnam', 'Quick draws']);
    expect(api.last('/lgw/games/mobile')!.query.has('prizeMode')).to.equal(false);
    const hanoi = q(el, '.row[data-code="VN_HANOI"]')!;
    const icon = hanoi.querySelector('img')!;
    expect([icon.getAttribute('src'), icon.getAttribute('width'), icon.getAttribute('height')]).to.deep.equal(['/img/lottery/VN_HANOI.svg', '56', '56']);
    expect(textOf(hanoi.querySelector('.title'))).to.equal('Ha Noi');
    expect(textOf(hanoi.querySelector('.remark'))).to.equal('Draw daily at 18:15');
    expect([...hanoi.querySelectorAll('.plays button')].map((b) => textOf(b))).to.deep.equal(['Traditional']); // entPlaySwitch off
    const fast = q(el, '.row[data-code="SEA_1MINLOTTO"]')!;
    expect([...fast.querySelectorAll('.plays button')].map((b) => textOf(b))).to.deep.equal(['Traditional', 'Entertainment']);
  });

  it('game-type LOTT shows the Lott groups; ELOTT the Elott and ZY ones', async () => {
    mockFetch(routes());
    const lott = await mount('<mc-lottery game-type="LOTT"></mc-lottery>', { ready: (e) => groups(e).length > 0 });
    expect(groups(lott)).to.deep.equal(['North Vietnam']);
    const elott = await mount('<mc-lottery game-type="ELOTT"></mc-lottery>', { ready: (e) => groups(e).length > 0 });
    expect(groups(elott)).to.deep.equal(['Quick draws']);
  });

  it('a name opens the start page; More lotteries opens /m/moreLottery', async () => {
    mockFetch(routes());
    const el = await mount('<mc-lottery></mc-lottery>', { ready: (e) => groups(e).length === 2 });
    click(q(el, '.row[data-code="VN_HANOI"] .info')!);
    click([...shadowQueryAll(el, 'button')].find((b) => textOf(b) === 'More lotteries')!);
    expect(nav.paths).to.deep.equal(['/m/startLottery?code=VN_HANOI&prize_mode=Lott', '/m/moreLottery']);
  });

  it('play: a visitor goes to login; a player launches the TCG lobby in the chosen play type', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-lottery></mc-lottery>', { ready: (e) => groups(e).length === 2 });
    click(q(el, '.row[data-code="SEA_1MINLOTTO"] .plays .btn-outline')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    signInAs(0);
    click(q(el, '.row[data-code="SEA_1MINLOTTO"] .plays .btn-outline')!);
    await waitFor(() => nav.paths.length === 2);
    expect(Object.fromEntries(api.last('/wps/game/launchGame')!.query)).to.include({
      nodeId: '400001',
      vendor: 'TCG_SEA',
      gameCode: 'lobby',
      launchMode: 'ent',
    });
    expect(nav.paths[1]).to.equal('/m/launchGame?nodeId=400001&vendor=TCG_SEA&pageBack=lottery');
  });

  it('a failed load says so and retries', async () => {
    mockFetch(routes({ 'GET /lgw/games/mobile': [http(500), { kind: 'ok', value: LOTTERY_GROUPS }] }));
    const el = await mount('<mc-lottery></mc-lottery>', { ready: (e) => q(e, '[role="alert"]') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => groups(el).length === 2);
  });

  it('“My bets” opens the player’s lottery bets', async () => {
    mockFetch(routes());
    const el = await mount('<mc-lottery></mc-lottery>', { ready: (e) => groups(e).length === 2 });
    click(q(el, '[part="my-bets"]')!);
    expect(nav.paths).to.deep.equal(['/m/lotteryOrders']);
  });
});
