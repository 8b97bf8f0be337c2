import {
  describe,
  it,
  expect,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  http,
  networkError,
  never,
  click,
  textOf,
  unmountAll,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, resetGameStores } from '../../tests/browser/game-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest(resetGameStores);

const routes = (more = {}) => ({ ...platformRoutes(), ...gameRoutes(more) });

describe('<mc-more-lottery>', () => {
  it('lists every lottery with its latest draw; a row opens its start page', async () => {
    mockFetch(routes());
    const el = await mount('<mc-more-lottery></mc-more-lottery>', { ready: (e) => shadowQueryAll(e, '.balls:not(.reserved) .ball').length > 0 });
    expect(shadowQueryAll(el, '.row').map((r) => r.getAttribute('data-code'))).to.deep.equal(['VN_HANOI', 'VN_QUANGNINH', 'SEA_1MINLOTTO']);
    const hanoi = q(el, '.row[data-code="VN_HANOI"]')!;
    expect(textOf(hanoi.querySelector('.remark'))).to.equal('Draw 20260101-0100');
    expect([...hanoi.querySelectorAll('.ball')].map((b) => textOf(b))).to.deep.equal(['1', '2', '3', '4', '5']);
    // no draw for this one yet: its remark instead
    expect(textOf(q(el, '.row[data-code="VN_QUANGNINH"] .remark'))).to.equal('Draw daily at 18:15');
    click(hanoi.querySelector('.info')!);
    expect(nav.paths).to.deep.equal(['/m/startLottery?code=VN_HANOI&prize_mode=Lott']);
  });

  it('a row keeps its height when its draw comes: the balls’ line is kept, unseen, while the draws load', async () => {
    mockFetch(routes({ 'GET /lgw/vn/numeros/opened/game': never() }));
    const loading = await mount('<mc-more-lottery></mc-more-lottery>', { ready: (e) => q(e, '.row[data-code="VN_HANOI"]') });
    const heightWhileLoading = q(loading, '.row[data-code="VN_HANOI"]')!.getBoundingClientRect().height;
    const reserved = q(loading, '.row[data-code="VN_HANOI"] .balls')!;
    expect(getComputedStyle(reserved).visibility).to.equal('hidden');
    expect(reserved.getAttribute('aria-hidden')).to.equal('true');
    unmountAll();

    mockFetch(routes());
    const loaded = await mount('<mc-more-lottery></mc-more-lottery>', { ready: (e) => shadowQueryAll(e, '.balls:not(.reserved) .ball').length > 0 });
    expect(q(loaded, '.row[data-code="VN_HANOI"]')!.getBoundingClientRect().height).to.equal(heightWhileLoading);
    // Once the draws are in, a lottery without one has no empty line.
    expect(q(loaded, '.row[data-code="VN_QUANGNINH"] .balls')).to.equal(null);
  });

  it('failed draws keep the list and offer a retry', async () => {
    const api = mockFetch(routes({ 'GET /lgw/vn/numeros/opened/game': [http(500), { kind: 'ok', value: [] }] }));
    const el = await mount('<mc-more-lottery></mc-more-lottery>', { ready: (e) => q(e, '.notice button') });
    expect(shadowQueryAll(el, '.row')).to.have.length(3);
    click(q(el, '.notice button')!);
    await waitFor(() => !q(el, '.notice'));
    expect(api.calls('/lgw/vn/numeros/opened/game')).to.have.length(2);
  });

  it('draws the network could not fetch say so on their retry', async () => {
    mockFetch(routes({ 'GET /lgw/vn/numeros/opened/game': [networkError(), { kind: 'ok', value: [] }] }));
    const el = await mount('<mc-more-lottery></mc-more-lottery>', { ready: (e) => q(e, '.notice button') });
    expect(textOf(q(el, '.notice button'))).to.equal('Network slow or offline');
    click(q(el, '.notice button')!);
    await waitFor(() => !q(el, '.notice'));
  });

  it('“My bets” opens the player’s lottery bets', async () => {
    mockFetch(routes());
    const el = await mount('<mc-more-lottery></mc-more-lottery>', { ready: (e) => q(e, '[part="my-bets"]') });
    expect(textOf(q(el, '[part="my-bets"]'))).to.equal('My bets');
    click(q(el, '[part="my-bets"]')!);
    expect(nav.paths).to.deep.equal(['/m/lotteryOrders']);
  });
});
