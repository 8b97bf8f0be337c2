import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, fail, click, textOf, typeInto } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { $toast } from '../../core/stores/toast.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import { parseAmount } from './AgentTransfer.tsx';
import './index.ts';

freshPageEachTest();

describe('<mc-agent-transfer>', () => {
  it('amounts: positive with at most two decimals', () => {
    expect(parseAmount('10')).to.equal(10);
    expect(parseAmount('10,5')).to.equal(10.5);
    expect(parseAmount('0')).to.equal(null);
    expect(parseAmount('1.234')).to.equal(null);
    expect(parseAmount('-3')).to.equal(null);
  });

  it('ticks the member it was opened for, totals the transfer and checks the fields', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'GET /wps/session/key/rsa': fail('no.key', 'no key in element tests') }));
    const el = await mount('<mc-agent-transfer member-id="12"></mc-agent-transfer>', { ready: (e) => q(e, '[part="member"] input') });
    const boxes = shadowQueryAll<HTMLInputElement>(el, '[part="member"] input');
    expect(boxes.map((b) => b.checked)).to.deep.equal([false, true]);
    click(boxes[0]!);
    typeInto(q<HTMLInputElement>(el, '#transfer-amount')!, '25');
    await waitFor(() => textOf(q(el, '.note')) === '2 downlines · total 50.00');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '#transfer-password-error')) === '6 digits');
    typeInto(q<HTMLInputElement>(el, '#transfer-password')!, '123456');
    click(q(el, '[part="submit"]')!);
    // The body carries the funds password: it is sealed, so without the platform key nothing leaves in clear.
    await waitFor(() => $toast.get()?.kind === 'fail');
    expect(api.calls('/wps/agent/transfer')).to.have.length(0);
  });

  it('asks for at least one downline', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes());
    const el = await mount('<mc-agent-transfer></mc-agent-transfer>', { ready: (e) => q(e, '[part="member"] input') });
    typeInto(q<HTMLInputElement>(el, '#transfer-amount')!, '5');
    typeInto(q<HTMLInputElement>(el, '#transfer-password')!, '123456');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '.members .error')) === 'Choose at least one downline');
  });
});
