import { describe, it, expect, beforeEach, afterEach, mount, q, waitFor, mockFetch, ok, click, stubElement } from '../../tests/browser/helpers.ts';
import { captureNavigation, resetStores } from '../../tests/browser/platform-fixtures.ts';
import '../message-centre/index.ts';

// The login popup composes <mc-login> through the page's element loader. This file never loads
// <mc-login>'s code: the loader's answer is stubbed, so the tag stays undefined here.

let nav: ReturnType<typeof captureNavigation>;
let unstub: (() => void) | undefined;
beforeEach(() => {
  resetStores();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  unstub?.();
});

describe('the login popup', () => {
  it('goes to the login page when this page cannot load the login, and tries again on the next opening', async () => {
    mockFetch({ 'GET /wps/relay/CSP_getInbox': () => ok({ list: [], totalPages: 0 }) });
    unstub = stubElement('mc-login', false);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    await waitFor(() => nav.paths.length === 1);
    expect(nav.paths).to.deep.equal(['/m/login']);
    const dialog = q<HTMLDialogElement>(el, 'dialog.login-dialog')!;
    expect(dialog.open).to.equal(false);
    expect(dialog.querySelector('mc-login')).to.equal(null);

    unstub();
    unstub = stubElement('mc-login', true);
    click(q(el, '[data-state="logged-out"] button')!);
    const login = await waitFor(() => dialog.open && dialog.querySelector('mc-login'));
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(login.hasAttribute('redirect')).to.equal(false);
  });
});
