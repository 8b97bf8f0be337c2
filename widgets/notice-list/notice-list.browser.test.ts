import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, http, click, settled } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { announcement, lobbyRoutes, resetLobby } from '../../tests/browser/lobby-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest(resetLobby);

const titles = (el: Element) => shadowQueryAll(el, '.title').map((t) => t.textContent);

describe('<mc-notice-list>', () => {
  it('lists the announcements newest first, with date and content; popup items are not listed', async () => {
    mockFetch(lobbyRoutes());
    const el = await mount('<mc-notice-list></mc-notice-list>', { ready: (e) => titles(e).length > 0 });
    expect(titles(el)).to.deep.equal(['Welcome bonus', 'Maintenance on Sunday']);
    expect(q(el, '.content')!.innerHTML).to.equal('<p>Content AN001</p>');
    expect(q(el, 'time')!.getAttribute('datetime')).to.equal(new Date(1_700_000_300_000).toISOString());
  });

  it('shows sanitised HTML: hostile content executes nothing', async () => {
    (window as unknown as { __pwned: string[] }).__pwned = [];
    const hostile =
      '<p>Hi</p><img src="x-none.png" onerror="window.__pwned.push(1)"><script>window.__pwned.push(2)</script><svg onload="window.__pwned.push(3)"></svg><a href="javascript:window.__pwned.push(4)">x</a><p style="color:red">s</p>';
    mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': ok([announcement('X1', { content: hostile })]) }));
    const el = await mount('<mc-notice-list></mc-notice-list>', { ready: (e) => q(e, '.content') });
    const content = q(el, '.content')!;
    expect(content.querySelector('script, svg, [onerror], [style]')).to.equal(null);
    click(content.querySelector('a')!);
    await waitFor(() => [...content.querySelectorAll('img')].every((img) => img.complete)); // the broken image has failed
    await settled();
    expect((window as unknown as { __pwned: string[] }).__pwned).to.deep.equal([]);
  });

  it('links: http opens a new tab with noopener, others navigate in the app', async () => {
    mockFetch(
      lobbyRoutes({
        'GET /wps/relay/MCSFE_getListAnnouncements': ok([
          announcement('L1', { content: '<p><a href="/m/rewardCenter">in</a> <a href="https://www.example.com/x">out</a></p>' }),
        ]),
      }),
    );
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = ((...args: unknown[]) => (opened.push(args), null)) as typeof window.open;
    try {
      const el = await mount('<mc-notice-list></mc-notice-list>', { ready: (e) => q(e, '.content a') });
      const [inApp, external] = shadowQueryAll<HTMLAnchorElement>(el, '.content a');
      expect(external!.target).to.equal('_blank');
      expect(external!.rel).to.equal('noopener noreferrer');
      click(inApp!);
      expect(nav.paths).to.deep.equal(['/m/rewardCenter']);
      click(external!);
      expect(opened).to.deep.equal([['https://www.example.com/x', '_blank', 'noopener,noreferrer']]);
    } finally {
      window.open = original;
    }
  });

  it('empty: in_no_data', async () => {
    mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': ok([]) }));
    const el = await mount('<mc-notice-list></mc-notice-list>', { ready: (e) => q(e, '.mc-state') });
    expect(q(el, '.mc-state')!.textContent).to.equal('No data');
  });

  it('a failed load says load failed, tap to retry; tapping retries', async () => {
    mockFetch(lobbyRoutes({ 'GET /wps/relay/MCSFE_getListAnnouncements': [http(500), ok([announcement('R1')])] }));
    const el = await mount('<mc-notice-list></mc-notice-list>', { ready: (e) => q(e, '.mc-state button') });
    expect(q(el, '.mc-state button')!.textContent).to.equal('Load failed, tap to retry');
    click(q(el, '.mc-state button')!);
    await waitFor(() => titles(el)[0] === 'Title R1');
  });
});
