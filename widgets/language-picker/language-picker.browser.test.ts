import {
  describe,
  it,
  expect,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  click,
  textOf,
  recordEvents,
  pageBox,
  shownWhole,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { lobbyRoutes, resetLobby, hotMatch } from '../../tests/browser/lobby-fixtures.ts';
import { ok } from '../../tests/browser/fetch-mock.ts';
import { $language } from '../../core/stores/language.ts';
import { $translations } from '../../core/i18n.ts';
import './index.ts';
// Other elements of the kit, composed by tag name as a page would.
import '../banner/index.ts';
import '../notice-bar/index.ts';
import '../hot-matches/index.ts';
import '../jackpot/index.ts';
import '../header/index.ts';
import '../footer/index.ts';

freshPageEachTest(resetLobby);

describe('<mc-language-picker>', () => {
  it('offers English, Portuguese and Tagalog with flags; the current one is checked', async () => {
    const el = await mount('<mc-language-picker></mc-language-picker>', { ready: (e) => q(e, '.toggle') });
    expect(q(el, '.toggle')!.getAttribute('aria-label')).to.equal('Language: English, EN');
    expect(q(el, '.toggle svg.flag')).not.to.equal(null);
    click(q(el, '.toggle')!);
    await waitFor(() => q(el, '[role="menu"]'));
    const options = shadowQueryAll(el, '[role="menuitemradio"]');
    expect(options.map((o) => o.getAttribute('data-language'))).to.deep.equal(['EN', 'PT', 'TY']);
    expect(options.map((o) => textOf(o))).to.deep.equal(['English', 'Português', 'Tagalog']);
    expect(options.every((o) => o.querySelector('svg.flag'))).to.equal(true);
    expect(options.map((o) => o.getAttribute('aria-checked'))).to.deep.equal(['true', 'false', 'false']);
    await waitFor(() => el.shadowRoot!.activeElement === options[0]);
  });

  it('keyboard: arrows move, Escape closes and gives focus back', async () => {
    const el = await mount('<mc-language-picker></mc-language-picker>', { ready: (e) => q(e, '.toggle') });
    click(q(el, '.toggle')!);
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('data-language') === 'EN');
    const key = (k: string) => el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
    key('ArrowDown');
    expect(el.shadowRoot!.activeElement!.getAttribute('data-language')).to.equal('PT');
    key('ArrowUp');
    key('ArrowUp');
    expect(el.shadowRoot!.activeElement!.getAttribute('data-language')).to.equal('TY');
    key('Escape');
    await waitFor(() => !q(el, '[role="menu"]'));
    expect(el.shadowRoot!.activeElement).to.equal(q(el, '.toggle'));
  });

  it('a choice re-renders every element on the page in that language and is remembered', async () => {
    mockFetch({ ...platformRoutes(), ...lobbyRoutes({ 'GET /wps/content/hotMatches': ok([hotMatch('HM01')]) }) });
    const page = document.createElement('div');
    page.innerHTML = `
      <mc-header page="home"></mc-header>
      <mc-banner></mc-banner>
      <mc-notice-bar></mc-notice-bar>
      <mc-hot-matches></mc-hot-matches>
      <mc-jackpot></mc-jackpot>
      <mc-footer active="home"></mc-footer>`;
    const picker = await mount('<mc-language-picker></mc-language-picker>', { ready: (e) => q(e, '.toggle') });
    picker.parentElement!.append(page);
    const [header, banner, notice, hot, jackpot, footer] = [...page.children] as HTMLElement[];
    await waitFor(() => q(notice!, '.track') && q(hot!, '.rows') && q(banner!, '.state') && q(header!, '.logo'));
    const texts = () => ({
      header: textOf(shadowQueryAll(header!, 'button').find((b) => b.classList.contains('btn-outline'))),
      banner: textOf(q(banner!, '.state')),
      notice: q(notice!, 'button')!.getAttribute('aria-label')!.split(':')[0],
      hot: textOf(q(hot!, '.label')),
      jackpot: /[.,]/.exec(textOf(q(jackpot!, '.value')))![0],
      footer: textOf(shadowQueryAll(footer!, '.label')[0]),
      picker: q(picker, '.toggle')!.getAttribute('aria-label'),
      langs: [header, banner, notice, hot, jackpot, footer, picker].map((e) => q(e!, '.mc-root')!.getAttribute('lang')),
    });
    expect(texts()).to.deep.equal({
      header: 'Log in',
      banner: 'No data',
      notice: 'Announcements',
      hot: 'Hot matches',
      jackpot: ',',
      footer: 'Home',
      picker: 'Language: English, EN',
      langs: ['en', 'en', 'en', 'en', 'en', 'en', 'en'],
    });
    const heard = recordEvents<CustomEvent>(document, 'mc-language');

    click(q(picker, '.toggle')!);
    await waitFor(() => q(picker, '[data-language="PT"]'));
    click(q(picker, '[data-language="PT"]')!);
    await waitFor(() => $translations.get().language === 'PT' && $translations.get().ready);
    await waitFor(() => texts().picker === 'Idioma: Português, PT');
    expect(texts()).to.deep.equal({
      header: 'Entrar',
      banner: 'Sem dados',
      notice: 'Anúncios',
      hot: 'Jogos em destaque',
      jackpot: '.',
      footer: 'Início',
      picker: 'Idioma: Português, PT',
      langs: ['pt', 'pt', 'pt', 'pt', 'pt', 'pt', 'pt'],
    });
    expect($language.get()).to.equal('PT');
    expect(localStorage.getItem('MC_LANGUAGE')).to.equal('PT');
    expect(heard.map((e) => e.detail)).to.deep.equal([{ language: 'PT' }]);

    click(q(picker, '.toggle')!);
    await waitFor(() => q(picker, '[data-language="TY"]'));
    click(q(picker, '[data-language="TY"]')!);
    await waitFor(() => texts().picker === 'Wika: Tagalog, TY');
    expect(texts()).to.deep.include({ header: 'Mag-log in', notice: 'Mga anunsyo', hot: 'Maiinit na laban', footer: 'Home' });
    expect(texts().langs).to.deep.equal(['ty', 'ty', 'ty', 'ty', 'ty', 'ty', 'ty']);
    expect(localStorage.getItem('MC_LANGUAGE')).to.equal('TY');
  });

  // The menu is in the page's top layer, placed inside the viewport: a picker at the page's
  // bottom start corner (the site's home page, above its fixed footer) and one in a partner's
  // clipping box at the end edge of a right-to-left page, where it was hidden or cut off.
  const openMenuIn = async (box: HTMLElement) => {
    const el = await mount('<mc-language-picker></mc-language-picker>', { parent: box, ready: (e) => q(e, '.toggle') });
    click(q(el, '.toggle')!);
    await waitFor(() => q(el, '[role="menu"]'));
    return { el, options: shadowQueryAll(el, '[role="menuitemradio"]') };
  };
  it('opens upwards and inwards at the bottom start corner, above a fixed footer', async () => {
    pageBox('position:fixed;inset-inline:0;bottom:0;height:80px;z-index:1000;background:#333');
    const { el, options } = await openMenuIn(pageBox('position:fixed;left:0;bottom:84px;z-index:1'));
    expect(options.map((o) => shownWhole(el, o))).to.deep.equal([true, true, true]);
    expect(options[2]!.getBoundingClientRect().bottom).to.be.below(q(el, '.toggle')!.getBoundingClientRect().top);
  });

  it('is not cut off by a clipping box, at the end edge of a right-to-left page', async () => {
    const box = pageBox('position:fixed;top:0;right:0;width:120px;height:40px;overflow:hidden');
    box.dir = 'rtl';
    const { el, options } = await openMenuIn(box);
    expect(options.map((o) => shownWhole(el, o))).to.deep.equal([true, true, true]);
    expect(options[0]!.getBoundingClientRect().top).to.be.above(q(el, '.toggle')!.getBoundingClientRect().bottom - 1);
    // A tap beside the open menu closes it.
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => !q(el, '[role="menu"]'));
  });

  it('list: the three languages side by side as a radio group', async () => {
    const el = await mount('<mc-language-picker list></mc-language-picker>', { ready: (e) => q(e, '[role="radiogroup"]') });
    const radios = shadowQueryAll(el, '[role="radio"]');
    expect(radios.map((r) => r.getAttribute('data-language'))).to.deep.equal(['EN', 'PT', 'TY']);
    click(radios[2]!);
    await waitFor(() => q(el, '[data-language="TY"]')!.getAttribute('aria-checked') === 'true');
    expect($language.get()).to.equal('TY');
  });
});
