/**
 * A swipe the player makes before the carousel runs (its code loads when first needed). Alone in
 * its file: the carousel code must not be loaded in this page yet (once it is, a later banner's
 * carousel starts as soon as its first image is on screen).
 */
import { describe, it, expect, mount, shadowQuery, shadowQueryAll, waitFor, mockFetch, ok, useFakeClock } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { resetLobby } from '../../tests/browser/lobby-fixtures.ts';
import './index.ts';

const IMG = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="750" height="300"/%3E';
const banner = (id: string) => ({ id, url: `${IMG}#${id}`, title: `Banner ${id}`, width: 750, height: 300, link: '/m/activity' });
const FIVE = ['B1', 'B2', 'B3', 'B4', 'B5'].map(banner);

const nav = freshPageEachTest(resetLobby);

type SwiperEl = HTMLElement & { swiper?: { realIndex: number } };
const frame = (el: Element) => shadowQuery(el, '.swiper') as SwiperEl | null;

describe('<mc-banner> swiped before its carousel runs', () => {
  it('starts the carousel and makes the same move: a swipe to the left shows the next banner, and opens no link', async () => {
    const clock = useFakeClock(); // no autoplay turn: what moves the banner is the swipe
    mockFetch({ 'GET /wps/content/banners': ok(FIVE) });
    const el = await mount('<mc-banner></mc-banner>', { ready: (e) => frame(e)?.dataset.autoplay === 'on' });
    expect(frame(el)!.swiper).to.equal(undefined);
    const slide = shadowQuery(el, '.swiper-slide a')!;
    slide.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, clientX: 300, clientY: 100, pointerType: 'touch' }));
    window.dispatchEvent(new PointerEvent('pointerup', { clientX: 120, clientY: 108, pointerType: 'touch' }));
    // A mouse's drag ends in a click where it began.
    slide.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    // The carousel's code loads, then swiper moves on an animation frame (fake, so ticked).
    await waitFor(async () => {
      await clock.tickAsync(20);
      return frame(el)?.swiper?.realIndex === 1;
    }, 10_000);
    expect(nav.paths).to.deep.equal([]);
    expect(shadowQueryAll(el, '.swiper-pagination')).to.have.length(1);
  });
});
