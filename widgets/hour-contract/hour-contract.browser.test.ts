import { describe, it, expect, mount, q, waitFor, mockFetch, ok, click, textOf } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

freshPageEachTest();

describe('<mc-hour-contract>', () => {
  it('shows the hourly salary offer and accepts it with a POST', async () => {
    signInAs(2, 'subagent1');
    const api = mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/contract/hourSalary': ok({
            id: 'CT1003',
            kind: 'hourSalary',
            terms: 'Hourly salary: ¥20 per active member.',
            status: 'offered',
            offeredAt: 1,
          }),
          'POST /wps/agent/contract/hourSalary/process': ok(null),
        },
      ),
    );
    const el = await mount('<mc-hour-contract></mc-hour-contract>', { ready: (e) => q(e, '.terms') });
    expect(textOf(q(el, 'h2'))).to.equal('Hourly salary contract');
    click(q(el, '[part="accept"]')!);
    await waitFor(() => textOf(q(el, '.status')) === 'Accepted');
    expect(api.last('/wps/agent/contract/hourSalary/process')!.json).to.deep.equal({ id: 'CT1003', accept: true });
  });
});
