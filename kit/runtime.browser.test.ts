/**
 * The page-facing side of the kit runtime (what `window.mcKit` forwards to): configuration, the
 * session hand-over of a partner user who is already signed in, and the `mc-session` event.
 */
import { describe, it, expect, beforeEach, afterEach, mount, shadowQuery, waitFor, mockFetch, textOf, recordEvents } from '../tests/browser/helpers.ts';
import { platformRoutes, resetStores } from '../tests/browser/platform-fixtures.ts';
import { $kitConfig, configureKit } from '../core/config.ts';
import { $language, setLanguage as setKitLanguage } from '../core/stores/language.ts';
import { $session } from '../core/stores/session.ts';
import { configure, setSession, getSession, clearSession, defineElement, setLanguage, TAGS } from './runtime.ts';
import { ELEMENTS } from '../widgets/registry.ts';
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

  it('knows every tag of the registry', async () => {
    expect(TAGS).to.deep.equal(Object.keys(ELEMENTS));
    expect(await defineElement('mc-no-such-element')).to.equal(false);
    expect(await defineElement('mc-footer')).to.equal(true);
    expect(customElements.get('mc-footer')).to.not.equal(undefined);
  });
});

describe('kit runtime: session hand-over', () => {
  const bad: [string, unknown][] = [
    ['nothing', undefined],
    ['a string', 'tok_0123456789abcdef'],
    ['no token', { userName: 'a', type: 0 }],
    ['an empty token', { ...GOOD, token: '' }],
    ['a token with a line break', { ...GOOD, token: 'tok_0123\r\nX-Evil: 1' }],
    ['a token with spaces', { ...GOOD, token: 'tok 0123456789' }],
    ['a short token', { ...GOOD, token: 'abc' }],
    ['a token that is no string', { ...GOOD, token: 12345678901 }],
    ['no user name', { token: GOOD.token, type: 0 }],
    ['a blank user name', { ...GOOD, userName: '  ' }],
    ['no type', { token: GOOD.token, userName: 'a' }],
    ['a fractional type', { ...GOOD, type: 0.5 }],
    ['a negative type', { ...GOOD, type: -1 }],
    ['a type that is a string', { ...GOOD, type: '0' }],
  ];
  for (const [what, input] of bad) {
    it(`refuses ${what}, and changes nothing`, () => {
      expect(() => setSession(input)).to.throw(TypeError, /mc-kit: setSession/);
      expect($session.get()).to.equal(null);
      expect(sessionStorage.getItem('MC_SESSION_INFO')).to.equal(null);
    });
  }

  it('starts a session as a sign-in does: stored, only the known fields, the merchant filled in; elements follow; mc-session says so', async () => {
    configure({ merchant: 'MC01' });
    mockFetch(platformRoutes());
    const header = await mount('<mc-header page="home"></mc-header>');
    const events = recordEvents<CustomEvent>(document, 'mc-session');
    const summary = setSession({ ...GOOD, userName: ' partner-player ', extra: '<script>', id: '77' });
    expect(summary).to.deep.equal({ userName: 'partner-player', type: 0 });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!)).to.deep.equal({
      token: GOOD.token, id: '77', merchantCode: 'MC01', userName: 'partner-player', type: 0, firstTimeLogin: false,
    });
    expect(getSession()).to.deep.equal({ userName: 'partner-player', type: 0 });
    expect(events.map((e) => e.detail)).to.deep.equal([{ userName: 'partner-player', type: 0 }]);
    await waitFor(() => textOf(shadowQuery(header, '.balance')) === '¥ 12,345');
    clearSession();
    expect($session.get()).to.equal(null);
    expect(events.map((e) => e.detail)).to.deep.equal([{ userName: 'partner-player', type: 0 }, null]);
    await waitFor(() => !shadowQuery(header, '.balance'));
  });
});
