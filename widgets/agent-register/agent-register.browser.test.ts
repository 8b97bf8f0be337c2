import { describe, it, expect, mount, q, waitFor, mockFetch, ok, fail, http, click, textOf, typeInto } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { opened, sealingKeyRoute } from '../../tests/browser/account-platform.ts';
import { $toast } from '../../core/stores/toast.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import './index.ts';

const nav = freshPageEachTest();

const input = (el: Element, id: string) => q<HTMLInputElement>(el, `#${id}`)!;
const ready = (e: HTMLElement) => q(e, '#downline-rebate');
const routes = (more = {}) =>
  agentRoutes(
    {},
    {
      'GET /wps/agent/username/check': (c: { query: URLSearchParams }) => ok(c.query.get('username') !== 'member01'),
      'GET /wps/session/key/rsa': fail('no.key', 'no key in element tests'),
      ...more,
    },
  );

describe('<mc-agent-register>', () => {
  it('checks the user name with the platform when the field is left', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(routes());
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready });
    typeInto(input(el, 'downline-username'), 'member01');
    input(el, 'downline-username').dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    await waitFor(() => q(el, '[data-check="taken"]'));
    expect(textOf(q(el, '[data-check="taken"]'))).to.equal('Username already exists');
    typeInto(input(el, 'downline-username'), 'freshkid1');
    input(el, 'downline-username').dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    await waitFor(() => textOf(q(el, '[data-check="free"]')) === 'This username is available');
    expect(api.calls('/wps/agent/username/check').map((c) => c.query.get('username'))).to.deep.equal(['member01', 'freshkid1']);
  });

  it('a malformed name is refused before asking the platform', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(routes());
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready });
    typeInto(input(el, 'downline-username'), '1x');
    input(el, 'downline-username').dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    await waitFor(() => textOf(q(el, '#downline-username-error')) === '4–16 letters or digits, starting with a letter');
    expect(api.calls('/wps/agent/username/check')).to.have.length(0);
  });

  it('validates every field on submit and focuses the first failing one', async () => {
    signInAs(1, 'agent');
    mockFetch(routes());
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready });
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '#downline-username-error')) === 'Please enter: Username');
    expect(el.shadowRoot!.activeElement).to.equal(input(el, 'downline-username'));
    typeInto(input(el, 'downline-username'), 'freshkid1');
    typeInto(input(el, 'downline-password'), 'kid12345');
    typeInto(input(el, 'downline-confirm'), 'kid12346');
    typeInto(input(el, 'downline-rebate'), '2.5');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '#downline-confirm-error')) === 'Confirmation password not matched');
    expect(textOf(q(el, '#downline-rebate-error'))).to.equal('Enter a rate from 0 to 2, with at most one decimal');
  });

  it('a taken name found on submit stops the registration', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(routes());
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready });
    typeInto(input(el, 'downline-username'), 'member01');
    typeInto(input(el, 'downline-password'), 'kid12345');
    typeInto(input(el, 'downline-confirm'), 'kid12345');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '#downline-username-error')) === 'Username already exists');
    expect(api.calls('/wps/agent/downline')).to.have.length(0);
  });

  it('the registration body is sealed: without the platform key nothing is sent in clear', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(routes());
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready });
    typeInto(input(el, 'downline-username'), 'freshkid1');
    typeInto(input(el, 'downline-password'), 'kid12345');
    typeInto(input(el, 'downline-confirm'), 'kid12345');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => $toast.get()?.kind === 'fail');
    expect(api.calls('/wps/agent/downline')).to.have.length(0);
    expect(api.calls('/wps/session/key/rsa').length).to.be.greaterThan(0);
  });

  it('offers member or agent and shows the default rebate', async () => {
    signInAs(1, 'agent');
    mockFetch(routes());
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready });
    expect(textOf(q(el, 'legend'))).to.equal('Account type');
    expect(textOf(q(el, 'label[for="downline-rebate"]'))).to.equal('Rebate (empty: 1%, at most 2%)');
  });

  it('rebate settings that failed to load say so with a retry that brings the rebate field', async () => {
    signInAs(1, 'agent');
    mockFetch(
      routes({ 'GET /wps/agent/rebate/settings': [http(500, '<html>oops</html>'), ok({ rebate: 2, defaultRebate: 1, earnedToday: 0, earned30Days: 0 })] }),
    );
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready: (e) => q(e, '.mc-state button') });
    expect(textOf(q(el, '.mc-state button'))).to.equal('Load failed, tap to retry');
    click(q(el, '.mc-state button')!);
    await waitFor(() => ready(el));
    expect(q(el, '.mc-state[role="alert"]')).to.equal(null);
  });

  it('a member is sent to /m/home', async () => {
    signInAs(0);
    mockFetch(routes());
    await mount('<mc-agent-register></mc-agent-register>');
    await waitFor(() => nav.paths.length > 0);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });
});

describe('<mc-agent-register> when the platform ends the session under the form', () => {
  const FIELDS = ['downline-username', 'downline-password', 'downline-confirm', 'downline-rebate'];
  const typed = (el: Element) => FIELDS.map((id) => input(el, id).value);
  const fill = (el: Element) => {
    for (const [id, value] of [
      ['downline-username', 'freshkid1'],
      ['downline-password', 'kid12345'],
      ['downline-confirm', 'kid12345'],
      ['downline-rebate', '1.5'],
    ])
      typeInto(input(el, id!), value!);
    click(q(el, '[part="submit"]')!);
  };

  it('keeps what the agent typed, the passwords in memory, behind the login dialog; signed in again, the downline is registered', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(
      routes({ 'GET /wps/session/key/rsa': await sealingKeyRoute(), 'POST /wps/agent/downline': [http(401), ok({ id: '31', account: 'freshkid1' })] }),
    );
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready });
    fill(el);
    await keptBehindLogin(el);
    expect(typed(el)).to.deep.equal(['freshkid1', 'kid12345', 'kid12345', '1.5']);
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el, 'agent', 1);
    expect(typed(el)).to.deep.equal(['freshkid1', 'kid12345', 'kid12345', '1.5']);
    click(q(el, '[part="submit"]')!);
    await waitFor(() => q(el, '[part="done"]'), 6000);
    const posts = api.calls('/wps/agent/downline');
    expect(posts).to.have.length(2);
    expect(await opened(posts[1]!)).to.deep.equal({ username: 'freshkid1', password: 'kid12345', type: 0, rebate: 1.5 });
  });

  it('another agent signing in gets the form afresh', async () => {
    signInAs(1, 'agent');
    mockFetch(routes({ 'GET /wps/session/key/rsa': await sealingKeyRoute(), 'POST /wps/agent/downline': http(401) }));
    const el = await mount('<mc-agent-register></mc-agent-register>', { ready });
    fill(el);
    await keptBehindLogin(el);
    await signInAgain(el, 'agent2', 1);
    await waitFor(() => ready(el));
    expect(typed(el)).to.deep.equal(['', '', '', '']);
  });
});
