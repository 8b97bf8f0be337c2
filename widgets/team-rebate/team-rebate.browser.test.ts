import { describe, it, expect, mount, q, waitFor, mockFetch, ok, fail, http, click, textOf, typeInto, oneEvent } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { $toast } from '../../core/stores/toast.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest();

const row = (el: Element, account: string) => q(el, `[part="member"][data-account="${account}"]`)!;

describe('<mc-team-rebate>', () => {
  it('changes a member’s rate, up to the agent’s own', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'POST /wps/agent/rebate': ok(null) }));
    const el = await mount('<mc-team-rebate></mc-team-rebate>', { ready: (e) => q(e, '[part="member"] button:not([disabled])') });
    expect(textOf(q(el, '.note'))).to.equal("A member's rate can be at most your own, 2%.");
    click(row(el, 'member08').querySelector('button')!);
    const input = await waitFor(() => q<HTMLInputElement>(el, '#rate-11'));
    typeInto(input, '3');
    click(row(el, 'member08').querySelector('button[type="submit"]')!);
    await waitFor(() => textOf(q(el, '#rate-11-error')) === 'Enter a rate from 0 to 2, with at most one decimal');
    typeInto(input, '0.9');
    const saved = oneEvent(el, 'mc-rebate');
    click(row(el, 'member08').querySelector('button[type="submit"]')!);
    expect((await saved).detail).to.deep.equal({ kind: 'member-rate', memberId: '11', account: 'member08', rebate: 0.9 });
    expect(api.last('/wps/agent/rebate')!.json).to.deep.equal({ memberId: '11', rebate: 0.9 });
    await waitFor(() => textOf(row(el, 'member08')).includes('Rebate 0.9%'));
  });

  it('a refusal of the platform is shown and the form stays', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'POST /wps/agent/rebate': fail('rebate.too_high', 'rebate cannot exceed your own (2)') }));
    const el = await mount('<mc-team-rebate></mc-team-rebate>', { ready: (e) => q(e, '[part="member"] button:not([disabled])') });
    click(row(el, 'member08').querySelector('button')!);
    click((await waitFor(() => row(el, 'member08').querySelector('button[type="submit"]')))!);
    await waitFor(() => $toast.get()?.kind === 'fail');
    expect(q(el, '#rate-11')).to.not.equal(null);
  });
});

describe('<mc-team-rebate> when the platform ends the session under the form', () => {
  const ready = (e: HTMLElement) => q(e, '[part="member"] button:not([disabled])');
  const typeRate = async (el: Element) => {
    click(row(el, 'member08').querySelector('button')!);
    typeInto((await waitFor(() => q<HTMLInputElement>(el, '#rate-11')))!, '0.9');
    click(row(el, 'member08').querySelector('button[type="submit"]')!);
  };

  it('keeps the rate being typed behind the login dialog; signed in again, it is saved', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'POST /wps/agent/rebate': [http(401), ok(null)] }));
    const el = await mount('<mc-team-rebate></mc-team-rebate>', { ready });
    await typeRate(el);
    await keptBehindLogin(el);
    expect(q<HTMLInputElement>(el, '#rate-11')!.value).to.equal('0.9');
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el, 'agent', 1);
    expect(q<HTMLInputElement>(el, '#rate-11')!.value).to.equal('0.9');
    const saved = oneEvent(el, 'mc-rebate');
    click(row(el, 'member08').querySelector('button[type="submit"]')!);
    expect((await saved).detail).to.deep.equal({ kind: 'member-rate', memberId: '11', account: 'member08', rebate: 0.9 });
    expect(api.calls('/wps/agent/rebate')).to.have.length(2);
  });

  it('another agent signing in gets the list afresh, nothing being edited', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'POST /wps/agent/rebate': http(401) }));
    const el = await mount('<mc-team-rebate></mc-team-rebate>', { ready });
    await typeRate(el);
    await keptBehindLogin(el);
    await signInAgain(el, 'agent2', 1);
    await waitFor(() => ready(el));
    expect(q(el, '#rate-11')).to.equal(null);
  });
});
