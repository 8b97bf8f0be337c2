import { describe, it, expect, mount, q, shadowQueryAll, mockFetch, ok, textOf } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { rangeFor } from '../../core/agent/dateRange.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

freshPageEachTest();

describe('<mc-team-pnl>', () => {
  it('shows the team totals and one row per direct member for the last 7 days', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/team/profitLoss': ok({
            list: [
              { id: '11', account: 'member08', type: 0, stake: 630, payout: 223.09, profit: -406.91, deposit: 0, withdraw: 0, bets: 3 },
              { id: '12', account: 'subagent1', type: 2, stake: 100, payout: 150, profit: 50, deposit: 10, withdraw: 0, bets: 2 },
            ],
            totalPages: 1,
          }),
        },
      ),
    );
    const el = await mount('<mc-team-pnl></mc-team-pnl>', { ready: (e) => q(e, '[part="member"]') });
    expect(Object.fromEntries(api.last('/wps/agent/team/profitLoss')!.query)).to.include({ ...rangeFor('week'), pageNo: '1' });
    const rows = shadowQueryAll(el, '[part="member"]');
    expect(textOf(rows[0]!)).to.include('Stake 630.00 · 3 bets');
    expect(textOf(rows[0]!.querySelector('.row-end span'))).to.equal('-406.91');
    expect(rows[1]!.querySelector('.up')).to.not.equal(null);
    expect(textOf(rows[1]!.querySelector('.tag'))).to.equal('Agent');
  });
});
