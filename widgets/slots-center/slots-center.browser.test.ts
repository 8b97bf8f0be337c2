import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, never, ok, click, unmountAll } from '../../tests/browser/helpers.ts';
import { platformRoutes, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { CATALOGUE, gameRoutes, resetGameStores } from '../../tests/browser/game-fixtures.ts';
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

  it('the provider strip is as high before the providers come as after, a long name cut at two lines: the list below does not move', async () => {
    mockFetch({ ...platformRoutes(), ...gameRoutes(), 'GET /wps/relay/GCSGAME_getVassGameType': never() });
    const waiting = await mount('<mc-slots-center></mc-slots-center>', { ready: (e) => q(e, '.vendor') });
    const heightWhileWaiting = q(waiting, '.vendors')!.getBoundingClientRect().height;
    unmountAll();
    resetGameStores();

    const long = { vassalage: 'PP', displayName: 'Pragmatic Play Live Casino and Slots', mobileSmallIcon: '' };
    const catalogue = { ...CATALOGUE, RNG: { ...CATALOGUE.RNG, vendors: [...CATALOGUE.RNG.vendors, long] } };
    mockFetch({ ...platformRoutes(), ...gameRoutes(), 'GET /wps/relay/GCSGAME_getVassGameType': ok(catalogue) });
    const answered = await mount('<mc-slots-center></mc-slots-center>', { ready: (e) => q(e, '.vendor[data-vendor="PP"]') });
    expect(q(answered, '.vendors')!.getBoundingClientRect().height).to.equal(heightWhileWaiting);
    const name = q(answered, '.vendor[data-vendor="PP"] .name')!;
    expect(name.textContent).to.equal(long.displayName);
    expect(name.getBoundingClientRect().height).to.equal(q(answered, '.vendor .name')!.getBoundingClientRect().height);
  });
});
