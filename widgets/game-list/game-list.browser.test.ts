import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  shadowQuery,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  http,
  click,
  textOf,
  typeInto,
  recordEvents,
  useFakeClock,
  nextFrame,
  type FetchCall,
  settled,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, pagedList, resetGameStores, tile, tiles } from '../../tests/browser/game-fixtures.ts';
import { $toast } from '../../core/stores/toast.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { configureKit } from '../../core/config.ts';
import type { GameTile } from '../../core/api/games.ts';
import { FIRST_SCREEN_CARDS } from '../../core/games/card.ts';
import { provideFirstPage } from '../../core/stores/gameList.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetGameStores();
  nav = captureNavigation();
  window.scrollTo(0, 0);
});
afterEach(() => {
  nav.stop();
  setLanguage('EN', false);
});

/** A real 2×2 WebP, so an icon loads without a platform. */
const WEBP_2PX = 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQs86Uuf+BiOh/AAA=';
const cards = (el: Element) => shadowQueryAll(el, '.card[data-node-id]').map((c) => c.getAttribute('data-node-id'));
const tabs = (el: Element) => shadowQueryAll(el, '[role="tab"]').map((t) => textOf(t));
const tab = (el: Element, key: string) => q(el, `[role="tab"][data-key="${key}"]`)!;
const routes = (more = {}) => ({ ...platformRoutes(), ...gameRoutes(more) });
const listCalls = (api: ReturnType<typeof mockFetch>) => api.calls('/wps/relay/GCSGAME_gameList');
const loaded = (n: number) => (el: Element) => cards(el).length === n;

/** Scrolls to the bottom; cards laid out on the way grow the page, so until it stops growing. */
async function scrollToEnd(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const height = document.documentElement.scrollHeight;
    window.scrollTo(0, height);
    await nextFrame(2);
    if (document.documentElement.scrollHeight === height) return;
  }
}

describe('<mc-game-list> tabs and cards', () => {
  it('RNG: All, New, Favourites, Hot and the vendor classifications; cards with a sized lazy icon and Play', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    await waitFor(() => tabs(el).includes('Slots'));
    expect(tabs(el)).to.deep.equal(['All', 'New', 'Favourites', 'Hot', 'Slots', 'Table Games']);
    expect(tab(el, 'ALL').getAttribute('aria-selected')).to.equal('true');
    const first = q(el, '.card')!;
    const img = first.querySelector('img')!;
    expect(img.getAttribute('width')).to.equal('160');
    expect(img.getAttribute('height')).to.equal('160');
    expect(img.getAttribute('src')).to.equal('/img/game/1.webp');
    expect(textOf(first.querySelector('.card-name'))).to.equal('Game 1');
    expect(textOf(first.querySelector('.card-vendor'))).to.equal('JILI');
    expect(first.querySelector('.card-play')!.getAttribute('aria-label')).to.equal('Play Game 1');
    expect(shadowQueryAll(el, '.card img')[20]!.getAttribute('loading')).to.equal('lazy');
    const call = listCalls(api)[0]!;
    expect(Object.fromEntries(call.query)).to.include({
      gameType: 'RNG',
      gameClassify: 'ALL',
      pageNo: '1',
      pageSize: '26',
      platform: 'html5',
      clientType: '2',
      language: 'EN',
    });
  });

  it('icons point at the platform when the kit talks to another origin', async () => {
    configureKit({ apiBase: 'https://platform.example.test' });
    try {
      mockFetch(routes(), { passthrough: () => false });
      const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
      // That origin answers nothing here, so the card may already have gone on to the game's next picture: each is the platform's.
      expect(q(el, '.card img')!.getAttribute('src')).to.match(/^https:\/\/platform\.example\.test\/img\/game\/1\.(webp|svg)$/);
    } finally {
      configureKit({ apiBase: '' });
    }
  });

  it("shows each game's icon, its next picture when one fails, and the game's initial in a card of the same size when all fail", async () => {
    const missing = { mobileLargeIcon: '/img/game/missing.webp', iconUrl: '/img/game/missing.svg', mobileSmallIcon: '/img/game/missing-small.svg' };
    const list = [
      tile(1, { mobileLargeIcon: WEBP_2PX }),
      tile(2, { ...missing, displayName: 'Zeta Spin' }),
      tile(3, { mobileLargeIcon: '', iconUrl: '', mobileSmallIcon: '' }),
      tile(4, { ...missing, iconUrl: WEBP_2PX }),
    ];
    mockFetch(routes({ 'GET /wps/relay/GCSGAME_gameList': ok({ games: list, pageNum: 1, totalPages: 1 }) }));
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(4) });
    const card = (n: number) => q(el, `.card[data-node-id="${n}"]`)!;
    const icon = card(1).querySelector('img')!;
    await waitFor(() => icon.complete && icon.naturalWidth === 2);
    expect(icon.hidden).to.equal(false);
    expect(icon.getAttribute('alt')).to.equal(''); // the name is the card's text; the icon's button is hidden from readers
    expect(card(1).querySelector('.card-icon')!.getAttribute('aria-hidden')).to.equal('true');
    expect(card(1).querySelector('.icon-fallback')).to.equal(null);

    await waitFor(() => card(2).querySelector('.icon-fallback') !== null);
    expect(textOf(card(2).querySelector('.icon-fallback'))).to.equal('Z');
    expect(card(2).querySelector('img')!.checkVisibility()).to.equal(false);
    expect(card(2).querySelector<HTMLElement>('.icon-fallback')!.checkVisibility()).to.equal(true);
    expect(textOf(card(3).querySelector('.icon-fallback'))).to.equal('G');
    // The raster icon failed: the SVG the platform also gives takes its place, no initial.
    await waitFor(() => card(4).querySelector('img')?.getAttribute('src') === WEBP_2PX && card(4).querySelector('img')!.naturalWidth === 2);
    expect(card(4).querySelector('.icon-fallback')).to.equal(null);
    expect(card(4).querySelector('img')!.hidden).to.equal(false);

    // A card with a failed or missing icon keeps the size and shape of one whose icon loaded.
    const box = (n: number, s: string) => card(n).querySelector(s)!.getBoundingClientRect();
    for (const n of [2, 3]) {
      expect(box(n, '.card-icon').width).to.be.closeTo(box(1, '.card-icon').width, 0.5);
      expect(box(n, '.card-icon').height).to.be.closeTo(box(1, '.card-icon').height, 0.5);
      expect(card(n).getBoundingClientRect().height).to.be.closeTo(card(1).getBoundingClientRect().height, 0.5);
    }
    expect(box(1, '.card-icon').height).to.be.closeTo(box(1, '.card-icon').width, 0.5);
  });

  it('FISH: no New tab, and one classification shows no classification tabs', async () => {
    mockFetch(routes());
    const el = await mount('<mc-game-list game-type="FISH"></mc-game-list>', { ready: loaded(26) });
    await settled();
    expect(tabs(el)).to.deep.equal(['All', 'Favourites', 'Hot']);
  });

  it('a signed-in player also gets Recent, 25 a page', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    await waitFor(() => tabs(el).includes('Recent'));
    click(tab(el, 'RECENT'));
    await waitFor(() => cards(el).join() === '800,801');
    expect(api.last('/wps/relay/GCS_recentGame')!.query.get('pageSize')).to.equal('25');
  });

  it('changing tab resets to page 1 and clears the list', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    await scrollToEnd();
    await waitFor(() => cards(el).length === 52);
    api.set({ 'GET /wps/relay/GCSGAME_gameList': ok({ games: tiles(500, 4), pageNum: 1, totalPages: 1 }, { delay: 100 }) });
    click(tab(el, 'NEW'));
    await waitFor(() => cards(el).length === 0);
    expect(q(el, '.skeleton')).not.to.equal(null);
    await waitFor(() => cards(el).length === 4);
    expect(cards(el)[0]).to.equal('500');
    const last = listCalls(api).at(-1)!;
    expect(last.query.get('pageNo')).to.equal('1');
    expect(last.query.get('gameClassify')).to.equal('NEW');
    expect(last.query.get('isNew')).to.equal('true');
    expect(tab(el, 'NEW').getAttribute('aria-selected')).to.equal('true');
  });

  it('Hot loads the hot list of the type and never pages', async () => {
    const api = mockFetch(routes());
    await mount('<mc-game-list game-type="RNG" classify="HOT"></mc-game-list>', { ready: loaded(5) });
    expect(api.last('/wps/relay/GCSGAME_hotGamesV2')!.query.get('gameType')).to.equal('RNG');
    await scrollToEnd();
    await settled();
    expect(api.calls('/wps/relay/GCSGAME_hotGamesV2')).to.have.length(1);
    expect(listCalls(api)).to.have.length(0);
  });

  it('ALL clears the vendor; a vendor attribute filters and its change resets', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG" vendor="PG" classify="SLOT"></mc-game-list>', { ready: loaded(26) });
    expect(listCalls(api)[0]!.query.get('vassalage')).to.equal('PG');
    el.setAttribute('vendor', 'JL');
    await waitFor(() => listCalls(api).at(-1)!.query.get('vassalage') === 'JL');
    click(tab(el, 'ALL'));
    await waitFor(() => listCalls(api).length === 3);
    expect(listCalls(api)[2]!.query.has('vassalage')).to.equal(false);
  });
});

describe('<mc-game-list> search and filter', () => {
  it('the search submits on Enter', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    const input = q(el, 'input[type="search"]') as HTMLInputElement;
    expect(q(el, `label[for="${input.id}"]`)).not.to.equal(null);
    typeInto(input, 'dragon');
    await settled();
    expect(listCalls(api)).to.have.length(1); // typing alone does not search
    (q(el, 'form.search') as HTMLFormElement).requestSubmit();
    await waitFor(() => listCalls(api).length === 2);
    expect(listCalls(api)[1]!.query.get('gameName')).to.equal('dragon');
    expect(listCalls(api)[1]!.query.get('pageNo')).to.equal('1');
  });

  it('filter panel: vendor chips (a second tap unselects), game type and minimum bet for RNG, Submit and Clear', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    click(q(el, '.filter-btn')!);
    const dialog = await waitFor(() => q(el, 'dialog[open]'));
    const chips = (legend: string) => {
      const set = [...dialog.querySelectorAll('fieldset')].find((f) => textOf(f.querySelector('legend')) === legend)!;
      return [...set.querySelectorAll<HTMLButtonElement>('.chip')];
    };
    const pressed = (legend: string) =>
      chips(legend)
        .filter((c) => c.getAttribute('aria-pressed') === 'true')
        .map((c) => textOf(c));
    await waitFor(() => chips('Providers').length === 3);
    expect(chips('Providers').map((c) => textOf(c))).to.deep.equal(['All', 'JILI', 'PG Soft']);
    expect(chips('Minimum bet').map((c) => textOf(c))).to.deep.equal(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
    expect(chips('Game type').map((c) => textOf(c))).to.deep.equal(['All', 'Slots', 'Table Games']);
    expect(pressed('Providers')).to.deep.equal(['All']);

    click(chips('Providers')[2]!);
    await waitFor(() => pressed('Providers').join() === 'PG Soft');
    click(chips('Providers')[2]!); // again: unselected
    await waitFor(() => pressed('Providers').join() === 'All');
    click(chips('Providers')[1]!);
    click(chips('Minimum bet')[2]!);
    click(chips('Game type')[1]!);
    await waitFor(() => pressed('Minimum bet').join() === '0.05');
    expect(listCalls(api)).to.have.length(1); // nothing applied before Submit
    click([...dialog.querySelectorAll('button')].find((b) => textOf(b) === 'Submit')!);
    await waitFor(() => listCalls(api).length === 2);
    expect(Object.fromEntries(listCalls(api)[1]!.query)).to.include({ vassalage: 'JL', minBet: '0.05', gameClassify: 'SLOT', pageNo: '1' });
    await waitFor(() => !q(el, 'dialog[open]'));
    expect(textOf(q(el, '.filter-btn .badge'))).to.equal('2');
    expect(tab(el, 'SLOT').getAttribute('aria-selected')).to.equal('true');

    click(q(el, '.filter-btn')!);
    await waitFor(() => q(el, 'dialog[open]'));
    expect(pressed('Providers')).to.deep.equal(['JILI']);
    click([...dialog.querySelectorAll('button')].find((b) => textOf(b) === 'Clear')!);
    await waitFor(() => pressed('Providers').join() === 'All' && pressed('Minimum bet').join() === 'All' && pressed('Game type').join() === 'All');
    click([...dialog.querySelectorAll('button')].find((b) => textOf(b) === 'Submit')!);
    await waitFor(() => listCalls(api).length === 3);
    const cleared = listCalls(api)[2]!.query;
    expect(cleared.has('vassalage') || cleared.has('minBet')).to.equal(false);
  });

  it('other types have no game-type or minimum-bet group; Other games switches the category', async () => {
    mockFetch(routes());
    const el = await mount('<mc-game-list game-type="LIVE"></mc-game-list>', { ready: loaded(26) });
    click(q(el, '.filter-btn')!);
    const dialog = await waitFor(() => q(el, 'dialog[open]'));
    const legends = [...dialog.querySelectorAll('legend')].map((l) => textOf(l));
    expect(legends).to.deep.equal(['Providers', 'Other games']);
    const other = [...dialog.querySelectorAll<HTMLButtonElement>('fieldset:last-of-type .chip')];
    expect(other.map((b) => textOf(b))).to.include.members(['Casino', 'Fishing', 'Lottery']);
    expect(other.map((b) => textOf(b))).not.to.include('Live casino');
    click(other.find((b) => textOf(b) === 'Fishing')!);
    expect(nav.paths).to.deep.equal(['/m/gameList?gameType=FISH']);
    click(q(el, '.filter-btn')!);
    await waitFor(() => q(el, 'dialog[open]'));
    click([...q(el, 'dialog')!.querySelectorAll<HTMLButtonElement>('.chip')].find((b) => textOf(b) === 'Lottery')!);
    expect(nav.paths.at(-1)).to.equal('/m/lottery');
  });

  it('Escape closes the panel and gives focus back to the Filter button', async () => {
    mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    const button = q(el, '.filter-btn')!;
    button.focus();
    click(button);
    const dialog = await waitFor(() => q(el, 'dialog[open]'));
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => !q(el, 'dialog[open]'));
    expect(el.shadowRoot!.activeElement).to.equal(button);
  });

  it('compact: no search box and no Other games, tabs and filter stay', async () => {
    mockFetch(routes());
    const el = await mount('<mc-game-list game-type="FISH" compact></mc-game-list>', { ready: loaded(26) });
    expect(q(el, 'input[type="search"]')).to.equal(null);
    expect(tabs(el)).to.include('Hot');
    click(q(el, '.filter-btn')!);
    const dialog = await waitFor(() => q(el, 'dialog[open]'));
    expect([...dialog.querySelectorAll('legend')].map((l) => textOf(l))).to.deep.equal(['Providers']);
  });
});

describe('<mc-game-list> paging', () => {
  it('loads the next page near the bottom and appends it, until the last page', async () => {
    // The throttle's clock: its window passes on a tick, not in real time.
    const clock = useFakeClock({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const api = mockFetch(routes({ 'GET /wps/relay/GCSGAME_gameList': pagedList(60) }));
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    await settled();
    expect(listCalls(api)).to.have.length(1); // the bottom is far away
    await scrollToEnd();
    await waitFor(() => cards(el).length === 52);
    expect(cards(el).slice(24, 28)).to.deep.equal(['25', '26', '27', '28']);
    // One grid without holes: at 3 columns every card sits under the one three before it, across
    // the blocks the list is cut into and across the pages (page 2's first card in column 3).
    const lefts = shadowQueryAll(el, '.card[data-node-id]').map((c) => Math.round(c.getBoundingClientRect().left));
    expect(new Set(lefts.slice(0, 3)).size).to.equal(3);
    expect(lefts.map((_, i) => lefts[i % 3])).to.deep.equal(lefts);
    expect(listCalls(api)[1]!.query.get('pageNo')).to.equal('2');
    await scrollToEnd();
    await clock.tickAsync(1000); // throttled: at most one page a second
    await waitFor(() => cards(el).length === 60);
    await scrollToEnd();
    await clock.tickAsync(1000); // the throttle's window: a load it held back would start at its end
    await settled();
    expect(listCalls(api)).to.have.length(3);
  });

  it('throttles load-more to one per 1000 ms', async () => {
    const clock = useFakeClock({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const api = mockFetch(routes({ 'GET /wps/relay/GCSGAME_gameList': pagedList(200) }));
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    await scrollToEnd();
    await waitFor(() => cards(el).length === 52);
    await scrollToEnd();
    await settled();
    expect(listCalls(api)).to.have.length(2);
    await clock.tickAsync(1000);
    await waitFor(() => cards(el).length === 78);
    expect(listCalls(api)).to.have.length(3);
  });

  it('a failed first page: hasMore ends, no toast, Load failed with a retry that works', async () => {
    const api = mockFetch(routes({ 'GET /wps/relay/GCSGAME_gameList': [http(500, '<html>oops</html>'), pagedList(10)] }));
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: (e) => q(e, '[role="alert"]') });
    expect(textOf(q(el, '[role="alert"]'))).to.include('Load failed');
    expect($toast.get()).to.equal(null);
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => cards(el).length === 10);
    expect(listCalls(api)).to.have.length(2);
  });

  it('a failed later page keeps the list and offers a retry at the end', async () => {
    mockFetch(routes({ 'GET /wps/relay/GCSGAME_gameList': [pagedList(60), http(500), pagedList(60)] }));
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    await scrollToEnd();
    const retry = await waitFor(() => q(el, '.more button'));
    expect(cards(el)).to.have.length(26);
    expect($toast.get()).to.equal(null);
    click(retry);
    await waitFor(() => cards(el).length === 52);
  });

  it('an empty list shows the empty-state image and in_no_data', async () => {
    mockFetch(routes({ 'GET /wps/relay/GCSGAME_gameList': ok({ games: [], pageNum: 1, totalPages: 1 }) }));
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: (e) => q(e, '[part="empty"]') });
    const image = q(el, '[part="empty"] svg')!;
    expect(image.getAttribute('width')).to.equal('120');
    expect(textOf(q(el, '[part="empty"]'))).to.equal('No data');
  });
});

describe('<mc-game-list> stale answers', () => {
  it('switching tabs quickly never shows the wrong list (the slow Hot answer arrives last)', async () => {
    const api = mockFetch(
      routes({
        'GET /wps/relay/GCSGAME_hotGamesV2': ok(tiles(900, 5), { delay: 400 }),
        'GET /wps/relay/GCSGAME_gameList': (call: FetchCall) =>
          call.query.get('gameClassify') === 'NEW' ? ok({ games: tiles(600, 3), pageNum: 1, totalPages: 1 }, { delay: 30 }) : pagedList(60)(call),
      }),
    );
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    click(tab(el, 'HOT'));
    click(tab(el, 'NEW'));
    await waitFor(() => cards(el).join() === '600,601,602');
    await settled(); // the Hot answer (400 ms) has come
    expect(cards(el)).to.deep.equal(['600', '601', '602']);
    expect(tab(el, 'NEW').getAttribute('aria-selected')).to.equal('true');
    expect(api.calls('/wps/relay/GCSGAME_hotGamesV2')).to.have.length(1);
  });

  it('a slow page 2 of the old tab does not land in the new tab', async () => {
    const api = mockFetch(
      routes({
        'GET /wps/relay/GCSGAME_gameList': (call: FetchCall) =>
          call.query.get('gameClassify') === 'SLOT'
            ? ok({ games: tiles(600, 3), pageNum: 1, totalPages: 1 })
            : call.query.get('pageNo') === '2'
              ? ok({ games: tiles(27, 26), pageNum: 2, totalPages: 3 }, { delay: 300 })
              : pagedList(78)(call),
      }),
    );
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    await waitFor(() => q(el, '[role="tab"][data-key="SLOT"]'));
    await scrollToEnd();
    // Page 2 is on its way (its 300 ms answer, not the spinner that shows meanwhile: a busy
    // machine can miss that between two looks).
    await waitFor(() => api.calls('/wps/relay/GCSGAME_gameList').some((c) => c.query.get('pageNo') === '2'));
    click(tab(el, 'SLOT'));
    await waitFor(() => cards(el).join() === '600,601,602');
    await settled(); // page 2 of the old tab (300 ms) has come
    expect(cards(el)).to.deep.equal(['600', '601', '602']);
  });

  it('a language change reloads page 1, once, 200 ms after the last change', async () => {
    const clock = useFakeClock({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    setLanguage('PT', false);
    await clock.tickAsync(100);
    setLanguage('TY', false);
    await clock.tickAsync(199);
    expect(listCalls(api)).to.have.length(1);
    await clock.tickAsync(1);
    await waitFor(() => listCalls(api).length === 2);
    expect(listCalls(api)[1]!.query.get('language')).to.equal('TY');
    expect(listCalls(api)[1]!.query.get('pageNo')).to.equal('1');
    await waitFor(() => tabs(el)[0] === 'Lahat');
  });
});

describe('<mc-game-list> favourites', () => {
  it('a visitor is told to log in (2 s) and nothing is called', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    click(q(el, '.card-favourite')!);
    await waitFor(() => $toast.get());
    expect($toast.get()).to.include({ message: 'in_logged_login', durationMs: 2000 });
    expect(api.calls('/wps/relay/MCSFE_addFavoriteGameV2')).to.have.length(0);
  });

  it('a visitor on the Favourites tab gets a login prompt', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG" classify="FAV"></mc-game-list>', { ready: (e) => q(e, '[part="empty"] button') });
    click(q(el, '[part="empty"] button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(api.calls('/wps/relay/MCSFE_getFavoriteGamesList')).to.have.length(0);
  });

  it('the heart fills only after the platform said yes, on every card of the game', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'POST /wps/relay/MCSFE_addFavoriteGameV2': ok(null, { delay: 200 }) }));
    const one = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    const two = await mount('<mc-game-list game-type="RNG" compact></mc-game-list>', { ready: loaded(26) });
    const heart = (el: Element) => q(el, '.card[data-node-id="3"] .card-favourite')!;
    click(heart(one));
    await waitFor(() => heart(one).hasAttribute('disabled'));
    expect(heart(one).getAttribute('aria-pressed')).to.equal('false');
    await waitFor(() => heart(one).getAttribute('aria-pressed') === 'true');
    expect(heart(two).getAttribute('aria-pressed')).to.equal('true');
    expect(heart(one).getAttribute('aria-label')).to.equal('Remove Game 3 from favourites');
    expect(api.last('/wps/relay/MCSFE_addFavoriteGameV2')!.json).to.deep.equal({ nodeId: '3', vendor: 'JL' });
    expect(api.calls('/wps/relay/MCSFE_getFavoriteGames')).to.have.length(1); // one list for the page
  });

  it('a refused favourite leaves the heart empty and says why', async () => {
    signInAs(0);
    mockFetch(routes({ 'POST /wps/relay/MCSFE_addFavoriteGameV2': http(500) }));
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    click(q(el, '.card-favourite')!);
    await waitFor(() => $toast.get());
    expect($toast.get()).to.include({ kind: 'fail', message: 'error.try_again' });
    expect(q(el, '.card-favourite')!.getAttribute('aria-pressed')).to.equal('false');
  });

  it('Favourites: 26 a page; removing one drops its tile', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'GET /wps/relay/MCSFE_getFavoriteGames': ok(['700', '701', '702']) }));
    const el = await mount('<mc-game-list game-type="RNG" classify="FAV"></mc-game-list>', { ready: loaded(3) });
    expect(api.last('/wps/relay/MCSFE_getFavoriteGamesList')!.query.get('pageSize')).to.equal('26');
    await waitFor(() => q(el, '.card[data-node-id="701"] .card-favourite')!.getAttribute('aria-pressed') === 'true');
    click(q(el, '.card[data-node-id="701"] .card-favourite')!);
    await waitFor(() => cards(el).join() === '700,702');
    expect(api.last('/wps/relay/MCSFE_removeFavoriteGameV2')!.query.get('nodeId')).to.equal('701');
  });
});

describe('<mc-game-list> play', () => {
  it('a visitor is sent to /m/login', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    click(q(el, '.card-play')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(api.calls('/wps/game/launchGame')).to.have.length(0);
  });

  it('a player launches once, in the player’s language; mc-launch-game, then the launch page', async () => {
    signInAs(0);
    setLanguage('PT', false);
    const api = mockFetch(routes({ 'GET /wps/game/launchGame': ok({ url: '/games/play?ticket=t1' }, { delay: 150 }) }));
    const heard = recordEvents<CustomEvent>(document, 'mc-launch-game');
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    const play = q(el, '.card[data-node-id="2"] .card-play')!;
    click(play);
    click(play);
    click(q(el, '.card[data-node-id="5"] .card-play')!);
    await waitFor(() => heard.length === 1);
    expect(api.calls('/wps/game/launchGame')).to.have.length(1);
    expect(Object.fromEntries(api.last('/wps/game/launchGame')!.query)).to.include({ nodeId: '2', vendor: 'JL', language: 'PT', accountType: '1' });
    expect(heard[0]!.detail).to.deep.include({ nodeId: '2', vendor: 'JL', url: '/games/play?ticket=t1' });
    await waitFor(() => nav.paths.length === 1);
    expect(nav.paths).to.deep.equal(['/m/launchGame?nodeId=2&vendor=JL']);
    await waitFor(() => api.calls('/wps/relay/MCS2_addRecentGame').length === 1);
  });
});

describe('<mc-game-list> back from a game', () => {
  it('shows the list as it was left: tab, search and games, without asking the platform again', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    click(tab(el, 'NEW'));
    await waitFor(() => listCalls(api).length === 2 && cards(el).length === 26);
    typeInto(q(el, 'input[type="search"]') as HTMLInputElement, 'Game 1');
    (q(el, 'form.search') as HTMLFormElement).requestSubmit();
    await waitFor(() => listCalls(api).length === 3 && cards(el).length === 26);
    const shown = cards(el);
    click(q(el, `.card[data-node-id="${shown[0]}"] .card-play`)!);
    await waitFor(() => nav.paths.length === 1);
    el.remove();

    const back = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: (e) => cards(e).length > 0 });
    expect(cards(back)).to.deep.equal(shown);
    expect((q(back, 'input[type="search"]') as HTMLInputElement).value).to.equal('Game 1');
    expect(tab(back, 'NEW').getAttribute('aria-selected')).to.equal('true');
    expect(listCalls(api)).to.have.length(3);

    // Once: the next list starts afresh.
    back.remove();
    const fresh = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: loaded(26) });
    expect((q(fresh, 'input[type="search"]') as HTMLInputElement).value).to.equal('');
    expect(tab(fresh, 'ALL').getAttribute('aria-selected')).to.equal('true');
  });
});

describe('<mc-game-list game-type="LIVE"> room types (§4)', () => {
  const ROOMS = ['free', 'VIP', 'paid'];
  const liveTiles = ROOMS.map((roomType, i) => ({ ...tile(500 + i, { gameType: 'LIVE', vassalage: 'EVO', displayName: `Baccarat ${i + 1}` }), roomType }));
  const liveRoutes = (more = {}) => routes({ 'GET /wps/relay/GCSGAME_gameList': ok({ games: liveTiles, pageNum: 1, totalPages: 1 }), ...more });
  const dialog = () =>
    waitFor(() => {
      const d = document.querySelector('mc-confirm-dialog');
      return d && shadowQuery<HTMLDialogElement>(d, 'dialog[open]');
    });
  afterEach(() => document.querySelectorAll('mc-confirm-dialog').forEach((d) => d.remove()));

  it('each live card shows its room type', async () => {
    mockFetch(liveRoutes());
    const el = await mount('<mc-game-list game-type="LIVE"></mc-game-list>', { ready: loaded(3) });
    expect(shadowQueryAll(el, '.card .room-badge').map(textOf)).to.deep.equal(['Free room', 'VIP room', 'Paid room']);
    expect(shadowQueryAll(el, '.card .room-badge').map((b) => b.getAttribute('part'))).to.deep.equal(['room-badge', 'room-badge', 'room-badge']);
  });

  it('a VIP room asks first, naming the type; Cancel launches nothing, Enter room launches it', async () => {
    signInAs(0);
    const api = mockFetch(liveRoutes());
    const heard = recordEvents<CustomEvent>(document, 'mc-launch-game');
    const el = await mount('<mc-game-list game-type="LIVE"></mc-game-list>', { ready: loaded(3) });
    click(q(el, '.card[data-node-id="501"] .card-play')!);
    let box = await dialog();
    expect(textOf(box.querySelector('h2'))).to.equal('VIP room');
    expect(textOf(box.querySelector('p'))).to.contain('VIP room');
    expect(box.getRootNode() instanceof ShadowRoot && (box.getRootNode() as ShadowRoot).activeElement?.getAttribute('part')).to.equal('cancel');
    click(box.querySelector('[part="cancel"]')!);
    await waitFor(() => !document.querySelector('mc-confirm-dialog')!.shadowRoot!.querySelector('dialog[open]'));
    expect(api.calls('/wps/game/launchGame')).to.have.length(0);
    expect(nav.paths).to.deep.equal([]);

    click(q(el, '.card[data-node-id="501"] .card-play')!);
    box = await dialog();
    expect(textOf(box.querySelector('[part="confirm"]'))).to.equal('Enter room');
    click(box.querySelector('[part="confirm"]')!);
    await waitFor(() => nav.paths.length === 1);
    expect(api.calls('/wps/game/launchGame')).to.have.length(1);
    expect(heard[0]!.detail).to.deep.include({ nodeId: '501', roomType: 'VIP' });
    expect(nav.paths).to.deep.equal(['/m/launchGame?nodeId=501&vendor=EVO&roomType=VIP']);
  });

  it('a paid room asks too; a free room launches at once', async () => {
    signInAs(0);
    const api = mockFetch(liveRoutes());
    const el = await mount('<mc-game-list game-type="LIVE"></mc-game-list>', { ready: loaded(3) });
    click(q(el, '.card[data-node-id="502"] .card-play')!);
    const box = await dialog();
    expect(textOf(box.querySelector('h2'))).to.equal('Paid room');
    click(box.querySelector('[part="cancel"]')!);
    await waitFor(() => !document.querySelector('mc-confirm-dialog')!.shadowRoot!.querySelector('dialog[open]'));
    click(q(el, '.card[data-node-id="500"] .card-play')!);
    await waitFor(() => nav.paths.length === 1);
    expect(nav.paths).to.deep.equal(['/m/launchGame?nodeId=500&vendor=EVO&roomType=free']);
    expect(api.calls('/wps/game/launchGame').map((c) => c.query.get('nodeId'))).to.deep.equal(['500']);
    expect(document.querySelector('mc-confirm-dialog')?.shadowRoot?.querySelector('dialog[open]') ?? null).to.equal(null);
  });

  for (const [code, texts] of [
    ['PT', ['Sala grátis', 'Sala VIP', 'Sala paga']],
    ['TY', ['Libreng room', 'VIP room', 'Bayad na room']],
  ] as const) {
    it(`badges are translated in ${code}`, async () => {
      setLanguage(code, false);
      mockFetch(liveRoutes());
      const el = await mount('<mc-game-list game-type="LIVE"></mc-game-list>', { ready: loaded(3) });
      await waitFor(() => shadowQueryAll(el, '.room-badge').map(textOf).join() === texts.join());
    });
  }
});

describe('<mc-game-list game-type="LOTT">', () => {
  it('shows the lottery page instead (§2.2)', async () => {
    mockFetch(routes());
    const el = await mount('<mc-game-list game-type="LOTT"></mc-game-list>');
    await waitFor(() => q(el, 'mc-lottery'));
  });
});

describe('<mc-game-list> with a first page the platform carried in the page', () => {
  it('shows the first screen of its cards at once, asks for nothing, and brings the rest a card a frame, busy until they are in', async () => {
    const clock = useFakeClock({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const api = mockFetch(routes());
    const games = tiles(1, 26) as unknown as GameTile[];
    provideFirstPage({ filter: { gameType: 'RNG', classify: 'ALL' }, games, page: 1, hasMore: true }, 'EN');
    const el = await mount('<mc-game-list game-type="RNG"></mc-game-list>', { ready: (e) => cards(e).length > 0 });
    expect(cards(el)).to.deep.equal(games.slice(0, FIRST_SCREEN_CARDS).map((g) => g.nodeId));
    // Busy for assistive technology (and mc-ready) until the page's cards are all in.
    expect(q(el, '.pages')!.getAttribute('aria-busy')).to.equal('true');
    // The rest come a card a frame: the next frame shows one more, and 14 frames the page.
    await clock.tickAsync(16);
    await waitFor(() => cards(el).length === FIRST_SCREEN_CARDS + 1);
    for (let frame = 1; frame < 26 && cards(el).length < 26; frame++) await clock.tickAsync(16);
    expect(cards(el)).to.have.length(26);
    await waitFor(() => !q(el, '.pages')!.hasAttribute('aria-busy'));
    expect(listCalls(api)).to.have.length(0);
  });
});
