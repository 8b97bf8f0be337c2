import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, http, click, useFakeClock } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { ANNOUNCEMENTS, lobbyRoutes, resetLobby } from '../../tests/browser/lobby-fixtures.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { LANGUAGE_DEBOUNCE_MS } from '../../core/rules/constants.ts';
import './index.ts';

const nav = freshPageEachTest(resetLobby);

const titles = (el: Element) => shadowQueryAll(el, '.title').map((t) => t.textContent);

describe('<mc-notice-bar>', () => {
  it('scrolls the titles of the announcements that are not popup items', async () => {
    const api = mockFetch(lobbyRoutes());
    const el = await mount('<mc-notice-bar></mc-notice-bar>', { ready: (e) => q(e, '.track[data-running]') });
    expect(titles(el)).to.deep.equal(['Welcome bonus', 'Maintenance on Sunday']);
    expect(getComputedStyle(q(el, '.track')!).animationName).to.equal('mc-marquee');
    expect(q(el, 'button')!.getAttribute('aria-label')).to.equal('Announcements: Welcome bonus; Maintenance on Sunday');
    const query = api.last('/wps/relay/MCSFE_getListAnnouncements')!.query;
    expect([query.get('types'), query.get('groupName'), query.get('platform'), query.get('merchantCode')]).to.deep.equal(['B,PL,PU,H', 'm_home', 'M', 'MC01']);
  });

  it('a tap goes to /m/notice', async () => {
    mockFetch(lobbyRoutes());
    const el = await mount('<mc-notice-bar></mc-notice-bar>', { ready: (e) => q(e, '.track') });
    click(q(el, 'button')!);
    expect(nav.paths).to.deep.equal(['/m/notice']);
  });

  it('says no announcement when there is none (popup items do not count)', async () => {
    mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': ok(ANNOUNCEMENTS.filter((a) => 'execution' in a)) }));
    const el = await mount('<mc-notice-bar></mc-notice-bar>', { ready: (e) => q(e, '.static') });
    expect(q(el, '.static')!.textContent).to.equal('No announcement');
    click(q(el, 'button')!);
    expect(nav.paths).to.deep.equal(['/m/notice']);
  });

  it('keeps one height while loading, loaded, empty and failed', async () => {
    mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': ok(ANNOUNCEMENTS, { delay: 200 }) }));
    const el = await mount('<mc-notice-bar></mc-notice-bar>', { ready: (e) => q(e, '.skeleton') });
    const loading = el.getBoundingClientRect().height;
    await waitFor(() => q(el, '.track'));
    expect(el.getBoundingClientRect().height).to.equal(loading);
    expect(loading).to.equal(36);
  });

  it('a failed load says load failed, tap to retry; tapping retries, not navigates', async () => {
    const api = mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': [http(502), ok(ANNOUNCEMENTS)] }));
    const el = await mount('<mc-notice-bar></mc-notice-bar>', { ready: (e) => q(e, '.retry') });
    expect(q(el, '.retry')!.textContent).to.equal('Load failed, tap to retry');
    click(q(el, '.retry')!);
    await waitFor(() => titles(el).length === 2);
    expect(nav.paths).to.deep.equal([]);
    expect(api.calls('/wps/relay/MCSFE_getListAnnouncements')).to.have.length(2);
  });

  it('follows a language change: new texts, titles reloaded after the debounce', async () => {
    const clock = useFakeClock();
    mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': (c) => ok([{ ...ANNOUNCEMENTS[0], title: `Bonus ${c.headers['language']}` }]) }));
    const el = await mount('<mc-notice-bar></mc-notice-bar>', { ready: (e) => titles(e)[0] === 'Bonus EN' });
    setLanguage('PT', false);
    await clock.tickAsync(LANGUAGE_DEBOUNCE_MS);
    await waitFor(() => titles(el)[0] === 'Bonus PT');
    await waitFor(() => q(el, 'button')!.getAttribute('aria-label')!.startsWith('Anúncios'));
  });
});
