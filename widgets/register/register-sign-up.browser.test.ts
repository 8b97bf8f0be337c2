// In a file of its own: the sign-up's code (core/auth/signUp.ts, with the sign-in store it starts
// the session in) must not be in this document before the form asks for it, so nothing here
// imports the account stores.
import { describe, it, expect, mount, q, waitFor, mockFetch, ok, typeInto, click, goOffline, nextFrame } from '../../tests/browser/helpers.ts';
import { accountRoutes, loginResult, opened, registrationSettings } from '../../tests/browser/account-routes.ts';
import { captureNavigation, resetStores } from '../../tests/browser/platform-fixtures.ts';
import { $session } from '../../core/stores/session.ts';
import { $toast } from '../../core/stores/toast.ts';
import './index.ts';

const signUpCode = () => performance.getEntriesByType('resource').filter((e) => /core\/(auth\/signUp|stores\/auth)\.ts/.test(e.name));
const input = (el: Element, field: string) => q<HTMLInputElement>(el, `#register-${field}`)!;

describe('<mc-register>: the sign-up’s own code', () => {
  it('is not part of the form’s first load; sent offline before it came, the form says so and keeps what was typed; back online it signs the new member up', async () => {
    resetStores();
    const nav = captureNavigation();
    const api = mockFetch(
      await accountRoutes({
        'GET /wps/member/register/settings': ok(registrationSettings({ captcha: false, mobileRegistration: false })),
        'PUT /wps/member/register': ok(loginResult({ userName: 'Player01' })),
      }),
    );
    const el = await mount('<mc-register></mc-register>', { ready: (e) => q(e, '#register-password') });
    await nextFrame(2);
    expect(signUpCode()).to.have.length(0);

    // Offline the code is not asked for (a download tried now would stay failed for the page).
    const backOnline = goOffline();
    input(el, 'username').focus();
    typeInto(input(el, 'username'), 'Player01');
    typeInto(input(el, 'password'), 'abc12345');
    typeInto(input(el, 'confirmPassword'), 'abc12345');
    click(q<HTMLButtonElement>(el, 'button[type="submit"]')!);
    await waitFor(() => $toast.get()?.message === 'error.offline');
    expect(signUpCode()).to.have.length(0);
    expect(api.calls('PUT /wps/member/register')).to.have.length(0);
    expect([input(el, 'username').value, input(el, 'password').value, input(el, 'confirmPassword').value]).to.deep.equal(['Player01', 'abc12345', 'abc12345']);

    // Back online the form, which the visitor is in, asks for it; the next try signs up.
    backOnline();
    await waitFor(() => signUpCode().length > 0);
    click(q<HTMLButtonElement>(el, 'button[type="submit"]')!);
    await waitFor(() => $session.get()?.userName === 'Player01');
    const sent = api.calls('PUT /wps/member/register');
    expect(sent).to.have.length(1);
    expect(await opened(sent[0]!)).to.include({ username: 'Player01', password: 'abc12345' });
    nav.stop();
  });
});
