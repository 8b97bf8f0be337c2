import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, never, click, textOf, unmountAll } from '../../tests/browser/helpers.ts';
import { platformRoutes, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, resetGameStores } from '../../tests/browser/game-fixtures.ts';
import './index.ts';
import '../game-list/index.ts';

const nav = freshPageEachTest(resetGameStores);

describe('<mc-game-center>', () => {
  it('a tile per category with providers, and the hot games of every type in an embedded compact list', async () => {
    const api = mockFetch({ ...platformRoutes(), ...gameRoutes() });
    const el = await mount('<mc-game-center></mc-game-center>', { ready: (e) => shadowQueryAll(e, '.category .count:not([aria-hidden])').length > 0 });
    expect(shadowQueryAll(el, '.category').map((c) => c.getAttribute('data-type'))).to.deep.equal(['LIVE', 'RNG', 'LOTT']);
    expect(textOf(q(el, '.category[data-type="RNG"]'))).to.equal('Casino 2 providers');
    const list = q(el, 'mc-game-list')!;
    expect([list.getAttribute('game-type'), list.getAttribute('classify'), list.hasAttribute('compact')]).to.deep.equal(['ALL', 'HOT', true]);
    await waitFor(() => shadowQueryAll(list, '.card').length === 5);
    expect(api.last('/wps/relay/GCSGAME_hotGamesV2')!.query.has('gameType')).to.equal(false);
    click(q(el, '.category[data-type="RNG"]')!);
    click(q(el, '.category[data-type="LOTT"]')!);
    expect(nav.paths).to.deep.equal(['/m/gameList?gameType=RNG', '/m/lottery']);
  });

  it('a tile keeps its height when its count comes: the count’s line is kept, unseen, until the platform answers', async () => {
    mockFetch({ ...platformRoutes(), ...gameRoutes(), 'GET /wps/relay/GCSGAME_gameCategories': never() });
    const waiting = await mount('<mc-game-center></mc-game-center>', { ready: (e) => q(e, '.category[data-type="RNG"]') });
    const heightWhileWaiting = q(waiting, '.category[data-type="RNG"]')!.getBoundingClientRect().height;
    expect(textOf(q(waiting, '.category[data-type="RNG"]'))).to.equal('Casino');
    expect(q(waiting, '.category[data-type="RNG"] .count')!.getAttribute('aria-hidden')).to.equal('true');
    unmountAll();
    resetGameStores();

    mockFetch({ ...platformRoutes(), ...gameRoutes() });
    const answered = await mount('<mc-game-center></mc-game-center>', { ready: (e) => q(e, '.category[data-type="RNG"] .count:not([aria-hidden])') });
    expect(q(answered, '.category[data-type="RNG"]')!.getBoundingClientRect().height).to.equal(heightWhileWaiting);
  });
});
