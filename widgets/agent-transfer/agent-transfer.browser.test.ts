import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, fail, http, click, textOf, typeInto } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { opened, sealingKeyRoute } from '../../tests/browser/account-platform.ts';
import { $toast } from '../../core/stores/toast.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import { parseAmount } from './AgentTransfer.tsx';
import './index.ts';

const nav = freshPageEachTest();

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

describe('<mc-agent-transfer> when the platform ends the session under the form', () => {
  const ready = (e: HTMLElement) => q(e, '[part="member"] input');
  const boxes = (el: Element) => shadowQueryAll<HTMLInputElement>(el, '[part="member"] input').map((b) => b.checked);
  const typed = (el: Element) => ['#transfer-amount', '#transfer-password'].map((s) => q<HTMLInputElement>(el, s)!.value);
  const fill = (el: Element) => {
    click(shadowQueryAll<HTMLInputElement>(el, '[part="member"] input')[0]!);
    typeInto(q<HTMLInputElement>(el, '#transfer-amount')!, '25');
    typeInto(q<HTMLInputElement>(el, '#transfer-password')!, '123456');
    click(q(el, '[part="submit"]')!);
  };

  it('keeps the downlines ticked, the amount and the funds password behind the login dialog; signed in again, the transfer is made', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(agentRoutes({}, { 'GET /wps/session/key/rsa': await sealingKeyRoute(), 'POST /wps/agent/transfer': [http(401), ok(null)] }));
    const el = await mount('<mc-agent-transfer member-id="12"></mc-agent-transfer>', { ready });
    fill(el);
    await keptBehindLogin(el);
    expect([boxes(el), typed(el)]).to.deep.equal([
      [true, true],
      ['25', '123456'],
    ]);
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el, 'agent', 1);
    expect([boxes(el), typed(el)]).to.deep.equal([
      [true, true],
      ['25', '123456'],
    ]);
    click(q(el, '[part="submit"]')!);
    await waitFor(() => $toast.get()?.kind === 'success', 6000);
    const posts = api.calls('/wps/agent/transfer');
    expect(posts).to.have.length(2);
    expect(await opened(posts[1]!)).to.deep.equal({ memberIds: ['12', '11'], amount: 25, fundsPassword: '123456' });
    expect(nav.paths).to.deep.equal([]);
  });

  it('another agent signing in gets the form afresh; a player without an agency centre goes home', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'GET /wps/session/key/rsa': await sealingKeyRoute(), 'POST /wps/agent/transfer': http(401) }));
    const el = await mount('<mc-agent-transfer member-id="12"></mc-agent-transfer>', { ready });
    fill(el);
    await keptBehindLogin(el);
    await signInAgain(el, 'agent2', 1);
    await waitFor(() => ready(el));
    expect([boxes(el), typed(el)]).to.deep.equal([
      [false, true],
      ['', ''],
    ]);
    expect(nav.paths).to.deep.equal([]);

    fill(el);
    await keptBehindLogin(el);
    await signInAgain(el, 'demo', 0);
    await waitFor(() => nav.paths.length > 0);
    expect(nav.paths).to.deep.equal(['/m/home']);
    expect(q(el, '#transfer-amount')).to.equal(null);
  });
});
