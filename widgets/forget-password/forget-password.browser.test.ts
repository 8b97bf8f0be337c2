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
  fail,
  networkError,
  click,
  typeInto,
  textOf,
  useFakeClock,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { accountRoutes, configWith, loginResult, opened, resetAccountStores, RAW_KEY } from '../../tests/browser/account-platform.ts';
import { $session } from '../../core/stores/session.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $language } from '../../core/stores/language.ts';
import { heldPassword } from '../../core/auth/secret.ts';
import { initialConfigStore } from '../../core/stores/platform.ts';
import { t } from '../../core/i18n.ts';
import './index.ts';

const nav = freshPageEachTest(resetAccountStores);

const input = (el: Element, id: string) => q<HTMLInputElement>(el, `#forget-${id}`)!;
const error = (el: Element, id: string) => textOf(q(el, `#forget-${id}-error`));
const submitButton = (el: Element) => q<HTMLButtonElement>(el, 'button[type="submit"]')!;
const toastText = () => $toast.get()?.message;
const focused = (el: Element) => (el.shadowRoot!.activeElement as HTMLElement | null)?.id;

async function mountForget(more = {}, pswSms = true, attrs = '') {
  const api = mockFetch(await accountRoutes({ 'GET /wps/system/init': ok(configWith({}, { PSWSMS3: pswSms })), ...more }));
  const el = await mount(`<mc-forget-password ${attrs}></mc-forget-password>`, {
    ready: (e) => q(e, '.form-panel input') && (!pswSms || q(e, '[role="tablist"]')),
  });
  await waitFor(() => initialConfigStore.$state.get().status === 'ready');
  return { api, el };
}

async function phoneTab(el: Element) {
  click(shadowQueryAll(el, '[role="tab"]')[1]!);
  // The dialing codes come in their own call: the tests that send a code expect one.
  await waitFor(() => q(el, '#forget-mobile') && q<HTMLSelectElement>(el, '#forget-dialing-code')?.value);
}

describe('<mc-forget-password> recovery method', () => {
  it('offers e-mail and phone when PSWSMS3 is on', async () => {
    const { el } = await mountForget();
    expect(shadowQueryAll(el, '[role="tab"]').map((t) => t.textContent)).to.deep.equal(['By e-mail', 'By phone']);
    await phoneTab(el);
    expect(q(el, '#forget-code')).not.to.equal(null);
    expect(q(el, '#forget-password')).not.to.equal(null);
  });

  it('offers e-mail only when PSWSMS3 is off, even when asked for phone', async () => {
    const { el } = await mountForget({}, false, 'method="phone"');
    await waitFor(() => q(el, '#forget-email'));
    expect(q(el, '[role="tablist"]')).to.equal(null);
    expect(q(el, '#forget-mobile')).to.equal(null);
  });

  it('opens on the phone form with method="phone"', async () => {
    const { el } = await mountForget({}, true, 'method="phone"');
    await waitFor(() => q(el, '#forget-mobile'));
  });

  it('links to customer service and sign in', async () => {
    const { el } = await mountForget();
    for (const b of shadowQueryAll(el, '.links .link')) click(b);
    expect(nav.paths).to.deep.equal(['/m/login', '/m/service']);
  });
});

describe('<mc-forget-password> by e-mail', () => {
  it('checks the user name with the login rule and the e-mail (in_email_incorrect)', async () => {
    const { api, el } = await mountForget();
    click(submitButton(el));
    await waitFor(() => error(el, 'username') === 'Please enter: Username');
    expect(error(el, 'email')).to.equal('E-mail format incorrect');
    expect(focused(el)).to.equal('forget-username');
    typeInto(input(el, 'username'), 'demo');
    typeInto(input(el, 'email'), 'demo@example');
    click(submitButton(el));
    await waitFor(() => focused(el) === 'forget-email');
    expect(error(el, 'email')).to.equal('E-mail format incorrect');
    expect(api.calls('/wps/member/password/forget')).to.have.length(0);
  });

  it('sends trimmed values form-encoded, shows in_been_out for 1 s, then goes back', async () => {
    const clock = useFakeClock();
    const { api, el } = await mountForget({ 'POST /wps/member/password/forget': ok(null) });
    const done = recordEvents<CustomEvent>(el, 'mc-password-reset');
    typeInto(input(el, 'username'), ' demo ');
    typeInto(input(el, 'email'), ' demo@example.com ');
    click(submitButton(el));
    await waitFor(() => toastText() === 'in_been_out');
    expect(Object.fromEntries(api.last('/wps/member/password/forget')!.form!)).to.deep.equal({ username: 'demo', email: 'demo@example.com' });
    expect($toast.get()?.durationMs).to.equal(1000);
    expect(done.map((e) => e.detail)).to.deep.equal([{ method: 'email' }]);
    expect(nav.paths).to.deep.equal([]);
    await clock.tickAsync(999);
    expect(nav.paths).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(nav.paths).to.deep.equal(['back']);
  });

  it('says a link is on its way, and that it comes only when the name and e-mail match', async () => {
    const { el } = await mountForget();
    expect(textOf(q(el, '.note'))).to.equal(
      'Enter your username and the e-mail of your account. If they match, we will e-mail you a link to set a new password.',
    );
    expect(t('in_been_out')).to.equal('We have sent you a link to set a new password. Please check your mailbox.');
  });

  it('a failure says why and keeps what was typed', async () => {
    const { el } = await mountForget({ 'POST /wps/member/password/forget': networkError() });
    typeInto(input(el, 'username'), 'demo');
    typeInto(input(el, 'email'), 'other@example.com');
    click(submitButton(el));
    await waitFor(() => toastText() === 'error.offline');
    expect([input(el, 'username').value, input(el, 'email').value]).to.deep.equal(['demo', 'other@example.com']);
    expect(nav.paths).to.deep.equal([]);
  });
});

describe('<mc-forget-password> by phone', () => {
  it('keeps submit disabled until touched and error-free; the mobile error shows the minimum length', async () => {
    const { el } = await mountForget();
    await phoneTab(el);
    expect(submitButton(el).disabled).to.equal(true);
    typeInto(input(el, 'mobile'), '917');
    await waitFor(() => error(el, 'mobile') === 'Enter a mobile number of at least 6 digits');
    expect(submitButton(el).disabled).to.equal(true);
    typeInto(input(el, 'mobile'), '9172223333');
    typeInto(input(el, 'code'), '12');
    await waitFor(() => error(el, 'code') === 'Verification code error');
    typeInto(input(el, 'code'), '123456');
    typeInto(input(el, 'password'), 'abcdefgh');
    await waitFor(() => error(el, 'password') === '6–20 characters with a letter and a digit');
    expect(submitButton(el).disabled).to.equal(true);
    typeInto(input(el, 'password'), 'plain5678');
    await waitFor(() => !submitButton(el).disabled);
  });

  it('sends a code only for a valid mobile number, then counts down', async () => {
    const clock = useFakeClock();
    const { api, el } = await mountForget();
    await phoneTab(el);
    const send = q<HTMLButtonElement>(el, '.send-code')!;
    expect(send.disabled).to.equal(true);
    typeInto(input(el, 'mobile'), '9172223333');
    await waitFor(() => !send.disabled);
    click(send);
    await waitFor(() => toastText() === 'in_sms_send');
    expect(api.last('/wps/verification/sms')!.json).to.deep.equal({ mobileNum: '9172223333', purpose: 'reset', countryDialingCode: '+63' });
    await waitFor(() => textOf(send) === 'Resend in 60 s');
    await clock.tickAsync(60_000);
    await waitFor(() => textOf(send) === 'Send code' && !send.disabled);
  });

  async function filledPhone(more: Record<string, unknown>) {
    const { api, el } = await mountForget(more);
    await phoneTab(el);
    typeInto(input(el, 'mobile'), '9172223333');
    typeInto(input(el, 'code'), '123456');
    typeInto(input(el, 'password'), 'plain5678');
    await waitFor(() => !submitButton(el).disabled);
    return { api, el };
  }

  it('on success signs the player in with the mobile number and the new password', async () => {
    const { api, el } = await filledPhone({
      'POST /wps/member/password/phone': ok(null),
      'POST /wps/session/login': ok(loginResult({ userName: 'plain' })),
    });
    const logins = recordEvents<CustomEvent>(el, 'mc-login');
    click(submitButton(el));
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(await opened(api.last('/wps/member/password/phone')!)).to.deep.equal({
      mobileNum: '9172223333',
      verificationCode: '123456',
      newPassword: 'plain5678',
    });
    expect(await opened(api.last('/wps/session/login')!)).to.deep.equal({ username: '9172223333', password: 'plain5678', type: 'username' });
    expect($session.get()?.userName).to.equal('plain');
    expect(heldPassword()).to.equal('plain5678');
    expect(logins.map((e) => e.detail)).to.deep.equal([{ userName: 'plain', type: 0, method: 'reset' }]);
  });

  it('modify.new.old.same clears the password field (§8)', async () => {
    const { el } = await filledPhone({
      'POST /wps/member/password/phone': fail('modify.new.old.same', 'The new password and the old password cannot be the same'),
    });
    click(submitButton(el));
    await waitFor(() => toastText() === 'code.modify.new.old.same');
    await waitFor(() => input(el, 'password').value === '');
    expect(input(el, 'code').value).to.equal('123456');
    expect(input(el, 'mobile').value).to.equal('9172223333');
  });

  it('any other failure clears the verification code (§8)', async () => {
    const { el } = await filledPhone({ 'POST /wps/member/password/phone': fail('verification.invalid', 'Verification code error') });
    click(submitButton(el));
    await waitFor(() => toastText() === 'code.verification.invalid');
    await waitFor(() => input(el, 'code').value === '');
    expect(input(el, 'password').value).to.equal('plain5678');
    expect(focused(el)).to.equal('forget-code');
  });

  it('a failed network keeps everything typed', async () => {
    const { el } = await filledPhone({ 'POST /wps/member/password/phone': networkError() });
    click(submitButton(el));
    await waitFor(() => toastText() === 'error.offline');
    expect([input(el, 'mobile').value, input(el, 'code').value, input(el, 'password').value]).to.deep.equal(['9172223333', '123456', 'plain5678']);
  });

  it('when the password is set but the sign-in fails, sends the player to the login page', async () => {
    const { el } = await filledPhone({ 'POST /wps/member/password/phone': ok(null), 'POST /wps/session/login': networkError() });
    click(submitButton(el));
    await waitFor(() => nav.paths.includes('/m/login'));
    expect(toastText()).to.equal('error.offline');
  });
});

describe('<mc-forget-password> texts', () => {
  for (const code of ['EN', 'PT', 'TY'] as const) {
    it(`are complete in ${code}`, async () => {
      $language.set(code);
      const { el } = await mountForget();
      click(submitButton(el));
      await waitFor(() => q(el, '#forget-username-error'));
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
      await phoneTab(el);
      typeInto(input(el, 'mobile'), '1');
      await waitFor(() => q(el, '#forget-mobile-error'));
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
      expect(error(el, 'mobile')).to.contain('6');
    });
  }
});
