import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLive, toLiveEvent } from './client.ts';
import { LIVE_PUBLIC_PATH, LIVE_STREAM_PATH } from './events.ts';
import { $session, $sessionEnd, endSession, startSession } from '../stores/session.ts';
import { walletStore } from '../stores/wallet.ts';
import { $unreadCount, unreadStore } from '../stores/inbox.ts';
import { $orderUpdates } from '../stores/money.ts';
import { $liveEvent, $liveUp, $realityCheckDue } from '../stores/live.ts';
import { initialConfigStore } from '../stores/platform.ts';
import { closingSession } from '../stores/closing.ts';
import { $toast, hideToast, showToast } from '../stores/toast.ts';
import { initialConfigSchema } from '../api/site.ts';
import type { ShareEnvironment } from './share.ts';
import { scaled } from '../../tests/timeout-scale.mjs';

/** The platform's side of the streams: each fetch opens one the test writes to. */
function platform() {
  const conns: { url: string; headers: Record<string, string>; send(text: string): void; end(): void; aborted: boolean }[] = [];
  const answers: (() => Response)[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const scripted = answers.shift();
    if (scripted) return scripted();
    let ctrl!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
    const conn = {
      url: String(url),
      headers: { ...(init?.headers as Record<string, string>) },
      aborted: false,
      send: (text: string) => ctrl.enqueue(new TextEncoder().encode(text)),
      end: () => ctrl.close(),
    };
    init?.signal?.addEventListener('abort', () => {
      conn.aborted = true;
      try {
        ctrl.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // already closed
      }
    });
    conns.push(conn);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, conns, answers };
}

// Taken before a test fakes the clock: the helpers below keep real time under a fake one.
const realSetTimeout = globalThis.setTimeout;
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => realSetTimeout(r, 0));
};
/**
 * Polls `check` until it holds, within a limit scaled for a busy machine. Not vi.waitFor: that
 * advances a fake clock while it polls, and a test on one moves its clock itself.
 */
const until = async (check: () => boolean) => {
  const end = performance.now() + scaled(2000);
  while (!check() && performance.now() < end) await new Promise((r) => realSetTimeout(r, 5));
  expect(check()).toBe(true);
};

const player = (token: string) => ({ token, id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
const wallet = { sumBalance: 100, currency: 'CNY', currencySymbol: '¥', accounts: [] };
const sse = (id: string, type: string, data: unknown) => `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

let stop: (() => void) | undefined;
beforeEach(() => {
  startSession(player('tok_first_player'));
  walletStore.set({ ...wallet });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  endSession();
  $sessionEnd.set(null);
  walletStore.reset();
  unreadStore.reset();
  initialConfigStore.reset();
});

describe('toLiveEvent', () => {
  it('takes a known type with a payload that fits its schema, nothing else', () => {
    expect(toLiveEvent({ id: '1', event: 'inbox', data: '{"unread":2}' })).toEqual({ id: '1', type: 'inbox', data: { unread: 2 } });
    expect(toLiveEvent({ id: '1', event: 'balance', data: '{"sumBalance":"12.50","reason":"win"}' })?.data).toEqual({ sumBalance: 12.5, reason: 'win' });
    for (const [event, data] of [
      ['inbox', '{"unread":"x"}'],
      ['inbox', '{unread: 2'],
      ['balance', '{"sumBalance":1,"reason":"theft"}'],
      ['sessionEnded', '{"cause":"bored"}'],
      ['message', '{}'],
      ['__proto__', '{}'],
      ['toString', '{}'],
      ['maintenance', 'null'],
    ])
      expect(toLiveEvent({ id: '', event: event!, data: data! })).toBeNull();
  });
});

describe('live client', () => {
  it("opens the player's stream with the token and applies each event to the stores", async () => {
    const p = platform();
    const heard: unknown[] = [];
    const unsubscribe = $liveEvent.listen((e) => heard.push(e));
    stop = startLive({ visitors: true, fetch: p.fetch, share: {}, visitorDelayMs: 0 });
    await until(() => p.conns.length === 1);
    expect(p.conns[0]!.url).toContain(LIVE_STREAM_PATH);
    expect(p.conns[0]!.headers).toMatchObject({ Authorization: 'tok_first_player', Accept: 'text/event-stream', Merchant: 'MC01', 'Module-Id': 'LIVE3' });
    await until(() => $liveUp.get());

    p.conns[0]!.send(sse('1', 'balance', { sumBalance: 250.5, reason: 'deposit' }));
    p.conns[0]!.send(sse('2', 'inbox', { unread: 4 }));
    p.conns[0]!.send(sse('3', 'moneyOrder', { id: 'D9', kind: 'deposit', status: 'approved', amount: 150.5 }));
    p.conns[0]!.send(sse('4', 'realityCheck', { minutesPlayed: 60 }));
    const due = $realityCheckDue.get();
    await until(() => heard.length === 4);
    expect(walletStore.$state.get().value).toEqual({ ...wallet, sumBalance: 250.5 });
    expect($unreadCount.get()).toBe(4);
    expect($orderUpdates.get().D9).toEqual({ kind: 'deposit', status: 'approved', amount: 150.5 });
    expect($realityCheckDue.get()).toBe(due + 1);
    expect(heard[0]).toEqual({ id: '1', detail: { type: 'balance', sumBalance: 250.5, reason: 'deposit' } });
    unsubscribe();
  });

  it('drops garbage without throwing and goes on with the next event', async () => {
    const p = platform();
    stop = startLive({ visitors: true, fetch: p.fetch, share: {}, visitorDelayMs: 0 });
    await until(() => p.conns.length === 1);
    p.conns[0]!.send('id: 1\nevent: balance\ndata: {"sumBalance":"lots"}\n\n');
    p.conns[0]!.send('id: 2\nevent: inbox\ndata: not json\n\n');
    p.conns[0]!.send('id: 3\nevent: nonsense\ndata: {}\n\ndata: no type\n\n');
    p.conns[0]!.send(sse('4', 'inbox', { unread: 1 }));
    await until(() => $unreadCount.get() === 1);
    expect(walletStore.$state.get().value?.sumBalance).toBe(100);
    expect(p.calls).toHaveBeenCalledTimes(1);
  });

  it('applies an event replayed after a resume once, and resumes from the last id', async () => {
    const p = platform();
    const heard: unknown[] = [];
    const unsubscribe = $liveEvent.listen((e) => heard.push(e));
    stop = startLive({ visitors: true, fetch: p.fetch, share: {}, visitorDelayMs: 0 });
    await until(() => p.conns.length === 1);
    p.conns[0]!.send(sse('a1', 'inbox', { unread: 1 }));
    await until(() => heard.length === 1);
    p.conns[0]!.end();
    // The back-off is at most 1 s on the first retry.
    await until(() => p.conns.length === 2);
    expect(p.conns[1]!.headers['Last-Event-ID']).toBe('a1');
    p.conns[1]!.send(sse('a1', 'inbox', { unread: 1 }) + sse('a2', 'inbox', { unread: 2 }));
    await until(() => $unreadCount.get() === 2);
    expect(heard).toHaveLength(2);
    unsubscribe();
  }, 10_000);

  it('ends the session as a refused token does on sessionEnded, and stops', async () => {
    const p = platform();
    stop = startLive({ visitors: false, fetch: p.fetch, share: {} });
    await until(() => p.conns.length === 1);
    p.conns[0]!.send(sse('9', 'sessionEnded', { cause: 'signed-out' }));
    await until(() => $session.get() === null);
    expect($sessionEnd.get()).toEqual({ reason: 'expired', userName: 'demo' });
    await until(() => p.conns[0]!.aborted);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(1);
  });

  it('leaves a session this page is ending itself to the page (a sign-out under way)', async () => {
    const p = platform();
    stop = startLive({ visitors: false, fetch: p.fetch, share: {} });
    await until(() => p.conns.length === 1);
    const reopen = closingSession();
    p.conns[0]!.send(sse('9', 'sessionEnded', { cause: 'signed-out' }));
    await settle();
    expect($session.get()?.token).toBe('tok_first_player');
    reopen();
  });

  it('ends the session when the platform refuses the token (401)', async () => {
    const p = platform();
    p.answers.push(() => new Response('{}', { status: 401 }));
    stop = startLive({ visitors: false, fetch: p.fetch, share: {} });
    await until(() => $session.get() === null);
    expect($sessionEnd.get()?.reason).toBe('expired');
  });

  it('stops on sign-out, follows the public stream as a visitor (site), and the next player signing in', async () => {
    const p = platform();
    stop = startLive({ visitors: true, fetch: p.fetch, share: {}, visitorDelayMs: 0 });
    await until(() => p.conns.length === 1);
    endSession();
    await until(() => p.conns[0]!.aborted && p.conns.length === 2);
    expect(p.conns[1]!.url).toContain(LIVE_PUBLIC_PATH);
    expect(p.conns[1]!.headers.Authorization).toBeUndefined();
    startSession(player('tok_second_player'));
    await until(() => p.conns[1]!.aborted && p.conns.length === 3);
    expect(p.conns[2]!.headers.Authorization).toBe('tok_second_player');
    expect(p.conns[2]!.headers['Last-Event-ID']).toBeUndefined();
  });

  it("opens a visitor's public stream only once they stayed a while; a sign-in meanwhile opens the player's", async () => {
    // The visitor's wait runs on a fake clock: it ends on a tick, not after real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    endSession();
    const p = platform();
    stop = startLive({ visitors: true, fetch: p.fetch, share: {}, visitorDelayMs: 150 });
    await until(() => vi.getTimerCount() === 1); // the visitor's wait has begun
    await vi.advanceTimersByTimeAsync(149);
    await settle();
    expect(p.calls).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await until(() => p.conns.length === 1);
    expect(p.conns[0]!.url).toContain(LIVE_PUBLIC_PATH);
    stop();
    const q = platform();
    const timers = vi.getTimerCount();
    stop = startLive({ visitors: true, fetch: q.fetch, share: {}, visitorDelayMs: 150 });
    await until(() => vi.getTimerCount() === timers + 1);
    startSession(player('tok_second_player'));
    await until(() => q.conns.length === 1);
    await vi.advanceTimersByTimeAsync(150); // past the visitor's wait: a public stream it still opened is asked for now
    await settle();
    expect(q.calls).toHaveBeenCalledOnce();
    expect(q.conns[0]!.url).toContain(LIVE_STREAM_PATH);
  });

  it('streams nothing for a visitor in the kit', async () => {
    endSession();
    const p = platform();
    stop = startLive({ visitors: false, fetch: p.fetch, share: {} });
    await settle();
    expect(p.calls).not.toHaveBeenCalled();
  });

  it('applies an event for the previous player to nobody', async () => {
    const p = platform();
    stop = startLive({ visitors: true, fetch: p.fetch, share: {}, visitorDelayMs: 0 });
    await until(() => p.conns.length === 1);
    const first = p.conns[0]!;
    // The player changes; an event of the old stream still in flight changes nothing.
    startSession(player('tok_second_player'));
    walletStore.set({ ...wallet });
    try {
      first.send(sse('x', 'balance', { sumBalance: 1, reason: 'bet' }));
    } catch {
      // that stream is gone already
    }
    await settle();
    expect(walletStore.$state.get().value?.sumBalance).toBe(100);
  });

  it("says a limit was reached in a toast, but leaves the refused call's own toast on show", async () => {
    const p = platform();
    stop = startLive({ visitors: true, fetch: p.fetch, share: {} });
    await until(() => p.conns.length === 1);
    p.conns[0]!.send(sse('l1', 'limitReached', { kind: 'loss', message: 'rg.loss_limit.day' }));
    await until(() => $toast.get() !== null);
    expect($toast.get()).toMatchObject({ kind: 'info' });
    hideToast();
    showToast({ kind: 'fail', message: 'code.rg.deposit_limit.day', values: { leftText: '¥100' } });
    p.conns[0]!.send(sse('l2', 'limitReached', { kind: 'deposit', message: 'rg.deposit_limit.day' }));
    await settle();
    await settle();
    expect($toast.get()?.message).toBe('code.rg.deposit_limit.day');
    hideToast();
  });

  it('switches the maintenance state on and off', async () => {
    initialConfigStore.set(initialConfigSchema({ merchantCode: 'MC01', maintenance: false, regionRestriction: false, whitelabel: {} }));
    const p = platform();
    stop = startLive({ visitors: true, fetch: p.fetch, share: {}, visitorDelayMs: 0 });
    await until(() => p.conns.length === 1);
    p.conns[0]!.send(sse('m1', 'maintenance', { on: true, message: null }));
    await until(() => initialConfigStore.$state.get().value?.maintenance === true);
    p.conns[0]!.send(sse('m2', 'maintenance', { on: false, message: 'back' }));
    await until(() => initialConfigStore.$state.get().value?.maintenance === false);
  });
});

describe('live client in a group', () => {
  /** A group where another page holds the lock until `release()`; `post` speaks as that page. */
  function otherLeader() {
    const listeners: ((event: MessageEvent) => void)[] = [];
    let release: () => void = () => {};
    let taken = false;
    const posted: unknown[] = [];
    const env: ShareEnvironment = {
      locks: {
        request: (_name, _options, callback) => {
          const wait = taken ? Promise.resolve() : new Promise<void>((r) => (release = r));
          taken = true;
          return wait.then(callback);
        },
      },
      channel: () => ({
        postMessage: (data: unknown) => posted.push(structuredClone(data)),
        close: () => {},
        set onmessage(fn: ((event: MessageEvent) => void) | null) {
          if (fn) listeners.push(fn);
        },
        get onmessage() {
          return null;
        },
      }),
    };
    return {
      env,
      posted,
      post: (data: unknown) => listeners.forEach((l) => l({ data } as MessageEvent)),
      release: () => release(),
    };
  }

  it('a follower opens nothing, takes what the leader posts, and takes over from the last id when it goes', async () => {
    const other = otherLeader();
    const p = platform();
    stop = startLive({ visitors: true, fetch: p.fetch, share: other.env });
    await until(() => other.posted.some((n) => (n as { t?: string }).t === 'hello'));
    other.post({ t: 'state', up: true, fallback: true, last: '' });
    other.post({ t: 'event', event: { id: 'e5', type: 'balance', data: { sumBalance: 999, reason: 'win' } } });
    other.post({ t: 'event', event: { id: 'e6', type: 'balance', data: { sumBalance: 'garbage' } } });
    other.post({ t: 'event', event: null });
    other.post('noise');
    await until(() => walletStore.$state.get().value?.sumBalance === 999);
    expect($liveUp.get()).toBe(true);
    expect(p.calls).not.toHaveBeenCalled();

    other.release();
    await until(() => p.conns.length === 1);
    expect(p.conns[0]!.headers['Last-Event-ID']).toBe('e5');
    p.conns[0]!.send(sse('e7', 'inbox', { unread: 3 }));
    await until(() => other.posted.some((n) => (n as { t?: string; event?: { id: string } }).event?.id === 'e7'));
  });

  it('catches up a page that joins: the leader hands it the state events of the last seconds, not the prompts', async () => {
    const other = otherLeader();
    const p = platform();
    // This page leads (the other page lets go of the lock), hears events, then another page says hello.
    stop = startLive({ visitors: true, fetch: p.fetch, share: other.env });
    await until(() => other.posted.some((n) => (n as { t?: string }).t === 'hello'));
    other.release();
    await until(() => p.conns.length === 1);
    p.conns[0]!.send(
      sse('c1', 'balance', { sumBalance: 321, reason: 'win' }) + sse('c2', 'limitReached', { kind: 'loss', message: 'x' }) + sse('c3', 'inbox', { unread: 7 }),
    );
    await until(() => $unreadCount.get() === 7);
    other.posted.length = 0;
    other.post({ t: 'hello' });
    await until(() => other.posted.some((n) => (n as { t?: string }).t === 'recent'));
    const recent = other.posted.find((n) => (n as { t?: string }).t === 'recent') as { events: { id: string }[] };
    expect(recent.events.map((e) => e.id)).toEqual(['c1', 'c3']);
  });

  it('a page that joins takes what the leader hands it', async () => {
    const other = otherLeader();
    const p = platform();
    stop = startLive({ visitors: true, fetch: p.fetch, share: other.env });
    await until(() => other.posted.some((n) => (n as { t?: string }).t === 'hello'));
    other.post({
      t: 'recent',
      events: [{ id: 'r1', type: 'balance', data: { sumBalance: 4321, reason: 'deposit' } }, { id: 'r2', type: 'inbox', data: { unread: 'no' } }, 'junk'],
    });
    await until(() => walletStore.$state.get().value?.sumBalance === 4321);
    expect(p.calls).not.toHaveBeenCalled();
  });
});
