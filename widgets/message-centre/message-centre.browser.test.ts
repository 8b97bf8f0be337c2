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
  click,
  textOf,
  recordEvents,
  nextFrame,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, resetStores, captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { $unreadCount, unreadStore } from '../../core/stores/inbox.ts';
import { $session } from '../../core/stores/session.ts';
import { $toast } from '../../core/stores/toast.ts';
import { setLanguage } from '../../core/stores/language.ts';
import type { FetchCall } from '../../tests/browser/fetch-mock.ts';
import { setViewport } from '@web/test-runner-commands';
import { useLanguage } from '../../tests/browser/rtl.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  unreadStore.reset();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  setLanguage('EN');
});

const items = (el: Element) => shadowQueryAll(el, '.message');

const msg = (id: number, read: boolean, extra: Record<string, unknown> = {}) => ({
  id: String(id),
  title: `Message ${id}`,
  content: `<p>Body ${id} <a href="/m/rewardCenter">reward centre</a></p>`,
  read,
  createdAt: Date.UTC(2026, 0, id, 10, 0),
  ...extra,
});

/** A tiny inbox server: list with read state, unread count, mark read and mark all. */
function inboxRoutes(messages = [msg(1, false), msg(2, false), msg(3, true)], pageSize?: number) {
  const state = messages.map((m) => ({ ...m }));
  const unread = () => state.filter((m) => !m.read).length;
  return {
    state,
    routes: platformRoutes({
      'GET /wps/relay/CSP_getInbox': (c: FetchCall) => {
        const size = Number(c.query.get('pageSize') ?? pageSize ?? 20);
        const page = Number(c.query.get('pageNo') ?? 1);
        return ok({ list: state.slice((page - 1) * size, page * size).map((m) => ({ ...m })), totalPages: Math.max(1, Math.ceil(state.length / size)) });
      },
      'GET /wps/relay/CSP_unreadCount': () => ok(unread()),
      'POST /wps/relay/CSP_markRead': (c: FetchCall) => {
        const m = state.find((x) => x.id === (c.json as { id: string }).id);
        if (!m) return fail('inbox.unknown', 'no such message');
        m.read = true;
        return ok(unread());
      },
      'POST /wps/relay/CSP_markAllRead': () => {
        state.forEach((m) => (m.read = true));
        return ok(0);
      },
    }),
  };
}

/**
 * The rows' classes at the moment the count's text changed, by that text: a mutation observer's
 * callback runs right after the render that changed the count, before anything a task later.
 */
function rowsWhenCountChanges(el: Element): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const count = q(el, '.count')!;
  const observer = new MutationObserver(() =>
    seen.set(
      textOf(count),
      items(el).map((m) => m.className),
    ),
  );
  observer.observe(count, { childList: true, characterData: true, subtree: true });
  return seen;
}

describe('<mc-message-centre>', () => {
  it('a visitor gets the login popup at once, and the prompt reopens it', async () => {
    const api = mockFetch(inboxRoutes().routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    const dialog = await waitFor(() => q<HTMLDialogElement>(el, 'dialog.login-dialog[open]'));
    await waitFor(() => dialog.querySelector('mc-login'));
    expect(api.calls('/wps/relay/CSP_getInbox')).to.have.length(0);
    click(dialog.querySelector('.dialog-close')!);
    await waitFor(() => !dialog.open);
    click(q(el, '[data-state="logged-out"] button')!);
    await waitFor(() => dialog.open);
    expect(nav.paths).to.deep.equal([]);
  });

  it('after signing in inside the popup, the player stays here and sees the inbox', async () => {
    mockFetch(inboxRoutes().routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => q(e, 'dialog.login-dialog[open] mc-login') });
    const login = q(el, 'dialog mc-login')!;
    // What mc-login does after a successful sign-in: the session, the event, then its navigation.
    // The page sees the session first and closes the popup before the login's events arrive.
    signInAs(0);
    await waitFor(() => !q<HTMLDialogElement>(el, 'dialog.login-dialog')!.open);
    await nextFrame(2);
    login.dispatchEvent(new CustomEvent('mc-login', { bubbles: true, composed: true, detail: { userName: 'demo', type: 0 } }));
    const navEvent = new CustomEvent('mc-navigate', { bubbles: true, composed: true, cancelable: true, detail: { path: '/m/home', replace: true } });
    login.dispatchEvent(navEvent);
    expect(navEvent.defaultPrevented).to.equal(true);
    expect(nav.paths).to.deep.equal([]);
    await waitFor(() => items(el).length === 3);
    expect(q<HTMLDialogElement>(el, 'dialog.login-dialog')!.open).to.equal(false);
  });

  it('a forced password change after signing in in the popup still goes through', async () => {
    mockFetch(inboxRoutes().routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => q(e, 'dialog.login-dialog[open] mc-login') });
    const login = q(el, 'dialog mc-login')!;
    login.dispatchEvent(new CustomEvent('mc-login', { bubbles: true, composed: true }));
    login.dispatchEvent(new CustomEvent('mc-navigate', { bubbles: true, composed: true, cancelable: true, detail: { path: '/m/changePsw', replace: true } }));
    expect(nav.paths).to.deep.equal(['/m/changePsw']);
  });

  it('on a 320 px phone in German the mark-all button stays on the screen, below the count', async () => {
    signInAs(0);
    mockFetch(inboxRoutes().routes);
    await setViewport({ width: 320, height: 568 });
    try {
      await useLanguage('DE');
      const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => items(e).length === 3 && textOf(q(e, '.count')) === '2 ungelesen' });
      const button = q(el, '[data-action="mark-all"]')!;
      expect(textOf(button)).to.equal('Alle als gelesen markieren');
      expect(button.getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right);
      expect(button.getBoundingClientRect().top).to.be.at.least(q(el, '.count')!.getBoundingClientRect().bottom);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('lists the messages with their read state and the unread count', async () => {
    signInAs(0);
    mockFetch(inboxRoutes().routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => items(e).length === 3 && q(e, '[data-unread="2"]') });
    expect(items(el).map((m) => m.className)).to.deep.equal(['message unread', 'message unread', 'message read']);
    expect(textOf(q(el, '.count'))).to.equal('2 unread');
    expect(textOf(q(el, '.message .message-title'))).to.equal('Message 1');
    expect(q(el, '.content')).to.equal(null);
  });

  it('opening an unread message marks it read and the count drops; one message open at a time', async () => {
    signInAs(0);
    const { routes, state } = inboxRoutes();
    const api = mockFetch(routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => items(e).length === 3 && q(e, '[data-unread="2"]') });
    const events = recordEvents(el, 'mc-message-read');
    const seen = rowsWhenCountChanges(el);
    const toggles = shadowQueryAll<HTMLButtonElement>(el, '.message-toggle');
    click(toggles[0]!);
    await waitFor(() => $unreadCount.get() === 1);
    expect(api.last('/wps/relay/CSP_markRead')!.json).to.deep.equal({ id: '1' });
    await waitFor(() => textOf(q(el, '.count')) === '1 unread');
    // The row turned read in the same render as the count, never a frame after it.
    expect(seen.get('1 unread')).to.deep.equal(['message read', 'message unread', 'message read']);
    expect(state[0]!.read).to.equal(true);
    expect(toggles[0]!.getAttribute('aria-expanded')).to.equal('true');
    // The text shows once the sanitiser has come (asked for with the list).
    await waitFor(() => textOf(q(el, '.content')) === 'Body 1 reward centre');
    expect(events.map((e) => e.detail)).to.deep.equal([{ id: '1', unreadCount: 1 }]);

    click(toggles[2]!); // already read: no call
    await waitFor(() => toggles[2]!.getAttribute('aria-expanded') === 'true');
    expect(toggles[0]!.getAttribute('aria-expanded')).to.equal('false');
    expect(shadowQueryAll(el, '.content')).to.have.length(1);
    expect(api.calls('/wps/relay/CSP_markRead')).to.have.length(1);

    click(toggles[2]!); // closes again
    await waitFor(() => shadowQueryAll(el, '.content').length === 0);
  });

  it('links in a message navigate in the app; the HTML is sanitised', async () => {
    signInAs(0);
    mockFetch(
      inboxRoutes([
        msg(1, true, { content: '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a> <a href="/m/rewardCenter">go</a><script>alert(2)</script></p>' }),
      ]).routes,
    );
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => items(e).length === 1 });
    click(q(el, '.message-toggle')!);
    const content = await waitFor(() => q(el, '.content'));
    expect(content.innerHTML).to.not.contain('onclick');
    expect(content.innerHTML).to.not.contain('script');
    expect(content.innerHTML).to.not.contain('javascript:');
    click(shadowQueryAll(el, '.content a').find((a) => textOf(a) === 'go')!);
    expect(nav.paths).to.deep.equal(['/m/rewardCenter']);
  });

  it('mark all read clears the count and every unread dot', async () => {
    signInAs(0);
    mockFetch(inboxRoutes().routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => items(e).length === 3 && q(e, '[data-unread="2"]') });
    const seen = rowsWhenCountChanges(el);
    click(q(el, '[data-action="mark-all"]')!);
    await waitFor(() => textOf(q(el, '.count')) === 'No unread messages');
    expect(seen.get('No unread messages')).to.deep.equal(['message read', 'message read', 'message read']);
    expect(q<HTMLButtonElement>(el, '[data-action="mark-all"]')!.disabled).to.equal(true);
  });

  it('a failed mark-read keeps the message unread and says why', async () => {
    signInAs(0);
    mockFetch({ ...inboxRoutes().routes, 'POST /wps/relay/CSP_markRead': fail('inbox.unknown', 'no such message') });
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => items(e).length === 3 && q(e, '[data-unread="2"]') });
    click(q(el, '.message-toggle')!);
    await waitFor(() => $toast.get()?.message === 'code.inbox.unknown');
    expect(items(el)[0]!.className).to.equal('message unread');
    expect(textOf(q(el, '.count'))).to.equal('2 unread');
  });

  it('pages: load more appends the next page until there is none', async () => {
    signInAs(0);
    const many = Array.from({ length: 5 }, (_, i) => msg(i + 1, true));
    const api = mockFetch(inboxRoutes(many).routes);
    const el = await mount('<mc-message-centre page-size="2"></mc-message-centre>', { ready: (e) => items(e).length === 2 });
    expect(api.last('/wps/relay/CSP_getInbox')!.query.get('pageSize')).to.equal('2');
    click(q(el, '[data-action="more"]')!);
    await waitFor(() => items(el).length === 4);
    click(q(el, '[data-action="more"]')!);
    await waitFor(() => items(el).length === 5);
    expect(q(el, '[data-action="more"]')).to.equal(null);
  });

  it('an empty inbox says in_no_data', async () => {
    signInAs(0);
    mockFetch(inboxRoutes([]).routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => q(e, '[data-state="empty"]') });
    expect(textOf(q(el, '[data-state="empty"]'))).to.equal('No data');
  });

  it('a failed load shows the retry, which works', async () => {
    signInAs(0);
    const { routes } = inboxRoutes();
    const api = mockFetch({ ...routes, 'GET /wps/relay/CSP_getInbox': [fail('server.error', 'boom'), routes['GET /wps/relay/CSP_getInbox'] as never] });
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => q(e, '[role="alert"] button') });
    expect(textOf(q(el, '[role="alert"] button'))).to.equal('Load failed, tap to retry');
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => items(el).length === 3);
    expect(api.calls('/wps/relay/CSP_getInbox')).to.have.length(2);
  });

  it('signing out turns the page back into the login prompt', async () => {
    signInAs(0);
    mockFetch(inboxRoutes().routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => items(e).length === 3 });
    $session.set(null);
    await waitFor(() => q(el, '[data-state="logged-out"]'));
    expect(items(el)).to.have.length(0);
  });

  it('reloads in the new language', async () => {
    signInAs(0);
    const api = mockFetch(inboxRoutes().routes);
    const el = await mount('<mc-message-centre></mc-message-centre>', { ready: (e) => items(e).length === 3 });
    setLanguage('PT');
    await waitFor(() => api.calls('/wps/relay/CSP_getInbox').length === 2);
    expect(api.last('/wps/relay/CSP_getInbox')!.headers.language).to.equal('PT');
    await waitFor(() => textOf(q(el, '[data-action="mark-all"]')) === 'Marcar todas como lidas');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '[data-action="mark-all"]')) === 'Markahan lahat bilang nabasa');
  });
});
