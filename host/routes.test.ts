import { describe, expect, it } from 'vitest';
import { PAGE_IDS, ROUTE_TABLE, elementAttributes, resolve, routeById, type PageId } from './routes.ts';
import { NO_FOOTER, NO_HEADER, PAGE_PATHS, SPEC_PAGE_IDS, SPEC_PATHS } from './spec.fixture.ts';

const pageOf = (path: string) => {
  const r = resolve(path);
  return r.kind === 'page' ? r.route.id : `redirect:${r.to}`;
};

describe('route table', () => {
  it.each(PAGE_PATHS)('%s shows %s', (path, id) => {
    expect(pageOf(path)).toBe(id);
  });

  it('has a page for every id and every page is reachable from a spec path', () => {
    expect(ROUTE_TABLE.map((r) => r.id)).toEqual([...PAGE_IDS]);
    const reached = new Set(PAGE_PATHS.map(([, id]) => id));
    expect(PAGE_IDS.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('lists every path once, and every path of a page the spec names is a spec path', () => {
    const all = ROUTE_TABLE.flatMap((r) => r.paths);
    expect(new Set(all).size).toBe(all.length);
    const spec = new Set(SPEC_PATHS.map(([p]) => p.split('?')[0]));
    const ofSpecPages = ROUTE_TABLE.filter((r) => SPEC_PAGE_IDS.has(r.id)).flatMap((r) => r.paths);
    expect(ofSpecPages.filter((p) => !spec.has(p))).toEqual([]);
  });

  // The one page beyond §2.3 without the header: a running game gets the screen (issue 19).
  const noHeader = [...NO_HEADER, 'launchGame'];
  it.each(PAGE_IDS.filter((id) => SPEC_PAGE_IDS.has(id)).map((id) => [id]))('%s: header and footer as §2.3 says', (id) => {
    const route = routeById(id);
    expect(route.header).toBe(!noHeader.includes(id));
    expect(route.footer).toBe(!NO_FOOTER.includes(id));
  });

  it('titles every page with title.<id>', () => {
    expect(ROUTE_TABLE.filter((r) => r.title !== `title.${r.id}`).map((r) => r.id)).toEqual([]);
  });

  it('opens a reset link on the recovery element, without a header, sending no Referer, and its token is no attribute', () => {
    const r = resolve('/m/resetPassword?token=secret-token&style=x');
    if (r.kind !== 'page') throw new Error('resetPassword did not resolve');
    expect(r.route.id).toBe('resetPassword');
    expect(elementAttributes(r.route, r.params)).toEqual([{ closable: '', step: 'reset' }]);
    expect([r.route.header, r.route.footer]).toEqual([false, false]);
    expect(ROUTE_TABLE.filter((route) => route.referrerPolicy).map((route) => [route.id, route.referrerPolicy])).toEqual([['resetPassword', 'no-referrer']]);
  });

  it('keeps activityInfo apart from activity', () => {
    expect(routeById('activityInfo').footer).toBe(true);
    expect(routeById('activity').footer).toBe(false);
  });

  it('sends unknown paths home', () => {
    for (const path of ['/nope', '/m/nope', '/m/member', '/m/home/extra', '/register', '/m/xyz/abc']) {
      expect(resolve(path)).toEqual({ kind: 'redirect', to: '/m/home' });
    }
  });

  it('forgives a trailing slash and letter case', () => {
    expect(pageOf('/m/login/')).toBe('login');
    expect(pageOf('/m/CHANGEPSW')).toBe('changePsw');
  });

  it('keeps the query string', () => {
    const r = resolve('/m/gameList?gameType=RNG');
    expect(r.kind).toBe('page');
    if (r.kind !== 'page') return;
    expect(r.search).toBe('?gameType=RNG');
    expect(elementAttributes(r.route, r.params)).toEqual([{ 'game-type': 'RNG' }]);

    const launch = resolve('/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home&onclick=x');
    if (launch.kind !== 'page') throw new Error('launchGame did not resolve');
    expect(launch.search).toContain('prize_mode=Lott');
    expect(elementAttributes(launch.route, launch.params)).toEqual([{ 'play-type': 'trad', 'prize-mode': 'Lott', code: 'lobby', 'page-back': 'home' }]);
  });

  it('composes pages from the expected elements', () => {
    const tags = (id: PageId) => routeById(id).elements.map((e) => e.tag);
    expect(tags('home')).toEqual([
      'mc-banner',
      'mc-notice-bar',
      'mc-hot-matches',
      'mc-jackpot',
      'mc-popular-games',
      'mc-language-picker',
      'mc-announcement-popup',
      'mc-download-bar',
    ]);
    expect(tags('help')).toEqual(['mc-banner', 'mc-hot-matches', 'mc-help-centre']);
    expect(tags('login')).toEqual(['mc-login']);
    expect(tags('forget')).toEqual(['mc-forget-password']);
    expect(tags('changePsw')).toEqual(['mc-change-password']);
    expect(tags('set')).toEqual(['mc-settings', 'mc-language-picker']);
    expect(tags('mine')).toEqual(['mc-member-centre']);
    expect(tags('agent')).toEqual(['mc-agent-home']);
    expect(tags('notice')).toEqual(['mc-notice-list']);
    expect(tags('voucherCenter')).toEqual(['mc-voucher-center']);
    expect(tags('gameList')).toEqual(['mc-game-list']);
    expect(tags('lottery')).toEqual(['mc-lottery']);
    expect(routeById('home').banner).toBe(true);
    expect(routeById('help').banner).toBe(true);
    expect(routeById('login').banner).toBeUndefined();
    for (const r of ROUTE_TABLE) for (const e of r.elements) expect(e.tag).toMatch(/^mc-[a-z]+(-[a-z]+)*$/);
  });

  it('composes the agency centre from its elements (§2.13)', () => {
    const tags = (id: PageId) => routeById(id).elements.map((e) => e.tag);
    expect(tags('teamOverview')).toEqual(['mc-team-overview']);
    expect(tags('team')).toEqual(['mc-team-members']);
    expect(tags('teamPnl')).toEqual(['mc-team-pnl']);
    expect(tags('teamBetting')).toEqual(['mc-team-betting']);
    expect(tags('agentRebeat')).toEqual(['mc-agent-rebate']);
    expect(tags('teamRebate')).toEqual(['mc-team-rebate']);
    expect(tags('agentRegister')).toEqual(['mc-agent-register', 'mc-agent-affiliate']);
    expect(tags('agentTransfer')).toEqual(['mc-agent-transfer']);
    expect(tags('agentNotice')).toEqual(['mc-agent-notices']);
    expect(tags('redRain')).toEqual(['mc-red-rain']);
    expect(tags('salaryContract')).toEqual(['mc-salary-contract']);
    expect(tags('hourContract')).toEqual(['mc-hour-contract']);
    expect(tags('dividendContract')).toEqual(['mc-dividend-contract']);
    expect(tags('agentDivident')).toEqual(['mc-dividend-contract']);
    const divident = resolve('/m/member/agent/agentDivident');
    if (divident.kind !== 'page') throw new Error('agentDivident did not resolve');
    expect(elementAttributes(divident.route, divident.params)).toEqual([{ 'dividend-feature': '' }]);
    const notices = resolve('/m/member/notice?types=A');
    if (notices.kind !== 'page') throw new Error('agentNotice did not resolve');
    expect(elementAttributes(notices.route, notices.params)).toEqual([{ types: 'A' }]);
    const transfer = resolve('/m/agent/transfer?memberId=42&style=x');
    if (transfer.kind !== 'page') throw new Error('agentTransfer did not resolve');
    expect(elementAttributes(transfer.route, transfer.params)).toEqual([{ 'member-id': '42' }]);
    // Sub-pages keep the site's header (back arrow, title) and footer; only the agent home is full-screen.
    for (const id of [
      'teamOverview',
      'team',
      'teamPnl',
      'teamBetting',
      'agentRebeat',
      'teamRebate',
      'agentRegister',
      'agentTransfer',
      'agentNotice',
      'redRain',
      'agentDivident',
    ] as const) {
      expect([routeById(id).header, routeById(id).footer]).toEqual([true, true]);
    }
    expect([routeById('agent').header, routeById('agent').footer]).toEqual([false, false]);
  });

  it('marks the footer tab of the pages that have one', () => {
    expect(routeById('home').footerActive).toBe('home');
    expect(routeById('inviteFriends').footerActive).toBe('invite');
    expect(routeById('voucherCenter').footerActive).toBe('deposit');
    expect(routeById('mine').footerActive).toBe('member');
    expect(routeById('gameList').footerActive).toBeUndefined();
  });
});
