import { describe, it, expect, beforeEach, afterEach, mount, waitFor, mockFetch, ok, click, textOf, nextFrame, settled } from '../../tests/browser/helpers.ts';
import { $translations } from '../../core/i18n.ts';
import { signInAs, resetStores, captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { $session } from '../../core/stores/session.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';
import '../confirm-dialog/index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(async () => {
  // The previous test's element stops listening when React has unmounted it: let that happen first.
  await nextFrame(2);
  resetStores();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  $session.set(null);
});

const ALL = { dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true };
const dialog = () => document.querySelector('mc-confirm-dialog')!.shadowRoot!;
const button = (name: string) => [...dialog().querySelectorAll('button')].find((b) => textOf(b) === name)!;

async function mountAll() {
  await mount('<div><mc-contract-alerts></mc-contract-alerts><mc-confirm-dialog></mc-confirm-dialog></div>');
  await waitFor(() => customElements.get('mc-contract-alerts') && document.querySelector('mc-confirm-dialog')?.shadowRoot);
  // The element starts listening once its texts are there (it renders nothing to wait for).
  await waitFor(() => $translations.get().ready);
  await nextFrame(3);
}

describe('<mc-contract-alerts>', () => {
  it('after an agent signs in, each pending offer raises an alert; Cancel goes on, Go opens that contract', async () => {
    const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/requests': ok(ALL) }));
    await mountAll();
    signInAs(1, 'agent');
    await waitFor(() => $confirm.get()?.message === 'agent.contract.alert.dailySalary');
    await waitFor(() => textOf(dialog().querySelector('[role="dialog"], dialog')).includes('You have a daily salary contract offer. Open it now?'));
    click(button('Cancel'));
    await waitFor(() => $confirm.get()?.message === 'agent.contract.alert.dividend');
    await waitFor(() => button('Go'));
    click(button('Go'));
    await waitFor(() => nav.paths.length > 0);
    expect(nav.paths).to.deep.equal(['/m/member/agent/getDevidendContract']);
    expect($confirm.get()).to.equal(null);
    expect(api.calls('/wps/agent/contract/requests')).to.have.length(1);
    // Dividend info is fetched after the sign-in of a type 1.
    await waitFor(() => api.calls('/wps/agent/contract/dividend').length === 1);
  });

  it('Go on the daily salary alert opens /m/member/agent/getSalaryContract', async () => {
    mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/requests': ok({ ...ALL, divtypecompperiodreq: false }) }));
    await mountAll();
    signInAs(2, 'subagent1');
    await waitFor(() => $confirm.get()?.message === 'agent.contract.alert.dailySalary');
    await waitFor(() => button('Go'));
    click(button('Go'));
    await waitFor(() => nav.paths.length > 0);
    expect(nav.paths).to.deep.equal(['/m/member/agent/getSalaryContract']);
  });

  for (const type of [4, 40, 41, 42]) {
    it(`type ${type}: no check, no alert, no dividend info`, async () => {
      const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/requests': ok(ALL) }));
      await mountAll();
      signInAs(type, 'someone');
      await settled();
      expect(api.calls('/wps/agent/contract/requests')).to.have.length(0);
      expect(api.calls('/wps/agent/contract/dividend')).to.have.length(0);
      expect($confirm.get()).to.equal(null);
    });
  }

  it('a session already stored when the page opens raises nothing (only a new sign-in does)', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/requests': ok(ALL) }));
    await mountAll();
    await settled();
    expect(api.calls('/wps/agent/contract/requests')).to.have.length(0);
    expect($confirm.get()).to.equal(null);
  });
});
