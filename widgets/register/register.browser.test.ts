import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  networkError,
  http,
  click,
  typeInto,
  textOf,
  recordEvents,
  useFakeClock,
} from '../../tests/browser/helpers.ts';
import { captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { accountRoutes, loginResult, opened, registrationSettings, resetAccountStores, RAW_KEY } from '../../tests/browser/account-platform.ts';
import { $session } from '../../core/stores/session.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $language } from '../../core/stores/language.ts';
import { heldPassword } from '../../core/auth/secret.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
const startUrl = location.href;
beforeEach(() => {
  resetAccountStores();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  history.replaceState(null, '', startUrl);
});

const input = (el: Element, field: string) => q<HTMLInputElement>(el, `#register-${field}`)!;
const fieldIds = (el: Element) => shadowQueryAll<HTMLInputElement>(el, '.form-panel input').map((i) => i.id.replace('register-', ''));
const error = (el: Element, field: string) => textOf(q(el, `#register-${field}-error`));
const submitButton = (el: Element) => q<HTMLButtonElement>(el, 'button[type="submit"]')!;
const submit = (el: Element) => click(submitButton(el));
const toastText = () => $toast.get()?.message;
const focused = (el: Element) => (el.shadowRoot!.activeElement as HTMLElement | null)?.id;
const captchaSrc = (el: Element) => q<HTMLImageElement>(el, '.captcha-img img')?.src ?? '';

async function mountRegister(attrs = '') {
  return mount(`<mc-register ${attrs}></mc-register>`, { ready: (e) => q(e, '#register-password') && captchaSrc(e) });
}

async function fillValid(el: Element, username = 'Player01') {
  typeInto(input(el, 'username'), username);
  typeInto(input(el, 'password'), 'abc12345');
  typeInto(input(el, 'confirmPassword'), 'abc12345');
  typeInto(input(el, 'captcha'), '4821');
}

describe('<mc-register> fields from the platform’s rules (§5)', () => {
  it('shows the enabled fields of the user-name tab, with both tabs when both methods are on', async () => {
    mockFetch(await accountRoutes());
    const el = await mountRegister();
    expect(shadowQueryAll(el, '[role="tab"]').map((t) => t.textContent)).to.deep.equal(['Username', 'Mobile number']);
    expect(fieldIds(el)).to.deep.equal(['username', 'mobileNum', 'password', 'confirmPassword', 'nickname', 'email', 'affiliateCode', 'captcha']);
    expect(input(el, 'username').getAttribute('aria-required')).to.equal('true');
    expect(input(el, 'email').getAttribute('aria-required')).to.equal(null);
  });

  it('follows the rules: disabled fields go, enabled ones come, required ones are required', async () => {
    mockFetch(
      await accountRoutes({
        'GET /wps/member/register/settings': ok(
          registrationSettings(
            { mobileRegistration: false, captcha: false },
            { nickname: { enabled: false }, email: { required: true }, idNumber: { enabled: true, required: true } },
          ),
        ),
      }),
    );
    const el = await mount('<mc-register></mc-register>', { ready: (e) => q(e, '#register-password') });
    expect(q(el, '[role="tablist"]')).to.equal(null);
    expect(fieldIds(el)).to.deep.equal(['username', 'mobileNum', 'password', 'confirmPassword', 'email', 'idNumber', 'affiliateCode']);
    typeInto(input(el, 'username'), 'Player01');
    typeInto(input(el, 'password'), 'abc12345');
    typeInto(input(el, 'confirmPassword'), 'abc12345');
    submit(el);
    await waitFor(() => error(el, 'email') === 'Please enter: E-mail');
    expect(error(el, 'idNumber')).to.equal('Please enter: ID number');
    expect(error(el, 'mobileNum')).to.equal(''); // optional and empty passes
    expect(focused(el)).to.equal('register-email');
  });

  it('starts on the mobile form when only mobile registration is on', async () => {
    mockFetch(await accountRoutes({ 'GET /wps/member/register/settings': ok(registrationSettings({ usernameRegistration: false })) }));
    const el = await mountRegister();
    expect(q(el, '[role="tablist"]')).to.equal(null);
    expect(fieldIds(el)).to.deep.equal(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'nickname', 'email', 'affiliateCode', 'captcha']);
  });

  it('shows the shared verifier’s messages and focuses the first failing field', async () => {
    const api = mockFetch(await accountRoutes());
    const el = await mountRegister();
    submit(el);
    await waitFor(() => error(el, 'username') === 'Please enter: Username');
    expect(error(el, 'password')).to.equal('Please enter: Password');
    expect(error(el, 'confirmPassword')).to.equal('Please enter the confirmation password');
    expect(error(el, 'captcha')).to.equal('Enter a captcha');
    expect(focused(el)).to.equal('register-username');

    typeInto(input(el, 'username'), '1abc');
    typeInto(input(el, 'password'), 'abcdefgh');
    typeInto(input(el, 'email'), 'not-an-email');
    typeInto(input(el, 'nickname'), '<b>');
    submit(el);
    await waitFor(() => error(el, 'username') === '4–16 letters or digits, starting with a letter');
    expect(error(el, 'password')).to.equal('6–20 characters with a letter and a digit');
    expect(error(el, 'email')).to.equal('E-mail format incorrect');
    expect(error(el, 'nickname')).to.equal('2–20 letters or digits');

    await fillValid(el);
    typeInto(input(el, 'email'), '');
    typeInto(input(el, 'nickname'), '');
    typeInto(input(el, 'password'), 'abc');
    submit(el);
    await waitFor(() => focused(el) === 'register-password');
    expect(api.calls('/wps/member/register')).to.have.length(0);
  });

  it('checks the confirmation (in_incorrect_password, in_confirmation_correct) and re-checks it when the password changes', async () => {
    mockFetch(await accountRoutes());
    const el = await mountRegister();
    typeInto(input(el, 'password'), 'abc12345');
    typeInto(input(el, 'confirmPassword'), 'abc12346');
    input(el, 'confirmPassword').focus();
    input(el, 'confirmPassword').blur();
    await waitFor(() => error(el, 'confirmPassword') === 'Confirmation password not matched');
    typeInto(input(el, 'password'), 'abc12346');
    await waitFor(() => error(el, 'confirmPassword') === '');
    typeInto(input(el, 'password'), 'abc12347');
    await waitFor(() => error(el, 'confirmPassword') === 'Confirmation password not matched');
  });

  it('has show/hide toggles on the password and its confirmation', async () => {
    mockFetch(await accountRoutes());
    const el = await mountRegister();
    const toggles = shadowQueryAll<HTMLButtonElement>(el, '.reveal');
    expect(toggles).to.have.length(2);
    expect(input(el, 'password').type).to.equal('password');
    click(toggles[0]!);
    await waitFor(() => input(el, 'password').type === 'text');
    expect(toggles[0]!.getAttribute('aria-pressed')).to.equal('true');
    click(toggles[1]!);
    await waitFor(() => input(el, 'confirmPassword').type === 'text');
    click(toggles[0]!);
    await waitFor(() => input(el, 'password').type === 'password');
  });
});

describe('<mc-register> captcha, tabs and agreement', () => {
  it('fetches the captcha on mount; a tap brings a new one and clears the code', async () => {
    const api = mockFetch(await accountRoutes());
    const el = await mountRegister();
    expect(api.calls('/wps/captcha')).to.have.length(1);
    expect(captchaSrc(el)).to.match(/#1$/);
    typeInto(input(el, 'captcha'), '1234');
    click(q(el, '.captcha-img')!);
    await waitFor(() => captchaSrc(el).endsWith('#2'));
    expect(input(el, 'captcha').value).to.equal('');
    expect(input(el, 'captcha').maxLength).to.equal(6);
    expect(input(el, 'captcha').inputMode).to.equal('numeric');
  });

  it('copies the typed mobile number to the other tab after 150 ms', async () => {
    const clock = useFakeClock();
    mockFetch(await accountRoutes());
    const el = await mountRegister();
    typeInto(input(el, 'mobileNum'), '9175550001');
    click(shadowQueryAll(el, '[role="tab"]')[1]!);
    await waitFor(() => q(el, '#register-verificationCode') && !q(el, '#register-username'));
    expect(input(el, 'mobileNum').value).to.equal('');
    await clock.tickAsync(149);
    expect(input(el, 'mobileNum').value).to.equal('');
    await clock.tickAsync(1);
    await waitFor(() => input(el, 'mobileNum').value === '9175550001');
    expect(q(el, '#register-username')).to.equal(null);
  });

  it('disables submit while the agree box is off (it starts on)', async () => {
    mockFetch(await accountRoutes());
    const el = await mountRegister();
    const agree = q<HTMLInputElement>(el, '#register-agree')!;
    expect(agree.checked).to.equal(true);
    expect(submitButton(el).disabled).to.equal(false);
    click(agree);
    await waitFor(() => submitButton(el).disabled);
    click(q(el, '.check .link')!);
    expect(nav.paths).to.deep.equal(['/m/useragreement']);
  });

  it('the agree box names the merchant’s minimum age (18, or 21 where the platform says so), and no registration is sent without it', async () => {
    for (const age of [18, 21]) {
      resetAccountStores();
      const api = mockFetch(await accountRoutes({ 'GET /wps/member/register/settings': ok(registrationSettings({ minimumAge: age })) }));
      const el = await mountRegister();
      expect(textOf(q(el, 'label[for="register-agree"]'))).to.equal(`I am ${age} or older and accept the`);
      await fillValid(el);
      click(q(el, '#register-agree')!);
      await waitFor(() => submitButton(el).disabled);
      q<HTMLFormElement>(el, 'form')!.requestSubmit(); // Enter in a field: the form refuses too
      click(q(el, '#register-agree')!);
      await waitFor(() => !submitButton(el).disabled);
      submit(el);
      await waitFor(() => api.calls('/wps/member/register').length > 0);
      expect(api.calls('/wps/member/register')).to.have.length(1); // only the confirmed one
      el.remove();
    }
  });

  it('links to sign in and customer service', async () => {
    mockFetch(await accountRoutes());
    const el = await mountRegister();
    for (const b of shadowQueryAll(el, '.links .link')) click(b);
    expect(nav.paths).to.deep.equal(['/m/login', '/m/service']);
  });
});

describe('<mc-register> affiliate codes', () => {
  it('checks a registration link’s code on mount and sends it (read-only field, no second check)', async () => {
    history.replaceState(null, '', `${location.pathname}?affiliateCode=AFF002&domain=partner.example`);
    const api = mockFetch(await accountRoutes({ 'PUT /wps/member/register': ok(loginResult({ userName: 'Player01' })) }));
    const el = await mountRegister();
    await waitFor(() => api.calls('/wps/member/affiliate/check').length === 1 && input(el, 'affiliateCode').readOnly);
    expect(api.last('/wps/member/affiliate/check')!.json).to.deep.equal({ code: 'AFF002', domain: 'partner.example' });
    expect(input(el, 'affiliateCode').value).to.equal('AFF002');
    await fillValid(el);
    submit(el);
    await waitFor(() => api.calls('/wps/member/register').length === 1);
    expect(api.calls('/wps/member/affiliate/check')).to.have.length(1);
    expect(await opened(api.last('/wps/member/register')!)).to.include({ affiliateCode: 'AFF002', domain: 'partner.example' });
  });

  it('takes the code from the affiliate-code attribute too', async () => {
    const api = mockFetch(await accountRoutes());
    const el = await mountRegister('affiliate-code="AFF001"');
    await waitFor(() => input(el, 'affiliateCode').readOnly);
    expect(api.last('/wps/member/affiliate/check')!.json).to.deep.equal({ code: 'AFF001' });
  });

  it('checks a typed code first: invitation_code_error, focus on the field, nothing registered', async () => {
    const api = mockFetch(await accountRoutes());
    const el = await mountRegister();
    await fillValid(el);
    typeInto(input(el, 'affiliateCode'), 'NOPE99');
    submit(el);
    await waitFor(() => toastText() === 'invitation_code_error');
    await waitFor(() => error(el, 'affiliateCode') === 'Invalid invitation code');
    expect(focused(el)).to.equal('register-affiliateCode');
    expect(api.calls('/wps/member/register')).to.have.length(0);
    expect(input(el, 'affiliateCode').readOnly).to.equal(false);
  });

  it('an invalid link code stays editable and is checked again before sending', async () => {
    history.replaceState(null, '', `${location.pathname}?affiliateCode=BAD001`);
    const api = mockFetch(await accountRoutes());
    const el = await mountRegister();
    await waitFor(() => api.calls('/wps/member/affiliate/check').length === 1);
    expect(input(el, 'affiliateCode').readOnly).to.equal(false);
    await fillValid(el);
    submit(el);
    await waitFor(() => toastText() === 'invitation_code_error');
    expect(api.calls('/wps/member/affiliate/check')).to.have.length(2);
  });
});

describe('<mc-register> registering', () => {
  it('sends the sealed payload of §3 once for a double tap, signs the member in and says in_registered_successfully', async () => {
    const api = mockFetch(await accountRoutes({ 'PUT /wps/member/register': ok(loginResult({ userName: 'Player01' }), { delay: 30 }) }));
    const el = await mountRegister();
    await fillValid(el);
    typeInto(input(el, 'email'), ' player@example.com ');
    const registered = recordEvents<CustomEvent>(el, 'mc-register');
    const loggedIn = recordEvents<CustomEvent>(el, 'mc-login');
    submit(el);
    submit(el);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(api.calls('/wps/member/register')).to.have.length(1);
    const body = await opened(api.last('/wps/member/register')!);
    expect(body).to.deep.equal({
      registerUrl: location.hostname,
      registerMethod: 'H5',
      username: 'Player01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      email: 'player@example.com',
      type: 0,
      captcha: '4821',
      captchaId: 'cap-1',
    });
    expect(toastText()).to.equal('in_registered_successfully');
    expect($session.get()).to.include({ userName: 'Player01', type: 0 });
    expect(heldPassword()).to.equal('abc12345');
    expect(registered.map((e) => e.detail)).to.deep.equal([{ userName: 'Player01', method: 'username' }]);
    expect(loggedIn.map((e) => e.detail)).to.deep.equal([{ userName: 'Player01', type: 0, method: 'register' }]);
  });

  it('a failed network keeps everything typed', async () => {
    mockFetch(await accountRoutes({ 'PUT /wps/member/register': networkError() }));
    const el = await mountRegister();
    await fillValid(el);
    typeInto(input(el, 'email'), 'player@example.com');
    submit(el);
    await waitFor(() => toastText() === 'error.offline');
    expect([
      input(el, 'username').value,
      input(el, 'password').value,
      input(el, 'confirmPassword').value,
      input(el, 'email').value,
      input(el, 'captcha').value,
    ]).to.deep.equal(['Player01', 'abc12345', 'abc12345', 'player@example.com', '4821']);
    expect(captchaSrc(el)).to.match(/#1$/);
  });

  it('a server error also keeps what was typed', async () => {
    mockFetch(await accountRoutes({ 'PUT /wps/member/register': http(500, '<html>') }));
    const el = await mountRegister();
    await fillValid(el);
    submit(el);
    await waitFor(() => toastText() === 'error.try_again');
    expect(input(el, 'username').value).to.equal('Player01');
  });

  it('puts the platform’s field error under its field and brings a new captcha', async () => {
    mockFetch(
      await accountRoutes({ 'PUT /wps/member/register': fail('register.username_exists', 'username already exists', { value: { field: 'username' } }) }),
    );
    const el = await mountRegister();
    await fillValid(el, 'demo1');
    submit(el);
    await waitFor(() => error(el, 'username') === 'Username already exists');
    expect(focused(el)).to.equal('register-username');
    await waitFor(() => captchaSrc(el).endsWith('#2'));
    expect(input(el, 'captcha').value).to.equal('');
    expect(input(el, 'password').value).to.equal('abc12345');
  });

  it("says 'Referrer link error' under the recommender field", async () => {
    mockFetch(
      await accountRoutes({
        'GET /wps/member/register/settings': ok(registrationSettings({}, { recommenderId: { enabled: true } })),
        'PUT /wps/member/register': fail('register.recommender_invalid', 'Referrer link error', { value: { field: 'recommenderId' } }),
      }),
    );
    const el = await mountRegister();
    await fillValid(el);
    typeInto(input(el, 'recommenderId'), 'nobody');
    submit(el);
    await waitFor(() => error(el, 'recommenderId') === 'Referrer link error');
    expect(toastText()).to.equal('code.register.recommender_invalid');
  });

  it('registers by mobile number with an SMS code (checked before sending)', async () => {
    const api = mockFetch(await accountRoutes({ 'PUT /wps/member/register': ok(loginResult({ userName: 'm9175550001' })) }));
    const el = await mountRegister();
    click(shadowQueryAll(el, '[role="tab"]')[1]!);
    // The send-code button comes from its own chunk once the SMS code is asked for, the dialing codes in their own call.
    await waitFor(() => q(el, '#register-verificationCode') && q(el, '.send-code') && q<HTMLSelectElement>(el, '#register-dialing-code')?.value);
    click(q(el, '.send-code')!);
    await waitFor(() => error(el, 'mobileNum') === 'Please enter: Mobile number');
    expect(api.calls('/wps/verification/sms')).to.have.length(0);
    typeInto(input(el, 'mobileNum'), '9175550001');
    click(q(el, '.send-code')!);
    await waitFor(() => toastText() === 'in_sms_send');
    expect($toast.get()?.durationMs).to.equal(1500);
    expect(api.last('/wps/verification/sms')!.json).to.deep.equal({ mobileNum: '9175550001', purpose: 'register', countryDialingCode: '+63' });
    typeInto(input(el, 'verificationCode'), '123456');
    typeInto(input(el, 'password'), 'abc12345');
    typeInto(input(el, 'confirmPassword'), 'abc12345');
    typeInto(input(el, 'captcha'), '4821');
    submit(el);
    await waitFor(() => nav.paths.includes('/m/home'));
    const body = await opened(api.last('/wps/member/register')!);
    expect(body).not.to.have.property('username');
    expect(body).to.include({ mobileNum: '9175550001', verificationCode: '123456', password: 'abc12345', countryDialingCode: '+63' });
  });

  it('a mobile number typed on the user-name form brings its SMS code, without which nothing is sent', async () => {
    const api = mockFetch(await accountRoutes({ 'PUT /wps/member/register': ok(loginResult({ userName: 'Player01' })) }));
    const el = await mountRegister();
    await fillValid(el);
    expect(q(el, '#register-verificationCode')).to.equal(null);
    typeInto(input(el, 'mobileNum'), '9175550001');
    await waitFor(() => q(el, '#register-verificationCode') && q(el, '.send-code'));
    expect(fieldIds(el).slice(0, 3)).to.deep.equal(['username', 'mobileNum', 'verificationCode']);
    expect(input(el, 'verificationCode').getAttribute('aria-required')).to.equal('true');
    submit(el);
    await waitFor(() => error(el, 'verificationCode') === 'Please enter: Verification code');
    expect(focused(el)).to.equal('register-verificationCode');
    expect(api.calls('/wps/member/register')).to.have.length(0);
    // The code for that number (purpose register), then the registration carries both.
    click(q(el, '.send-code')!);
    await waitFor(() => toastText() === 'in_sms_send');
    expect(api.last('/wps/verification/sms')!.json).to.deep.equal({ mobileNum: '9175550001', purpose: 'register', countryDialingCode: '+63' });
    typeInto(input(el, 'verificationCode'), '123456');
    submit(el);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(await opened(api.last('/wps/member/register')!)).to.include({ username: 'Player01', mobileNum: '9175550001', verificationCode: '123456' });
  });

  it('a mobile number taken back takes its code field along, and registers without either', async () => {
    const api = mockFetch(await accountRoutes({ 'PUT /wps/member/register': ok(loginResult({ userName: 'Player01' })) }));
    const el = await mountRegister();
    await fillValid(el);
    typeInto(input(el, 'mobileNum'), '9175550001');
    await waitFor(() => q(el, '#register-verificationCode'));
    typeInto(input(el, 'verificationCode'), '123456');
    typeInto(input(el, 'mobileNum'), '');
    await waitFor(() => !q(el, '#register-verificationCode'));
    submit(el);
    await waitFor(() => nav.paths.includes('/m/home'));
    const body = await opened(api.last('/wps/member/register')!);
    expect(body).not.to.have.property('mobileNum');
    expect(body).not.to.have.property('verificationCode');
  });

  it('reports the register method of the device (H5 in a browser tab)', async () => {
    const api = mockFetch(await accountRoutes({ 'PUT /wps/member/register': ok(loginResult({ userName: 'Player01' })) }));
    const el = await mountRegister();
    await fillValid(el);
    submit(el);
    await waitFor(() => api.calls('/wps/member/register').length === 1);
    expect((await opened(api.last('/wps/member/register')!)).registerMethod).to.equal('H5');
  });
});

describe('<mc-register> states and texts', () => {
  it('shows load failed with a retry when the rules cannot be loaded', async () => {
    mockFetch(await accountRoutes({ 'GET /wps/member/register/settings': [http(500, '<html>'), ok(registrationSettings())] }));
    const el = await mount('<mc-register></mc-register>', { ready: (e) => q(e, '[role="alert"]') });
    expect(textOf(q(el, '[role="alert"]'))).to.contain('Load failed, tap to retry');
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => q(el, '#register-username'));
  });

  it('shows the social buttons when the rules enable social login', async () => {
    mockFetch(await accountRoutes({ 'GET /wps/member/register/settings': ok(registrationSettings({ socialLogin: true })) }));
    const el = await mountRegister();
    // The buttons come from their own chunk once the rules enable social login.
    await waitFor(() => shadowQueryAll(el, '.social-button').length > 0);
    expect(shadowQueryAll(el, '.social-button')).to.have.length(2);
  });

  for (const code of ['EN', 'PT', 'TY'] as const) {
    it(`are complete in ${code}, with every field of the rules shown`, async () => {
      const all = Object.fromEntries(
        ['paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'payeeName', 'recommenderId'].map((f) => [
          f,
          { enabled: true, required: true },
        ]),
      );
      mockFetch(await accountRoutes({ 'GET /wps/member/register/settings': ok(registrationSettings({ socialLogin: true }, all)) }));
      $language.set(code);
      const el = await mountRegister();
      submit(el);
      await waitFor(() => q(el, '#register-username-error') && q(el, '.social-button'));
      expect(fieldIds(el)).to.have.length(18);
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
    });
  }
});
