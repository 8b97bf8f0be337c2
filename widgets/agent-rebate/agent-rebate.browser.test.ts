import {
  describe,
  it,
  expect,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  http,
  click,
  textOf,
  typeInto,
  oneEvent,
  nextFrame,
  gate,
  typeAsItAppears,
} from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest();

describe('<mc-agent-rebate>', () => {
  it('shows the own rate, the default and what was earned; saves a new default within the own rate', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(
      agentRoutes(
        {},
        {
          'POST /wps/agent/rebate/settings': (c: { json: unknown }) =>
            ok({ rebate: 2, defaultRebate: (c.json as { defaultRebate: number }).defaultRebate, earnedToday: 40.6, earned30Days: 861.75 }),
        },
      ),
    );
    const el = await mount('<mc-agent-rebate></mc-agent-rebate>', { ready: (e) => q(e, '#default-rebate') });
    expect(shadowQueryAll(el, '.stat').map(textOf)).to.deep.equal(['My rate 2%', 'New downlines get 1%', 'Earned today 40.60', 'Earned in 30 days 861.75']);
    const input = q<HTMLInputElement>(el, '#default-rebate')!;
    await waitFor(() => input.value === '1');
    typeInto(input, '2.5');
    click(q(el, 'form button[type="submit"]')!);
    await waitFor(() => textOf(q(el, '#default-rebate-error')) === 'Enter a rate from 0 to 2, with at most one decimal');
    expect(api.calls('/wps/agent/rebate/settings').filter((c) => c.method === 'POST')).to.have.length(0);
    typeInto(input, '1.5');
    const saved = oneEvent(el, 'mc-rebate-settings');
    click(q(el, 'form button[type="submit"]')!);
    expect((await saved).detail).to.deep.equal({ defaultRebate: 1.5 });
    expect(api.last('/wps/agent/rebate/settings')!.json).to.deep.equal({ defaultRebate: 1.5 });
    await waitFor(() => textOf(shadowQueryAll(el, '.stat')[1]) === 'New downlines get 1.5%');
  });

  it('shows the saved default in the field the moment it appears, and what is typed then stays', async () => {
    signInAs(1, 'agent');
    const reply = gate();
    mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/rebate/settings': async () => {
            await reply.opened;
            return ok({ rebate: 2, defaultRebate: 1, earnedToday: 40.6, earned30Days: 861.75 });
          },
        },
      ),
    );
    const el = await mount('<mc-agent-rebate></mc-agent-rebate>');
    const shown = typeAsItAppears(el, '#default-rebate', '0.5');
    reply.open();
    expect(await shown).to.equal('1');
    await nextFrame(3);
    expect(q<HTMLInputElement>(el, '#default-rebate')!.value).to.equal('0.5');
  });

  it('saves once for a double tap', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(
      agentRoutes(
        {},
        {
          'POST /wps/agent/rebate/settings': (c: { json: unknown }) =>
            ok({ rebate: 2, defaultRebate: (c.json as { defaultRebate: number }).defaultRebate, earnedToday: 40.6, earned30Days: 861.75 }, { delay: 30 }),
        },
      ),
    );
    const el = await mount('<mc-agent-rebate></mc-agent-rebate>', { ready: (e) => q(e, '#default-rebate') });
    const input = q<HTMLInputElement>(el, '#default-rebate')!;
    await waitFor(() => input.value === '1');
    typeInto(input, '1.5');
    click(q(el, 'form button[type="submit"]')!);
    click(q(el, 'form button[type="submit"]')!);
    await waitFor(() => textOf(shadowQueryAll(el, '.stat')[1]) === 'New downlines get 1.5%');
    await waitFor(() => !q<HTMLButtonElement>(el, 'form button[type="submit"]')!.disabled);
    expect(api.calls('/wps/agent/rebate/settings').filter((c) => c.method === 'POST')).to.have.length(1);
  });
});

describe('<mc-agent-rebate> when the platform ends the session under the form', () => {
  const SETTINGS = { rebate: 2, defaultRebate: 1, earnedToday: 40.6, earned30Days: 861.75 };
  const rate = (el: Element) => q<HTMLInputElement>(el, '#default-rebate')!;
  const typeRate = async (el: Element) => {
    await waitFor(() => rate(el).value === '1');
    typeInto(rate(el), '1.5');
    click(q(el, 'form button[type="submit"]')!);
  };

  it('keeps the rate typed behind the login dialog; signed in again, it is saved', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'POST /wps/agent/rebate/settings': [http(401), ok({ ...SETTINGS, defaultRebate: 1.5 })] }));
    const el = await mount('<mc-agent-rebate></mc-agent-rebate>', { ready: (e) => q(e, '#default-rebate') });
    await typeRate(el);
    await keptBehindLogin(el);
    expect(rate(el).value).to.equal('1.5');
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el, 'agent', 1);
    expect(rate(el).value).to.equal('1.5');
    const saved = oneEvent(el, 'mc-rebate-settings');
    click(q(el, 'form button[type="submit"]')!);
    expect((await saved).detail).to.deep.equal({ defaultRebate: 1.5 });
    expect(api.calls('/wps/agent/rebate/settings').filter((c) => c.method === 'POST')).to.have.length(2);
  });

  it('another agent signing in gets their own default', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'POST /wps/agent/rebate/settings': http(401) }));
    const el = await mount('<mc-agent-rebate></mc-agent-rebate>', { ready: (e) => q(e, '#default-rebate') });
    await typeRate(el);
    await keptBehindLogin(el);
    await signInAgain(el, 'agent2', 1);
    await waitFor(() => rate(el)?.value === '1');
  });
});
