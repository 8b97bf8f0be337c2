import { describe, it, expect, mount, q, shadowQueryAll, mockFetch, ok } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { hotMatch, lobbyRoutes, resetLobby } from '../../tests/browser/lobby-fixtures.ts';
import { rootDir, rtlEachTest } from '../../tests/browser/rtl.ts';
import './index.ts';

freshPageEachTest(resetLobby);
rtlEachTest();

describe('<mc-hot-matches> in Arabic', () => {
  it('a team named in English reads left to right, cut at its end: "Northbridge Uni…", not "…ited"', async () => {
    mockFetch(lobbyRoutes({ 'GET /wps/content/hotMatches': ok([hotMatch('HM01', { homeTeam: 'Northbridge United Football Club', awayTeam: 'الاتحاد' })]) }));
    const el = await mount('<mc-hot-matches style="width: 320px"></mc-hot-matches>', { ready: (e) => rootDir(e) === 'rtl' && q(e, '.rows .name') });
    const [home, away] = shadowQueryAll(el, '.row .name');
    expect(getComputedStyle(home!).direction).to.equal('ltr');
    expect(getComputedStyle(away!).direction).to.equal('rtl');
    // Cut: what shows is the name's beginning (its first letter sits at the box's left edge).
    expect(home!.scrollWidth).to.be.greaterThan(home!.clientWidth);
    const range = document.createRange();
    range.setStart(home!.firstChild!, 0);
    range.setEnd(home!.firstChild!, 1);
    expect(range.getBoundingClientRect().left - home!.getBoundingClientRect().left).to.be.below(2);
  });
});
