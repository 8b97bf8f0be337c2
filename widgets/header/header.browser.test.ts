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
  http,
  networkError,
  click,
  textOf,
  oneEvent,
  settled,
  pageBox,
  shownWhole,
  nextFrame,
} from '../../tests/browser/helpers.ts';
import { setViewport } from '@web/test-runner-commands';
import { platformRoutes, initialConfig, signInAs, freshPageEachTest, balance, member } from '../../tests/browser/platform-fixtures.ts';
import { $session } from '../../core/stores/session.ts';
import { $framedSession } from '../../core/stores/framed-session.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { toggleBalanceHidden } from '../../core/stores/wallet.ts';
import { LANGUAGES } from '../../core/stores/language.ts';
import { useLanguage } from '../../tests/browser/rtl.ts';
import './index.ts';

const nav = freshPageEachTest();

const buttons = (el: Element) => shadowQueryAll<HTMLButtonElement>(el, 'button').map((b) => b.textContent?.trim() || b.getAttribute('aria-label'));

async function openMenu(el: Element): Promise<string[]> {
  click(q(el, 'button[aria-haspopup="menu"]')!);
  await waitFor(() => q(el, '[role="menu"]'));
  return shadowQueryAll(el, '[role="menuitem"]').map((i) => i.getAttribute('data-item')!);
}

describe('<mc-header> logged out', () => {
  it('on home shows the logo, Login, and Register because DIRECTREG3 is on', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => q(e, '.logo') && buttons(e).includes('Register') });
    const logo = q(el, '.logo') as HTMLImageElement;
    expect(logo.getAttribute('width')).to.equal('112');
    expect(logo.getAttribute('height')).to.equal('32');
    expect(q(el, 'button[aria-label="Back"]')).to.equal(null);
    expect(buttons(el)).to.include.members(['Log in', 'Register']);
    click(shadowQueryAll<HTMLButtonElement>(el, 'button').find((b) => b.textContent === 'Log in')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
  });

  it('on home hides Register when DIRECTREG3 is off', async () => {
    mockFetch(platformRoutes({ 'GET /wps/system/init': ok(initialConfig({}, { DIRECTREG3: false })) }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => buttons(e).includes('Log in') });
    await waitFor(() => q(el, '.logo'));
    expect(buttons(el)).not.to.include('Register');
  });

  it('on a partner page, names the player signed in inside the kit’s frames, with Deposit and no balance', async () => {
    const calls = mockFetch(platformRoutes());
    $framedSession.set({ userName: 'framed01', type: 0 });
    try {
      const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => q(e, '.name') });
      expect(textOf(q(el, '.name')!)).to.equal('framed01');
      expect(buttons(el)).to.include('Deposit');
      expect(buttons(el)).not.to.include.members(['Log in', 'Register']);
      expect(q(el, '.balance')).to.equal(null);
      // The page has no session of its own: it asks nothing that needs one.
      expect(calls.calls().some((c) => c.path.startsWith('/wps/member') || c.path.startsWith('/wps/wallet'))).to.equal(false);
    } finally {
      $framedSession.set(null);
    }
  });

  it('on a partner page whose merchant lets the balance cross, shows it beside the name', async () => {
    mockFetch(platformRoutes());
    $framedSession.set({ userName: 'framed01', type: 0, balance: { sumBalance: 1234.5, currency: 'CNY', currencySymbol: '¥' } });
    try {
      const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => q(e, '.balance') });
      expect(textOf(q(el, '.balance')!)).to.equal('¥ 1,234');
      expect(q(el, '.balance')!.getAttribute('aria-label')).to.equal('Balance ¥ 1,234');
    } finally {
      $framedSession.set(null);
    }
  });

  it('elsewhere shows a back arrow and no Login button', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-header page="help"></mc-header>', { ready: (e) => q(e, 'button[aria-label="Back"]') });
    expect(q(el, '.logo')).to.equal(null);
    expect(buttons(el)).not.to.include('Log in');
    expect(textOf(q(el, '.title'))).to.equal('Help centre');
  });

  for (const page of ['login', 'register', 'trail', 'notice', 'forget']) {
    it(`the back arrow on ${page} goes to /m/home`, async () => {
      mockFetch(platformRoutes());
      const el = await mount(`<mc-header page="${page}"></mc-header>`, { ready: (e) => q(e, 'button[aria-label="Back"]') });
      click(q(el, 'button[aria-label="Back"]')!);
      expect(nav.paths).to.deep.equal(['/m/home']);
    });
  }

  it('the back arrow elsewhere goes back one step', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-header page="gameList"></mc-header>', { ready: (e) => q(e, 'button[aria-label="Back"]') });
    click(q(el, 'button[aria-label="Back"]')!);
    expect(nav.paths).to.deep.equal(['back']);
  });

  it('on a 320 px phone in German the logo gives way and both buttons keep their whole labels', async () => {
    mockFetch(platformRoutes());
    await setViewport({ width: 320, height: 568 });
    try {
      await useLanguage('DE');
      const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => q(e, '.logo') && buttons(e).includes('Registrieren') });
      const labelled = shadowQueryAll<HTMLButtonElement>(el, '.end > .btn');
      expect(labelled.map((b) => b.textContent)).to.deep.equal(['Einloggen', 'Registrieren']);
      for (const b of labelled) expect(b.scrollWidth, b.textContent!).to.be.at.most(b.clientWidth);
      expect(q(el, '.logo')!.getBoundingClientRect().width).to.be.below(112);
    } finally {
      await useLanguage('EN');
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('the menu offers Deposit, Withdraw and Help centre; Deposit sends a visitor to login', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => q(e, '.logo') });
    expect(await openMenu(el)).to.deep.equal(['deposit', 'withdraw', 'help']);
    click(q(el, '[data-item="deposit"]')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
  });

  it('the open menu shows whole over what follows, in a box of the page that clips its header', async () => {
    mockFetch(platformRoutes());
    const box = pageBox('height:56px;overflow:hidden;position:relative;z-index:1');
    pageBox('position:relative;z-index:5;height:400px;background:#fff');
    const el = await mount('<mc-header page="home"></mc-header>', { parent: box, ready: (e) => q(e, '.logo') });
    expect(await openMenu(el)).to.deep.equal(['deposit', 'withdraw', 'help']);
    expect(shadowQueryAll(el, '[role="menuitem"]').map((item) => shownWhole(el, item))).to.deep.equal([true, true, true]);
  });
});

describe('<mc-header> logged in', () => {
  it('in a short viewport the menu fits in it, scrolls to its last item and stays where the player scrolled it', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    await setViewport({ width: 390, height: 200 });
    try {
      const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')).includes('12,345') });
      await openMenu(el);
      const menu = q(el, '[role="menu"]') as HTMLElement;
      expect(menu.getBoundingClientRect().bottom).to.be.at.most(window.innerHeight);
      expect(menu.scrollHeight).to.be.greaterThan(menu.clientHeight);
      menu.scrollTop = menu.scrollHeight;
      const scrolled = menu.scrollTop;
      await oneEvent(menu, 'scroll');
      await nextFrame(2);
      expect(menu.scrollTop).to.equal(scrolled);
      expect(shownWhole(el, q(el, '[data-item="logout"]')!)).to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows the nickname, the currency symbol and sumBalance with 0 decimals, and Deposit', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes());
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')).includes('12,345') });
    expect(textOf(q(el, '.name'))).to.equal('Lucky Demo');
    expect(textOf(q(el, '.balance'))).to.equal('¥ 12,345');
    expect(buttons(el)).to.include('Deposit');
    expect(buttons(el)).not.to.include('Log in');
    expect(api.last('/wps/wallets/balance')?.headers['authorization']).to.equal('token-demo');
    click(shadowQueryAll<HTMLButtonElement>(el, 'button').find((b) => b.textContent === 'Deposit')!);
    expect(nav.paths).to.deep.equal(['/m/voucherCenter']);
  });

  it('has no Deposit button on the deposit page itself (the menu keeps its entry)', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    const el = await mount('<mc-header page="voucherCenter"></mc-header>', { ready: (e) => textOf(q(e, '.balance')).includes('12,345') });
    expect(textOf(q(el, '.title'))).to.equal('Deposit');
    expect(q(el, '.deposit')).to.equal(null);
  });

  it('shows the heading it is given, whole: a long one wraps to two lines and shrinks, and Deposit keeps only its icon', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    const long = 'An übergeordnetes Konto übertragen';
    const el = await mount(`<div style="width: 390px"><mc-header page="uplineTransfer" heading="${long}"></mc-header></div>`, {
      ready: (e) => textOf(q(e.firstElementChild!, '.balance')).includes('12,345'),
    });
    const header = el.firstElementChild!;
    const title = q(header, '.title')!;
    expect(textOf(title)).to.equal(long);
    await waitFor(() => q(header, '.deposit.icon-only'));
    await waitFor(() => title.scrollHeight <= title.clientHeight + 1 && title.scrollWidth <= title.clientWidth);
    expect(q(header, '.deposit')!.getAttribute('aria-label')).to.equal('Deposit');
    expect(title.getBoundingClientRect().right).to.be.at.most(q(header, '.end')!.getBoundingClientRect().left);
  });

  it('fits the longest page title of every language whole, next to the balance, on a 390 px phone', async () => {
    const longestOf = new Map<string, string>();
    for (const code of LANGUAGES) {
      const texts = ((await import(`../../locales/${code.toLowerCase()}.json`)) as { default: Record<string, string> }).default;
      const titles = Object.entries(texts)
        .filter(([key]) => key.startsWith('title.'))
        .map(([, text]) => text);
      longestOf.set(code, titles.sort((a, b) => b.length - a.length)[0]!);
    }
    signInAs(0);
    mockFetch(platformRoutes());
    const tooLong: string[] = [];
    for (const [code, longest] of longestOf) {
      const box = await mount(`<div style="width: 390px"><mc-header page="x"></mc-header></div>`, {
        ready: (e) => textOf(q(e.firstElementChild!, '.balance')).includes('12,345'),
      });
      const header = box.firstElementChild!;
      header.setAttribute('heading', longest);
      const title = q(header, '.title')!;
      await waitFor(() => textOf(title) === longest);
      const fits = () => title.scrollHeight <= title.clientHeight + 1 && title.scrollWidth <= title.clientWidth;
      await waitFor(fits, 1000).catch(() => tooLong.push(`${code}: ${longest}`));
      box.remove();
    }
    expect(tooLong).to.deep.equal([]);
  });

  it('shows the account when the member has no nickname', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/member/info': ok(member({ nickname: '' })) }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.name')) === 'demo' });
    expect(textOf(q(el, '.name'))).to.equal('demo');
  });

  it('shows *** when the balance is hidden, and the menu flips it', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    toggleBalanceHidden();
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')) === '***' });
    expect(localStorage.getItem('MC_BALANCE_HIDDEN')).to.equal('1');
    expect(await openMenu(el)).to.deep.equal(['deposit', 'withdraw', 'refresh', 'toggle', 'help', 'logout']);
    expect(textOf(q(el, '[data-item="toggle"]'))).to.equal('Show balance');
    click(q(el, '[data-item="toggle"]')!);
    await waitFor(() => textOf(q(el, '.balance')) === '¥ 12,345');
  });

  it('refresh hides the balance until the reload finishes, then shows the new one', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes({ 'GET /wps/wallets/balance': [ok(balance(100)), ok(balance(250), { delay: 150 })] }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')) === '¥ 100' });
    await openMenu(el);
    click(q(el, '[data-item="refresh"]')!);
    await waitFor(() => q(el, '.balance .spinner'));
    await waitFor(() => textOf(q(el, '.balance')) === '¥ 250');
    expect(api.calls('/wps/wallets/balance')).to.have.length(2);
  });

  it('a balance answering 500 shows the toast and a retry that works', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/wallets/balance': [http(500, '<html>oops</html>'), ok(balance(77))] }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => q(e, '.balance.retry') });
    expect($toast.get()).to.include({ kind: 'fail', message: 'error.try_again' });
    click(q(el, '.balance.retry')!);
    await waitFor(() => textOf(q(el, '.balance')) === '¥ 77');
  });

  it('a balance the network could not fetch says so on its retry (§8 network slow or offline)', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/wallets/balance': [networkError(), ok(balance(78))] }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => q(e, '.balance.retry') });
    expect(textOf(q(el, '.balance.retry'))).to.equal('Network slow or offline');
    click(q(el, '.balance.retry')!);
    await waitFor(() => textOf(q(el, '.balance')) === '¥ 78');
  });

  it('emits mc-balance when the balance arrives', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    const heard = oneEvent<CustomEvent>(document, 'mc-balance');
    await mount('<mc-header page="home"></mc-header>');
    expect((await heard).detail).to.deep.equal({ sumBalance: 12345.67, currency: 'CNY', currencySymbol: '¥' });
  });

  it('sign out: confirm, loading, everything cleared, mc-logout, then /m/login', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes());
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')).includes('12,345') });
    await openMenu(el);
    const loggedOut = oneEvent(document, 'mc-logout');
    click(q(el, '[data-item="logout"]')!);
    const request = await waitFor(() => $confirm.get());
    expect(request.message).to.equal('in_sure_logout');
    expect(request.title).to.equal('in_popup_prompt');
    request.resolve(true);
    await loggedOut;
    expect(api.calls('DELETE /wps/session/logout')).to.have.length(1);
    expect($session.get()).to.equal(null);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).to.equal(null);
    expect(localStorage.getItem('autoLogin')).to.equal('0');
    expect(nav.paths).to.deep.equal(['/m/login']);
    await waitFor(() => buttons(el).includes('Log in'));
  });

  it('cancelling the sign-out keeps the session', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes());
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')).includes('12,345') });
    await openMenu(el);
    click(q(el, '[data-item="logout"]')!);
    (await waitFor(() => $confirm.get())).resolve(false);
    await settled();
    expect($session.get()).not.to.equal(null);
    expect(api.calls('DELETE /wps/session/logout')).to.have.length(0);
  });

  it('a free-trial member gets free_reject from the menu Deposit and stays', async () => {
    signInAs(4, 'trial01');
    mockFetch(platformRoutes({ 'GET /wps/member/info': ok(member({ type: 4, nickname: '', account: 'trial01', clubLabel: undefined })) }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.name')) === 'trial01' });
    await openMenu(el);
    click(q(el, '[data-item="deposit"]')!);
    expect(nav.paths).to.deep.equal([]);
    expect($toast.get()).to.include({ message: 'free_reject', durationMs: 2000 });
  });

  it('an agent sees the same logged-in header', async () => {
    signInAs(1, 'agent');
    mockFetch(platformRoutes({ 'GET /wps/member/info': ok(member({ type: 1, nickname: 'Agent Smith', account: 'agent' })) }));
    const el = await mount('<mc-header page="gameList"></mc-header>', { ready: (e) => textOf(q(e, '.name')) === 'Agent Smith' });
    expect(textOf(q(el, '.balance'))).to.equal('¥ 12,345');
    expect(q(el, 'button[aria-label="Back"]')).not.to.equal(null);
  });

  it('the menu is usable by keyboard: arrows move, Escape closes and returns focus', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')).includes('12,345') });
    const toggle = q(el, 'button[aria-haspopup="menu"]')!;
    await openMenu(el);
    const active = () => el.shadowRoot!.activeElement?.getAttribute('data-item');
    await waitFor(() => active() === 'deposit');
    el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true, composed: true }));
    expect(active()).to.equal('logout');
    el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => !q(el, '[role="menu"]'));
    expect(el.shadowRoot!.activeElement).to.equal(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });
});
