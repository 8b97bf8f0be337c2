import { describe, it, expect, beforeEach, afterEach, mount, q, waitFor, mockFetch, ok } from '../../tests/browser/helpers.ts';
import { resetStores, captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { resetContentStores } from '../../core/stores/content.ts';
import { box, rootDir, useLanguage } from '../../tests/browser/rtl.ts';
import './index.ts';

const IMG = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="750" height="300"/%3E';
const banner = (id: string) => ({ id, url: `${IMG}#${id}`, title: `Banner ${id}`, width: 750, height: 300, link: '' });
const FIVE = ['B1', 'B2', 'B3', 'B4', 'B5'].map(banner);

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  resetContentStores();
  nav = captureNavigation();
});
afterEach(async () => {
  nav.stop();
  await useLanguage('EN');
});

type SwiperEl = HTMLElement & { swiper?: { rtl: boolean; realIndex: number; animating: boolean } };
/**
 * Autoplay is not what these tests look at, and under load its 5 s step can come mid-test: focus
 * in the carousel pauses it, as it does for a keyboard user (React listens for focusin, preact
 * for focus).
 */
const holdStill = (el: Element) => {
  const f = frame(el)!;
  f.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
  f.dispatchEvent(new FocusEvent('focus'));
};
const frame = (el: Element) => q(el, '.swiper') as SwiperEl | null;
/** The slide of banner `index` that swiper shows (in loop mode it may hold copies). */
const slide = (el: Element, index: number) => q(el, `.swiper-slide[data-index="${index}"]:not(.swiper-slide-duplicate)`)!;
const inView = (el: Element, index: number) => {
  const s = box(slide(el, index));
  const f = box(frame(el)!);
  return Math.abs(s.left - f.left) < 2 && Math.abs(s.right - f.right) < 2;
};

/** A touch starts the carousel (its code loads when first needed). */
async function touch(el: Element) {
  frame(el)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  // The first import of the carousel code in this page goes through the test server: allow it time.
  await waitFor(() => frame(el)?.swiper, 10_000);
}

describe('<mc-banner> in Arabic', () => {
  // First in the file: the carousel code is not loaded in this page yet.
  it('a swipe to the right before the carousel runs shows the next banner (it waits on the left)', async () => {
    await useLanguage('AR');
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => rootDir(e) === 'rtl' && frame(e)?.dataset.autoplay === 'on' });
    expect(frame(el)!.swiper).to.equal(undefined);
    holdStill(el);
    frame(el)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 80, clientY: 100, pointerType: 'touch' }));
    window.dispatchEvent(new PointerEvent('pointerup', { clientX: 260, clientY: 96, pointerType: 'touch' }));
    // The next banner, the one that waits on the left (the test below). Where it stands once its
    // slide has moved is not read here: a page in the background of a busy run draws no frames.
    await waitFor(() => frame(el)?.swiper?.realIndex === 1, 10_000);
  });

  it('the carousel runs right to left: the next banner waits on the left', async () => {
    await useLanguage('AR');
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => rootDir(e) === 'rtl' && frame(e)?.dataset.autoplay === 'on' });
    await touch(el);
    expect(frame(el)!.swiper!.rtl).to.equal(true);
    holdStill(el);
    await waitFor(() => inView(el, 0) && Math.abs(box(slide(el, 1)).right - box(frame(el)!).left) < 2);
  });

  it('a change of language to Arabic turns a running carousel round', async () => {
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => frame(e)?.dataset.autoplay === 'on' });
    await touch(el);
    expect(frame(el)!.swiper!.rtl).to.equal(false);
    await useLanguage('AR');
    await waitFor(() => frame(el)?.swiper?.rtl === true);
    holdStill(el);
    await waitFor(() => inView(el, 0) && Math.abs(box(slide(el, 1)).right - box(frame(el)!).left) < 2);
  });
});
