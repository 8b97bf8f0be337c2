import {
  describe,
  it,
  expect,
  afterEach,
  mount,
  q,
  waitFor,
  mockFetch,
  ok,
  fail,
  networkError,
  click,
  enabledSubmit,
  typeInto,
  textOf,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { accountRoutes, opened, resetAccountStores, RAW_KEY } from '../../tests/browser/account-platform.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $language } from '../../core/stores/language.ts';
import './index.ts';

const nav = freshPageEachTest(resetAccountStores);
const startUrl = location.href;
afterEach(() => history.replaceState(null, '', startUrl));

const TOKEN = 'Zm9yLXRoZS10ZXN0LW9ubHktMDEyMzQ1Njc4OWFiY2RlZg';
const CHECK = '/wps/member/password/reset/check';
const RESET = '/wps/member/password/reset';

const input = (el: Element, id: string) => q<HTMLInputElement>(el, `#forget-${id}-password`)!;
const error = (el: Element, id: string) => textOf(q(el, `#forget-${id}-password-error`));
const submitButton = (el: Element) => q<HTMLButtonElement>(el, 'button[type="submit"]')!;
const toastText = () => $toast.get()?.message;
const focused = (el: Element) => (el.shadowRoot!.activeElement as HTMLElement | null)?.id;
const note = (el: Element) => textOf(q(el, '.note'));

/** The page the mailed link opens: its address carries the token (and whatever else the site keeps there). */
function openLink(token: string | null = TOKEN, state: unknown = { mcIndex: 3 }): void {
  const url = new URL(startUrl);
  url.searchParams.set('keep', '1');
  if (token !== null) url.searchParams.set('token', token);
  history.replaceState(state, '', url);
}

async function mountReset(more = {}, ready: (el: Element) => unknown = (e) => q(e, '#forget-new-password')) {
  const api = mockFetch(await accountRoutes({ [`POST ${CHECK}`]: ok({ userName: 'demo' }), ...more }));
  const el = await mount('<mc-forget-password step="reset" closable></mc-forget-password>', { ready });
  return { api, el };
}

async function filled(more = {}, password = 'fresh123', confirm = password) {
  openLink();
  const { api, el } = await mountReset(more);
  typeInto(input(el, 'new'), password);
  typeInto(input(el, 'confirm'), confirm);
  return { api, el };
}

describe('<mc-forget-password step="reset">: the page of a reset link', () => {
  it('takes the token out of the address, asks whether the link is good, and asks for the new password twice', async () => {
    openLink();
    const { api, el } = await mountReset();
    // Gone from the address bar and this history entry; the rest of the address and the router's state stay.
    const here = new URL(location.href);
    expect(here.searchParams.has('token')).to.equal(false);
    expect(here.searchParams.get('keep')).to.equal('1');
    expect(history.state).to.deep.equal({ mcIndex: 3 });
    // The token travels in the body of the check, never in a URL.
    expect(api.calls(CHECK)).to.have.length(1);
    expect(api.last(CHECK)!.json).to.deep.equal({ token: TOKEN });
    expect(api.last(CHECK)!.url).not.to.contain(TOKEN);
    expect(el.shadowRoot!.innerHTML).not.to.contain(TOKEN);
    expect(textOf(q(el, 'h1'))).to.equal('Set a new password');
    expect(textOf(q(el, '.readonly-value'))).to.equal('demo');
    expect(input(el, 'new').autocomplete).to.equal('new-password');
    expect(input(el, 'confirm').autocomplete).to.equal('new-password');
    expect(q(el, '.page-close')).not.to.equal(null);
  });

  it('checks the new password with the password rule and the confirmation with the change rules; nothing is sent', async () => {
    openLink();
    const { api, el } = await mountReset();
    click(submitButton(el));
    await waitFor(() => error(el, 'new') === 'Please enter: Password');
    expect(error(el, 'confirm')).to.equal('Enter password');
    expect(focused(el)).to.equal('forget-new-password');
    typeInto(input(el, 'new'), 'abcdefgh');
    typeInto(input(el, 'confirm'), 'abcdefgh');
    click(submitButton(el));
    await waitFor(() => error(el, 'new') === '6–20 characters with a letter and a digit');
    typeInto(input(el, 'new'), 'fresh123');
    await waitFor(() => error(el, 'confirm') === 'Confirmation password not matched');
    expect(api.calls(RESET)).to.have.length(0);
  });

  it('sets the password (sealed), says so and offers the sign-in', async () => {
    const { api, el } = await filled({ [`POST ${RESET}`]: ok(null) });
    const changed = recordEvents<CustomEvent>(el, 'mc-password-changed');
    click(submitButton(el));
    await waitFor(() => q(el, '[role="status"]'));
    expect(await opened(api.last(RESET)!)).to.deep.equal({ token: TOKEN, newPassword: 'fresh123', confirmNewPassword: 'fresh123' });
    expect(textOf(q(el, '[role="status"]'))).to.equal('Your password has been changed. Please log in with your new password.');
    expect(changed.map((e) => e.detail)).to.deep.equal([{ userName: 'demo' }]);
    // No sign-in behind the player's back (§4: a reset asks for a new login).
    expect(api.calls('/wps/session/login')).to.have.length(0);
    expect(nav.paths).to.deep.equal([]);
    const signIn = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => textOf(b) === 'Log in')!;
    click(signIn);
    expect(nav.paths).to.deep.equal(['/m/login']);
  });

  it('a link that expired or was used says so and offers to ask again', async () => {
    openLink();
    const { api, el } = await mountReset({ [`POST ${CHECK}`]: fail('reset.link_invalid', 'this link has expired or was already used') }, (e) =>
      q(e, '[role="alert"]'),
    );
    expect(note(el)).to.equal('This link has expired or was already used.');
    expect(q(el, '#forget-new-password')).to.equal(null);
    click(q(el, 'button[part="submit"]')!);
    expect(nav.paths).to.deep.equal(['/m/forget?method=email']);
    expect(api.calls(RESET)).to.have.length(0);
  });

  it('without a token it asks nothing and offers to ask again', async () => {
    openLink(null);
    const { api, el } = await mountReset({}, (e) => q(e, '[role="alert"]'));
    expect(note(el)).to.equal('This link has expired or was already used.');
    expect(api.calls(CHECK)).to.have.length(0);
  });

  it('a link that died meanwhile says so on submit', async () => {
    const { el } = await filled({ [`POST ${RESET}`]: fail('reset.link_invalid', 'this link has expired or was already used') });
    click(submitButton(el));
    await waitFor(() => q(el, '[role="alert"]'));
    expect(note(el)).to.equal('This link has expired or was already used.');
    expect(textOf(q(el, 'button[part="submit"]'))).to.equal('Ask for a new link');
  });

  it('the old password again: said under the field, everything typed kept', async () => {
    const { el } = await filled({ [`POST ${RESET}`]: fail('modify.new.old.same', 'The new password and the old password cannot be the same') });
    click(submitButton(el));
    await waitFor(() => error(el, 'new') === 'The new password and the old password cannot be the same');
    expect(toastText()).to.equal('code.modify.new.old.same');
    expect([input(el, 'new').value, input(el, 'confirm').value]).to.deep.equal(['fresh123', 'fresh123']);
    expect(focused(el)).to.equal('forget-new-password');
  });

  it('a failed network keeps everything typed, and the same link works on the next try', async () => {
    let tries = 0;
    const { api, el } = await filled({ [`POST ${RESET}`]: () => (++tries === 1 ? networkError() : ok(null)) });
    click(submitButton(el));
    await waitFor(() => toastText() === 'error.offline');
    expect([input(el, 'new').value, input(el, 'confirm').value]).to.deep.equal(['fresh123', 'fresh123']);
    click(await enabledSubmit(el));
    await waitFor(() => q(el, '[role="status"]'));
    expect((await opened(api.last(RESET)!)).token).to.equal(TOKEN);
  });

  it('when the link cannot be checked (offline) it offers a retry', async () => {
    openLink();
    let checks = 0;
    const { el } = await mountReset({ [`POST ${CHECK}`]: () => (++checks === 1 ? networkError() : ok({ userName: 'demo' })) }, (e) => q(e, '[role="alert"]'));
    click(q(el, '.mc-state button')!);
    await waitFor(() => q(el, '#forget-new-password'));
    expect(textOf(q(el, '.readonly-value'))).to.equal('demo');
  });

  for (const code of ['EN', 'PT', 'TY'] as const) {
    it(`has every text in ${code}`, async () => {
      $language.set(code);
      openLink();
      const { el } = await mountReset();
      click(submitButton(el));
      await waitFor(() => q(el, '#forget-new-password-error'));
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
    });
  }
});
