import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, click, textOf, typeInto } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

freshPageEachTest();

describe('<mc-team-betting>', () => {
  it('lists the team’s bets with totals and filters by account', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/team/bets': ok({
            list: [{ id: '1', account: 'member03', gameName: 'Speed Baccarat', gameType: 'LIVE', stake: 80, payout: 0, createdAt: Date.now() }],
            totalPages: 1,
            totalStake: 80,
            totalPayout: 0,
          }),
        },
      ),
    );
    const el = await mount('<mc-team-betting account="member"></mc-team-betting>', { ready: (e) => q(e, '[part="bet"]') });
    expect(api.last('/wps/agent/team/bets')!.query.get('account')).to.equal('member');
    expect(textOf(q(el, '[part="bet"] .row-title'))).to.equal('Speed Baccarat');
    expect(shadowQueryAll(el, '.stat').map(textOf)).to.deep.equal(['Total stake 80.00', 'Total payout 0.00']);
    typeInto(q<HTMLInputElement>(el, '#bets-account')!, 'member03');
    click(q(el, '.search button')!);
    await waitFor(() => api.last('/wps/agent/team/bets')!.query.get('account') === 'member03');
  });
});
