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
  networkError,
  click,
  useFakeClock,
} from '../../tests/browser/helpers.ts';
import { resetStores, captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { resetContentStores } from '../../core/stores/content.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { BANNER_AUTOPLAY_MS, LANGUAGE_DEBOUNCE_MS } from '../../core/rules/constants.ts';
import { SWIPER_VERSION } from './swiper.styles.ts';
import './index.ts';

const IMG = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="750" height="300"/%3E';
const banner = (id: string, link = '', size: [number, number] = [750, 300]) => ({
  id,
  url: `${IMG}#${id}`,
  title: `Banner ${id}`,
  width: size[0],
  height: size[1],
  link,
});
const FIVE = [banner('B1', '/m/activity'), banner('B2', 'https://apps.example.com/ios'), banner('B3'), banner('B4'), banner('B5')];

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  resetContentStores();
  setLanguage('EN', false);
  nav = captureNavigation();
});
afterEach(() => nav.stop());

type SwiperEl = HTMLElement & { swiper?: { realIndex: number; animating: boolean; params: { loop: boolean; rewind: boolean } } };
const carousel = (el: Element) => q(el, '.swiper') as SwiperEl | null;
/** The banner on show: the first until the carousel runs. */
const realIndex = (el: Element) => carousel(el)?.swiper?.realIndex ?? 0;
/** Mounted with its first banner on screen and the autoplay counting (the carousel may not run yet: its code loads at the first turn). */
const playing = (e: Element) => carousel(e)?.dataset.autoplay === 'on' && oneSetOfDots(e);
/** Once the carousel runs, its dots alone (the ones drawn before it go). */
const oneSetOfDots = (e: Element) => !carousel(e)?.swiper || shadowQueryAll(e, '.swiper-pagination').length === 1;
/** A touch starts the carousel (it loads its code). */
async function touch(el: Element) {
  carousel(el)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  await waitFor(() => carousel(el)?.swiper && oneSetOfDots(el), 10_000);
}
/** Timers are fake, but a slide's CSS transition runs in real time: wait for it to end. */
const settled = (el: Element) => waitFor(() => !carousel(el)!.swiper!.animating);
const ratioOf = (el: Element) => getComputedStyle(q(el, '[part="frame"]')!).aspectRatio;

describe('<mc-banner> lists of 0, 1 and many', () => {
  // First in the file: the carousel code is not loaded yet in this page (a later carousel starts at once).
  it('many: the carousel code loads at the first turn, not with the first screen; its dots are there from the start', async () => {
    const clock = useFakeClock();
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: playing });
    expect(shadowQueryAll(el, '.swiper-pagination-bullet')).to.have.length(5);
    expect(shadowQueryAll(el, '.swiper-pagination-bullet')[1]!.getAttribute('aria-label')).to.equal('Show banner 2');
    // Each dot is a tap target of 24 by 24 px, however small it is drawn.
    for (const dot of shadowQueryAll(el, '.swiper-pagination-bullet')) {
      const box = dot.getBoundingClientRect();
      expect([box.width, box.height]).to.deep.equal([24, 24]);
    }
    await clock.tickAsync(BANNER_AUTOPLAY_MS - 1);
    expect(carousel(el)!.swiper).to.equal(undefined);
    await clock.tickAsync(1);
    await waitFor(() => carousel(el)?.swiper && oneSetOfDots(el), 10_000);
    expect(realIndex(el)).to.equal(1);
    expect(shadowQueryAll(el, '.swiper-pagination-bullet')).to.have.length(5);
    expect(q(el, '.swiper-pagination-bullet-active')!.getAttribute('aria-label')).to.equal('Show banner 2');
    const box = q(el, '.swiper-pagination-bullet-active')!.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([24, 24]);
  });

  it('many: loops, pagination with one dot per banner, autoplay every 5000 ms', async () => {
    const clock = useFakeClock();
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: playing });
    expect(shadowQueryAll(el, '.swiper-pagination-bullet')).to.have.length(5);
    expect(realIndex(el)).to.equal(0);
    await clock.tickAsync(BANNER_AUTOPLAY_MS - 1);
    expect(realIndex(el)).to.equal(0);
    await clock.tickAsync(1);
    await waitFor(() => realIndex(el) === 1);
    expect(carousel(el)!.swiper!.params.loop).to.equal(true);
    await settled(el);
    await clock.tickAsync(BANNER_AUTOPLAY_MS);
    expect(realIndex(el)).to.equal(2);
    // Past the last one it comes round to the first (loop).
    for (const expected of [3, 4, 0]) {
      await settled(el);
      await clock.tickAsync(BANNER_AUTOPLAY_MS);
      expect(realIndex(el)).to.equal(expected);
    }
    expect(q(el, '.swiper-pagination-bullet-active')!.getAttribute('aria-label')).to.equal('Show banner 1');
  });

  it('one: the image alone, no pagination, no autoplay', async () => {
    const clock = useFakeClock();
    mockFetch({ 'GET /wps/content/banners': ok([banner('B1', '/m/activity')]) });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => q(e, 'img') });
    await clock.tickAsync(BANNER_AUTOPLAY_MS * 3);
    expect(carousel(el)!.swiper).to.equal(undefined);
    expect(q(el, '.swiper-pagination')).to.equal(null);
    expect(shadowQueryAll(el, '.swiper-slide')).to.have.length(1);
    const img = q(el, 'img') as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['750', '300']);
    expect(img.alt).to.equal('Banner B1');
  });

  it('two: pagination, rewinds instead of looping', async () => {
    const clock = useFakeClock();
    mockFetch({ 'GET /wps/content/banners': ok([banner('B1'), banner('B2')]) });
    const el = await mount('<mc-banner></mc-banner>', { ready: playing });
    expect(shadowQueryAll(el, '.swiper-pagination-bullet')).to.have.length(2);
    await clock.tickAsync(BANNER_AUTOPLAY_MS);
    await waitFor(() => realIndex(el) === 1);
    expect(carousel(el)!.swiper!.params.rewind).to.equal(true);
    expect(carousel(el)!.dataset.autoplay).to.equal('on');
    await settled(el);
    await clock.tickAsync(BANNER_AUTOPLAY_MS);
    expect(realIndex(el)).to.equal(0);
  });

  it('a dot tapped by the player restarts the 5000 ms wait', async () => {
    const clock = useFakeClock();
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: playing });
    await touch(el);
    await clock.tickAsync(4000);
    click(shadowQueryAll(el, '.swiper-pagination-bullet')[3]!);
    await clock.tickAsync(20); // swiper moves on the next animation frame
    expect(realIndex(el)).to.equal(3);
    await settled(el);
    await clock.tickAsync(BANNER_AUTOPLAY_MS - 21);
    expect(realIndex(el)).to.equal(3);
    await clock.tickAsync(1);
    expect(realIndex(el)).to.equal(4);
  });

  it('does not move while the page is hidden', async () => {
    const clock = useFakeClock();
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: playing });
    await touch(el);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      await clock.tickAsync(BANNER_AUTOPLAY_MS * 3);
      expect(realIndex(el)).to.equal(0);
    } finally {
      delete (document as unknown as Record<string, unknown>).hidden;
    }
    await clock.tickAsync(BANNER_AUTOPLAY_MS);
    expect(realIndex(el)).to.equal(1);
  });

  it('none: says so in a box of the banner size', async () => {
    mockFetch({ 'GET /wps/content/banners': ok([]) });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => q(e, '.state') });
    expect(q(el, '.state')!.textContent).to.equal('No data');
    expect(ratioOf(el)).to.equal('750 / 300');
  });
});

describe('<mc-banner> sizes, clicks, states', () => {
  it("the skeleton has the final size; the frame takes the banners' own ratio", async () => {
    mockFetch({ 'GET /wps/content/banners': ok([banner('H1', '', [750, 200])], { delay: 300 }) });
    const el = await mount('<mc-banner position="help"></mc-banner>', { ready: (e) => q(e, '.skeleton') });
    expect(ratioOf(el)).to.equal('750 / 200');
    await waitFor(() => q(el, 'img'));
    expect(ratioOf(el)).to.equal('750 / 200');
  });

  it("has the banners' shape from its upgrade, before its first render, and leaves it to what it renders afterwards", async () => {
    mockFetch({ 'GET /wps/content/banners': ok([banner('B1')], { delay: 300 }) });
    const box = document.createElement('div');
    box.style.width = '400px';
    document.body.append(box);
    try {
      const el = document.createElement('mc-banner');
      box.append(el);
      // Defined and connected, not rendered yet (React renders a task later, preact a microtask
      // later): the page's :not(:defined) rule no longer holds its room, its own styles do.
      expect(el.shadowRoot!.childElementCount).to.equal(0);
      expect(el.getBoundingClientRect().height).to.equal(160);
      await waitFor(() => q(el, '[part="frame"]'));
      expect(el.getBoundingClientRect().height).to.be.closeTo(160, 1);
      const hostRules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText)).filter((r) => r.startsWith(':host'));
      expect(hostRules.some((r) => r.includes('aspect-ratio'))).to.equal(false);
    } finally {
      box.remove();
    }
  });

  it('asks for the banners of its position', async () => {
    const api = mockFetch({ 'GET /wps/content/banners': ok([banner('H1')]) });
    await mount('<mc-banner position="help"></mc-banner>', { ready: (e) => q(e, 'img') });
    expect(api.last('/wps/content/banners')!.query.get('position')).to.equal('help');
  });

  it('an in-app banner navigates; an external one is a new-tab link with no opener', async () => {
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: playing });
    await touch(el);
    const inApp = q(el, '.swiper-slide[data-index="0"] a') as HTMLAnchorElement;
    click(inApp);
    expect(nav.paths).to.deep.equal(['/m/activity']);
    const external = q(el, '.swiper-slide[data-index="1"] a') as HTMLAnchorElement;
    expect(external.getAttribute('href')).to.equal('https://apps.example.com/ios');
    expect(external.target).to.equal('_blank');
    expect(external.rel).to.equal('noopener noreferrer');
    expect(q(el, '.swiper-slide[data-index="2"] a')).to.equal(null);
  });

  it('the first image loads eagerly with high priority, the others lazily', async () => {
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => q(e, 'img') });
    const imgs = shadowQueryAll<HTMLImageElement>(el, 'img').sort(
      (a, b) => Number(a.closest('[data-index]')!.getAttribute('data-index')) - Number(b.closest('[data-index]')!.getAttribute('data-index')),
    );
    expect(imgs[0]!.loading).to.equal('eager');
    expect(imgs[0]!.getAttribute('fetchpriority')).to.equal('high');
    expect(imgs.slice(1).every((i) => i.loading === 'lazy')).to.equal(true);
  });

  it('a failed load says load failed, tap to retry; tapping retries', async () => {
    const api = mockFetch({ 'GET /wps/content/banners': [http(500, '<html>oops</html>'), ok(FIVE)] });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => q(e, '.retry') });
    expect(q(el, '.retry')!.textContent).to.equal('Load failed, tap to retry');
    expect(ratioOf(el)).to.equal('750 / 300');
    click(q(el, '.retry')!);
    await waitFor(() => shadowQueryAll(el, 'img').length === 5);
    expect(api.calls('/wps/content/banners')).to.have.length(2);
  });

  it('a load the network could not fetch says so on its retry (§8 network slow or offline)', async () => {
    const api = mockFetch({ 'GET /wps/content/banners': [networkError(), ok(FIVE)] });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => q(e, '.retry') });
    expect(q(el, '.retry')!.textContent).to.equal('Network slow or offline');
    click(q(el, '.retry')!);
    await waitFor(() => shadowQueryAll(el, 'img').length === 5);
    expect(api.calls('/wps/content/banners')).to.have.length(2);
  });

  it('a language change reloads the banners after the debounce', async () => {
    const clock = useFakeClock();
    const api = mockFetch({ 'GET /wps/content/banners': (c) => ok([banner(`B-${c.headers['language']}`)]) });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => q(e, 'img') });
    setLanguage('PT', false);
    await clock.tickAsync(LANGUAGE_DEBOUNCE_MS - 1);
    expect(api.calls('/wps/content/banners')).to.have.length(1);
    await clock.tickAsync(1);
    await waitFor(() => (q(el, 'img') as HTMLImageElement).alt === 'Banner B-PT');
    expect(api.calls('/wps/content/banners')).to.have.length(2);
  });
});

describe('<mc-banner> styles', () => {
  it('swiper CSS is adopted as constructable stylesheets: no <style> or <link> anywhere', async () => {
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: playing });
    await touch(el);
    expect(el.shadowRoot!.querySelectorAll('style, link')).to.have.length(0);
    expect(document.querySelectorAll('style[data-swiper], link[href*="swiper"]')).to.have.length(0);
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText));
    expect(rules.some((r) => r.startsWith('.swiper-wrapper'))).to.equal(true);
    expect(rules.some((r) => r.includes('.swiper-pagination-bullet'))).to.equal(true);
    expect(getComputedStyle(q(el, '.swiper-wrapper')!).display).to.equal('flex');
  });

  it('swiper CSS matches the installed swiper', async () => {
    const { swiperCoreStyles, swiperPaginationStyles } = await import('./swiper.styles.ts');
    const [core, pagination] = await Promise.all([
      fetch('/node_modules/swiper/swiper.min.css').then((r) => r.text()),
      fetch('/node_modules/swiper/modules/pagination.min.css').then((r) => r.text()),
    ]);
    expect(core).to.include(`Swiper ${SWIPER_VERSION}\n`);
    expect(swiperCoreStyles.text).to.equal(core);
    expect(swiperPaginationStyles.text).to.equal(pagination);
  });
});

describe('prefetchBanners (run by the registry next to the element import)', () => {
  it('fetches the home banners before the element renders; the element then makes no call of its own', async () => {
    const { prefetchBanners } = await import('./prefetch.ts');
    const { bannerStore } = await import('../../core/stores/content.ts');
    const api = mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    prefetchBanners();
    await waitFor(() => bannerStore('home').$state.get().status === 'ready');
    expect(api.calls('/wps/content/banners').map((c) => c.query.get('position'))).to.deep.equal(['home']);
    await mount('<mc-banner></mc-banner>', { ready: (e) => q(e, 'img') });
    expect(api.calls('/wps/content/banners')).to.have.length(1);
  });

  it('follows the position of banners already on the page', async () => {
    const { prefetchBanners } = await import('./prefetch.ts');
    const api = mockFetch({ 'GET /wps/content/banners': ok([]) });
    const doc = document.implementation.createHTMLDocument('partner');
    doc.body.innerHTML = '<mc-banner position="help"></mc-banner>';
    prefetchBanners(doc);
    await waitFor(() => api.calls('/wps/content/banners').length === 1);
    expect(api.last('/wps/content/banners')!.query.get('position')).to.equal('help');
  });
});
