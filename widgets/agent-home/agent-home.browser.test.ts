import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, click, textOf, useFakeClock } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { AGENT_FLAGS, agentRoutes } from '../agent-ui/agent-fixtures.ts';
import { isoDate } from '../../core/format.ts';
import './index.ts';

const nav = freshPageEachTest();

const tiles = (el: Element) => shadowQueryAll(el, '.tile').map((b) => b.dataset.tile);
const ready = (e: HTMLElement) => q(e, '.tile') && q(e, '.count dd:not([aria-busy])');
const mountHome = () => mount('<mc-agent-home></mc-agent-home>', { ready });

describe('<mc-agent-home>', () => {
  it('an agent sees the greeting, the top buttons, every enabled tile and today’s team counts', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes());
    const el = await mountHome();
    expect(textOf(q(el, '.greeting'))).to.match(/^Good (morning|afternoon|evening), Lucky Demo$/);
    expect(shadowQueryAll(el, '.top-btn').map(textOf)).to.deep.equal(['Withdraw', 'Deposit']);
    expect(tiles(el)).to.deep.equal([
      'teamOverview',
      'transactions',
      'team',
      'redRain',
      'teamPnl',
      'teamBetting',
      'agentRebate',
      'teamRebate',
      'securityCenter',
      'webEmail',
      'customerService',
    ]);
    expect(shadowQueryAll(el, '.count').map(textOf)).to.deep.equal(['11 Logged in', '9 Placed bets', '3 Registered', '4 Online']);
    const kpi = api.last('/wps/agent/team/kpi')!;
    expect(Object.fromEntries(kpi.query)).to.deep.equal({ startDate: isoDate(), endDate: isoDate(), size: '0' });
  });

  it('greets by the hour of the day', async () => {
    useFakeClock({ now: new Date(2026, 0, 5, 20, 30), toFake: ['Date'] });
    signInAs(2, 'subagent1');
    mockFetch(agentRoutes());
    const el = await mountHome();
    expect(textOf(q(el, '.greeting'))).to.equal('Good evening, Lucky Demo');
  });

  for (const type of [1, 2, 41, 42]) {
    it(`type ${type} may open it`, async () => {
      signInAs(type, 'agent');
      mockFetch(agentRoutes());
      await mountHome();
      expect(nav.paths).to.deep.equal([]);
    });
  }

  for (const type of [0, 4, 40]) {
    it(`type ${type} is sent to /m/home and calls nothing of the agency centre`, async () => {
      signInAs(type, 'someone');
      const api = mockFetch(agentRoutes());
      const el = await mount('<mc-agent-home></mc-agent-home>');
      await waitFor(() => nav.paths.length > 0);
      expect(nav.paths).to.deep.equal(['/m/home']);
      expect(q(el, '.tile')).to.equal(null);
      expect(api.calls('/wps/agent/team/kpi')).to.have.length(0);
    });
  }

  it('a visitor is sent to /m/home', async () => {
    mockFetch(agentRoutes());
    await mount('<mc-agent-home></mc-agent-home>');
    await waitFor(() => nav.paths.length > 0);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });

  for (const [flag, tile] of [
    ['AGTEAMOV', 'teamOverview'],
    ['AGTRANS', 'transactions'],
    ['AGTEAM', 'team'],
    ['AGREDRAIN', 'redRain'],
    ['AGTEAMPNL', 'teamPnl'],
    ['AGTEAMBET', 'teamBetting'],
    ['AGREBATE', 'agentRebate'],
    ['AGTEAMREBATE', 'teamRebate'],
    ['AGSECURITY', 'securityCenter'],
    ['AGMAIL', 'webEmail'],
  ] as const) {
    it(`${flag} off hides the ${tile} tile and only it`, async () => {
      signInAs(1, 'agent');
      mockFetch(agentRoutes({ [flag]: false }));
      const el = await mountHome();
      expect(tiles(el)).not.to.include(tile);
      expect(tiles(el)).to.have.length(10);
    });
  }

  it('with every flag off only customer service is left, and the dividend link is gone', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes(Object.fromEntries(Object.keys(AGENT_FLAGS).map((f) => [f, false]))));
    const el = await mountHome();
    expect(tiles(el)).to.deep.equal(['customerService']);
    expect(shadowQueryAll(el, '.foot-item').map((b) => b.dataset.link)).to.deep.equal(['home', 'register', 'notices']);
  });

  it('each tile, top button and footer link goes where §2.13 says', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes());
    const el = await mountHome();
    for (const b of shadowQueryAll<HTMLButtonElement>(el, '.tile:not([data-tile="customerService"]), .top-btn, .foot-item')) click(b);
    expect(nav.paths).to.deep.equal([
      '/m/withdraw',
      '/m/voucherCenter',
      '/m/agent/team/overview',
      '/m/transaction/record?types=A',
      '/m/member/team',
      '/m/redRain',
      '/m/agent/team/pnl',
      '/m/teamBetting',
      '/m/member/agent/agentRebeat',
      '/m/member/teamRebate',
      '/m/securityCenter',
      '/m/webEmail',
      '/m/home',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice?types=A',
    ]);
  });

  it('customer service opens the support link in a new window', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes());
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return {} as Window;
    }) as typeof window.open;
    try {
      const el = await mountHome();
      click(q(el, '[data-tile="customerService"]')!);
      expect(opened).to.deep.equal([['https://support.example.test', '_blank', 'noopener']]);
      expect(nav.paths).to.deep.equal([]);
    } finally {
      window.open = original;
    }
  });

  it('shows the unread badges of mail and agent notices', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes());
    const el = await mount('<mc-agent-home></mc-agent-home>', { ready: (e) => q(e, '[data-tile="webEmail"] .badge') && q(e, '[data-link="notices"] .badge') });
    expect(textOf(q(el, '[data-tile="webEmail"] .badge'))).to.equal('3');
    expect(q(el, '[data-tile="webEmail"] .badge')!.getAttribute('aria-label')).to.equal('3 unread');
    expect(textOf(q(el, '[data-link="notices"] .badge'))).to.equal('2');
  });

  it('navigation does nothing once the stored session is gone', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes());
    const el = await mountHome();
    sessionStorage.removeItem('MC_SESSION_INFO');
    for (const b of shadowQueryAll<HTMLButtonElement>(el, '.tile, .top-btn, .foot-item')) click(b);
    expect(nav.paths).to.deep.equal([]);
  });

  it('a failed KPI load says so, and the retry works', async () => {
    signInAs(1, 'agent');
    let calls = 0;
    mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/team/kpi': () =>
            calls++ === 0
              ? { kind: 'http', status: 500 }
              : { kind: 'ok', value: { teamLoginMemberCount: 1, teamBetMemberCount: 2, teamRegisterMemberCount: 3, teamOnlineCount: 4 } },
        },
      ),
    );
    const el = await mount('<mc-agent-home></mc-agent-home>', { ready: (e) => q(e, '.counts-retry') });
    click(q(el, '.counts-retry')!);
    await waitFor(() => shadowQueryAll(el, '.count dd').map(textOf).join() === '1,2,3,4');
  });

  it('puts the name where the language does, in its own span', async () => {
    useFakeClock({ now: new Date(2026, 0, 5, 20, 30), toFake: ['Date'] });
    const { setLanguage } = await import('../../core/stores/language.ts');
    signInAs(2, 'subagent1');
    mockFetch(agentRoutes());
    const el = await mountHome();
    setLanguage('JA');
    await waitFor(() => textOf(q(el, '.greeting')) === 'Lucky Demoさん、こんばんは');
    expect(textOf(q(el, '.greeting .name'))).to.equal('Lucky Demo');
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '.greeting')) === 'Boa noite, Lucky Demo');
    setLanguage('EN');
    await waitFor(() => textOf(q(el, '.greeting')) === 'Good evening, Lucky Demo');
  });

  it('speaks Portuguese and Tagalog', async () => {
    const { setLanguage } = await import('../../core/stores/language.ts');
    signInAs(1, 'agent');
    mockFetch(agentRoutes());
    const el = await mountHome();
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '[data-tile="team"] .tile-label')) === 'Membros');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '[data-tile="team"] .tile-label')) === 'Mga miyembro');
    setLanguage('EN');
    await waitFor(() => textOf(q(el, '[data-tile="team"] .tile-label')) === 'Team members');
  });
});
