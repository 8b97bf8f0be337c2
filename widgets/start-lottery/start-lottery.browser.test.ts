import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, click, textOf } from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, resetGameStores } from '../../tests/browser/game-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest(resetGameStores);

const routes = (more = {}) => ({ ...platformRoutes(), ...gameRoutes(more) });

describe('<mc-start-lottery>', () => {
  it('shows the game, its latest draw and the ten before it, and starts it', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    const el = await mount('<mc-start-lottery code="VN_HANOI" prize-mode="Lott"></mc-start-lottery>', { ready: (e) => q(e, '.draws') });
    expect(textOf(q(el, '.about h2'))).to.equal('Ha Noi');
    expect(textOf(q(el, '.about'))).to.include('North Vietnam');
    expect(api.last('/lgw/vn/numeros/opened/game')!.query.get('gameCode')).to.equal('VN_HANOI');
    expect(textOf(q(el, '.latest'))).to.include('Draw 20260101-0100');
    expect(shadowQueryAll(el, '.draws li')).to.have.length(9);
    click(q(el, '.plays .btn-primary')!);
    await waitFor(() => nav.paths.length === 1);
    expect(nav.paths[0]).to.equal('/m/launchGame?nodeId=300001&vendor=TCG_LOTTO_VN&pageBack=startLottery');
    expect(api.last('/wps/game/launchGame')!.query.get('gameCode')).to.equal('lobby');
  });

  it('an unknown code says so', async () => {
    mockFetch(routes());
    const el = await mount('<mc-start-lottery code="NOPE"></mc-start-lottery>', { ready: (e) => q(e, '.mc-state button') });
    expect(textOf(q(el, '.mc-state p'))).to.equal('This lottery is not available.');
    click(q(el, '.mc-state button')!);
    expect(nav.paths).to.deep.equal(['/m/lottery']);
  });

  it('without a code lists the lottery menu to choose from', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-start-lottery></mc-start-lottery>', { ready: (e) => shadowQueryAll(e, '.row').length === 2 });
    expect(api.calls('/lgw/vn/games/game_menu')).to.have.length(1);
    click(q(el, '.row[data-code="VN_QUANGNINH"] .info')!);
    expect(nav.paths).to.deep.equal(['/m/startLottery?code=VN_QUANGNINH&prize_mode=Lott']);
  });

  it('“My bets” opens the player’s lottery bets', async () => {
    mockFetch(routes());
    const el = await mount('<mc-start-lottery code="VN_HANOI" prize-mode="Lott"></mc-start-lottery>', { ready: (e) => q(e, '[part="my-bets"]') });
    click(q(el, '[part="my-bets"]')!);
    expect(nav.paths).to.deep.equal(['/m/lotteryOrders']);
  });
});
