import type { Context, Hono } from 'hono';
import { SESSION_EXPIRED_CODES } from '../../core/api/errors.ts';
import { forkSession } from '../../core/api/handoff.ts';
import type { LoginResult } from '../../core/api/login-result.ts';
import { HANDOFF_PENDING_COOKIE, HANDOFF_ROUTE } from '../../core/auth/handoff-link.ts';
import { readCookie } from '../http/cookies.ts';
import { BASE_HEADERS, simplePage } from '../http/headers.ts';
import { sendHtml } from '../http/respond.ts';
import { PlatformCallError, type PlatformClient } from '../platform/client.ts';
import { type SharedStore, StoreUnavailable } from '../store/store.ts';
import { HANDOFF_TTL_MS, isHandoffCode, mintHandoffCode, peekHandoffCode, takeHandoffCode } from './codes.ts';

/**
 * The hand-off, the front's (DESIGN.md "Trust: where secrets live"):
 *
 * 1. `POST /wps/session/handoff`: the kit's frame, on the player's tap, asks for a code with the
 *    player's token. The platform opens a session of its own for the hand-off (`forkSession`);
 *    the code, kept in the shared store, stands for it for a minute.
 * 2. `POST /m/handoff`: the frame posts a form there, `target=_top`, with the code in the body.
 *    Only a document of this origin may (Sec-Fetch-Site, Origin). The code goes into a cookie the
 *    page cannot read, limited to the redemption's path and the site's pages (the member centre
 *    is drawn with the arriving player's facts: front/handoff/arrival.ts); the browser is sent on
 *    (303, no-store, no referrer) to the page it asked for, with a readable cookie that says a
 *    hand-off waits.
 * 3. `GET /wps/session/handoff/pending`: who the code would sign in (the site asks before
 *    replacing a different player); `DELETE` throws it away.
 * 4. `POST /wps/session/handoff/redeem`: the session, once, to a page of this origin; the code
 *    from the cookie, or from the body (a partner's server asked for it and the kit's frame
 *    redeems it). Counted per address in the shared store.
 *
 * The store down means no hand-off (503): it fails closed, and the player signs in as usual.
 */
export const CODE_COOKIE = 'mc_handoff_code';
/**
 * Where the browser sends the code back: the redemption's path, and the site's pages, whose
 * front draws the arriving player's first page with it (front/handoff/arrival.ts). Never the
 * rest of the API, which the front passes on to the platform.
 */
const CODE_COOKIE_PATHS = ['/wps/session/handoff', '/m/'] as const;
const REDEEM_LIMIT = { points: 30, durationMs: 10 * 60_000, blockMs: 10 * 60_000 };
const CREATE_LIMIT = { points: 60, durationMs: 10 * 60_000 };

export interface HandoffDeps {
  store: SharedStore;
  client: PlatformClient;
  /** The client's address and the origin it reached (front/app.ts). */
  contextOf: (c: Context) => { client: string; origin: string };
}

// biome-ignore lint/suspicious/noExplicitAny: routes are added to the front's app whatever its bindings
export function registerHandoff(app: Hono<any>, deps: HandoffDeps): void {
  const { store } = deps;
  const limits = { redeem: store.limiter('handoff.redeem', REDEEM_LIMIT), create: store.limiter('handoff.create', CREATE_LIMIT) };
  const scopeOf = (c: Context, origin: string) => ({ merchant: c.req.header('merchant') ?? 'MC01', language: c.req.header('language') ?? 'EN', origin });

  app.post('/wps/session/handoff', (c) =>
    guarded(async () => {
      const { client, origin } = deps.contextOf(c);
      const token = c.req.header('authorization');
      if (!token) return refusal('SESSION_EXPIRED', 'please log in first', 401);
      const allowed = await limits.create.consume(client);
      if (!allowed.allowed) return refusal('too.many.requests', 'Too many requests, please wait a moment', 429, allowed.retryAfterMs);
      let login: LoginResult;
      try {
        login = await deps.client.call(forkSession, undefined, scopeOf(c, origin), { token });
      } catch (e) {
        if (e instanceof PlatformCallError && e.code && SESSION_EXPIRED_CODES.has(e.code))
          return refusal(e.code, 'the session has expired, please log in again', 401);
        if (e instanceof PlatformCallError && e.kind === 'refused') return refusal(e.code ?? 'handoff.refused', e.message);
        return refusal('platform.unavailable', 'The service is not available right now', 502);
      }
      return answer({ code: await mintHandoffCode(store, login), expiresInMs: HANDOFF_TTL_MS });
    }),
  );

  app.post(HANDOFF_ROUTE, async (c) => {
    const { origin } = deps.contextOf(c);
    if (!fromOwnDocument(c, origin)) {
      return sendHtml(c.req.raw, 403, simplePage('Not allowed', `<p>This sign-in did not come from this site. <a href="/m/login">Sign in</a></p>`));
    }
    const form = await readForm(c.req.raw);
    const to = sitePathOf(form.get('to'));
    const code = form.get('code');
    const secure = origin.startsWith('https:') ? '; Secure' : '';
    const headers = new Headers({ ...BASE_HEADERS, Location: to, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Content-Length': '0' });
    // A code of the wrong shape is not kept: the site then finds nothing to redeem and says the link failed.
    if (isHandoffCode(code)) {
      for (const path of CODE_COOKIE_PATHS)
        headers.append('Set-Cookie', `${CODE_COOKIE}=${code}; Path=${path}; Max-Age=${HANDOFF_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`);
    }
    headers.append('Set-Cookie', `${HANDOFF_PENDING_COOKIE}=1; Path=/; Max-Age=${HANDOFF_TTL_MS / 1000}; SameSite=Strict${secure}`);
    return new Response(null, { status: 303, headers });
  });

  app.get('/wps/session/handoff/pending', (c) =>
    guarded(async () => {
      const code = cookieOf(c, CODE_COOKIE);
      const pending = isHandoffCode(code) ? await peekHandoffCode(store, code) : undefined;
      return pending ? answer(pending) : invalid();
    }),
  );

  app.delete('/wps/session/handoff/pending', (c) =>
    guarded(async () => {
      const code = cookieOf(c, CODE_COOKIE);
      if (isHandoffCode(code)) await takeHandoffCode(store, code);
      return answer(null, clearCookies(deps.contextOf(c).origin));
    }),
  );

  app.post('/wps/session/handoff/redeem', (c) =>
    guarded(async () => {
      const { client, origin } = deps.contextOf(c);
      // Only a page of this origin: a partner page's script sends its own Origin and is refused.
      if (!fromOwnDocument(c, origin)) return refusal('handoff.invalid', 'The sign-in link is no longer valid', 403);
      const allowed = await limits.redeem.consume(client);
      if (!allowed.allowed) return refusal('too.many.requests', 'Too many requests, please wait a moment', 429, allowed.retryAfterMs);
      const body = await readJson(c.req.raw);
      const code = typeof body?.code === 'string' && body.code !== '' ? body.code : cookieOf(c, CODE_COOKIE);
      const login = isHandoffCode(code) ? await takeHandoffCode(store, code) : undefined;
      if (!login) return invalid(clearCookies(origin));
      return answer(login, clearCookies(origin));
    }),
  );
}

/** A request made by a document of this origin: the browser says so (Sec-Fetch-Site) and names it (Origin). */
function fromOwnDocument(c: Context, origin: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  return c.req.header('origin') === origin;
}

/** A path of the site to go on to; the home page for anything else. */
function sitePathOf(value: string | null): string {
  return value && /^\/m\/[A-Za-z0-9/_?&=%.~-]*$/.test(value) && !value.includes('//') ? value : '/m/home';
}

const cookieOf = (c: Context, name: string): string | undefined => readCookie(c.req.header('cookie'), name);

function clearCookies(origin: string): Record<string, string[]> {
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  return {
    'Set-Cookie': [
      ...CODE_COOKIE_PATHS.map((path) => `${CODE_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Strict${secure}`),
      `${HANDOFF_PENDING_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`,
    ],
  };
}

async function readForm(req: Request): Promise<URLSearchParams> {
  const text = await readLimited(req, 4096);
  return new URLSearchParams(text ?? '');
}

async function readJson(req: Request): Promise<Record<string, unknown> | undefined> {
  const text = await readLimited(req, 4096);
  try {
    const value = text ? (JSON.parse(text) as unknown) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The body as text, or undefined when it is larger than `max` bytes. */
async function readLimited(req: Request, max: number): Promise<string | undefined> {
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > max) return undefined;
  const text = await req.text().catch(() => '');
  return text.length > max ? undefined : text;
}

type Extra = Record<string, string | string[]>;

function envelope(body: unknown, status: number, extra: Extra = {}): Response {
  const headers = new Headers({ ...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' });
  for (const [name, value] of Object.entries(extra)) for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  return new Response(JSON.stringify(body), { status, headers });
}

const answer = (value: unknown, extra?: Extra) => envelope({ success: true, value }, 200, extra);
const refusal = (code: string, message: string, status = 200, retryAfterMs?: number) =>
  envelope({ success: false, value: null, errorCode: code, message }, status, retryAfterMs ? { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) } : {});
const invalid = (extra?: Extra) =>
  envelope({ success: false, value: null, errorCode: 'handoff.invalid', message: 'The sign-in link is no longer valid' }, 200, extra);

/** The store down: no hand-off rather than an unchecked one. */
async function guarded(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof StoreUnavailable) return refusal('service.unavailable', 'The service is not available right now, please try again', 503);
    throw e;
  }
}
