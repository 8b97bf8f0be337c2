import {
  describe,
  it,
  expect,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  click,
  textOf,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, initialConfig, resetStores, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { detectPlatform } from './Download.tsx';
import './index.ts';

const nav = freshPageEachTest();
afterEach(() => setLanguage('EN'));

const RESOURCES = [
  { resourceType: 'IOS', url: 'https://apps.example.test/ios/mc01' },
  { resourceType: 'Android', url: '/download/mc01.apk' },
  { resourceType: 'MOBILECONFIG', url: '/download/mc01.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/img/app-icon.svg' },
];
const routes = (resources = RESOURCES) =>
  platformRoutes({ 'GET /wps/system/init': ok(initialConfig({ resources, mobileTemplate: { app_desc: 'Play anywhere' } })) });
const visiblePanel = (el: Element) => shadowQueryAll(el, '[role="tabpanel"]').find((p) => !p.hidden)!;

describe('<mc-download>', () => {
  it('shows its own bar (back goes back), the app card and the Android guide', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download platform="android"></mc-download>', { ready: (e) => q(e, '.app') });
    expect(textOf(q(el, '.title'))).to.equal('Download the app');
    expect(textOf(q(el, '.app-desc'))).to.equal('Play anywhere');
    expect(q<HTMLImageElement>(el, '.app-icon')!.getAttribute('src')).to.match(/\/img\/app-icon\.svg$/);
    const panel = visiblePanel(el);
    const link = panel.querySelector<HTMLAnchorElement>('a[data-kind="Android"]')!;
    expect(link.getAttribute('href')).to.match(/\/download\/mc01\.apk$/);
    expect(link.hasAttribute('download')).to.equal(true);
    expect(panel.querySelectorAll('[data-guide="android"] li')).to.have.length(3);
    click(q(el, 'button[aria-label="Back"]')!);
    expect(nav.paths).to.deep.equal(['back']);
  });

  it('paints the app card with the merchant’s app_background and the description in app_desc_font_color; an image background covers the card', async () => {
    const withTemplate = (mobileTemplate: Record<string, string>) =>
      platformRoutes({ 'GET /wps/system/init': ok(initialConfig({ resources: RESOURCES, mobileTemplate })) });
    mockFetch(withTemplate({ app_background: 'rgb(27, 31, 59)', app_desc: 'Play anywhere', app_desc_font_color: 'rgb(255, 0, 0)' }));
    let el = await mount('<mc-download platform="android"></mc-download>', { ready: (e) => q(e, '.app') });
    expect(getComputedStyle(q(el, '.app')!).backgroundColor).to.equal('rgb(27, 31, 59)');
    expect(getComputedStyle(q(el, '.app-desc')!).color).to.equal('rgb(255, 0, 0)');
    el.style.setProperty('--mc-download-background', 'rgb(1, 2, 3)'); // the page's own theme wins
    expect(getComputedStyle(q(el, '.app')!).backgroundColor).to.equal('rgb(1, 2, 3)');
    el.remove();

    resetStores();
    mockFetch(withTemplate({ app_background: '/img/banner/B01.svg', app_desc: 'Play anywhere' }));
    el = await mount('<mc-download platform="android"></mc-download>', { ready: (e) => q(e, '.app') });
    const card = getComputedStyle(q(el, '.app')!);
    expect(card.backgroundImage).to.match(/^url\(".*\/img\/banner\/B01\.svg"\)$/);
    expect(card.backgroundSize).to.equal('cover');
    expect(q(el, '.app-desc')!.getAttribute('style')).to.equal(null); // no colour configured: the theme's
  });

  it('the iOS tab has the App Store, the configuration profile with its steps, and the version note', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download platform="ios"></mc-download>', { ready: (e) => q(e, '.app') });
    const panel = visiblePanel(el);
    const store = panel.querySelector<HTMLAnchorElement>('a[data-kind="IOS"]')!;
    expect(store.href).to.equal('https://apps.example.test/ios/mc01');
    expect(store.target).to.equal('_blank');
    expect(store.rel).to.equal('noopener noreferrer');
    expect(panel.querySelector('a[data-kind="MOBILECONFIG"]')!.getAttribute('href')).to.match(/\/download\/mc01\.mobileconfig$/);
    expect(panel.querySelectorAll('[data-guide="profile"] li')).to.have.length(3);
    expect(textOf(panel.querySelector('.note:last-child'))).to.equal('Needs iOS 12.4 or later.');
  });

  it('tabs switch by tap and by arrow keys, one panel at a time', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download platform="android"></mc-download>', { ready: (e) => q(e, '.app') });
    const ios = q<HTMLButtonElement>(el, '[data-tab="ios"]')!;
    click(ios);
    await waitFor(() => ios.getAttribute('aria-selected') === 'true');
    expect(shadowQueryAll(el, '[role="tabpanel"]:not([hidden])')).to.have.length(1);
    ios.focus();
    ios.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await waitFor(() => q(el, '[data-tab="android"]')!.getAttribute('aria-selected') === 'true');
    expect(el.shadowRoot!.activeElement).to.equal(q(el, '[data-tab="android"]'));
  });

  it('says which link was followed', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download platform="ios"></mc-download>', { ready: (e) => q(e, '.app') });
    const events = recordEvents(el, 'mc-download');
    const store = visiblePanel(el).querySelector<HTMLAnchorElement>('a[data-kind="IOS"]')!;
    store.addEventListener('click', (e) => e.preventDefault());
    click(store);
    expect(events.map((e) => e.detail)).to.deep.equal([{ platform: 'ios', kind: 'IOS' }]);
  });

  it('without links: says the app is not available; without a store link only the profile', async () => {
    mockFetch(routes([]));
    const el = await mount('<mc-download platform="android"></mc-download>', { ready: (e) => q(e, '.app') });
    expect(textOf(visiblePanel(el).querySelector('[data-state="unavailable"]'))).to.equal('The app is not available for this platform yet.');
    el.remove();
    resetStores();
    mockFetch(routes([{ resourceType: 'MOBILECONFIG', url: '/download/mc01.mobileconfig' }]));
    const ios = await mount('<mc-download platform="ios"></mc-download>', { ready: (e) => q(e, '.app') });
    expect([...visiblePanel(ios).querySelectorAll('a')].map((a) => a.dataset.kind)).to.deep.equal(['MOBILECONFIG']);
    expect(visiblePanel(ios).querySelector('a')!.className).to.contain('btn-primary');
  });

  it('picks the visitor’s platform', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).to.equal('ios');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).to.equal('ios');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).to.equal('android');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).to.equal('android');
  });

  it('a failed configuration load keeps the bar and shows the retry, which works', async () => {
    mockFetch(platformRoutes({ 'GET /wps/system/init': [fail('server.error', 'boom'), ok(initialConfig({ resources: RESOURCES }))] }));
    const el = await mount('<mc-download></mc-download>', { ready: (e) => q(e, '[role="alert"] button') });
    expect(q(el, '.bar')).to.not.equal(null);
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => q(el, '.app'));
  });

  it('speaks PT and TY', async () => {
    mockFetch(routes());
    const el = await mount('<mc-download platform="android"></mc-download>', { ready: (e) => q(e, '.app') });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, 'a[data-kind="Android"]')) === 'Baixar para Android');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, 'a[data-kind="Android"]')) === 'I-download para sa Android');
  });
});
