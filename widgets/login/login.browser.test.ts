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
  enabledSubmit,
  typeInto,
  textOf,
  oneEvent,
  useFakeClock,
  settled,
} from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { accountRoutes, configWith, loginResult, opened, passwordManager, resetAccountStores, RAW_KEY } from '../../tests/browser/account-platform.ts';
import { $session } from '../../core/stores/session.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $language } from '../../core/stores/language.ts';
import { heldPassword } from '../../core/auth/secret.ts';
import { readRememberedLogin, saveRememberedLogin } from '../../core/vault.ts';
import { $socialProviders, platformTestProvider } from '../../core/auth/providers.ts';
import './index.ts';

const nav = freshPageEachTest(resetAccountStores);

const input = (el: Element, id: string) => q<HTMLInputElement>(el, `#${id}`)!;
const submit = (el: Element) => click(q(el, 'button[type="submit"]')!);
const toastText = () => $toast.get()?.message;
const focused = (el: Element) => (el.shadowRoot!.activeElement as HTMLElement | null)?.id;
const linkTexts = (el: Element) => shadowQueryAll(el, '.links .link, .row-between .link').map((b) => b.textContent);

async function mountLogin(attrs = '') {
  return mount(`<mc-login ${attrs}></mc-login>`, { ready: (e) => q(e, '#login-username') });
}

async function fill(el: Element, username: string, password: string) {
  typeInto(input(el, 'login-username'), username);
  typeInto(input(el, 'login-password'), password);
}

describe('<mc-login> form', () => {
  it('shows user name and password, remember-me on by default, the links, no tabs, captcha or social buttons', async () => {
    mockFetch(await accountRoutes());
    const el = await mountLogin();
    await waitFor(() => linkTexts(el).length === 4);
    expect(q<HTMLInputElement>(el, '#login-remember')!.checked).to.equal(true);
    expect(q(el, '[role="tablist"]')).to.equal(null);
    expect(q(el, '#login-captcha')).to.equal(null);
    expect(q(el, '.social')).to.equal(null);
    expect(linkTexts(el)).to.deep.equal(['Forgot password?', 'Register', 'Free trial', 'Customer service']);
    for (const b of shadowQueryAll(el, '.link')) click(b);
    expect(nav.paths).to.deep.equal(['/m/forget', '/m/register', '/m/trail', '/m/service']);
  });

  it('hides the register link when DIRECTREG3 is off', async () => {
    mockFetch(await accountRoutes({ 'GET /wps/system/init': ok(configWith({}, { DIRECTREG3: false })) }));
    const el = await mountLogin();
    await waitFor(() => linkTexts(el).length === 3);
    expect(linkTexts(el)).not.to.include('Register');
  });

  it('shows the mobile-code tab only when mobile-code login and LOGINSMS3 are on', async () => {
    mockFetch(await accountRoutes({ 'GET /wps/system/init': ok(configWith({ mobileLogin: true })) }));
    const el = await mountLogin();
    await waitFor(() => q(el, '[role="tablist"]'));
    expect(shadowQueryAll(el, '[role="tab"]').map((t) => t.textContent)).to.deep.equal(['Username', 'Mobile code']);
    click(shadowQueryAll(el, '[role="tab"]')[1]!);
    await waitFor(() => q(el, '#login-mobile') && q(el, '#login-code'));
    expect(q(el, '#login-username')).to.equal(null);

    mockFetch(await accountRoutes({ 'GET /wps/system/init': ok(configWith({ mobileLogin: true }, { LOGINSMS3: false })) }));
    resetAccountStores();
    const other = await mountLogin();
    await waitFor(() => linkTexts(other).length === 4);
    expect(q(other, '[role="tablist"]')).to.equal(null);
  });

  it('checks the login rules and focuses the first failing field (§5)', async () => {
    const api = mockFetch(await accountRoutes());
    const el = await mountLogin();
    submit(el);
    await waitFor(() => q(el, '#login-username-error'));
    expect(textOf(q(el, '#login-username-error'))).to.equal('Please enter: Username');
    expect(textOf(q(el, '#login-password-error'))).to.equal('Please enter: Password');
    expect(focused(el)).to.equal('login-username');
    await fill(el, 'demo', '12');
    submit(el);
    await waitFor(() => textOf(q(el, '#login-password-error')) === '6–20 characters');
    expect(focused(el)).to.equal('login-password');
    expect(api.calls('/wps/session/login')).to.have.length(0);
  });

  it('re-validates in the new language when the language changes', async () => {
    mockFetch(await accountRoutes());
    const el = await mountLogin();
    submit(el);
    await waitFor(() => textOf(q(el, '#login-username-error')) === 'Please enter: Username');
    $language.set('PT');
    await waitFor(() => textOf(q(el, '#login-username-error')) !== 'Please enter: Username' && textOf(q(el, 'h1')) !== 'Log in');
    expect(textOf(q(el, '#login-username-error'))).not.to.match(RAW_KEY);
  });
});

describe('<mc-login> signing in', () => {
  it('sends a sealed body, stores the session, holds the password in memory, fires mc-login and goes home', async () => {
    const api = mockFetch(await accountRoutes({ 'POST /wps/session/login': ok(loginResult()) }));
    const el = await mountLogin();
    await fill(el, ' demo ', 'demo1234');
    const event = oneEvent<CustomEvent>(el, 'mc-login');
    submit(el);
    expect((await event).detail).to.deep.equal({ userName: 'demo', type: 0, method: 'username' });
    const call = api.last('/wps/session/login')!;
    expect(Object.keys(call.json as object)).to.deep.equal(['value']);
    expect(call.body).not.to.contain('demo1234');
    expect(await opened(call)).to.deep.equal({ username: 'demo', password: 'demo1234', type: 'username' });
    expect($session.get()).to.include({ token: 'tok-1', userName: 'demo', type: 0 });
    expect(heldPassword()).to.equal('demo1234');
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(toastText()).to.equal('account.signedIn');
  });

  it('goes to the redirect attribute when it is a path of the site, and ignores anything else', async () => {
    mockFetch(await accountRoutes({ 'POST /wps/session/login': ok(loginResult()) }));
    const el = await mountLogin('redirect="/m/gameList?gameType=RNG"');
    await fill(el, 'demo', 'demo1234');
    submit(el);
    await waitFor(() => nav.paths.length === 1);
    expect(nav.paths).to.deep.equal(['/m/gameList?gameType=RNG']);

    const evil = await mountLogin('redirect="//evil.example/x"');
    await fill(evil, 'demo', 'demo1234');
    submit(evil);
    await waitFor(() => nav.paths.length === 2);
    expect(nav.paths[1]).to.equal('/m/home');
  });

  for (const [flag, value] of [
    ['firstTimeLogin', { firstTimeLogin: true }],
    ['passwordExpired', { passwordExpired: true }],
  ] as const) {
    it(`a login with ${flag} goes to the password change (§4)`, async () => {
      mockFetch(await accountRoutes({ 'POST /wps/session/login': ok(loginResult(value)) }));
      const el = await mountLogin('redirect="/m/mine"');
      await fill(el, 'newbie', 'newbie1234');
      submit(el);
      await waitFor(() => nav.paths.length === 1);
      expect(nav.paths).to.deep.equal(['/m/changePsw']);
    });
  }

  it("says 'Non-member account unable to login' to a type-40 account", async () => {
    mockFetch(await accountRoutes({ 'POST /wps/session/login': fail('login.non_member', 'Non-member account unable to login') }));
    const el = await mountLogin();
    await fill(el, 'partner', 'partner1234');
    submit(el);
    await waitFor(() => toastText() === 'code.login.non_member');
    expect($session.get()).to.equal(null);
  });

  it("on the agent site sends site=agent and says 'Non-agents cannot log in'", async () => {
    const api = mockFetch(await accountRoutes({ 'POST /wps/session/login': fail('login.non_agent', 'Non-agents cannot log in') }));
    const el = await mountLogin('site="agent"');
    await fill(el, 'demo', 'demo1234');
    submit(el);
    await waitFor(() => toastText() === 'code.login.non_agent');
    expect(await opened(api.last('/wps/session/login')!)).to.include({ site: 'agent' });
  });

  it('a failed network keeps everything typed, and a double tap sends once', async () => {
    const api = mockFetch(await accountRoutes({ 'POST /wps/session/login': networkError() }));
    const el = await mountLogin();
    await fill(el, 'demo', 'demo1234');
    submit(el);
    submit(el);
    await waitFor(() => toastText() === 'error.offline');
    expect(api.calls('/wps/session/login')).to.have.length(1);
    expect(input(el, 'login-username').value).to.equal('demo');
    expect(input(el, 'login-password').value).to.equal('demo1234');
  });
});

describe('<mc-login> captcha', () => {
  it('appears only after a failure carrying the captcha flag, refreshes on click and is sent with the login', async () => {
    const api = mockFetch(
      await accountRoutes({
        'POST /wps/session/login': [
          fail('login.failed', 'account or password incorrect', { value: { captcha: false } }),
          fail('login.failed', 'account or password incorrect', { value: { captcha: true } }),
          ok(loginResult()),
        ],
      }),
    );
    const el = await mountLogin();
    await fill(el, 'demo', 'wrong-1');
    submit(el);
    await waitFor(() => toastText() === 'code.login.failed');
    expect(q(el, '#login-captcha')).to.equal(null);
    expect(api.calls('/wps/captcha')).to.have.length(0);

    click(await enabledSubmit(el));
    await waitFor(() => q(el, '#login-captcha') && q<HTMLImageElement>(el, '.captcha-img img')?.src.endsWith('#1'));
    expect(input(el, 'login-password').value).to.equal('wrong-1');

    // Required: 'Enter a captcha' (in_vwrite_code).
    submit(el);
    await waitFor(() => textOf(q(el, '#login-captcha-error')) === 'Enter a captcha');
    expect(focused(el)).to.equal('login-captcha');
    expect(input(el, 'login-captcha').maxLength).to.equal(6);

    // A tap on the image brings a new one and clears the code.
    typeInto(input(el, 'login-captcha'), '1234');
    click(q(el, '.captcha-img')!);
    await waitFor(() => q<HTMLImageElement>(el, '.captcha-img img')?.src.endsWith('#2'));
    expect(input(el, 'login-captcha').value).to.equal('');

    typeInto(input(el, 'login-password'), 'demo1234');
    typeInto(input(el, 'login-captcha'), '4821');
    submit(el);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(await opened(api.last('/wps/session/login')!)).to.deep.equal({
      username: 'demo',
      password: 'demo1234',
      type: 'username',
      captcha: '4821',
      captchaId: 'cap-2',
    });
  });

  it('a wrong captcha brings a new image and clears the code, keeping the rest', async () => {
    mockFetch(
      await accountRoutes({
        'POST /wps/session/login': [
          fail('login.failed', 'x', { value: { captcha: true } }),
          fail('captcha.invalid', 'Verification code error', { value: { captcha: true } }),
        ],
      }),
    );
    const el = await mountLogin();
    await fill(el, 'demo', 'demo1234');
    submit(el);
    await waitFor(() => q<HTMLImageElement>(el, '.captcha-img img')?.src.endsWith('#1'));
    typeInto(input(el, 'login-captcha'), '9999');
    submit(el);
    await waitFor(() => q<HTMLImageElement>(el, '.captcha-img img')?.src.endsWith('#2'));
    expect(toastText()).to.equal('code.captcha.invalid');
    expect(input(el, 'login-captcha').value).to.equal('');
    expect(input(el, 'login-username').value).to.equal('demo');
  });
});

describe('<mc-login> remember me', () => {
  it('keeps the name without a password, gives the password to the browser’s manager, and fills both on the next visit', async () => {
    const manager = passwordManager(new Map());
    mockFetch(await accountRoutes({ 'POST /wps/session/login': ok(loginResult()) }));
    const el = await mountLogin();
    expect(input(el, 'login-username').autocomplete).to.equal('username');
    expect(input(el, 'login-password').autocomplete).to.equal('current-password');
    await fill(el, 'demo', 'demo1234');
    submit(el);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(JSON.parse(localStorage.getItem('remPass')!)).to.deep.equal({ type: 'username', username: 'demo', countryDialingCode: '' });
    expect(JSON.stringify({ ...localStorage })).not.to.contain('demo1234');
    expect(manager.stored).to.deep.equal([{ id: 'demo', password: 'demo1234' }]);

    el.parentElement!.remove();
    const again = await mountLogin();
    await waitFor(() => input(again, 'login-username').value === 'demo' && input(again, 'login-password').value === 'demo1234');
  });

  it('without a password manager API, fills the name and leaves the password to the player (or the browser’s autofill)', async () => {
    saveRememberedLogin({ type: 'username', username: 'demo', countryDialingCode: '' });
    mockFetch(await accountRoutes());
    const el = await mountLogin();
    await waitFor(() => input(el, 'login-username').value === 'demo');
    expect(input(el, 'login-password').value).to.equal('');
  });

  it('the manager’s password for another player is not filled in', async () => {
    passwordManager(new Map([['someoneElse', 'other1234']]));
    saveRememberedLogin({ type: 'username', username: 'demo', countryDialingCode: '' });
    mockFetch(await accountRoutes());
    const el = await mountLogin();
    await waitFor(() => input(el, 'login-username').value === 'demo');
    await settled();
    expect(input(el, 'login-password').value).to.equal('');
  });

  it('on start, the password leaves an entry an older version kept encrypted, and so does its key', async () => {
    // The former format: the login (password included) under AES-GCM, the key in IndexedDB mc-vault.
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('mc-vault', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('keys');
      open.onsuccess = () => {
        const tx = open.result.transaction('keys', 'readwrite');
        tx.objectStore('keys').put(key, 'remPass');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify({ type: 'username', username: 'demo', password: 'demo1234', countryDialingCode: '' }));
    const data = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode('mc-kit/remPass/v1') }, key, plain),
    );
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    localStorage.setItem('remPass', JSON.stringify({ v: 1, iv: b64(iv), data: b64(data) }));

    mockFetch(await accountRoutes());
    const el = await mountLogin();
    await waitFor(() => input(el, 'login-username').value === 'demo');
    expect(input(el, 'login-password').value).to.equal('');
    expect(JSON.parse(localStorage.getItem('remPass')!)).to.deep.equal({ type: 'username', username: 'demo', countryDialingCode: '' });
    await waitFor(async () => !(await indexedDB.databases()).some((d) => d.name === 'mc-vault'));
  });

  it('with remember-me off forgets a remembered login and offers the manager nothing', async () => {
    const manager = passwordManager(new Map());
    saveRememberedLogin({ type: 'username', username: 'demo', countryDialingCode: '' });
    mockFetch(await accountRoutes({ 'POST /wps/session/login': ok(loginResult()) }));
    const el = await mountLogin();
    await waitFor(() => input(el, 'login-username').value === 'demo');
    click(q(el, '#login-remember')!);
    typeInto(input(el, 'login-password'), 'demo1234');
    submit(el);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(localStorage.getItem('remPass')).to.equal(null);
    expect(manager.stored).to.deep.equal([]);
  });

  it('a corrupt remembered login reads as absent and is removed', async () => {
    localStorage.setItem('remPass', '{"v":1,"iv":"AAAAAAAAAAAAAAAA","data":"Zm9v"}');
    mockFetch(await accountRoutes());
    const el = await mountLogin();
    await waitFor(() => localStorage.getItem('remPass') === null);
    expect(input(el, 'login-username').value).to.equal('');
  });
});

describe('<mc-login> mobile code', () => {
  async function smsLogin(more = {}) {
    const api = mockFetch(await accountRoutes({ 'GET /wps/system/init': ok(configWith({ mobileLogin: true })), ...more }));
    const el = await mountLogin();
    await waitFor(() => q(el, '[role="tablist"]'));
    click(shadowQueryAll(el, '[role="tab"]')[1]!);
    // The send-code button comes from its own chunk on the SMS tab, the dialing codes in their own call.
    await waitFor(() => q(el, '#login-mobile') && q(el, '.send-code') && q<HTMLSelectElement>(el, '#login-dialing-code')?.value);
    return { api, el };
  }

  it('checks the mobile number before sending a code (§5)', async () => {
    const { api, el } = await smsLogin();
    click(q(el, '.send-code')!);
    await waitFor(() => textOf(q(el, '#login-mobile-error')) === 'Please enter: Mobile number');
    typeInto(input(el, 'login-mobile'), '12ab');
    click(q(el, '.send-code')!);
    await waitFor(() => textOf(q(el, '#login-mobile-error')) === 'The mobile number is not valid');
    expect(focused(el)).to.equal('login-mobile');
    expect(api.calls('/wps/verification/sms')).to.have.length(0);
    expect(input(el, 'login-mobile').maxLength).to.equal(20);
    expect(input(el, 'login-code').maxLength).to.equal(10);
  });

  it('sends the code, says in_sms_send, and counts down expiredMinutes × 60 s, disabled until the end', async () => {
    const clock = useFakeClock();
    const { api, el } = await smsLogin({ 'POST /wps/verification/sms': ok({ expiredMinutes: 2 }) });
    typeInto(input(el, 'login-mobile'), '9171234567');
    click(q(el, '.send-code')!);
    await waitFor(() => toastText() === 'in_sms_send');
    expect(api.last('/wps/verification/sms')!.json).to.deep.equal({ mobileNum: '9171234567', purpose: 'login', countryDialingCode: '+63' });
    const button = q<HTMLButtonElement>(el, '.send-code')!;
    await waitFor(() => textOf(button) === 'Resend in 120 s');
    expect(button.disabled).to.equal(true);
    await clock.tickAsync(1000);
    await waitFor(() => textOf(button) === 'Resend in 119 s');
    click(button);
    await clock.tickAsync(118_000);
    await waitFor(() => textOf(button) === 'Resend in 1 s');
    expect(button.disabled).to.equal(true);
    await clock.tickAsync(1000);
    await waitFor(() => textOf(button) === 'Send code');
    expect(button.disabled).to.equal(false);
    expect(api.calls('/wps/verification/sms')).to.have.length(1);
  });

  it('shows the loading toast while sending and hides it when the send fails', async () => {
    const { el } = await smsLogin({ 'POST /wps/verification/sms': fail('USER_NOT_EXIST', 'user does not exist or is disabled', { delay: 50 }) });
    typeInto(input(el, 'login-mobile'), '9170000000');
    click(q(el, '.send-code')!);
    await waitFor(() => $toast.get()?.kind === 'loading' && toastText() === 'in_please_wait');
    await waitFor(() => toastText() === 'code.USER_NOT_EXIST');
    expect(textOf(q(el, '.send-code'))).to.equal('Send code');
  });

  it('signs in with type sms, the code and the chosen dialing code, and remembers the number', async () => {
    const { api, el } = await smsLogin({ 'POST /wps/session/login': ok(loginResult()) });
    await waitFor(() => q<HTMLSelectElement>(el, '#login-dialing-code')?.value === '+63');
    const select = q<HTMLSelectElement>(el, '#login-dialing-code')!;
    select.value = '+55';
    select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    typeInto(input(el, 'login-mobile'), '9171234567');
    typeInto(input(el, 'login-code'), '123456');
    submit(el);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(await opened(api.last('/wps/session/login')!)).to.deep.equal({ username: '9171234567', password: '123456', type: 'sms', countryDialingCode: '+55' });
    expect(await readRememberedLogin()).to.deep.equal({ type: 'sms', username: '9171234567', countryDialingCode: '+55' });

    el.parentElement!.remove();
    const again = await mount('<mc-login></mc-login>', { ready: (e) => q(e, '#login-mobile') });
    await waitFor(() => q<HTMLInputElement>(again, '#login-mobile')?.value === '9171234567');
    await waitFor(() => q<HTMLSelectElement>(again, '#login-dialing-code')?.value === '+55');
  });
});

describe('<mc-login> social sign-in', () => {
  it('shows a button per provider when social login is on, and signs in with the provider token', async () => {
    const api = mockFetch(
      await accountRoutes({
        'GET /wps/system/init': ok(configWith({ socialLogin: true })),
        'POST /wps/session/social/test': ok({ idToken: 'mcidp.token' }),
        'POST /wps/session/login': ok(loginResult({ userName: 'google_abc' })),
      }),
    );
    const el = await mountLogin();
    await waitFor(() => shadowQueryAll(el, '.social-button').length === 2);
    expect(shadowQueryAll(el, '.social-button').map((b) => b.dataset.provider)).to.deep.equal(['google', 'facebook']);
    click(q(el, '[data-provider="google"]')!);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(api.last('/wps/session/social/test')!.json).to.deep.equal({ provider: 'google' });
    expect(await opened(api.last('/wps/session/login')!)).to.include({ type: 'firebase', firebaseIdToken: 'mcidp.token' });
    expect($session.get()?.userName).to.equal('google_abc');
  });

  it('uses the providers a page sets', async () => {
    $socialProviders.set([platformTestProvider('line', 'LINE')]);
    mockFetch(await accountRoutes({ 'GET /wps/system/init': ok(configWith({ socialLogin: true })) }));
    const el = await mountLogin();
    await waitFor(() => shadowQueryAll(el, '.social-button').length === 1);
    expect(textOf(q(el, '.social-button'))).to.equal('LINE');
  });
});

describe('<mc-login> texts', () => {
  for (const code of ['EN', 'PT', 'TY'] as const) {
    it(`are complete in ${code}`, async () => {
      mockFetch(await accountRoutes({ 'GET /wps/system/init': ok(configWith({ mobileLogin: true, socialLogin: true })) }));
      $language.set(code);
      const el = await mountLogin();
      await waitFor(() => shadowQueryAll(el, '.social-button').length === 2 && q(el, '[role="tablist"]'));
      submit(el);
      await waitFor(() => q(el, '#login-username-error'));
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
    });
  }
});

describe('<mc-login> way out and focus', () => {
  it('has a close control leading home only when its page asks for one (closable)', async () => {
    mockFetch(await accountRoutes());
    const plain = await mountLogin();
    expect(q(plain, '[part="close"]')).to.equal(null);
    const el = await mountLogin('closable');
    const close = q(el, '[part="close"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    click(close);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });

  it('rings the whole rounded field, Show button included, not the input alone', async () => {
    mockFetch(await accountRoutes());
    const el = await mountLogin();
    const password = input(el, 'login-password');
    password.focus();
    const control = password.closest('.control')!;
    expect(getComputedStyle(password).outlineStyle).to.equal('none');
    expect(getComputedStyle(control).outlineStyle).to.equal('solid');
    expect(getComputedStyle(control).borderTopLeftRadius).to.not.equal('0px');
    expect(control.contains(q(el, '.reveal'))).to.equal(true);
  });
});
