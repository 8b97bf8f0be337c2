import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  shadowQuery,
  q,
  waitFor,
  mockFetch,
  ok,
  fail,
  http,
  click,
  textOf,
  recordEvents,
  settled,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, captureNavigation, balance } from '../../tests/browser/platform-fixtures.ts';
import { gameRoutes, resetGameStores } from '../../tests/browser/game-fixtures.ts';
import { $openGame } from '../../core/games/launch.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { $balanceHidden } from '../../core/stores/wallet.ts';
import { $toast } from '../../core/stores/toast.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
const realOpen = window.open;
beforeEach(() => {
  resetGameStores();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  window.open = realOpen;
  setLanguage('EN', false);
});

const routes = (more = {}) => ({ ...platformRoutes(), ...gameRoutes(more) });
const frameOf = (el: Element) => q(el, 'iframe') as HTMLIFrameElement | null;

describe('<mc-launch-game>', () => {
  it('shows the game a card started, in a frame under a bar with the way back; no second launch', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    $openGame.set({ game: { nodeId: '100001', vassalage: 'JL', displayName: 'Golden Koi' }, url: '/games/play?ticket=abc' });
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL"></mc-launch-game>', { ready: frameOf });
    const frame = frameOf(el)!;
    expect(frame.getAttribute('src')).to.equal('/games/play?ticket=abc');
    expect(frame.getAttribute('title')).to.equal('Game: Golden Koi');
    expect(frame.getAttribute('sandbox')).to.include('allow-top-navigation-by-user-activation');
    expect(textOf(q(el, '[part="back"]'))).to.equal('Back to the site');
    expect(textOf(q(el, '.name'))).to.equal('Golden Koi');
    await settled();
    expect(api.calls('/wps/game/launchGame')).to.have.length(0);
    click(q(el, '[part="back"]')!);
    expect(nav.paths).to.deep.equal(['back']);
  });

  it('the slim bar shows the balance (the site header is hidden here), or *** when hidden; no full screen without a touch screen', async () => {
    signInAs(0);
    mockFetch(routes());
    $openGame.set({ game: { nodeId: '100001', vassalage: 'JL', displayName: 'Golden Koi' }, url: '/games/play?ticket=abc' });
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL"></mc-launch-game>', { ready: (e) => frameOf(e) && q(e, '[part="balance"]') });
    // The bar is there before the wallet answers (empty, then a spinner): wait for the amount.
    await waitFor(() => textOf(q(el, '[part="balance"]')) === '¥ 12,345');
    expect(q(el, '[part="bar"]')!.getBoundingClientRect().height).to.be.at.most(40);
    // The test browser has a mouse: a desktop window is large already.
    expect(q(el, '[part="fullscreen"]')).to.equal(null);
    $balanceHidden.set(true);
    await waitFor(() => textOf(q(el, '[part="balance"]')) === '***');
    $balanceHidden.set(false);
  });

  it('a balance that failed to load is a retry with the failure’s own text, and the retry brings the amount', async () => {
    signInAs(0);
    let up = false; // the platform's wallet answers again once the player taps the retry
    mockFetch({ ...routes(), 'GET /wps/wallets/balance': () => (up ? ok(balance(12345.67)) : http(500, '<html>Bad gateway</html>')) });
    $openGame.set({ game: { nodeId: '100001', vassalage: 'JL', displayName: 'Golden Koi' }, url: '/games/play?ticket=abc' });
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL"></mc-launch-game>', { ready: (e) => q(e, 'button[part="balance"]') });
    expect(textOf(q(el, 'button[part="balance"]'))).to.equal('Load failed, tap to retry');
    up = true;
    click(q(el, 'button[part="balance"]')!);
    await waitFor(() => textOf(q(el, '[part="balance"]')) === '¥ 12,345');
  });

  it('a visitor sees no balance in the bar', async () => {
    mockFetch(routes());
    $openGame.set({ game: { nodeId: '100001', vassalage: 'JL', displayName: 'Golden Koi' }, url: '/games/play?ticket=abc' });
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL"></mc-launch-game>', { ready: (e) => q(e, '[part="back"]') });
    expect(q(el, '[part="balance"]')).to.equal(null);
  });

  it('a direct visit starts the game here, in the player’s language, and says so with mc-launch-game', async () => {
    signInAs(0);
    setLanguage('TY', false);
    const api = mockFetch(routes({ 'GET /wps/game/launchGame': ok({ url: '/games/play?ticket=direct' }, { delay: 100 }) }));
    const heard = recordEvents<CustomEvent>(document, 'mc-launch-game');
    const el = await mount('<mc-launch-game node-id="100007" vendor="PG" page-back="home"></mc-launch-game>', { ready: (e) => q(e, '[role="status"]') });
    await waitFor(() => frameOf(el));
    expect(frameOf(el)!.getAttribute('src')).to.equal('/games/play?ticket=direct');
    expect(api.calls('/wps/game/launchGame')).to.have.length(1);
    expect(Object.fromEntries(api.last('/wps/game/launchGame')!.query)).to.include({ nodeId: '100007', vendor: 'PG', language: 'TY', accountType: '1' });
    expect(heard.map((e) => e.detail.nodeId)).to.deep.equal(['100007']);
    expect(nav.paths).to.deep.equal([]); // already on the launch page
    click(q(el, '[part="back"]')!);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });

  it('a visitor is sent to /m/login', async () => {
    const api = mockFetch(routes());
    await mount('<mc-launch-game node-id="100007" vendor="PG"></mc-launch-game>');
    await waitFor(() => nav.paths.length === 1);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(api.calls('/wps/game/launchGame')).to.have.length(0);
  });

  it('the lottery launch route: a lottery code becomes its TCG game, launched as the lobby', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    const el = await mount('<mc-launch-game play-type="trad" prize-mode="Lott" code="VN_QUANGNINH" page-back="lottery"></mc-launch-game>', { ready: frameOf });
    expect(Object.fromEntries(api.last('/wps/game/launchGame')!.query)).to.include({
      nodeId: '300002',
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'lobby',
      launchMode: 'trad',
    });
    expect(textOf(q(el, '.name'))).to.equal('Quang Ninh');
    click(q(el, '[part="back"]')!);
    expect(nav.paths).to.deep.equal(['/m/lottery']);
  });

  it('code=lobby opens the lobby of the prize mode', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    await mount('<mc-launch-game play-type="ent" prize-mode="Elott" code="lobby" page-back="home"></mc-launch-game>', { ready: frameOf });
    expect(Object.fromEntries(api.last('/wps/game/launchGame')!.query)).to.include({
      nodeId: '400001',
      vendor: 'TCG_SEA',
      gameCode: 'lobby',
      launchMode: 'ent',
    });
  });

  it('an unknown lottery says so and offers the lottery page', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    const el = await mount('<mc-launch-game prize-mode="Lott" code="NOPE"></mc-launch-game>', {
      ready: (e) => textOf(e.shadowRoot!).includes('not available'),
    });
    expect(api.calls('/wps/game/launchGame')).to.have.length(0);
    click(q(el, '.mc-state button')!);
    expect(nav.paths).to.deep.equal(['/m/lottery']);
  });

  it('without a game: a way to choose one', async () => {
    mockFetch(routes());
    const el = await mount('<mc-launch-game></mc-launch-game>', { ready: (e) => q(e, '.mc-state button') });
    expect(textOf(q(el, '.mc-state'))).to.include('No game was chosen.');
    click(q(el, '.mc-state button')!);
    expect(nav.paths).to.deep.equal(['/m/gameCenter']);
  });

  it('a failed launch shows the reason and a retry that works', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'GET /wps/game/launchGame': [fail('game.unknown', 'no such game'), ok({ url: '/games/play?ticket=2nd' })] }));
    const el = await mount('<mc-launch-game node-id="100007" vendor="PG"></mc-launch-game>', { ready: (e) => q(e, '[role="alert"]') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => frameOf(el));
    expect(api.calls('/wps/game/launchGame')).to.have.length(2);
  });

  it('a launch refused by a limit says which, with what is left, and offers the limits and the game list, not a retry', async () => {
    signInAs(0);
    const api = mockFetch(
      routes({ 'GET /wps/game/launchGame': fail('rg.loss_limit.day', 'loss limit', { value: { period: 'day', left: 0, limit: 50, leftText: '¥0' } }) }),
    );
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL"></mc-launch-game>', { ready: (e) => q(e, '[role="alert"]') });
    expect(textOf(q(el, '[role="alert"] p'))).to.equal('Loss limit reached: ¥0 left today');
    const buttons = [...el.shadowRoot!.querySelectorAll('[role="alert"] button')];
    expect(buttons.map((b) => textOf(b))).to.deep.equal(['Responsible gaming', 'Games']);
    click(buttons[0] as HTMLElement);
    click(buttons[1] as HTMLElement);
    expect(nav.paths).to.deep.equal(['/m/responsibleGaming', '/m/gameList']);
    expect(api.calls('/wps/game/launchGame')).to.have.length(1);
  });

  it('Open in a new window: a blocked popup says error.popup_blocked (the frame stays); an opened one replaces the frame', async () => {
    signInAs(0);
    mockFetch(routes());
    $openGame.set({ game: { nodeId: '100001', vassalage: 'JL' }, url: '/games/play?ticket=abc' });
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL"></mc-launch-game>', { ready: frameOf });
    const opened: string[] = [];
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
    click(q(el, '.bar .icon-btn')!);
    expect($toast.get()).to.include({ kind: 'fail', message: 'error.popup_blocked' });
    expect(frameOf(el)).not.to.equal(null);
    window.open = ((url: string) => {
      opened.push(url);
      return { opener: window } as unknown as Window;
    }) as typeof window.open;
    click(q(el, '.bar .icon-btn')!);
    await waitFor(() => textOf(q(el, '.mc-state')).includes('open in another window'));
    expect(frameOf(el)).to.equal(null);
    expect(opened).to.deep.equal(['/games/play?ticket=abc', '/games/play?ticket=abc']);
  });

  it('target="window" opens the game in a window at once', async () => {
    signInAs(0);
    mockFetch(routes());
    const opened: string[] = [];
    window.open = ((url: string) => {
      opened.push(url);
      return {} as Window;
    }) as typeof window.open;
    $openGame.set({ game: { nodeId: '100001', vassalage: 'JL' }, url: '/games/play?ticket=abc' });
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL" target="window"></mc-launch-game>', { ready: (e) => q(e, '.mc-state button') });
    await waitFor(() => opened.length === 1);
    expect(opened).to.deep.equal(['/games/play?ticket=abc']);
    expect(frameOf(el)).to.equal(null);
    expect(textOf(q(el, '.mc-state'))).to.include('open in another window');
  });

  it('target="window" with a popup blocker: the §8 text and a button to try again with a tap', async () => {
    signInAs(0);
    mockFetch(routes());
    window.open = (() => null) as typeof window.open;
    $openGame.set({ game: { nodeId: '100001', vassalage: 'JL' }, url: '/games/play?ticket=abc' });
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL" target="window"></mc-launch-game>', { ready: (e) => q(e, '[role="alert"]') });
    expect(textOf(q(el, '[role="alert"]'))).to.equal('Popup blocked, allow popups and retry');
    expect(textOf(q(el, '.mc-state button'))).to.equal('Open the game');
  });

  it('reloads the balance when the game reports a round, when the page regains focus, and when the player leaves', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'GET /wps/wallets/balance': ok(balance(100)) }));
    $openGame.set({ game: { nodeId: '100001', vassalage: 'JL' }, url: '/games/play?ticket=abc' });
    const el = await mount('<mc-launch-game node-id="100001" vendor="JL"></mc-launch-game>', { ready: frameOf });
    await settled();
    const base = api.calls('/wps/wallets/balance').length;
    const count = () => api.calls('/wps/wallets/balance').length - base;
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'mc-game-balance' }, source: window })); // not from the game
    await settled();
    expect(count()).to.equal(0);
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'mc-game-balance' }, source: frameOf(el)!.contentWindow }));
    await waitFor(() => count() === 1);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => count() === 2);
    el.remove();
    await waitFor(() => count() === 3);
  });
});

describe('<mc-launch-game> live room types (§4)', () => {
  const dialog = () =>
    waitFor(() => {
      const d = document.querySelector('mc-confirm-dialog');
      return d && shadowQuery<HTMLDialogElement>(d, 'dialog[open]');
    });
  const dialogClosed = () => waitFor(() => !document.querySelector('mc-confirm-dialog')?.shadowRoot?.querySelector('dialog[open]'));
  afterEach(() => document.querySelectorAll('mc-confirm-dialog').forEach((d) => d.remove()));

  it('a direct visit to a VIP room asks first; after Cancel the page says so, offers to enter after all, and nothing was launched', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'GET /wps/game/launchGame': ok({ url: '/games/play?ticket=vip' }) }));
    const el = await mount('<mc-launch-game node-id="200004" vendor="EVO" room-type="VIP" page-back="home"></mc-launch-game>');
    let box = await dialog();
    expect(textOf(box.querySelector('h2'))).to.equal('VIP room');
    expect(textOf(q(el, '[part="room-badge"]'))).to.equal('VIP room');
    click(box.querySelector('[part="cancel"]')!);
    await dialogClosed();
    await waitFor(() => q(el, '[data-state="declined"]'));
    expect(textOf(q(el, '[data-state="declined"] p'))).to.equal('VIP room: you chose not to enter.');
    expect(api.calls('/wps/game/launchGame')).to.have.length(0);
    expect(frameOf(el)).to.equal(null);

    click(q(el, '[data-state="declined"] .btn-primary')!);
    box = await dialog();
    click(box.querySelector('[part="confirm"]')!);
    await waitFor(() => frameOf(el));
    expect(frameOf(el)!.getAttribute('src')).to.equal('/games/play?ticket=vip');
    expect(api.calls('/wps/game/launchGame')).to.have.length(1);
  });

  it('the way back after Cancel goes where page-back says', async () => {
    signInAs(0);
    mockFetch(routes());
    const el = await mount('<mc-launch-game node-id="200005" vendor="EVO" room-type="paid" page-back="home"></mc-launch-game>');
    click((await dialog()).querySelector('[part="cancel"]')!);
    await waitFor(() => q(el, '[data-state="declined"]'));
    expect(textOf(q(el, '[data-state="declined"] p'))).to.equal('Paid room: you chose not to enter.');
    click(q(el, '[data-state="declined"] .btn-outline')!);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });

  it('a free room opens without a question', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    const el = await mount('<mc-launch-game node-id="200006" vendor="EVO" room-type="free"></mc-launch-game>', { ready: frameOf });
    expect(api.calls('/wps/game/launchGame')).to.have.length(1);
    expect(textOf(q(el, '[part="room-badge"]'))).to.equal('Free room');
    expect(document.querySelector('mc-confirm-dialog')?.shadowRoot?.querySelector('dialog[open]') ?? null).to.equal(null);
  });
});
