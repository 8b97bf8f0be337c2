/**
 * The embedding contract, as a partner page sees it: it listens on `document` only (kit events
 * bubble and cross shadow roots), cancels `mc-navigate` to route itself, and reads `detail`.
 * Checked for <mc-header>, <mc-footer> and <mc-login>, and for the error boundary every element
 * has. README "Embedding" documents the same contract.
 */
import { createElement } from 'react';
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
  click,
  typeInto,
  textOf,
} from '../tests/browser/helpers.ts';
import { platformRoutes, signInAs, resetStores } from '../tests/browser/platform-fixtures.ts';
import { accountRoutes, loginResult, resetAccountStores } from '../tests/browser/account-platform.ts';
import { $confirm } from '../core/stores/dialog.ts';
import { define } from '../widgets/define.ts';
import '../widgets/header/index.ts';
import '../widgets/footer/index.ts';
import '../widgets/login/index.ts';

const KIT_EVENTS = ['mc-navigate', 'mc-login', 'mc-logout', 'mc-register', 'mc-balance', 'mc-launch-game', 'mc-error', 'mc-ready'] as const;

/** Every kit event heard on document, with how it travelled; navigations are cancelled (routed by "the page"). */
function partnerPage() {
  const heard: { type: string; detail: unknown; bubbles: boolean; composed: boolean; cancelable: boolean; target: string }[] = [];
  const listener = (e: Event) => {
    const ce = e as CustomEvent;
    if (ce.type === 'mc-navigate') ce.preventDefault();
    heard.push({
      type: ce.type,
      detail: ce.detail,
      bubbles: ce.bubbles,
      composed: ce.composed,
      cancelable: ce.cancelable,
      target: (ce.target as Element).localName,
    });
  };
  for (const type of KIT_EVENTS) document.addEventListener(type, listener);
  return {
    heard,
    of: (type: string) => heard.filter((h) => h.type === type),
    stop: () => KIT_EVENTS.forEach((type) => document.removeEventListener(type, listener)),
  };
}

let page: ReturnType<typeof partnerPage>;
beforeEach(() => {
  resetStores();
  resetAccountStores();
  page = partnerPage();
});
afterEach(() => page.stop());

describe('the partner-facing contract', () => {
  it('<mc-header>: mc-navigate for Log in and Register (cancelable), mc-balance with the balance, mc-logout after signing out', async () => {
    mockFetch(platformRoutes());
    const labels = (e: Element) => shadowQueryAll(e, 'button').map(textOf);
    const visitor = await mount('<mc-header page="home"></mc-header>', { ready: (e) => labels(e).includes('Log in') && labels(e).includes('Register') });
    click(shadowQueryAll(visitor, 'button').find((b) => textOf(b) === 'Log in')!);
    click(shadowQueryAll(visitor, 'button').find((b) => textOf(b) === 'Register')!);
    expect(page.of('mc-navigate').map((h) => h.detail)).to.deep.equal([
      { path: '/m/login', replace: false },
      { path: '/m/register', replace: false },
    ]);
    for (const h of page.of('mc-navigate')) expect(h).to.include({ bubbles: true, composed: true, cancelable: true, target: 'mc-header' });

    signInAs(0);
    await waitFor(() => page.of('mc-balance').length === 1);
    expect(page.of('mc-balance')[0]).to.deep.include({ detail: { sumBalance: 12345.67, currency: 'CNY', currencySymbol: '¥' }, bubbles: true, composed: true });

    click(q(visitor, 'button[aria-haspopup="menu"]')!);
    click(await waitFor(() => q(visitor, '[data-item="logout"]')));
    (await waitFor(() => $confirm.get())).resolve(true);
    await waitFor(() => page.of('mc-logout').length === 1);
    expect(page.of('mc-logout')[0]).to.deep.include({ detail: {}, bubbles: true, composed: true, target: 'mc-header' });
    await waitFor(() =>
      page
        .of('mc-navigate')
        .some((h) => (h.detail as { path: string }).path === '/m/login' && page.heard.indexOf(h) > page.heard.indexOf(page.of('mc-logout')[0]!)),
    );
  });

  it('<mc-footer>: mc-navigate for every item (member-only items ask a visitor to log in) and the age notice', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer active="home"></mc-footer>', { ready: (e) => q(e, 'nav') });
    for (const button of shadowQueryAll(el, 'nav button')) click(button);
    expect(page.of('mc-navigate').map((h) => (h.detail as { path: string }).path)).to.deep.equal([
      '/m/home',
      '/m/login',
      '/m/login',
      '/m/activity',
      '/m/login',
      '/m/responsibleGaming',
    ]);
    for (const h of page.of('mc-navigate')) expect(h).to.include({ bubbles: true, composed: true, cancelable: true, target: 'mc-footer' });
  });

  it('<mc-login>: mc-login { userName, type, method } after signing in, then mc-navigate to its redirect', async () => {
    mockFetch(await accountRoutes({ 'POST /wps/session/login': ok(loginResult()) }));
    const el = await mount('<mc-login redirect="/m/gameList?gameType=RNG"></mc-login>', { ready: (e) => q(e, '#login-username') });
    typeInto(q(el, '#login-username') as HTMLInputElement, 'demo');
    typeInto(q(el, '#login-password') as HTMLInputElement, 'demo1234');
    click(q(el, 'button[type="submit"]')!);
    await waitFor(() => page.of('mc-login').length === 1);
    expect(page.of('mc-login')[0]).to.deep.include({
      detail: { userName: 'demo', type: 0, method: 'username' },
      bubbles: true,
      composed: true,
      target: 'mc-login',
    });
    await waitFor(() => page.of('mc-navigate').length === 1);
    expect(page.of('mc-navigate')[0]!.detail).to.deep.include({ path: '/m/gameList?gameType=RNG' });
  });

  it('every element: mc-ready { tag } once, after it rendered', async () => {
    // biome-ignore lint/correctness/noComponentHookFactories: defined once for this one test
    function Plain() {
      return createElement('p', { className: 'plain' }, 'plain');
    }
    define('mc-contract-plain', Plain);
    const el = await mount('<mc-contract-plain></mc-contract-plain>');
    await waitFor(() => page.of('mc-ready').some((h) => h.target === 'mc-contract-plain'));
    expect(q(el, '.plain')).to.not.equal(null);
    expect(page.of('mc-ready').filter((h) => h.target === 'mc-contract-plain')).to.have.length(1);
    expect(page.of('mc-ready').find((h) => h.target === 'mc-contract-plain')).to.deep.include({
      detail: { tag: 'mc-contract-plain' },
      bubbles: true,
      composed: true,
    });
  });

  it('every element: mc-error { kind: render, message, source } when it fails to render, with a retry in its place', async () => {
    let fail = true;
    // biome-ignore lint/correctness/noComponentHookFactories: defined once for this one test, which needs it to read `fail`
    function Fragile() {
      if (fail) throw new Error('boom');
      return createElement('p', { className: 'fine' }, 'fine');
    }
    define('mc-contract-fragile', Fragile);
    const el = await mount('<mc-contract-fragile></mc-contract-fragile>');
    await waitFor(() => page.of('mc-error').length === 1);
    expect(page.of('mc-error')[0]).to.deep.include({
      detail: { kind: 'render', message: 'boom', source: 'mc-contract-fragile' },
      bubbles: true,
      composed: true,
    });
    fail = false;
    click(await waitFor(() => q(el, 'button')));
    await waitFor(() => q(el, '.fine'));
  });
});
