/**
 * A stand-in for `window.fetch` in element tests. It answers the platform's envelope
 * (`{ success, value, errorCode?, message? }`) by path, records every call, and can answer with
 * an API error, an HTTP error, garbage, a network failure or never (for timeout tests).
 *
 *   const api = mockFetch({
 *     'GET /wps/game/list': ok({ list: [], total: 0 }),
 *     '/wps/session/login': fail('LOGIN_FAILED', 'Wrong password'),   // any method
 *     'POST /wps/member/*': [http(500), ok(true)],                     // first call 500, then ok
 *     '/wps/slow': never(),                                           // until the request aborts
 *     '/wps/echo': (call) => ok(call.json),                           // computed per call
 *   });
 *   ...
 *   expect(api.calls('/wps/game/list')).to.have.length(1);
 *   expect(api.last('/wps/session/login')?.headers['merchant']).to.equal('MC01');
 *
 * Delays (`ok(v, { delay: 300 })`) use the page's setTimeout at call time, so under a fake clock
 * they advance with `clock.tickAsync()`. Every pending answer honours the request's AbortSignal.
 * The stub is removed after each test by the root hook in helpers.ts (or by `restore()`).
 */

export interface FetchCall {
  method: string;
  /** Pathname only, e.g. `/wps/game/list`. */
  path: string;
  url: string;
  query: URLSearchParams;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** Raw request body as text ('' when none). */
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  /** Form body parsed, when the body is x-www-form-urlencoded. */
  form: URLSearchParams | undefined;
  /** The route key that answered, or undefined when nothing matched. */
  route: string | undefined;
}

interface Delay {
  /** Milliseconds before the answer arrives. */
  delay?: number;
}

export type MockReply =
  | ({ kind: 'ok'; value: unknown } & Delay)
  | ({ kind: 'fail'; errorCode: string; message?: string; value?: unknown; status: number } & Delay)
  | ({ kind: 'http'; status: number; body?: unknown; headers?: Record<string, string> } & Delay)
  | ({ kind: 'garbage'; text: string; status: number } & Delay)
  | ({ kind: 'network'; message: string } & Delay)
  | { kind: 'never' };

export type MockHandler = (call: FetchCall) => MockReply | Promise<MockReply>;
/** One reply, a function of the call, or a sequence (one per call; the last one repeats). */
export type MockRoute = MockReply | MockHandler | Array<MockReply | MockHandler>;
export type MockRoutes = Record<string, MockRoute>;

/** `{ success: true, value }`, HTTP 200. */
export function ok(value: unknown = null, opts: Delay = {}): MockReply {
  return { kind: 'ok', value, ...opts };
}

/** `{ success: false, errorCode, message }`, HTTP 200 unless `status` says otherwise. */
export function fail(errorCode: string, message?: string, opts: Delay & { status?: number; value?: unknown } = {}): MockReply {
  return { kind: 'fail', errorCode, message, value: opts.value, status: opts.status ?? 200, delay: opts.delay };
}

/** A plain HTTP answer: `http(500)`, `http(401, { success: false })`, `http(204)`. */
export function http(status: number, body?: unknown, opts: Delay & { headers?: Record<string, string> } = {}): MockReply {
  return { kind: 'http', status, body, ...opts };
}

/** A 200 (or `status`) answer whose body is not JSON at all. */
export function garbage(text = '<html>502 Bad Gateway</html>', opts: Delay & { status?: number } = {}): MockReply {
  return { kind: 'garbage', text, status: opts.status ?? 200, delay: opts.delay };
}

/** fetch rejects with a TypeError, as when the network is down. */
export function networkError(message = 'Failed to fetch', opts: Delay = {}): MockReply {
  return { kind: 'network', message, ...opts };
}

/** No answer, ever, until the request's signal aborts (timeouts, cancellation). */
export function never(): MockReply {
  return { kind: 'never' };
}

export interface FetchMock {
  /** Every call, in order, or only those whose path matches (`'/wps/x'` or `'POST /wps/x'`). */
  calls(route?: string): FetchCall[];
  /** The latest matching call. */
  last(route?: string): FetchCall | undefined;
  /** Calls that matched no route (they were answered with HTTP 404). */
  readonly unmatched: FetchCall[];
  /** Add or replace routes while the test runs. */
  set(routes: MockRoutes): void;
  /** Requests still waiting for an answer (delayed or `never`). */
  readonly pending: number;
  /** Put the real fetch back (done automatically after each test). */
  restore(): void;
}

export interface MockFetchOptions {
  /** Paths for which the real fetch is used instead (e.g. fixtures served by the test server). */
  passthrough?: RegExp | ((call: FetchCall) => boolean);
}

const realFetch = globalThis.fetch.bind(globalThis);
let active: (FetchMock & { restore(): void }) | undefined;
// Replies of the active stub still waiting out their `delay` (never() replies not counted).
let delayed = 0;

/** How many mocked replies are still waiting out their `delay` (settled() in helpers.ts waits for 0). */
export function delayedReplies(): number {
  return delayed;
}

/** Installs the stub on window. A second call in the same test replaces the first. */
export function mockFetch(routes: MockRoutes = {}, options: MockFetchOptions = {}): FetchMock {
  active?.restore();
  const table = new Map<string, { key: string; method: string | undefined; pattern: RegExp; route: MockRoute; used: number }>();
  const all: FetchCall[] = [];
  const unmatched: FetchCall[] = [];
  let pending = 0;

  const set = (more: MockRoutes) => {
    for (const [key, route] of Object.entries(more)) {
      const { method, pattern } = parseKey(key);
      table.set(key, { key, method, pattern, route, used: 0 });
    }
  };
  set(routes);

  const stub = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), location.href);
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = lowerHeaders(new Headers(init.headers ?? request?.headers));
    const body = await bodyText(init.body, request);
    const signal = init.signal ?? request?.signal ?? undefined;
    const call: FetchCall = {
      method,
      path: url.pathname,
      url: url.href,
      query: url.searchParams,
      headers,
      body,
      json: parseJson(body),
      form: headers['content-type']?.includes('application/x-www-form-urlencoded') ? new URLSearchParams(body) : undefined,
      route: undefined,
    };

    if (options.passthrough && (typeof options.passthrough === 'function' ? options.passthrough(call) : options.passthrough.test(call.path))) {
      return realFetch(input, init);
    }

    const entry = [...table.values()].reverse().find((e) => (!e.method || e.method === method) && e.pattern.test(call.path));
    all.push(call);
    if (signal?.aborted) throw abortError(signal);
    if (!entry) {
      unmatched.push(call);
      console.error(`mockFetch: no route for ${method} ${call.path} — answered HTTP 404`);
      return new Response(JSON.stringify({ success: false, errorCode: 'NOT_MOCKED', message: `no route for ${method} ${call.path}` }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    call.route = entry.key;
    let route = entry.route;
    if (Array.isArray(route)) route = route[Math.min(entry.used, route.length - 1)]!;
    entry.used += 1;
    const reply = typeof route === 'function' ? await route(call) : route;

    const timed = reply.kind !== 'never' && !!reply.delay;
    pending += 1;
    if (timed) delayed += 1;
    try {
      await wait(reply, signal);
    } finally {
      pending -= 1;
      if (timed) delayed -= 1;
    }
    return toResponse(reply);
  };

  const mock: FetchMock = {
    calls: (route?: string) => (route ? all.filter(matcher(route)) : [...all]),
    last: (route?: string) => (route ? all.filter(matcher(route)) : all).at(-1),
    unmatched,
    set,
    get pending() {
      return pending;
    },
    restore() {
      if (globalThis.fetch === (stub as typeof fetch)) globalThis.fetch = realFetch;
      if (active === mock) active = undefined;
    },
  };
  globalThis.fetch = stub as typeof fetch;
  active = mock;
  return mock;
}

/** Called by the root afterEach hook in helpers.ts. */
export function restoreFetch(): void {
  active?.restore();
  delayed = 0;
  globalThis.fetch = realFetch;
}

function parseKey(key: string): { method: string | undefined; pattern: RegExp } {
  const m = /^(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)\s+(.+)$/i.exec(key.trim());
  const method = m ? m[1]!.toUpperCase() : undefined;
  const path = (m ? m[2]! : key).trim();
  const source = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return { method, pattern: new RegExp(`^${source}$`) };
}

function matcher(route: string): (c: FetchCall) => boolean {
  const { method, pattern } = parseKey(route);
  return (c) => (!method || c.method === method) && pattern.test(c.path);
}

function lowerHeaders(h: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  h.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}

async function bodyText(body: BodyInit | null | undefined, request: Request | undefined): Promise<string> {
  if (body === undefined || body === null) return request ? await request.clone().text() : '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof FormData) return new URLSearchParams(body as unknown as Record<string, string>).toString();
  return new Response(body).text();
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function wait(reply: MockReply, signal: AbortSignal | undefined): Promise<void> {
  const ms = reply.kind === 'never' ? undefined : reply.delay;
  if (reply.kind !== 'never' && !ms) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    // globalThis.setTimeout at call time: follows a fake clock when one is installed.
    const timer = ms === undefined ? undefined : globalThis.setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        if (timer !== undefined) globalThis.clearTimeout(timer);
        reject(abortError(signal));
      },
      { once: true },
    );
  });
}

function toResponse(reply: MockReply): Response {
  const json = { 'Content-Type': 'application/json' };
  switch (reply.kind) {
    case 'ok':
      return new Response(JSON.stringify({ success: true, value: reply.value }), { status: 200, headers: json });
    case 'fail': {
      const envelope: Record<string, unknown> = { success: false, errorCode: reply.errorCode, value: reply.value ?? null };
      if (reply.message !== undefined) envelope.message = reply.message;
      return new Response(JSON.stringify(envelope), { status: reply.status, headers: json });
    }
    case 'http': {
      const noBody = reply.status === 204 || reply.status === 304;
      const text = noBody || reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      return new Response(text, { status: reply.status, headers: { ...json, ...reply.headers } });
    }
    case 'garbage':
      return new Response(reply.text, { status: reply.status, headers: { 'Content-Type': 'text/html' } });
    case 'network':
      throw new TypeError(reply.message);
    case 'never':
      throw new Error('unreachable');
  }
}
