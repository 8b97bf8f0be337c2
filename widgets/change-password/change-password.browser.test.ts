import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  q,
  waitFor,
  mockFetch,
  ok,
  fail,
  networkError,
  http,
  click,
  typeInto,
  textOf,
  useFakeClock,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { accountRoutes, opened, passwordManager, registrationSettings, resetAccountStores, RAW_KEY } from '../../tests/browser/account-platform.ts';
import { captureNavigation, keptBehindLogin, signInAgain, signInAs } from '../../tests/browser/platform-fixtures.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { $language } from '../../core/stores/language.ts';
import { $auth } from '../../core/stores/auth.ts';
import { registrationSettingsStore } from '../../core/stores/registration.ts';
import { heldPassword, holdPassword } from '../../core/auth/secret.ts';
import { readRememberedLogin, saveRememberedLogin } from '../../core/vault.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
let toasts: { kind: string; message: string }[];
let unlisten: () => void;
beforeEach(() => {
  resetAccountStores();
  nav = captureNavigation();
  toasts = [];
  unlisten = $toast.listen((t) => t && toasts.push({ kind: t.kind, message: t.message }));
});
afterEach(() => {
  nav.stop();
  unlisten();
  $confirm.get()?.resolve(false);
});

const input = (el: Element, id: string) => q<HTMLInputElement>(el, `#change-${id}`)!;
const error = (el: Element, id: string) => textOf(q(el, `#change-${id}-error`));
const submit = (el: Element) => click(q(el, 'button[type="submit"]')!);
const focused = (el: Element) => (el.shadowRoot!.activeElement as HTMLElement | null)?.id;

async function mountChange(more = {}) {
  const api = mockFetch(await accountRoutes(more));
  const el = await mount('<mc-change-password></mc-change-password>', { ready: (e) => q(e, '#change-new') || textOf(q(e, '.mc-state')) });
  return { api, el };
}

function signedIn(password?: string) {
  signInAs(0, 'demo');
  if (password) holdPassword('demo', 'demo', password);
}

describe('<mc-change-password> states', () => {
  it('without a session asks to log in', async () => {
    const { el } = await mountChange();
    expect(textOf(q(el, '.mc-state'))).to.contain('Please log in first');
    click(q(el, '.mc-state button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
  });

  it("tells a free-trial player 'Please log in with a real account to use this function'", async () => {
    signInAs(4, 'trial1234');
    const { el } = await mountChange();
    expect(textOf(q(el, '.mc-state'))).to.contain('Please log in with a real account to use this function');
  });

  it('shows the fixed user name, and no old-password field when the password is held in memory', async () => {
    signedIn('demo1234');
    const { el } = await mountChange();
    expect(textOf(q(el, '.readonly-value'))).to.equal('demo');
    expect(q(el, '#change-old')).to.equal(null);
  });

  it('asks for the old password when none is held', async () => {
    signedIn();
    const { el } = await mountChange();
    expect(q(el, '#change-old')).not.to.equal(null);
  });

  it('says the change is required after a first login or an expired password', async () => {
    signedIn('demo1234');
    $auth.setKey('mustChangePassword', true);
    const { el } = await mountChange();
    expect(textOf(q(el, 'h1'))).to.equal('First password');
    expect(textOf(q(el, '.note.warn'))).to.equal('Please set a new password before you continue.');
  });
});

describe('<mc-change-password> rules (§5)', () => {
  it('old password: login rule; new: the platform’s password rule; confirm: Enter password / not matched', async () => {
    signedIn();
    const { api, el } = await mountChange();
    submit(el);
    await waitFor(() => error(el, 'old') === 'Please enter: Password');
    expect(error(el, 'new')).to.equal('Please enter: Password');
    expect(error(el, 'confirm')).to.equal('Enter password');
    expect(focused(el)).to.equal('change-old');
    typeInto(input(el, 'old'), 'abc');
    typeInto(input(el, 'new'), 'abcdefgh');
    typeInto(input(el, 'confirm'), 'abcdefgi');
    submit(el);
    await waitFor(() => error(el, 'old') === '6–20 characters');
    expect(error(el, 'new')).to.equal('6–20 characters with a letter and a digit');
    expect(error(el, 'confirm')).to.equal('Confirmation password not matched');
    expect(api.calls('/wps/member/password/v2')).to.have.length(0);
  });

  it('uses the pattern the platform sends for passwords', async () => {
    signedIn('demo1234');
    const { el } = await mountChange({
      'GET /wps/member/register/settings': ok(registrationSettings({}, { password: { pattern: '^[0-9]{8}$', minLength: 8, maxLength: 8 } })),
    });
    // Until the platform's rules are in, the default pattern applies (and accepts abc12345).
    await waitFor(() => registrationSettingsStore.$state.get().value !== undefined);
    typeInto(input(el, 'new'), 'abc12345');
    typeInto(input(el, 'confirm'), 'abc12345');
    submit(el);
    await waitFor(() => error(el, 'new') === '6–20 characters with a letter and a digit');
  });

  it('re-checks the confirmation when the new password changes', async () => {
    signedIn('demo1234');
    const { el } = await mountChange();
    typeInto(input(el, 'new'), 'demo5678');
    typeInto(input(el, 'confirm'), 'demo5679');
    submit(el);
    await waitFor(() => error(el, 'confirm') === 'Confirmation password not matched');
    typeInto(input(el, 'new'), 'demo5679');
    await waitFor(() => error(el, 'confirm') === '');
  });

  it('a new password equal to the old one opens the dialog and sends nothing', async () => {
    signedIn('demo1234');
    const { api, el } = await mountChange();
    typeInto(input(el, 'new'), 'demo1234');
    typeInto(input(el, 'confirm'), 'demo1234');
    submit(el);
    await waitFor(() => $confirm.get()?.message === 'code.modify.new.old.same');
    expect($confirm.get()?.cancelLabel).to.equal(null);
    $confirm.get()!.resolve(true);
    expect(api.calls('/wps/member/password/v2')).to.have.length(0);
  });
});

describe('<mc-change-password> changing', () => {
  it('sends a sealed body with the held password, then success for 1 s, secrets updated, /m/home after 1 s', async () => {
    const clock = useFakeClock();
    signedIn('demo1234');
    saveRememberedLogin({ type: 'username', username: 'demo', countryDialingCode: '' });
    const manager = passwordManager(new Map([['demo', 'demo1234']]));
    $auth.setKey('mustChangePassword', true);
    const { api, el } = await mountChange({ 'POST /wps/member/password/v2': ok(null) });
    const changed = recordEvents<CustomEvent>(el, 'mc-password-changed');
    typeInto(input(el, 'new'), 'demo5678');
    typeInto(input(el, 'confirm'), 'demo5678');
    submit(el);
    await waitFor(() => $toast.get()?.message === 'change.success');
    expect(toasts.map((t) => `${t.kind}:${t.message}`)).to.deep.equal(['loading:in_please_wait', 'success:change.success']);
    expect($toast.get()?.durationMs).to.equal(1000);
    const call = api.last('/wps/member/password/v2')!;
    expect(call.body).not.to.contain('demo5678');
    expect(await opened(call)).to.deep.equal({ oldPassword: 'demo1234', newPassword: 'demo5678', confirmNewPassword: 'demo5678' });
    expect(heldPassword()).to.equal('demo5678');
    await waitFor(() => manager.stored.length === 1);
    expect(manager.stored).to.deep.equal([{ id: 'demo', password: 'demo5678' }]); // the browser's manager learns it
    expect(await readRememberedLogin()).to.deep.equal({ type: 'username', username: 'demo', countryDialingCode: '' });
    expect(JSON.stringify({ ...localStorage })).not.to.contain('demo5678');
    expect($auth.get().mustChangePassword).to.equal(false);
    expect(changed.map((e) => e.detail)).to.deep.equal([{ userName: 'demo' }]);
    expect(nav.paths).to.deep.equal([]);
    await clock.tickAsync(999);
    expect(nav.paths).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });

  it('sends the typed old password when none is held', async () => {
    signedIn();
    const { api, el } = await mountChange({ 'POST /wps/member/password/v2': ok(null) });
    typeInto(input(el, 'old'), 'demo1234');
    typeInto(input(el, 'new'), 'demo5678');
    typeInto(input(el, 'confirm'), 'demo5678');
    submit(el);
    await waitFor(() => api.calls('/wps/member/password/v2').length === 1);
    expect(await opened(api.last('/wps/member/password/v2')!)).to.include({ oldPassword: 'demo1234' });
  });

  it('a failure hides the loading message and keeps what was typed (§8)', async () => {
    signedIn();
    const { el } = await mountChange({ 'POST /wps/member/password/v2': networkError() });
    typeInto(input(el, 'old'), 'demo1234');
    typeInto(input(el, 'new'), 'demo5678');
    typeInto(input(el, 'confirm'), 'demo5678');
    submit(el);
    await waitFor(() => $toast.get()?.message === 'error.offline');
    expect(toasts.map((t) => t.kind)).to.deep.equal(['loading', 'offline']);
    expect([input(el, 'old').value, input(el, 'new').value, input(el, 'confirm').value]).to.deep.equal(['demo1234', 'demo5678', 'demo5678']);
    expect(nav.paths).to.deep.equal([]);
  });

  it('an out-of-date held password brings the old-password field back', async () => {
    signedIn('stale1234');
    const { el } = await mountChange({ 'POST /wps/member/password/v2': fail('password.old_incorrect', 'the old password is incorrect') });
    typeInto(input(el, 'new'), 'demo5678');
    typeInto(input(el, 'confirm'), 'demo5678');
    submit(el);
    await waitFor(() => q(el, '#change-old') && error(el, 'old') === 'The old password is incorrect');
    expect(heldPassword()).to.equal(undefined);
    expect(input(el, 'new').value).to.equal('demo5678');
  });

  it('the platform’s modify.new.old.same opens the dialog', async () => {
    signedIn();
    const { el } = await mountChange({
      'POST /wps/member/password/v2': fail('modify.new.old.same', 'The new password and the old password cannot be the same'),
    });
    typeInto(input(el, 'old'), 'demo1234');
    typeInto(input(el, 'new'), 'demo5678');
    typeInto(input(el, 'confirm'), 'demo5678');
    submit(el);
    await waitFor(() => $confirm.get()?.message === 'code.modify.new.old.same');
  });
});

describe('<mc-change-password> texts', () => {
  for (const code of ['EN', 'PT', 'TY'] as const) {
    it(`are complete in ${code}`, async () => {
      signedIn();
      $language.set(code);
      const { el } = await mountChange();
      submit(el);
      await waitFor(() => q(el, '#change-confirm-error'));
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
    });
  }
});

describe('<mc-change-password> when the platform ends the session under the form', () => {
  it('keeps the new password typed behind the login dialog; signed in again, the change is sent', async () => {
    signedIn('demo1234');
    const { api, el } = await mountChange({ 'POST /wps/member/password/v2': [http(401), ok(null)] });
    typeInto(input(el, 'new'), 'demo5678');
    typeInto(input(el, 'confirm'), 'demo5678');
    submit(el);
    await keptBehindLogin(el);
    expect([input(el, 'new').value, input(el, 'confirm').value]).to.deep.equal(['demo5678', 'demo5678']);
    expect(textOf(q(el, '.readonly-value'))).to.equal('demo');
    expect(nav.paths).to.deep.equal([]);

    holdPassword('demo', 'demo', 'demo1234'); // as the dialog's login does
    await signInAgain(el);
    await waitFor(() => !q(el, '#change-old'));
    expect([input(el, 'new').value, input(el, 'confirm').value]).to.deep.equal(['demo5678', 'demo5678']);
    submit(el);
    await waitFor(() => $toast.get()?.message === 'change.success');
    expect(api.calls('/wps/member/password/v2')).to.have.length(2);
    expect(await opened(api.last('/wps/member/password/v2')!)).to.deep.equal({
      oldPassword: 'demo1234',
      newPassword: 'demo5678',
      confirmNewPassword: 'demo5678',
    });
  });

  it('another player signing in gets the form afresh', async () => {
    signedIn('demo1234');
    const { el } = await mountChange({ 'POST /wps/member/password/v2': http(401) });
    typeInto(input(el, 'new'), 'demo5678');
    typeInto(input(el, 'confirm'), 'demo5678');
    submit(el);
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => textOf(q(el, '.readonly-value')) === 'other01');
    expect([input(el, 'new').value, input(el, 'confirm').value]).to.deep.equal(['', '']);
  });
});
