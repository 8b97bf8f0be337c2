/**
 * One live stream kept open: fetch with the caller's headers (the token, `Last-Event-ID`), the
 * body read through the SSE parser, and on any break a new connection after a back-off with
 * jitter, resuming from the last event id. It stops for good when the caller stops it, when the
 * platform refuses the token (401: `refused`), or when the platform has no such stream (404,
 * 405, 410, 501: `unsupported`), so a platform without live updates costs one request per page.
 * Any other failure (5xx, 429 with its Retry-After, an answer that is not an event stream, no
 * answer) is tried again.
 *
 * Back-off: the n-th retry in a row waits base × 2^n (base: the stream's `retry:`, else 1 s),
 * capped at 30 s, times a random factor between ½ and 1, so that thousands of pages a restarted
 * front dropped do not all come back in the same instant. A stream that stayed open 10 s or
 * more counts as healthy: the next break starts again from the base. A stream silent for longer
 * than `idleMs` (no event, no heartbeat), or a connection the platform has not answered in 20 s,
 * is taken for dead and replaced.
 */
import { createSseParser, type SseMessage } from './sse.ts';

export type StreamState = 'connecting' | 'open' | 'down' | 'stopped';
export type StopCause = 'stopped' | 'refused' | 'unsupported';

export interface StreamOptions {
  url: string;
  /** The request's headers, read at each connection; `Last-Event-ID` is added here. */
  headers: () => Record<string, string>;
  /** The id to resume from, read at each connection. */
  lastEventId: () => string;
  message: (message: SseMessage) => void;
  state?: (state: StreamState, cause?: StopCause) => void;
  fetch?: typeof fetch;
  random?: () => number;
  /** Silence after which the stream is taken for dead (default 45 s: three missed heartbeats of 15 s). */
  idleMs?: number;
}

export interface LiveStream {
  stop(): void;
  /** Connects again at once if it is waiting to (the device came back online). */
  retryNow(): void;
}

export const BACKOFF = { baseMs: 1_000, capMs: 30_000, healthyMs: 10_000 } as const;
/** How long the platform may take to answer a connection (its headers) before it is tried again. */
const CONNECT_MS = 20_000;

/** How long the `attempt`-th retry in a row waits (0-based), given a random number in [0, 1). */
export function backoffDelay(attempt: number, random: number, baseMs: number = BACKOFF.baseMs): number {
  const ceiling = Math.min(BACKOFF.capMs, baseMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random / 2));
}

type Outcome = { kind: 'retry'; opened: boolean; at?: number; retryAfterMs?: number } | { kind: 'end'; cause: StopCause };

export function openLiveStream(options: StreamOptions): LiveStream {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const random = options.random ?? Math.random;
  const idleMs = options.idleMs ?? 45_000;
  let stopped = false;
  let controller: AbortController | undefined;
  let wait: { timer: ReturnType<typeof setTimeout>; go: () => void } | undefined;
  let attempt = 0;
  let baseMs: number = BACKOFF.baseMs;

  const setState = (state: StreamState, cause?: StopCause) => options.state?.(state, cause);

  async function connect(): Promise<Outcome> {
    controller = new AbortController();
    const { signal } = controller;
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...options.headers() };
    const last = options.lastEventId();
    if (last) headers['Last-Event-ID'] = last;
    let response: Response;
    // A platform that does not answer at all (no headers) is tried again, as a silent stream is.
    const connecting = setTimeout(() => controller?.abort(), Math.min(idleMs, CONNECT_MS));
    try {
      response = await doFetch(options.url, { headers, signal, cache: 'no-store', credentials: 'same-origin' });
    } catch {
      return { kind: 'retry', opened: false };
    } finally {
      clearTimeout(connecting);
    }
    if (response.status === 401) return { kind: 'end', cause: 'refused' };
    if ([404, 405, 410, 501].includes(response.status)) return { kind: 'end', cause: 'unsupported' };
    if (!response.ok || !response.body) {
      const after = Number(response.headers.get('Retry-After'));
      void response.body?.cancel().catch(() => undefined);
      return { kind: 'retry', opened: false, ...(after > 0 ? { retryAfterMs: after * 1000 } : {}) };
    }
    if (!/^text\/event-stream\b/i.test(response.headers.get('Content-Type') ?? '')) {
      // Something in between answered for the platform (a proxy's page): later, maybe not.
      void response.body.cancel().catch(() => undefined);
      return { kind: 'retry', opened: false };
    }
    const openedAt = Date.now();
    setState('open');
    const parser = createSseParser({
      message: (m) => {
        if (!stopped) options.message(m);
      },
      retry: (ms) => {
        baseMs = Math.min(Math.max(ms, 100), BACKOFF.capMs);
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller?.abort(), idleMs);
    };
    watch();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) break;
        watch();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A broken connection or our own abort: the same as an end.
    } finally {
      clearTimeout(idle);
      void reader.cancel().catch(() => undefined);
    }
    return { kind: 'retry', opened: true, at: openedAt };
  }

  async function run(): Promise<void> {
    while (!stopped) {
      setState('connecting');
      const outcome = await connect();
      if (stopped) break;
      if (outcome.kind === 'end') {
        stopped = true;
        setState('stopped', outcome.cause);
        return;
      }
      if (outcome.opened && Date.now() - (outcome.at ?? 0) >= BACKOFF.healthyMs) attempt = 0;
      setState('down');
      const delay = Math.max(backoffDelay(attempt++, random(), baseMs), outcome.retryAfterMs ?? 0);
      await new Promise<void>((resolve) => {
        const go = () => {
          clearTimeout(timer);
          wait = undefined;
          resolve();
        };
        const timer = setTimeout(go, delay);
        wait = { timer, go };
      });
    }
  }

  void run();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      controller?.abort();
      wait?.go();
      setState('stopped', 'stopped');
    },
    retryNow() {
      attempt = 0;
      wait?.go();
    },
  };
}
