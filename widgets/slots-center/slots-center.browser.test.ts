import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, click } from '../../tests/browser/helpers.ts';
import { platformRoutes, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, resetGameStores } from '../../tests/browser/game-fixtures.ts';
import './index.ts';
import '../game-list/index.ts';

freshPageEachTest(resetGameStores);

describe('<mc-slots-center>', () => {
  it('the provider strip sets the embedded RNG list’s vendor; a second tap unselects', async () => {
    const api = mockFetch({ ...platformRoutes(), ...gameRoutes() });
    const el = await mount('<mc-slots-center></mc-slots-center>', { ready: (e) => q(e, '.vendor[data-vendor="PG"]') });
    const list = q(el, 'mc-game-list')!;
    expect(list.getAttribute('game-type')).to.equal('RNG');
    await waitFor(() => shadowQueryAll(list, '.card').length === 26);
    click(q(el, '.vendor[data-vendor="PG"]')!);
    await waitFor(() => api.last('/wps/relay/GCSGAME_gameList')!.query.get('vassalage') === 'PG');
    expect(list.getAttribute('vendor')).to.equal('PG');
    expect(q(el, '.vendor[data-vendor="PG"]')!.getAttribute('aria-pressed')).to.equal('true');
    click(q(el, '.vendor[data-vendor="PG"]')!);
    await waitFor(() => !list.hasAttribute('vendor'));
    await waitFor(() => !api.last('/wps/relay/GCSGAME_gameList')!.query.has('vassalage'));
  });
});
