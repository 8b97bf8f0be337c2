import { describe, it, expect, mount, q, waitFor, mockFetch, ok, fail, click, textOf, oneEvent, settled } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { $toast } from '../../core/stores/toast.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest();

const buttonNamed = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => textOf(b) === name)!;

describe('<mc-salary-contract>', () => {
  it('shows the offered terms; Accept answers the offer and says so', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/dailySalary/process': ok(null) }));
    const el = await mount('<mc-salary-contract></mc-salary-contract>', { ready: (e) => q(e, '.terms') });
    expect(textOf(q(el, '.terms'))).to.equal('Daily salary: 0.5% of team stake.');
    expect(textOf(q(el, '.status'))).to.equal('Waiting for your answer');
    const event = oneEvent(el, 'mc-contract');
    click(buttonNamed(el, 'Accept'));
    expect((await event).detail).to.deep.equal({ kind: 'dailySalary', id: 'CT1001', accepted: true });
    expect(Object.fromEntries(api.last('/wps/agent/contract/dailySalary/process')!.query)).to.deep.equal({ id: 'CT1001', accept: 'true' });
    await waitFor(() => textOf(q(el, '.status')) === 'Accepted');
    expect($toast.get()).to.include({ kind: 'success', message: 'agent.contract.acceptedToast' });
    expect(buttonNamed(el, 'Accept')).to.equal(undefined);
  });

  it('Reject asks first; Cancel keeps the offer open, Confirm rejects it', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/dailySalary/process': ok(null) }));
    const el = await mount('<mc-salary-contract></mc-salary-contract>', { ready: (e) => q(e, '.terms') });
    click(buttonNamed(el, 'Reject'));
    await waitFor(() => $confirm.get()?.message === 'agent.contract.rejectConfirm');
    $confirm.get()!.resolve(false);
    await settled();
    expect(api.calls('/wps/agent/contract/dailySalary/process')).to.have.length(0);
    click(buttonNamed(el, 'Reject'));
    await waitFor(() => $confirm.get()?.message === 'agent.contract.rejectConfirm');
    $confirm.get()!.resolve(true);
    await waitFor(() => textOf(q(el, '.status')) === 'Rejected');
    expect(api.last('/wps/agent/contract/dailySalary/process')!.query.get('accept')).to.equal('false');
  });

  it('an offer answered elsewhere: the platform’s error is shown and the page reloads the offer', async () => {
    signInAs(1, 'agent');
    let loads = 0;
    const api = mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/contract/dailySalary': () =>
            loads++ === 0 ? ok({ id: 'CT1001', kind: 'dailySalary', terms: 'x', status: 'offered', offeredAt: 1 }) : ok(null),
          'GET /wps/agent/contract/dailySalary/process': fail('contract.processed', 'this offer has already been answered'),
        },
      ),
    );
    const el = await mount('<mc-salary-contract></mc-salary-contract>', { ready: (e) => q(e, '.terms') });
    click(buttonNamed(el, 'Accept'));
    await waitFor(() => $toast.get()?.kind === 'fail');
    await waitFor(() => textOf(q(el, '[data-state="empty"]')).includes('No contract offer is waiting for you.'));
    expect(api.calls('/wps/agent/contract/dailySalary')).to.have.length(2);
  });

  it('without an offer says so and leads back to the agency centre', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/dailySalary': ok(null) }));
    const el = await mount('<mc-salary-contract></mc-salary-contract>', { ready: (e) => q(e, '[data-state="empty"]') });
    click(q(el, '[data-state="empty"] button')!);
    expect(nav.paths).to.deep.equal(['/m/agent/home']);
  });

  it('a visitor is sent to login', async () => {
    mockFetch(agentRoutes());
    await mount('<mc-salary-contract></mc-salary-contract>');
    await waitFor(() => nav.paths.length > 0);
    expect(nav.paths).to.deep.equal(['/m/login']);
  });

  it('a failed load offers a retry that works', async () => {
    signInAs(1, 'agent');
    let n = 0;
    mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/dailySalary': () => (n++ === 0 ? { kind: 'http', status: 500 } : ok(null)) }));
    const el = await mount('<mc-salary-contract></mc-salary-contract>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => q(el, '[data-state="empty"]'));
  });
});
