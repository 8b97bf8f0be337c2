import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF, backoffDelay, openLiveStream, type StreamState, type StopCause } from './stream.ts';
import type { SseMessage } from './sse.ts';

/** A fake platform: each fetch gets the next scripted answer; an SSE answer stays open until ended. */
interface Conn {
  headers: Record<string, string>;
  send(text: string): void;
  end(): void;
}

function platform() {
  const conns: Conn[] = [];
  const answers: (() => Response | Promise<Response>)[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const scripted = answers.shift();
    if (scripted) return scripted();
    let ctrl!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
    let open = true;
    init?.signal?.addEventListener('abort', () => {
      if (open) ctrl.error(new DOMException('aborted', 'AbortError'));
      open = false;
    });
    conns.push({
      headers: { ...(init?.headers as Record<string, string>) },
      send: (text) => ctrl.enqueue(new TextEncoder().encode(text)),
      end: () => {
        open = false;
        ctrl.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, conns, answers };
}

function start(p: ReturnType<typeof platform>, extra: { idleMs?: number; random?: () => number } = {}) {
  const messages: SseMessage[] = [];
  const states: [StreamState, StopCause | undefined][] = [];
  let last = '';
  const stream = openLiveStream({
    url: 'https://platform.test/wps/live/stream',
    headers: () => ({ Authorization: 'tok_abcdefgh', Merchant: 'MC01' }),
    lastEventId: () => last,
    message: (m) => {
      messages.push(m);
      if (m.id) last = m.id;
    },
    state: (s, cause) => states.push([s, cause]),
    fetch: p.fetch,
    random: extra.random ?? (() => 0.5),
    ...(extra.idleMs ? { idleMs: extra.idleMs } : {}),
  });
  return { stream, messages, states, setLast: (id: string) => (last = id) };
}

/** Lets the fake streams' promises settle. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('back-off', () => {
  it('doubles per retry in a row, capped, with a jitter between half and all of it', () => {
    expect(backoffDelay(0, 0)).toBe(500);
    expect(backoffDelay(0, 0.999)).toBeLessThanOrEqual(1000);
    expect(backoffDelay(1, 0)).toBe(1000);
    expect(backoffDelay(3, 0)).toBe(4000);
    expect(backoffDelay(10, 0.999)).toBeLessThanOrEqual(BACKOFF.capMs);
    expect(backoffDelay(60, 0)).toBe(BACKOFF.capMs / 2);
    expect(backoffDelay(0, 0, 3000)).toBe(1500);
    const spread = new Set(Array.from({ length: 50 }, (_, i) => backoffDelay(2, i / 50)));
    expect(spread.size).toBeGreaterThan(40);
  });
});

describe('live stream', () => {
  it('sends the headers, reads events and heartbeats, and says it is open', async () => {
    const p = platform();
    const { stream, messages, states } = start(p);
    await settle();
    expect(p.conns[0]!.headers).toMatchObject({ Accept: 'text/event-stream', Authorization: 'tok_abcdefgh', Merchant: 'MC01' });
    expect(p.conns[0]!.headers['Last-Event-ID']).toBeUndefined();
    p.conns[0]!.send(': heartbeat\n\nid: 1\nevent: inbox\ndata: {"unread":');
    p.conns[0]!.send('4}\n\n');
    await settle();
    expect(messages).toEqual([{ id: '1', event: 'inbox', data: '{"unread":4}' }]);
    expect(states.map((s) => s[0])).toEqual(['connecting', 'open']);
    stream.stop();
  });

  it('reconnects after the stream ends, with Last-Event-ID, after a back-off', async () => {
    const p = platform();
    const { stream, states } = start(p);
    await settle();
    p.conns[0]!.send('id: 17\nevent: inbox\ndata: {"unread":1}\n\n');
    await settle();
    p.conns[0]!.end();
    await settle();
    expect(states.at(-1)?.[0]).toBe('down');
    expect(p.conns).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(backoffDelay(0, 0.5) - 1);
    expect(p.conns).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(p.conns).toHaveLength(2);
    expect(p.conns[1]!.headers['Last-Event-ID']).toBe('17');
    stream.stop();
  });

  it('waits longer after each failure in a row, and from the base again after a healthy stream', async () => {
    const p = platform();
    const fail = () => Promise.reject(new TypeError('network'));
    p.answers.push(fail, fail, fail);
    const { stream } = start(p, { random: () => 0 });
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(1);
    for (const [i, wait] of [500, 1000, 2000].entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(p.calls).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(p.calls).toHaveBeenCalledTimes(i + 2);
    }
    // The fourth connection opens and stays up long enough to count as healthy.
    await vi.advanceTimersByTimeAsync(BACKOFF.healthyMs);
    p.conns[0]!.send(':\n\n');
    p.conns[0]!.end();
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(5);
    stream.stop();
  });

  it("takes the stream's retry as the base", async () => {
    const p = platform();
    const { stream } = start(p, { random: () => 0 });
    await settle();
    p.conns[0]!.send('retry: 4000\n\n');
    p.conns[0]!.end();
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(p.calls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(2);
    stream.stop();
  });

  it('stops for good on 401 (refused) and on a platform without the stream (unsupported)', async () => {
    for (const [answer, cause] of [
      [() => new Response('{}', { status: 401 }), 'refused'],
      [() => new Response('not here', { status: 404 }), 'unsupported'],
    ] as const) {
      const p = platform();
      p.answers.push(answer);
      const { states } = start(p);
      await settle();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(p.calls).toHaveBeenCalledTimes(1);
      expect(states.at(-1)).toEqual(['stopped', cause]);
    }
  });

  it('tries an answer that is not an event stream again later (a proxy answered)', async () => {
    const p = platform();
    p.answers.push(() => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const { stream, states } = start(p);
    await settle();
    expect(states.at(-1)?.[0]).toBe('down');
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(2);
    stream.stop();
  });

  it("retries a 503 no sooner than the platform's Retry-After", async () => {
    const p = platform();
    p.answers.push(() => new Response('busy', { status: 503, headers: { 'Retry-After': '5' } }));
    const { stream } = start(p);
    await settle();
    await vi.advanceTimersByTimeAsync(4999);
    expect(p.calls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(2);
    stream.stop();
  });

  it('takes a silent stream for dead and connects again', async () => {
    const p = platform();
    const { stream } = start(p, { idleMs: 30_000 });
    await settle();
    await vi.advanceTimersByTimeAsync(20_000);
    p.conns[0]!.send(': beat\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(p.calls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000 + 1_000);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(2);
    stream.stop();
  });

  it('tries again when the platform does not answer the connection at all', async () => {
    const p = platform();
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    p.answers.push(() => hanging('', p.calls.mock.calls[0]![1]) as unknown as Response);
    const { stream } = start(p);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(2);
    stream.stop();
  });

  it('stops: the connection is dropped and none follows', async () => {
    const p = platform();
    const { stream, states } = start(p);
    await settle();
    stream.stop();
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(p.calls).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual(['stopped', 'stopped']);
  });

  it('connects again at once on retryNow (back online)', async () => {
    const p = platform();
    p.answers.push(() => Promise.reject(new TypeError('offline')));
    p.answers.push(() => Promise.reject(new TypeError('offline')));
    const { stream } = start(p);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(2);
    stream.retryNow();
    await settle();
    expect(p.calls).toHaveBeenCalledTimes(3);
    stream.stop();
  });
});
