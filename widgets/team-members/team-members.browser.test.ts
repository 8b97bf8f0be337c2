import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, click, textOf, typeInto } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { agentRoutes, SUBORDINATES } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest();

const accounts = (el: Element) => shadowQueryAll(el, '[part="member"]').map((r) => r.dataset.account);

describe('<mc-team-members>', () => {
  it('lists the downlines, pages and searches', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/subordinates': (c: { query: URLSearchParams }) =>
            ok(
              c.query.get('account')
                ? { list: [SUBORDINATES.list[1]], totalPages: 1 }
                : { ...SUBORDINATES, list: c.query.get('pageNo') === '2' ? [SUBORDINATES.list[1]] : [SUBORDINATES.list[0]] },
            ),
        },
      ),
    );
    const el = await mount('<mc-team-members page-size="1"></mc-team-members>', { ready: (e) => q(e, '[part="member"]') });
    expect(accounts(el)).to.deep.equal(['member08']);
    expect(textOf(q(el, '[part="member"] .tag'))).to.equal('Member');
    expect(textOf(q(el, '.pager-at'))).to.equal('Page 1 of 2');
    click(shadowQueryAll<HTMLButtonElement>(el, '.pager button')[1]!);
    await waitFor(() => accounts(el).join() === 'subagent1');
    expect(textOf(q(el, '[part="member"] .tag'))).to.equal('Agent');
    expect(textOf(q(el, '[part="member"]'))).to.include('Never logged in');
    typeInto(q<HTMLInputElement>(el, '#team-search')!, 'sub');
    click(q(el, '.search button')!);
    await waitFor(() => api.last('/wps/agent/subordinates')!.query.get('account') === 'sub');
    expect(api.last('/wps/agent/subordinates')!.query.get('pageNo')).to.equal('1');
    expect(api.last('/wps/agent/subordinates')!.query.get('pageSize')).to.equal('1');
  });

  it('Transfer leads to the transfer page of that member', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes());
    const el = await mount('<mc-team-members></mc-team-members>', { ready: (e) => q(e, '[part="member"] .link-btn') });
    click(q(el, '[part="member"] .link-btn')!);
    expect(nav.paths).to.deep.equal(['/m/agent/transfer?memberId=11']);
  });

  it('an empty team says in_no_data', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'GET /wps/agent/subordinates': ok({ list: [], totalPages: 1 }) }));
    const el = await mount('<mc-team-members></mc-team-members>', { ready: (e) => q(e, '[data-state="empty"]') });
    expect(textOf(q(el, '[data-state="empty"]'))).to.equal('No data');
  });

  it('a free-trial account is sent to /m/home', async () => {
    signInAs(4, 'trial01');
    mockFetch(agentRoutes());
    await mount('<mc-team-members></mc-team-members>');
    await waitFor(() => nav.paths.length > 0);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });
});
