/**
 * Live updates in real Chromium (core/live/): elements follow the platform's events with no
 * request and no code of their own. The stream is a stand-in the test writes to (the client's
 * `fetch` option); the page's other calls go through the usual fetch stub, which counts them.
 * Two clients in one page stand for two tabs: they elect their leader with the browser's real
 * Web Locks and share over a real BroadcastChannel, as tabs do.
 */
import { describe, it, expect, mount, q, waitFor, mockFetch, ok, textOf, afterEach, recordEvents } from './helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest, balance, initialConfig, WHITELABEL } from './platform-fixtures.ts';
import { startLive } from '../../core/live/client.ts';
import { $liveUp } from '../../core/stores/live.ts';
import { unreadStore } from '../../core/stores/inbox.ts';
import { $session, $sessionEnd } from '../../core/stores/session.ts';
import { $toast } from '../../core/stores/toast.ts';
import { initialConfigStore } from '../../core/stores/platform.ts';
import '../../widgets/header/index.ts';
import '../../widgets/member-centre/index.ts';

freshPageEachTest();

/** The platform's live streams as the test holds them: one per connection, written by the test. */
function streams() {
  const open: { headers: Record<string, string>; send(text: string): void; end(): void; closed: boolean }[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let ctrl!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
    const conn = {
      headers: { ...(init?.headers as Record<string, string>) },
      closed: false,
      send: (text: string) => ctrl.enqueue(new TextEncoder().encode(text)),
      end: () => {
        conn.closed = true;
        ctrl.close();
      },
    };
    init?.signal?.addEventListener('abort', () => {
      if (conn.closed) return;
      conn.closed = true;
      ctrl.error(new DOMException('aborted', 'AbortError'));
    });
    open.push(conn);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  return { fetch, open, live: () => open.filter((c) => !c.closed) };
}

const sse = (id: string, type: string, data: unknown) => `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  unreadStore.reset();
});

describe('live updates reach the elements', () => {
  it("the header's balance follows a balance event, with no request", async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes({ 'GET /wps/wallets/balance': ok(balance(100)) }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')) === '¥ 100' });
    const platform = streams();
    stops.push(startLive({ visitors: false, fetch: platform.fetch }));
    await waitFor(() => platform.live().length === 1 && $liveUp.get());
    expect(platform.open[0]!.headers.Authorization).to.equal('token-demo');
    const heard = recordEvents<CustomEvent>(document, 'mc-balance');
    const before = api.calls().length;

    platform.open[0]!.send(sse('1', 'balance', { sumBalance: 350.5, reason: 'deposit' }));
    await waitFor(() => textOf(q(el, '.balance')) === '¥ 350');
    expect(heard.at(-1)?.detail).to.deep.equal({ sumBalance: 350.5, currency: 'CNY', currencySymbol: '¥' });
    expect(api.calls().length).to.equal(before);
  });

  it("the member centre's inbox badge follows an inbox event, with no request", async () => {
    signInAs(0);
    const api = mockFetch(
      platformRoutes({
        'GET /wps/system/init': ok(initialConfig({}, WHITELABEL)),
        'GET /wps/relay/CSP_unreadCount': ok(1),
        'GET /wps/promotion/available': ok({ enabled: [], unclaimedCount: 0 }),
      }),
    );
    const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => textOf(q(e, '.dot-badge')) === '1' });
    const platform = streams();
    stops.push(startLive({ visitors: false, fetch: platform.fetch }));
    await waitFor(() => $liveUp.get());
    const before = api.calls('/wps/relay/CSP_unreadCount').length;

    platform.open[0]!.send(sse('7', 'inbox', { unread: 5 }));
    await waitFor(() => textOf(q(el, '.dot-badge')) === '5');
    platform.open[0]!.send(sse('8', 'inbox', { unread: 0 }));
    await waitFor(() => q(el, '.dot-badge') === null);
    expect(api.calls('/wps/relay/CSP_unreadCount').length).to.equal(before);
  });

  it('garbage on the stream changes nothing and throws nothing into the page', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/wallets/balance': ok(balance(100)) }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')) === '¥ 100' });
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push(e);
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onError);
    const platform = streams();
    stops.push(startLive({ visitors: false, fetch: platform.fetch }));
    await waitFor(() => $liveUp.get());
    platform.open[0]!.send('event: balance\ndata: {"sumBalance":"a lot"}\n\nevent: balance\ndata: }{\n\nevent: what\ndata: 1\n\n');
    platform.open[0]!.send(sse('2', 'balance', { sumBalance: 101, reason: 'win' }));
    await waitFor(() => textOf(q(el, '.balance')) === '¥ 101');
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onError);
    expect(errors).to.deep.equal([]);
  });

  it('a limit reached shows its text as a toast', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    const platform = streams();
    stops.push(startLive({ visitors: false, fetch: platform.fetch }));
    await waitFor(() => $liveUp.get());
    platform.open[0]!.send(sse('3', 'limitReached', { kind: 'loss', message: 'rg.loss_limit.day' }));
    await waitFor(() => $toast.get()?.message === 'live.limit.loss');
  });

  it('maintenance switches the start-up mode the site shows, and back', async () => {
    mockFetch(platformRoutes());
    await initialConfigStore.load();
    const platform = streams();
    stops.push(startLive({ visitors: true, fetch: platform.fetch, visitorDelayMs: 0 }));
    await waitFor(() => platform.live().length === 1);
    expect(platform.open[0]!.headers.Authorization).to.equal(undefined);
    platform.open[0]!.send(sse('p1', 'maintenance', { on: true, message: null }));
    await waitFor(() => initialConfigStore.$state.get().value?.maintenance === true);
    platform.open[0]!.send(sse('p2', 'maintenance', { on: false, message: null }));
    await waitFor(() => initialConfigStore.$state.get().value?.maintenance === false);
  });
});

describe('one connection for several tabs (two clients in one page, real Web Locks and BroadcastChannel)', () => {
  it('one leader connects; both follow; when it goes, the other resumes from the last id', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/wallets/balance': ok(balance(100)) }));
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => textOf(q(e, '.balance')) === '¥ 100' });
    // The names of the group's channels, to listen beside the clients.
    const Channel = BroadcastChannel;
    const names: string[] = [];
    globalThis.BroadcastChannel = class extends Channel {
      constructor(name: string) {
        super(name);
        names.push(name);
      }
    };
    const first = streams();
    const second = streams();
    let stopFirst = () => {};
    try {
      stopFirst = startLive({ visitors: false, fetch: first.fetch });
      stops.push(startLive({ visitors: false, fetch: second.fetch }));
      await waitFor(() => first.live().length === 1);
      // The second waits for the lock (its request queued behind the leader's): no connection of its own.
      await waitFor(async () => (await navigator.locks.query()).pending?.some((lock) => lock.name?.startsWith('mc-live:')));
    } finally {
      globalThis.BroadcastChannel = Channel;
    }
    expect(second.open).to.have.length(0);
    // Made after the clients' channels, it hears each message after them (the channel delivers in
    // the order the listeners were made): once it has heard event 41, so has the second client.
    const probe = new Channel(names.find((name) => name.startsWith('mc-live:'))!);
    const heard: string[] = [];
    probe.onmessage = (message: MessageEvent<{ event?: { id?: string } }>) => heard.push(message.data?.event?.id ?? '');

    first.open[0]!.send(sse('41', 'balance', { sumBalance: 200, reason: 'win' }));
    await waitFor(() => textOf(q(el, '.balance')) === '¥ 200');
    await waitFor(() => heard.includes('41'));
    probe.close();

    // The leader's tab closes: the other takes the lock and resumes where the group was.
    stopFirst();
    await waitFor(() => second.live().length === 1);
    expect(second.open[0]!.headers['Last-Event-ID']).to.equal('41');
    second.open[0]!.send(sse('42', 'balance', { sumBalance: 300, reason: 'win' }));
    await waitFor(() => textOf(q(el, '.balance')) === '¥ 300');
  });

  it('sessionEnded ends the session as a refused token does, and the stream stops', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    const platform = streams();
    stops.push(startLive({ visitors: false, fetch: platform.fetch }));
    await waitFor(() => platform.live().length === 1);
    platform.open[0]!.send(sse('50', 'sessionEnded', { cause: 'signed-out' }));
    await waitFor(() => $session.get() === null);
    expect($sessionEnd.get()).to.deep.equal({ reason: 'expired', userName: 'demo' });
    await waitFor(() => platform.live().length === 0);
  });
});
