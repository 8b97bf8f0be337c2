import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, click, textOf } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { rangeFor } from '../../core/agent/dateRange.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

freshPageEachTest();

describe('<mc-team-overview>', () => {
  it('shows the KPIs of today, then of the range chosen', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes());
    const el = await mount('<mc-team-overview></mc-team-overview>', { ready: (e) => q(e, '.stat') });
    expect(shadowQueryAll(el, '.stat').map(textOf).slice(0, 2)).to.deep.equal(['Team size 18', 'Online 4']);
    expect(textOf(shadowQueryAll(el, '.stat dd').at(-1))).to.equal('-1,072.91');
    expect(shadowQueryAll(el, '.stat dd').at(-1)!.className).to.equal('down');
    expect(Object.fromEntries(api.last('/wps/agent/team/kpi')!.query)).to.include(rangeFor('today'));
    click(shadowQueryAll(el, '.chip').find((b) => textOf(b) === '30 days')!);
    await waitFor(() => api.last('/wps/agent/team/kpi')!.query.get('startDate') === rangeFor('month').startDate);
  });

  it('a failed load offers a retry', async () => {
    signInAs(1, 'agent');
    let n = 0;
    mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/team/kpi': () =>
            n++ === 0
              ? { kind: 'http', status: 500 }
              : { kind: 'ok', value: { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 } },
        },
      ),
    );
    const el = await mount('<mc-team-overview></mc-team-overview>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => q(el, '.stat'));
  });
});
