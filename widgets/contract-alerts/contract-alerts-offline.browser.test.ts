// In a file of its own: the alerts' code (core/agent/pendingContracts.ts) must not be in this document yet.
import { describe, it, expect, mount, waitFor, mockFetch, ok, nextFrame, settled, goOffline } from '../../tests/browser/helpers.ts';
import { $translations } from '../../core/i18n.ts';
import { signInAs, resetStores } from '../../tests/browser/platform-fixtures.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { $session } from '../../core/stores/session.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

const ALL = { dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true };
const alertsCode = () => performance.getEntriesByType('resource').filter((e) => /pendingContracts/.test(e.name));

describe('<mc-contract-alerts> with a sign-in made offline', () => {
  it('fetches nothing offline, and the next sign-in, online, loads the code and raises the alerts', async () => {
    resetStores();
    const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/requests': ok(ALL) }));
    await mount('<mc-contract-alerts></mc-contract-alerts>');
    await waitFor(() => customElements.get('mc-contract-alerts'));
    await waitFor(() => $translations.get().ready);
    await nextFrame(3);

    const backOnline = goOffline();
    signInAs(1, 'agent');
    await settled();
    // A download tried now would stay failed for the rest of the page: no later sign-in could raise an alert.
    expect(alertsCode()).to.have.length(0);
    expect($confirm.get()).to.equal(null);

    backOnline();
    $session.set(null);
    signInAs(1, 'agent');
    await waitFor(() => $confirm.get()?.message === 'agent.contract.alert.dailySalary');
    expect(alertsCode().length).to.be.greaterThan(0);
    expect(api.calls('/wps/agent/contract/requests')).to.have.length(1);
  });
});
