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
  http,
  click,
  textOf,
  typeInto,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, member, signInAs, resetStores, captureNavigation, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { registrationSettingsStore } from '../../core/stores/registration.ts';
import { $toast } from '../../core/stores/toast.ts';
import { setLanguage } from '../../core/stores/language.ts';
import type { FetchCall } from '../../tests/browser/fetch-mock.ts';
import { opened, sealingKeyRoute } from '../../tests/browser/account-platform.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  registrationSettingsStore.reset();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  setLanguage('EN');
});

const CONFIG = { loginPassword: true, fundsPassword: true, bankCard: true, email: true, payeeName: true, nickname: true, securityQuestions: false };
const CARD = { id: '1', bankName: 'BDO', cardNo: '**** **** **** 4321', holder: 'Demo Player' };
const SETTINGS = {
  usernameRegistration: true,
  mobileRegistration: true,
  captcha: true,
  socialLogin: false,
  minimumAge: 18,
  fields: {
    paymentPassword: { enabled: false, required: false, pattern: '^[0-9]{6}$' },
    nickname: { enabled: true, required: false, pattern: '^[^<>&"\']{2,20}$' },
    payeeName: { enabled: false, required: false, pattern: '^[^<>&"0-9]{2,50}$' },
    email: { enabled: true, required: false, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 255 },
  },
};

/** The platform's answers, with a real key for the sealed bodies (the tests read what was sent). */
async function routes(config: Partial<typeof CONFIG> = {}, more: Record<string, unknown> = {}) {
  return platformRoutes({
    'GET /wps/member/info': ok(member({ email: 'de***@example.com' })),
    'GET /wps/security/config': ok({ ...CONFIG, ...config }),
    'GET /wps/member/bankcards': ok([CARD]),
    'GET /wps/member/register/settings': ok(SETTINGS),
    'GET /wps/session/key/rsa': await sealingKeyRoute(),
    ...(more as object),
  });
}

const entry = (el: Element, id: string) => q<HTMLButtonElement>(el, `[data-item="${id}"] .entry`)!;
const stateOf = (el: Element, id: string) => textOf(q(el, `[data-item="${id}"] [data-state]`));
const input = (el: Element, id: string) => q<HTMLInputElement>(el, `#${id}`)!;
const submit = (el: Element, id: string) => click(q(el, `[data-item="${id}"] [part="submit"]`)!);
const ready = (e: HTMLElement) => q(e, '[data-item="nickname"]') && stateOf(e, 'nickname') === 'Lucky Demo';

describe('<mc-security-center>', () => {
  it('stays where it is when the list comes: its loading state holds the list’s place, margin and all', async () => {
    signInAs(0);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(await routes({}, { 'GET /wps/security/config': () => answered.then(() => ok(CONFIG)) }));
    const el = await mount('<mc-security-center></mc-security-center>', { ready: (e) => q(e, '.mc-state[aria-busy="true"] .spinner') });
    const topWhileLoading = el.getBoundingClientRect().top;
    answer();
    await waitFor(() => ready(el));
    expect(el.getBoundingClientRect().top).to.equal(topWhileLoading);
  });

  it('a visitor is asked to log in', async () => {
    const api = mockFetch(await routes());
    const el = await mount('<mc-security-center></mc-security-center>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    click(q(el, '[data-state="logged-out"] button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(api.calls('/wps/security/config')).to.have.length(0);
  });

  it('a free-trial account is refused', async () => {
    signInAs(4, 'trial01');
    const api = mockFetch(await routes());
    const el = await mount('<mc-security-center></mc-security-center>', { ready: (e) => q(e, '[data-state="trial"]') });
    expect(textOf(q(el, '[data-state="trial"]'))).to.equal('Please log in with a real account to use this function');
    expect(api.calls('/wps/security/config')).to.have.length(0);
  });

  it('lists the seven entries with their state; login password goes to /m/changePsw', async () => {
    signInAs(0);
    mockFetch(await routes({ fundsPassword: false, bankCard: false, payeeName: false }));
    const el = await mount('<mc-security-center></mc-security-center>', { ready });
    expect(shadowQueryAll(el, '.entry-title').map(textOf)).to.deep.equal([
      'Login password',
      'Funds password',
      'Bank card',
      'Bind e-mail',
      'Payee name',
      'Nickname',
      'Identity verification',
    ]);
    expect(stateOf(el, 'fundsPassword')).to.equal('Not set');
    expect(stateOf(el, 'bankCard')).to.equal('Not bound');
    expect(stateOf(el, 'email')).to.equal('de***@example.com');
    expect(stateOf(el, 'payeeName')).to.equal('Not set');
    click(entry(el, 'loginPassword'));
    expect(nav.paths).to.deep.equal(['/m/changePsw']);
  });

  it('one entry open at a time', async () => {
    signInAs(0);
    mockFetch(await routes());
    const el = await mount('<mc-security-center></mc-security-center>', { ready });
    click(entry(el, 'email'));
    await waitFor(() => entry(el, 'email').getAttribute('aria-expanded') === 'true');
    click(entry(el, 'nickname'));
    await waitFor(() => entry(el, 'nickname').getAttribute('aria-expanded') === 'true');
    expect(entry(el, 'email').getAttribute('aria-expanded')).to.equal('false');
    expect(shadowQueryAll(el, 'form')).to.have.length(1);
  });

  it('sets a first funds password: 6 digits, confirmed, with the login password again; the body is sealed', async () => {
    signInAs(0);
    const api = mockFetch(await routes({ fundsPassword: false }, { 'POST /wps/security/fundsPassword': ok(null) }));
    const el = await mount('<mc-security-center open="fundsPassword"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'funds-new') });
    expect(q(el, '#funds-old')).to.equal(null);
    typeInto(input(el, 'funds-new'), '12ab');
    submit(el, 'fundsPassword');
    await waitFor(() => textOf(q(el, '#funds-new-error')) === '6 digits');
    typeInto(input(el, 'funds-new'), '123456');
    typeInto(input(el, 'funds-confirm'), '123457');
    submit(el, 'fundsPassword');
    await waitFor(() => textOf(q(el, '#funds-confirm-error')) === 'Confirmation password not matched');
    expect(api.calls('/wps/security/fundsPassword')).to.have.length(0);
    typeInto(input(el, 'funds-confirm'), '123456');
    submit(el, 'fundsPassword');
    await waitFor(() => textOf(q(el, '#funds-reauth-error')) === 'Please enter your login password');
    expect(el.shadowRoot!.activeElement).to.equal(input(el, 'funds-reauth'));
    expect(api.calls('/wps/security/fundsPassword')).to.have.length(0);
    typeInto(input(el, 'funds-reauth'), 'demo1234');
    submit(el, 'fundsPassword');
    await waitFor(() => api.calls('/wps/security/fundsPassword').length === 1, 6000);
    const call = api.last('/wps/security/fundsPassword')!;
    expect(await opened(call)).to.deep.equal({ newPassword: '123456', password: 'demo1234' });
    expect(call.body).not.to.contain('demo1234');
    expect(call.body).not.to.contain('123456');
    await waitFor(() => $toast.get()?.kind === 'success', 6000);
  });

  it('a wrong or locked login password shows at its field, which is emptied; the rest stays', async () => {
    signInAs(0);
    const api = mockFetch(
      await routes(
        { fundsPassword: false },
        {
          'POST /wps/security/fundsPassword': [
            fail('reauth.failed', 'the password is incorrect', { value: { field: 'password', attemptsLeft: 4 } }),
            fail('reauth.locked', 'too many wrong passwords', { value: { retryAfterSeconds: 900 } }),
          ],
        },
      ),
    );
    const el = await mount('<mc-security-center open="fundsPassword"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'funds-new') });
    typeInto(input(el, 'funds-new'), '246810');
    typeInto(input(el, 'funds-confirm'), '246810');
    typeInto(input(el, 'funds-reauth'), 'wrong123');
    submit(el, 'fundsPassword');
    await waitFor(() => textOf(q(el, '#funds-reauth-error')) === 'The login password is incorrect', 6000);
    expect(input(el, 'funds-reauth').value).to.equal('');
    expect(el.shadowRoot!.activeElement).to.equal(input(el, 'funds-reauth'));
    expect(input(el, 'funds-new').value).to.equal('246810');
    expect(input(el, 'funds-confirm').value).to.equal('246810');
    typeInto(input(el, 'funds-reauth'), 'wrong456');
    expect(q(el, '#funds-reauth-error')).to.equal(null);
    submit(el, 'fundsPassword');
    await waitFor(() => textOf(q(el, '#funds-reauth-error')) === 'Too many wrong passwords. Please try again later.', 6000);
    expect(api.calls('/wps/security/fundsPassword')).to.have.length(2);
    expect($toast.get()?.kind).not.to.equal('fail');
  });

  it('changing the funds password asks for the current one, and new must differ from it', async () => {
    signInAs(0);
    mockFetch(await routes());
    const el = await mount('<mc-security-center open="fundsPassword"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'funds-old') });
    submit(el, 'fundsPassword');
    await waitFor(() => textOf(q(el, '#funds-old-error')) === 'Please enter: Payment password');
    expect(el.shadowRoot!.activeElement).to.equal(input(el, 'funds-old'));
    typeInto(input(el, 'funds-old'), '123456');
    typeInto(input(el, 'funds-new'), '123456');
    typeInto(input(el, 'funds-confirm'), '123456');
    submit(el, 'fundsPassword');
    await waitFor(() => textOf(q(el, '#funds-new-error')) === 'The new password and the old password cannot be the same');
  });

  it('lists bound cards and adds one in the payee name; the list and the state refresh', async () => {
    signInAs(0);
    const cards = [CARD];
    const api = mockFetch(
      await routes(
        {},
        {
          'GET /wps/member/bankcards': () => ok(cards),
          'POST /wps/security/bankCard': async (c: FetchCall) => {
            const b = (await opened(c)) as { bankName: string; cardNo: string; holder: string };
            cards.push({ id: '2', bankName: b.bankName, cardNo: `**** **** **** ${b.cardNo.slice(-4)}`, holder: b.holder });
            return ok(null);
          },
        },
      ),
    );
    const el = await mount('<mc-security-center open="bankCard"></mc-security-center>', { ready: (e) => ready(e) && q(e, '.card') });
    const events = recordEvents(el, 'mc-security-change');
    expect(textOf(q(el, '.card-no'))).to.equal('**** **** **** 4321');
    expect(textOf(q(el, '[data-field="holder"] strong'))).to.equal('Demo Player');
    expect(q(el, '#bank-holder')).to.equal(null);
    typeInto(input(el, 'bank-card'), '1234');
    submit(el, 'bankCard');
    await waitFor(() => textOf(q(el, '#bank-name-error')) === 'Please enter: Bank name');
    expect(textOf(q(el, '#bank-card-error'))).to.equal('12–19 digits');
    typeInto(input(el, 'bank-name'), 'BPI');
    typeInto(input(el, 'bank-card'), '6200 0000 1111 2222');
    submit(el, 'bankCard');
    await waitFor(() => textOf(q(el, '#bank-reauth-error')) === 'Please enter your login password');
    expect(api.calls('/wps/security/bankCard')).to.have.length(0);
    typeInto(input(el, 'bank-reauth'), 'demo1234');
    submit(el, 'bankCard');
    await waitFor(() => events.length === 1, 6000);
    expect(await opened(api.last('/wps/security/bankCard')!)).to.deep.equal({
      bankName: 'BPI',
      cardNo: '6200000011112222',
      holder: 'Demo Player',
      password: 'demo1234',
    });
    expect($toast.get()).to.include({ kind: 'success', message: 'security.cardAdded' });
    expect(events[0]!.detail).to.deep.equal({ item: 'bankCard' });
    await waitFor(() => api.calls('/wps/security/config').length === 2);
  });

  it('without a payee name the holder is typed and checked', async () => {
    signInAs(0);
    const api = mockFetch(await routes({ bankCard: false, payeeName: false }, { 'GET /wps/member/bankcards': ok([]) }));
    const el = await mount('<mc-security-center open="bankCard"></mc-security-center>', {
      // The cards' note comes with their list; the re-authentication's note is there before it.
      ready: (e) => ready(e) && input(e, 'bank-holder') && textOf(q(e, '[data-item="bankCard"] .note')) === 'No bank card bound yet.',
    });
    expect(textOf(q(el, '[data-item="bankCard"] .note'))).to.equal('No bank card bound yet.');
    typeInto(input(el, 'bank-name'), 'BPI');
    typeInto(input(el, 'bank-card'), '6200000011112222');
    typeInto(input(el, 'bank-holder'), 'R2D2 <script>');
    submit(el, 'bankCard');
    await waitFor(() => textOf(q(el, '#bank-holder-error')) === 'Name format incorrect');
    expect(api.calls('/wps/security/bankCard')).to.have.length(0);
  });

  it('a refused card says why in the player’s language', async () => {
    signInAs(0);
    const api = mockFetch(await routes({}, { 'POST /wps/security/bankCard': fail('bankcard.exists', 'this card is already bound') }));
    const el = await mount('<mc-security-center open="bankCard"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'bank-name') && q(e, '.card') });
    typeInto(input(el, 'bank-name'), 'BPI');
    typeInto(input(el, 'bank-card'), '6200000011112222');
    typeInto(input(el, 'bank-reauth'), 'demo1234');
    submit(el, 'bankCard');
    await waitFor(() => api.calls('/wps/security/bankCard').length === 1, 6000);
    await waitFor(() => $toast.get()?.message === 'code.bankcard.exists', 6000);
    expect(input(el, 'bank-name').value).to.equal('BPI');
  });

  it('binds an e-mail and asks for the member info again', async () => {
    signInAs(0);
    const api = mockFetch(await routes({}, { 'POST /wps/security/email': ok(null) }));
    const el = await mount('<mc-security-center open="email"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'security-email') });
    typeInto(input(el, 'security-email'), 'not-an-email');
    submit(el, 'email');
    await waitFor(() => textOf(q(el, '#security-email-error')) === 'E-mail format incorrect');
    typeInto(input(el, 'security-email'), 'lucky@example.com');
    submit(el, 'email');
    await waitFor(() => textOf(q(el, '#security-email-reauth-error')) === 'Please enter your login password');
    expect(api.calls('/wps/security/email')).to.have.length(0);
    typeInto(input(el, 'security-email-reauth'), 'demo1234');
    submit(el, 'email');
    await waitFor(() => api.calls('/wps/member/info').length === 2, 6000);
    expect(await opened(api.last('/wps/security/email')!)).to.deep.equal({ email: 'lucky@example.com', password: 'demo1234' });
  });

  it('a payee name already set cannot be changed here', async () => {
    signInAs(0);
    mockFetch(await routes({ payeeName: true }));
    const el = await mount('<mc-security-center open="payeeName"></mc-security-center>', { ready: (e) => ready(e) && q(e, '[data-item="payeeName"] .note') });
    expect(textOf(q(el, '[data-item="payeeName"] .note'))).to.equal('Your payee name is set. To change it, contact customer service.');
    expect(q(el, '[data-item="payeeName"] form')).to.equal(null);
  });

  it('sets the payee name once', async () => {
    signInAs(0);
    const api = mockFetch(await routes({ payeeName: false }, { 'POST /wps/security/payeeName': ok(null) }));
    const el = await mount('<mc-security-center open="payeeName"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'security-payee') });
    typeInto(input(el, 'security-payee'), 'Juan Dela Cruz');
    typeInto(input(el, 'security-payee-reauth'), 'demo1234');
    submit(el, 'payeeName');
    await waitFor(() => api.calls('/wps/security/payeeName').length === 1, 6000);
    expect(await opened(api.last('/wps/security/payeeName')!)).to.deep.equal({ payeeName: 'Juan Dela Cruz', password: 'demo1234' });
  });

  it('changes the nickname (prefilled), with the platform’s rule, and the member info is asked again', async () => {
    signInAs(0);
    let nickname = 'Lucky Demo';
    const api = mockFetch(
      await routes(
        {},
        {
          'GET /wps/member/info': () => ok(member({ nickname })),
          'POST /wps/security/nickname': (c: FetchCall) => {
            nickname = (c.json as { nickname: string }).nickname;
            return ok(null);
          },
        },
      ),
    );
    const el = await mount('<mc-security-center open="nickname"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'security-nickname') });
    await waitFor(() => api.calls('/wps/member/register/settings').length === 1);
    expect(input(el, 'security-nickname').value).to.equal('Lucky Demo');
    typeInto(input(el, 'security-nickname'), '<b>');
    submit(el, 'nickname');
    await waitFor(() => textOf(q(el, '#security-nickname-error')) === '2–20 letters or digits');
    typeInto(input(el, 'security-nickname'), 'Lucky Star');
    submit(el, 'nickname');
    await waitFor(() => stateOf(el, 'nickname') === 'Lucky Star');
    expect(entry(el, 'nickname').getAttribute('aria-expanded')).to.equal('false');
  });

  it('a failed load shows the retry, which works', async () => {
    signInAs(0);
    mockFetch(await routes({}, { 'GET /wps/security/config': [fail('server.error', 'boom'), ok(CONFIG)] }));
    const el = await mount('<mc-security-center></mc-security-center>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => ready(el));
  });

  it('speaks PT and TY', async () => {
    signInAs(0);
    mockFetch(await routes());
    const el = await mount('<mc-security-center></mc-security-center>', { ready });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '[data-item="fundsPassword"] .entry-title')) === 'Senha de fundos');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '[data-item="nickname"] .entry-title')) === 'Palayaw');
  });

  it('shows the identity-verification state and leads to its page', async () => {
    signInAs(0);
    mockFetch(await routes({}, { 'GET /wps/member/info': ok(member({ email: 'de***@example.com', verification: 'rejected' })) }));
    const el = await mount('<mc-security-center></mc-security-center>', { ready: (e) => ready(e) && q(e, '[data-item="verification"]') });
    expect(stateOf(el, 'verification')).to.equal('Rejected');
    expect(entry(el, 'verification').hasAttribute('aria-expanded')).to.equal(false);
    click(entry(el, 'verification'));
    expect(nav.paths).to.deep.equal(['/m/member/verification']);
  });
});

describe('<mc-security-center> when the platform ends the session under an open form', () => {
  it('keeps the e-mail and the funds password typed behind the login dialog; signed in again, they are sent', async () => {
    signInAs(0);
    const api = mockFetch(
      await routes({ fundsPassword: false }, { 'POST /wps/security/email': [http(401), ok(null)], 'POST /wps/security/fundsPassword': [http(401), ok(null)] }),
    );
    const el = await mount('<mc-security-center open="email"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'security-email') });
    typeInto(input(el, 'security-email'), 'lucky@example.com');
    typeInto(input(el, 'security-email-reauth'), 'demo1234');
    submit(el, 'email');
    await keptBehindLogin(el);
    expect(input(el, 'security-email').value).to.equal('lucky@example.com');
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el);
    expect(input(el, 'security-email').value).to.equal('lucky@example.com');
    expect(input(el, 'security-email-reauth').value).to.equal('demo1234');
    submit(el, 'email');
    await waitFor(() => $toast.get()?.kind === 'success', 6000);
    expect(api.calls('/wps/security/email')).to.have.length(2);
    expect(await opened(api.last('/wps/security/email')!)).to.deep.equal({ email: 'lucky@example.com', password: 'demo1234' });

    click(entry(el, 'fundsPassword'));
    await waitFor(() => input(el, 'funds-new'));
    typeInto(input(el, 'funds-new'), '246810');
    typeInto(input(el, 'funds-confirm'), '246810');
    typeInto(input(el, 'funds-reauth'), 'demo1234');
    submit(el, 'fundsPassword');
    await keptBehindLogin(el);
    await signInAgain(el);
    expect([input(el, 'funds-new').value, input(el, 'funds-confirm').value, input(el, 'funds-reauth').value]).to.deep.equal(['246810', '246810', 'demo1234']);
    submit(el, 'fundsPassword');
    await waitFor(() => api.calls('/wps/security/fundsPassword').length === 2, 6000);
    expect(await opened(api.last('/wps/security/fundsPassword')!)).to.deep.equal({ newPassword: '246810', password: 'demo1234' });
  });

  it('another player signing in gets the security centre afresh', async () => {
    signInAs(0, 'demo');
    mockFetch(await routes({}, { 'POST /wps/security/email': http(401) }));
    const el = await mount('<mc-security-center open="email"></mc-security-center>', { ready: (e) => ready(e) && input(e, 'security-email') });
    typeInto(input(el, 'security-email'), 'lucky@example.com');
    typeInto(input(el, 'security-email-reauth'), 'demo1234');
    submit(el, 'email');
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => ready(el) && input(el, 'security-email'));
    expect(input(el, 'security-email').value).to.equal('');
    expect(input(el, 'security-email-reauth').value).to.equal('');
  });
});
