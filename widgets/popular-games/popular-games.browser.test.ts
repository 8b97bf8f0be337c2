import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  http,
  click,
  textOf,
  useFakeClock,
  recordEvents,
  nextFrame,
  stubElement,
} from '../../tests/browser/helpers.ts';
import { captureNavigation, signInAs } from '../../tests/browser/platform-fixtures.ts';
import { VENDOR_TYPES, game, lobbyRoutes, resetLobby, vendor } from '../../tests/browser/lobby-fixtures.ts';
import { $toast } from '../../core/stores/toast.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { LANGUAGE_DEBOUNCE_MS } from '../../core/rules/constants.ts';
import './index.ts';

// <mc-game-list> is built separately: these tests never load it. Either it "is there" (an
// undefined tag is still an element with attributes, which is all this element uses), or not.
let unstub: (() => void) | undefined;
function gameListAvailable(available: boolean) {
  unstub?.();
  unstub = stubElement('mc-game-list', available);
}

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetLobby();
  gameListAvailable(true);
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  unstub?.();
  unstub = undefined;
});

const all = (el: Element, s: string) => shadowQueryAll(el, s);
const categories = (el: Element) => all(el, '.category').map((c) => c.getAttribute('data-category'));
const selected = (el: Element) => q(el, '.category[aria-selected="true"]')?.getAttribute('data-category');
const tiles = (el: Element) => all(el, '.vendor-tile').map((v) => v.getAttribute('data-vendor'));

async function mountGames(html = '<mc-popular-games></mc-popular-games>', routes = lobbyRoutes()) {
  const api = mockFetch(routes);
  const el = await mount(html, { ready: (e) => q(e, '.category') });
  return { el, api };
}

async function pick(el: Element, category: string) {
  click(q(el, `.category[data-category="${category}"]`)!);
  await waitFor(() => selected(el) === category);
}

describe('<mc-popular-games> categories', () => {
  it('menu: hot, sports, e-sports, cockfight, live, fish, casino, PVP, lottery, in-house; hot first', async () => {
    const { el } = await mountGames();
    await waitFor(() => categories(el).length === 10);
    expect(categories(el)).to.deep.equal(['HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTTERY', 'INHOUSE']);
    expect(all(el, '.category').map((c) => textOf(c))).to.deep.equal([
      'Hot',
      'Sports',
      'E-sports',
      'Cockfight',
      'Live',
      'Fishing',
      'Casino',
      'Card games',
      'Lottery',
      'In-house',
    ]);
    expect(selected(el)).to.equal('HOT');
  });

  it('a category attribute picks the first one shown; mc-category tells the page about choices', async () => {
    const { el } = await mountGames('<mc-popular-games category="live"></mc-popular-games>');
    await waitFor(() => tiles(el).length > 0);
    expect(selected(el)).to.equal('LIVE');
    const heard = recordEvents<CustomEvent>(document, 'mc-category');
    await pick(el, 'PVP');
    expect(heard.map((e) => e.detail)).to.deep.equal([{ category: 'PVP' }]);
  });

  it('arrow keys move between categories', async () => {
    const { el } = await mountGames();
    await waitFor(() => categories(el).length === 10);
    q(el, '.category[aria-selected="true"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await waitFor(() => selected(el) === 'SPORTS');
    q(el, '.category[aria-selected="true"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, composed: true }));
    await waitFor(() => selected(el) === 'HOT');
  });
});

describe('<mc-popular-games> hot', () => {
  it('shows the hot games from hotGames', async () => {
    const { el, api } = await mountGames();
    await waitFor(() => all(el, '.game').length === 2);
    expect(all(el, '.game-name').map((n) => n.textContent)).to.deep.equal(['Game H1', 'Game H2']);
    const img = q(el, '.game img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['96', '96']);
    const query = api.last('/wps/relay/GCSGAME_hotGamesV2')!.query;
    expect([query.get('isPlatform'), query.get('merchantCode'), query.get('language'), query.get('platform')]).to.deep.equal(['2', 'MC01', 'EN', 'html5']);
  });

  it('a visitor tapping a game goes to /m/login', async () => {
    const { el } = await mountGames();
    await waitFor(() => q(el, '.game'));
    click(q(el, '.game')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
  });

  it('a player tapping a game fires mc-launch-game and goes to the launch page', async () => {
    signInAs(0);
    const launches = recordEvents<CustomEvent>(document, 'mc-launch-game');
    const { el } = await mountGames();
    await waitFor(() => q(el, '.game[data-node-id="H2"]'));
    click(q(el, '.game[data-node-id="H2"]')!);
    expect(launches.map((e) => e.detail)).to.deep.equal([{ nodeId: 'H2', vendor: 'PG', gameType: 'RNG', gameId: 'G-H2', source: 'hot-game' }]);
    expect(nav.paths).to.deep.equal(['/m/launchGame?nodeId=H2&vendor=PG&gameType=RNG']);
  });

  it('a live hot game shows its room type and hands it to the launch page, which asks before a VIP or paid room (§4)', async () => {
    signInAs(0);
    const launches = recordEvents<CustomEvent>(document, 'mc-launch-game');
    const hot = [
      game('H1'),
      game('L1', { gameType: 'LIVE', vassalage: 'EVO', roomType: 'VIP' }),
      game('L2', { gameType: 'LIVE', vassalage: 'EVO', roomType: 'free' }),
    ];
    const { el } = await mountGames(undefined, lobbyRoutes({ 'GET /wps/relay/GCSGAME_hotGamesV2': ok(hot) }));
    await waitFor(() => all(el, '.game').length === 3);
    expect(all(el, '.game').map((g) => textOf(g.querySelector('.room-badge')))).to.deep.equal(['', 'VIP room', 'Free room']);
    click(q(el, '.game[data-node-id="L1"]')!);
    expect(launches.map((e) => e.detail.roomType)).to.deep.equal(['VIP']);
    expect(nav.paths).to.deep.equal(['/m/launchGame?nodeId=L1&vendor=EVO&gameType=LIVE&roomType=VIP']);
  });

  it('shows twelve and a way to the rest', async () => {
    const many = Array.from({ length: 15 }, (_, i) => game(`H${i}`));
    const { el } = await mountGames(undefined, lobbyRoutes({ 'GET /wps/relay/GCSGAME_hotGamesV2': ok(many) }));
    await waitFor(() => all(el, '.game').length === 12);
    click(q(el, '.more')!);
    expect(nav.paths).to.deep.equal(['/m/gameList?gameType=HOT']);
  });

  it('a failed hot list says load failed, tap to retry; tapping retries', async () => {
    const { el } = await mountGames(undefined, lobbyRoutes({ 'GET /wps/relay/GCSGAME_hotGamesV2': [http(500), ok([game('H1')])] }));
    await waitFor(() => q(el, '.retry'));
    expect(textOf(q(el, '.retry'))).to.equal('Load failed, tap to retry');
    click(q(el, '.retry')!);
    await waitFor(() => all(el, '.game').length === 1);
  });
});

describe('<mc-popular-games> vendor tiles', () => {
  it('sports vendors are split into sports, e-sports and cockfight by the configured lists', async () => {
    const allUnderSports = {
      ...VENDOR_TYPES,
      SPORTS: { vendors: [vendor('SABA'), vendor('TF'), vendor('SBO'), vendor('DS88')], gameClassify: [] },
      ESPORTS: { vendors: [], gameClassify: [] },
      COCKFIGHT: { vendors: [], gameClassify: [] },
    };
    const { el } = await mountGames(undefined, lobbyRoutes({ 'GET /wps/relay/GCSGAME_getVassGameType': ok(allUnderSports) }));
    await waitFor(() => categories(el).length === 10);
    await pick(el, 'SPORTS');
    expect(tiles(el)).to.deep.equal(['SABA', 'SBO']);
    await pick(el, 'ESPORTS');
    expect(tiles(el)).to.deep.equal(['TF']);
    await pick(el, 'COCKFIGHT');
    expect(tiles(el)).to.deep.equal(['DS88']);
    click(q(el, '.vendor-tile')!);
    expect(nav.paths).to.deep.equal(['/m/gameList?gameType=SPORTS&vendor=DS88']);
  });

  it('a vendor tile opens the game list of its type and vendor; lottery opens the lottery page', async () => {
    const { el } = await mountGames();
    await waitFor(() => categories(el).length === 10);
    await pick(el, 'LIVE');
    expect(tiles(el)).to.deep.equal(['EVO', 'PP']);
    const img = q(el, '.vendor-tile img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['48', '48']);
    click(q(el, '.vendor-tile[data-vendor="PP"]')!);
    await pick(el, 'LOTTERY');
    expect(tiles(el)).to.deep.equal(['TCG_LOTTO_VN', 'TCG_SEA']);
    click(q(el, '.vendor-tile[data-vendor="TCG_SEA"]')!);
    expect(nav.paths).to.deep.equal(['/m/gameList?gameType=LIVE&vendor=PP', '/m/lottery?gameType=ELOTT&vendor=TCG_SEA']);
  });

  it('categories without vendors are left out', async () => {
    const { el } = await mountGames(
      undefined,
      lobbyRoutes({ 'GET /wps/relay/GCSGAME_getVassGameType': ok({ ...VENDOR_TYPES, PVP: { vendors: [], gameClassify: [] } }) }),
    );
    await waitFor(() => categories(el).length === 9);
    expect(categories(el)).not.to.include('PVP');
  });

  it('a spinner while the vendors load; load failed, tap to retry when they fail', async () => {
    const { el, api } = await mountGames(
      '<mc-popular-games category="LIVE"></mc-popular-games>',
      lobbyRoutes({
        'GET /wps/relay/GCSGAME_getVassGameType': [http(500, undefined, { delay: 150 }), ok(VENDOR_TYPES)],
      }),
    );
    await waitFor(() => q(el, '.loading .spinner'));
    await waitFor(() => q(el, '.retry'));
    click(q(el, '.retry')!);
    await waitFor(() => tiles(el).length === 2);
    expect(api.calls('/wps/relay/GCSGAME_getVassGameType')).to.have.length(2);
  });

  it('a language change reloads the vendors, debounced 200 ms', async () => {
    const clock = useFakeClock();
    const { el, api } = await mountGames('<mc-popular-games category="LIVE"></mc-popular-games>');
    await waitFor(() => tiles(el).length === 2);
    const before = api.calls('/wps/relay/GCSGAME_getVassGameType').length;
    setLanguage('PT', false);
    await clock.tickAsync(100);
    setLanguage('TY', false); // a second change restarts the wait
    await clock.tickAsync(LANGUAGE_DEBOUNCE_MS - 1);
    expect(api.calls('/wps/relay/GCSGAME_getVassGameType')).to.have.length(before);
    await clock.tickAsync(1);
    await waitFor(() => api.calls('/wps/relay/GCSGAME_getVassGameType').length === before + 1);
    expect(api.last('/wps/relay/GCSGAME_getVassGameType')!.headers['language']).to.equal('TY');
    await nextFrame(2);
    await waitFor(() => textOf(q(el, '.category[data-category="LIVE"]')) === 'Live' && textOf(q(el, '.category[data-category="FISH"]')) === 'Pangingisda');
  });
});

describe('<mc-popular-games> fish and RNG', () => {
  it('compose <mc-game-list game-type compact> by tag name under the vendor menu', async () => {
    const { el } = await mountGames('<mc-popular-games category="FISH"></mc-popular-games>');
    const list = await waitFor(() => q(el, 'mc-game-list'));
    expect(list.getAttribute('game-type')).to.equal('FISH');
    expect(list.hasAttribute('compact')).to.equal(true);
    expect(list.hasAttribute('vendor')).to.equal(false);
    expect(list.hasAttribute('classify')).to.equal(false);
    expect(all(el, '.vendor').map((v) => v.getAttribute('data-vendor'))).to.deep.equal(['all', 'fav', 'JL', 'CQ9']);
    expect(q(el, '.vendor[data-vendor="all"]')!.getAttribute('aria-selected')).to.equal('true');
    expect(q(el, '.vendor[data-vendor="JL"]')!.getAttribute('aria-label')).to.equal('JILI');
    await pick(el, 'RNG');
    await waitFor(() => q(el, 'mc-game-list')?.getAttribute('game-type') === 'RNG');
  });

  it('a vendor tab filters the list; all clears the vendor', async () => {
    const { el } = await mountGames('<mc-popular-games category="RNG"></mc-popular-games>');
    await waitFor(() => q(el, '.vendor[data-vendor="PG"]'));
    click(q(el, '.vendor[data-vendor="PG"]')!);
    await waitFor(() => q(el, 'mc-game-list')!.getAttribute('vendor') === 'PG');
    expect(q(el, '.vendor[data-vendor="PG"]')!.getAttribute('aria-selected')).to.equal('true');
    click(q(el, '.vendor[data-vendor="all"]')!);
    await waitFor(() => !q(el, 'mc-game-list')!.hasAttribute('vendor'));
  });

  it('favourites need a login: visitors get in_logged_login; players get classify=FAV', async () => {
    const { el } = await mountGames('<mc-popular-games category="RNG"></mc-popular-games>');
    await waitFor(() => q(el, '.vendor[data-vendor="fav"]'));
    click(q(el, '.vendor[data-vendor="fav"]')!);
    expect($toast.get()).to.include({ message: 'in_logged_login', durationMs: 2000 });
    expect(q(el, 'mc-game-list')!.hasAttribute('classify')).to.equal(false);
    signInAs(0);
    click(q(el, '.vendor[data-vendor="fav"]')!);
    await waitFor(() => q(el, 'mc-game-list')!.getAttribute('classify') === 'FAV');
    expect(q(el, 'mc-game-list')!.hasAttribute('vendor')).to.equal(false);
  });

  it('scroll arrows move the vendor menu by the menu scroll step', async () => {
    const many = { ...VENDOR_TYPES, RNG: { vendors: Array.from({ length: 14 }, (_, i) => vendor(`V${i}`)), gameClassify: [] } };
    const { el } = await mountGames(
      '<mc-popular-games category="RNG"></mc-popular-games>',
      lobbyRoutes({ 'GET /wps/relay/GCSGAME_getVassGameType': ok(many) }),
    );
    el.style.width = '360px';
    const scroller = await waitFor(() => q(el, '.vendor-scroll'));
    await waitFor(() => scroller.scrollWidth > scroller.clientWidth);
    const start = q(el, '.arrow[data-direction="start"]') as HTMLButtonElement;
    const end = q(el, '.arrow[data-direction="end"]') as HTMLButtonElement;
    await waitFor(() => start.disabled && !end.disabled);
    click(end);
    await waitFor(() => scroller.scrollLeft > 0 && !start.disabled);
    const step = Math.round((1.28 * document.documentElement.clientWidth) / 7.5);
    await waitFor(() => Math.abs(scroller.scrollLeft - step) <= 1);
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => end.disabled);
    click(start);
    await waitFor(() => !end.disabled);
  });

  it('without <mc-game-list> in the kit, fish shows vendor tiles instead', async () => {
    gameListAvailable(false);
    const { el } = await mountGames('<mc-popular-games category="FISH"></mc-popular-games>');
    await waitFor(() => tiles(el).length === 2);
    expect(tiles(el)).to.deep.equal(['JL', 'CQ9']);
    expect(q(el, 'mc-game-list')).to.equal(null);
    click(q(el, '.vendor-tile[data-vendor="CQ9"]')!);
    expect(nav.paths).to.deep.equal(['/m/gameList?gameType=FISH&vendor=CQ9']);
  });
});
