/**
 * The page-facing side of the kit runtime (what `window.mcKit` forwards to): configuration, the
 * session hand-over of a partner user who is already signed in, and the `mc-session` event.
 */
import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  shadowQuery,
  waitFor,
  mockFetch,
  ok,
  fail,
  networkError,
  textOf,
  recordEvents,
  oneEvent,
  nextFrame,
} from '../tests/browser/helpers.ts';
import { initialConfig, platformRoutes, resetStores } from '../tests/browser/platform-fixtures.ts';
import { resetFailures } from '../core/api/failures.ts';
import { $kitConfig, configureKit } from '../core/config.ts';
import { $language, setLanguage as setKitLanguage } from '../core/stores/language.ts';
import { $session } from '../core/stores/session.ts';
import { configure, defineElement, setLanguage } from './runtime.ts';
import { setSession, getSession, clearSession } from './page-api.ts';
import '../widgets/header/index.ts';

const GOOD = { token: 'tok_0123456789abcdef', userName: 'partner-player', type: 0 };

beforeEach(() => resetStores());
afterEach(() => {
  configureKit({ apiBase: '', siteBase: '', merchant: 'MC01' });
  setKitLanguage('EN', false);
});

describe('kit runtime: configuration', () => {
  it('takes api, site, merchant and lang (not remembered on the device)', () => {
    configure({ api: 'https://api.example.test', site: 'https://m.example.test', merchant: 'MC02', lang: 'pt' });
    expect($kitConfig.get()).to.include({ apiBase: 'https://api.example.test', siteBase: 'https://m.example.test', merchant: 'MC02' });
    expect($language.get()).to.equal('PT');
    expect(localStorage.getItem('MC_LANGUAGE')).to.equal(null);
    expect(() => setLanguage('xx')).to.throw(TypeError);
  });

  it('defines the tags of the registry, and no other', async () => {
    mockFetch(platformRoutes());
    expect(await defineElement('mc-no-such-element')).to.equal(false);
    expect(await defineElement('../mc-footer')).to.equal(false);
    expect(await defineElement('mc-footer')).to.equal(true);
    expect(customElements.get('mc-footer')).to.not.equal(undefined);
  });
});

describe('kit runtime: the platform state', () => {
  it('tells the page the platform is in maintenance once it defines an element that never asks for the configuration itself', async () => {
    resetFailures();
    const api = mockFetch(platformRoutes({ 'GET /wps/system/init': ok(initialConfig({ maintenance: true })) }));
    const heard = oneEvent<CustomEvent>(document, 'mc-error');
    expect(await defineElement('mc-notice-list')).to.equal(true);
    expect((await heard).detail).to.deep.equal({ kind: 'maintenance', message: 'mc-kit: the platform is in maintenance' });
    expect(api.calls('/wps/system/init')).to.have.length(1);
  });

  it('tells the page the platform does not answer when a call fails (the code that tells it loads then)', async () => {
    resetFailures();
    mockFetch(platformRoutes({ 'GET /wps/system/init': networkError(), 'GET /': networkError() }));
    const heard = recordEvents<CustomEvent>(document, 'mc-error');
    expect(await defineElement('mc-help-detail')).to.equal(true);
    await waitFor(() => heard.length > 0);
    expect(heard.map((e) => e.detail)).to.deep.equal([{ kind: 'unreachable', message: 'mc-kit: the platform did not answer' }]);
  });
});

describe('kit runtime: elements offline', () => {
  it("asks for an element's code only once the device is back online", async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    let settled = false;
    const defining = defineElement('mc-service').finally(() => (settled = true));
    try {
      await nextFrame();
      await nextFrame();
      expect(settled).to.equal(false);
      expect(customElements.get('mc-service')).to.equal(undefined);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event('online'));
    }
    expect(await defining).to.equal(true);
    expect(customElements.get('mc-service')).to.not.equal(undefined);
  });
});

describe('kit runtime: session hand-over', () => {
  const CODE = 'A'.repeat(20) + '_-' + 'b'.repeat(21); // 43 characters of base64url, as the platform makes them
  const bad: [string, unknown][] = [
    ['nothing', undefined],
    ['a string', CODE],
    ['a token', GOOD],
    ['a token beside a code', { ...GOOD, code: 'tok_0123456789abcdef' }],
    ['a short code', { code: 'abc' }],
    ['a code with a line break', { code: `${CODE.slice(0, 40)}\r\nX` }],
    ['a code that is no string', { code: 12345678901 }],
  ];
  for (const [what, input] of bad) {
    it(`refuses ${what}, and asks nothing of the platform`, async () => {
      const api = mockFetch(platformRoutes());
      let error: unknown;
      await setSession(input).catch((e: unknown) => (error = e));
      expect(error).to.be.instanceOf(TypeError);
      expect((error as Error).message).to.match(/mc-kit: setSession/);
      expect(api.calls('/wps/session/handoff/redeem')).to.have.length(0);
      expect($session.get()).to.equal(null);
    });
  }

  it('redeems a hand-off code at the platform and starts its session as a sign-in does; elements follow; mc-session says so', async () => {
    configure({ merchant: 'MC01' });
    const api = mockFetch(
      platformRoutes({
        'POST /wps/session/handoff/redeem': ok({
          token: 'tok_fresh_0123456789',
          id: '77',
          userName: 'partner-player',
          customerType: 0,
          firstTimeLogin: false,
          passwordExpired: false,
        }),
      }),
    );
    const header = await mount('<mc-header page="home"></mc-header>');
    const events = recordEvents<CustomEvent>(document, 'mc-session');
    expect(await setSession({ code: CODE })).to.deep.equal({ userName: 'partner-player', type: 0 });
    expect(api.calls('/wps/session/handoff/redeem').map((c) => c.json)).to.deep.equal([{ code: CODE }]);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!)).to.deep.equal({
      token: 'tok_fresh_0123456789',
      id: '77',
      merchantCode: 'MC01',
      userName: 'partner-player',
      type: 0,
      firstTimeLogin: false,
    });
    expect(getSession()).to.deep.equal({ userName: 'partner-player', type: 0 });
    expect(events.map((e) => e.detail)).to.deep.equal([{ userName: 'partner-player', type: 0 }]);
    await waitFor(() => textOf(shadowQuery(header, '.balance')) === '¥ 12,345');
    clearSession();
    expect($session.get()).to.equal(null);
    expect(events.map((e) => e.detail)).to.deep.equal([{ userName: 'partner-player', type: 0 }, null]);
    await waitFor(() => !shadowQuery(header, '.balance'));
  });

  it('a code the platform refuses rejects with its error and changes nothing', async () => {
    mockFetch(platformRoutes({ 'POST /wps/session/handoff/redeem': fail('handoff.invalid', 'The sign-in link is no longer valid') }));
    let error: unknown;
    await setSession({ code: CODE }).catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(Error);
    expect($session.get()).to.equal(null);
  });
});
