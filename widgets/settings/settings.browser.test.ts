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
  click,
  textOf,
  oneEvent,
  nextFrame,
  settled,
} from '../../tests/browser/helpers.ts';
import { captureNavigation, signInAs } from '../../tests/browser/platform-fixtures.ts';
import { accountRoutes, resetAccountStores, RAW_KEY } from '../../tests/browser/account-platform.ts';
import { $session } from '../../core/stores/session.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { $language } from '../../core/stores/language.ts';
import { heldPassword, holdPassword } from '../../core/auth/secret.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetAccountStores();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  $confirm.get()?.resolve(false);
});

const mountSettings = () => mount('<mc-settings></mc-settings>', { ready: (e) => q(e, '.list') });

describe('<mc-settings>', () => {
  it('without a session sends the visitor home on entry, and a menu item to login', async () => {
    mockFetch(await accountRoutes());
    const el = await mountSettings();
    await waitFor(() => nav.paths.length === 1);
    expect(nav.paths).to.deep.equal(['/m/home']);
    expect(q(el, '.sign-out')).to.equal(null);
    click(q(el, '[data-item="changePassword"]')!);
    expect(nav.paths).to.deep.equal(['/m/home', '/m/login']);
  });

  it('has its heading and the change-password item, and no back button of its own (the site header has it)', async () => {
    signInAs(0);
    mockFetch(await accountRoutes());
    const el = await mountSettings();
    expect(textOf(q(el, 'h1'))).to.equal('Personal settings');
    expect(q(el, 'button[aria-label="Back"]')).to.equal(null);
    click(q(el, '[data-item="changePassword"]')!);
    expect(nav.paths).to.deep.equal(['/m/changePsw']);
  });

  it('a session that ends on the page sends a menu item to login', async () => {
    signInAs(0);
    mockFetch(await accountRoutes());
    const el = await mountSettings();
    await nextFrame(2); // past the entry check
    $session.set(null);
    await waitFor(() => q(el, '.sign-out') === null);
    click(q(el, '[data-item="changePassword"]')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
  });

  it('a free-trial player gets free_reject on change password', async () => {
    signInAs(4, 'trial1');
    mockFetch(await accountRoutes());
    const el = await mountSettings();
    click(q(el, '[data-item="changePassword"]')!);
    expect($toast.get()).to.include({ message: 'free_reject', durationMs: 2000 });
    expect(nav.paths).to.deep.equal([]);
  });

  it('signs out through the shared flow: confirm, in_please_wait, everything cleared, mc-logout, then /m/home', async () => {
    signInAs(0);
    holdPassword('demo', 'demo', 'demo1234');
    const api = mockFetch(await accountRoutes());
    const el = await mountSettings();
    click(q(el, '.sign-out')!);
    await waitFor(() => $confirm.get());
    expect($confirm.get()).to.include({ title: 'in_popup_prompt', message: 'in_sure_logout' });
    const loggedOut = oneEvent(el, 'mc-logout');
    const toasts: string[] = [];
    const unlisten = $toast.listen((t) => t && toasts.push(`${t.kind}:${t.message}`));
    $confirm.get()!.resolve(true);
    await loggedOut;
    unlisten();
    expect(toasts[0]).to.equal('loading:in_please_wait');
    expect($session.get()).to.equal(null);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).to.equal(null);
    expect(localStorage.getItem('autoLogin')).to.equal('0');
    expect(heldPassword()).to.equal(undefined);
    expect(api.calls('DELETE /wps/session/logout')).to.have.length(1);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });

  it('keeps the session when the confirm is cancelled', async () => {
    signInAs(0);
    const api = mockFetch(await accountRoutes());
    const el = await mountSettings();
    click(q(el, '.sign-out')!);
    await waitFor(() => $confirm.get());
    $confirm.get()!.resolve(false);
    await settled();
    expect($session.get()).not.to.equal(null);
    expect(api.calls('DELETE /wps/session/logout')).to.have.length(0);
    expect(nav.paths).to.deep.equal([]);
  });

  for (const code of ['EN', 'PT', 'TY'] as const) {
    it(`texts are complete in ${code}`, async () => {
      signInAs(0);
      $language.set(code);
      mockFetch(await accountRoutes());
      const el = await mountSettings();
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
    });
  }
});
