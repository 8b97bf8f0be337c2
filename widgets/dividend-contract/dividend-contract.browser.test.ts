import { describe, it, expect, beforeEach, afterEach, mount, q, waitFor, mockFetch, ok, click, textOf } from '../../tests/browser/helpers.ts';
import { signInAs, resetStores, captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { dividendInfoStore } from '../../core/agent/pendingContracts.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  dividendInfoStore.reset();
  nav = captureNavigation();
});
afterEach(() => nav.stop());

const DIVIDEND = { id: 'CT1004', kind: 'dividend', terms: 'Dividend: 20% of team net loss.', status: 'offered', offeredAt: 1 };

describe('<mc-dividend-contract>', () => {
  it('shows the dividend offer and accepts it', async () => {
    signInAs(1, 'subagent2');
    const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/dividend': ok(DIVIDEND), 'GET /wps/agent/contract/dividend/process': ok(null) }));
    const el = await mount('<mc-dividend-contract></mc-dividend-contract>', { ready: (e) => q(e, '.terms') });
    expect(textOf(q(el, '.terms'))).to.equal('Dividend: 20% of team net loss.');
    click(q(el, '[part="accept"]')!);
    await waitFor(() => textOf(q(el, '.status')) === 'Accepted');
    expect(api.last('/wps/agent/contract/dividend/process')!.query.get('id')).to.equal('CT1004');
  });

  for (const type of [4, 40, 41, 42]) {
    it(`type ${type}: dividend info is not fetched`, async () => {
      signInAs(type, 'someone');
      const api = mockFetch(agentRoutes({}, { 'GET /wps/agent/contract/dividend': ok(DIVIDEND) }));
      const el = await mount('<mc-dividend-contract></mc-dividend-contract>', { ready: (e) => q(e, '[data-state="empty"]') });
      expect(api.calls('/wps/agent/contract/dividend')).to.have.length(0);
      expect(textOf(q(el, '[data-state="empty"]'))).to.include('No contract offer is waiting for you.');
    });
  }

  it('as the agent footer’s dividend page, it needs the dividend feature (AGDIVIDEND)', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({ AGDIVIDEND: false }, { 'GET /wps/agent/contract/dividend': ok(DIVIDEND) }));
    const el = await mount('<mc-dividend-contract dividend-feature></mc-dividend-contract>', {
      ready: (e) => textOf(e.shadowRoot!.querySelector('.page')).length > 0,
    });
    await waitFor(() => textOf(q(el, '.page')) === 'No permission or feature temporarily unavailable');
    expect(api.calls('/wps/agent/contract/dividend')).to.have.length(0);
  });

  it('with the dividend feature on, the dividend page shows the offer', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({ AGDIVIDEND: true }, { 'GET /wps/agent/contract/dividend': ok(DIVIDEND) }));
    const el = await mount('<mc-dividend-contract dividend-feature></mc-dividend-contract>', { ready: (e) => q(e, '.terms') });
    expect(textOf(q(el, '.terms'))).to.equal('Dividend: 20% of team net loss.');
  });
});
