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
  click,
  stubElement,
} from '../../tests/browser/helpers.ts';
import { captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { VENDOR_TYPES, lobbyRoutes, resetLobby, vendor } from '../../tests/browser/lobby-fixtures.ts';
import { box, isMirrored, middleX, rootDir, runRightToLeft, useLanguage } from '../../tests/browser/rtl.ts';
import './index.ts';

// <mc-game-list> is built separately and never loaded here (see popular-games.browser.test.ts).
let unstub: () => void;
let nav: ReturnType<typeof captureNavigation>;
beforeEach(async () => {
  resetLobby();
  unstub = stubElement('mc-game-list', true);
  nav = captureNavigation();
  await useLanguage('AR');
});
afterEach(async () => {
  nav.stop();
  unstub();
  await useLanguage('EN');
});

const selected = (el: Element) => q(el, '.category[aria-selected="true"]')?.getAttribute('data-category');
const MANY = { ...VENDOR_TYPES, RNG: { vendors: Array.from({ length: 14 }, (_, i) => vendor(`V${i}`)), gameClassify: [] } };

async function mountGames(html: string) {
  mockFetch(lobbyRoutes({ 'GET /wps/relay/GCSGAME_getVassGameType': ok(MANY) }));
  const el = await mount(html, { ready: (e) => rootDir(e) === 'rtl' && q(e, '.category') });
  el.style.width = '360px';
  return el;
}

describe('<mc-popular-games> in Arabic', () => {
  it('the vendor menu starts at the right; its arrows point outwards and "next" scrolls towards the left', async () => {
    const el = await mountGames('<mc-popular-games category="RNG"></mc-popular-games>');
    const scroller = await waitFor(() => q(el, '.vendor-scroll'));
    await waitFor(() => scroller.scrollWidth > scroller.clientWidth);
    const start = q(el, '.arrow[data-direction="start"]') as HTMLButtonElement;
    const end = q(el, '.arrow[data-direction="end"]') as HTMLButtonElement;
    expect(middleX(start)).to.be.greaterThan(middleX(end));
    expect(isMirrored(start.querySelector('svg')!)).to.equal(true);
    expect(isMirrored(end.querySelector('svg')!)).to.equal(true);
    const tabs = shadowQueryAll(el, '.vendor');
    expect(runRightToLeft(tabs.slice(0, 4))).to.equal(true);
    expect(box(tabs[0]!).right).to.be.closeTo(box(scroller).right, 12);
    await waitFor(() => start.disabled && !end.disabled);

    const before = middleX(tabs[0]!);
    click(end);
    // Moving on through the list brings the vendors further left into view: the first one moves right.
    await waitFor(() => scroller.scrollLeft < -1 && !start.disabled);
    await waitFor(() => middleX(tabs[0]!) > before + 40);
    scroller.scrollLeft = -scroller.scrollWidth;
    await waitFor(() => end.disabled);
    click(start);
    await waitFor(() => !end.disabled && middleX(tabs[0]!) > box(scroller).right - 1);
  });

  it('the categories run right to left, and the left arrow key picks the next one', async () => {
    const el = await mountGames('<mc-popular-games></mc-popular-games>');
    await waitFor(() => shadowQueryAll(el, '.category').length === 10);
    expect(runRightToLeft(shadowQueryAll(el, '.category').slice(0, 4))).to.equal(true);
    q(el, '.category[aria-selected="true"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, composed: true }));
    await waitFor(() => selected(el) === 'SPORTS');
    q(el, '.category[aria-selected="true"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await waitFor(() => selected(el) === 'HOT');
  });

  it('a category chosen far along the row is scrolled into view on the right side', async () => {
    const el = await mountGames('<mc-popular-games category="inhouse"></mc-popular-games>');
    await waitFor(() => selected(el) === 'INHOUSE');
    const row = q(el, '.categories')!;
    expect(row.scrollWidth).to.be.greaterThan(row.clientWidth + 100);
    const tab = q(el, '.category[aria-selected="true"]')!;
    await waitFor(() => box(tab).left >= box(row).left - 1 && box(tab).right <= box(row).right + 1);
  });
});
