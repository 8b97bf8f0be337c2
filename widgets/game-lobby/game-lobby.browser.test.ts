import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, click, textOf } from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, resetGameStores, CATALOGUE, tiles } from '../../tests/browser/game-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest(resetGameStores);

const catalogue = {
  ...CATALOGUE,
  LOTT: { vendors: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', mobileSmallIcon: '' }], gameClassify: [] },
};

describe('<mc-game-lobby>', () => {
  it('a tab per category with providers; a provider opens its game list', async () => {
    mockFetch({ ...platformRoutes(), ...gameRoutes({ 'GET /wps/relay/GCSGAME_getVassGameType': ok(catalogue) }) });
    const el = await mount('<mc-game-lobby game-type="RNG"></mc-game-lobby>', { ready: (e) => q(e, '.vendor[data-vendor="PG"]') });
    expect(shadowQueryAll(el, '[role="tab"]').map((t) => textOf(t))).to.deep.equal(['Live casino', 'Fishing', 'Casino', 'Lottery']);
    expect(q(el, '[role="tab"][data-type="RNG"]')!.getAttribute('aria-selected')).to.equal('true');
    click(q(el, '.vendor[data-vendor="PG"]')!);
    expect(nav.paths).to.deep.equal(['/m/gameList?gameType=RNG&vendor=PG']);
  });

  it('a lottery provider starts its lobby at once (gameCode lobby); a visitor goes to login', async () => {
    const api = mockFetch({
      ...platformRoutes(),
      ...gameRoutes({
        'GET /wps/relay/GCSGAME_getVassGameType': ok(catalogue),
        'GET /wps/relay/GCSGAME_gameList': ok({ games: tiles(300001, 1, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }), pageNum: 1, totalPages: 20 }),
      }),
    });
    const el = await mount('<mc-game-lobby game-type="LOTT"></mc-game-lobby>', { ready: (e) => q(e, '.vendor[data-vendor="TCG_LOTTO_VN"]') });
    click(q(el, '.vendor[data-vendor="TCG_LOTTO_VN"]')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    signInAs(0);
    click(q(el, '.vendor[data-vendor="TCG_LOTTO_VN"]')!);
    await waitFor(() => nav.paths.length === 2);
    expect(Object.fromEntries(api.last('/wps/relay/GCSGAME_gameList')!.query)).to.include({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', pageSize: '1' });
    expect(Object.fromEntries(api.last('/wps/game/launchGame')!.query)).to.include({ nodeId: '300001', vendor: 'TCG_LOTTO_VN', gameCode: 'lobby' });
    expect(nav.paths[1]).to.equal('/m/launchGame?nodeId=300001&vendor=TCG_LOTTO_VN&pageBack=gameLobby');
  });
});
