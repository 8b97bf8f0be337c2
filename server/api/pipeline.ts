import { clientIp } from '../http/peer.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDEMPOTENCY_HEADER, paramPlacement } from '../../core/api/endpoint.ts';
import { SchemaMismatch } from '../../core/api/schema.ts';
import { hasAgencyCentre, isFreeTrial } from '../roles.ts';
import { ApiError, sendError, sendOk } from '../http/envelope.ts';
import { DEFAULT_BODY_LIMIT, Params, parseFormBody, parseJsonBody, readBody } from '../http/body.ts';
import { contentLanguage } from '../i18n.ts';
import { ownOrigin } from '../http/cors.ts';
import { resolveSession } from '../security/sessions.ts';
import type { PlatformState, UserRow } from '../state.ts';
import type { Endpoint } from '../../core/api/endpoint.ts';
import type { ApiRegistry, Ctx } from './context.ts';
import { runOnce } from './idempotency.ts';

/**
 * One API call from start to end: route, merchant, module id, auth, body (query, JSON,
 * form or sealed), handler, response check, envelope.
 */
export async function handleApiCall(app: PlatformState, registry: ApiRegistry, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  try {
    const value = await runCall(app, registry, req, res, url);
    if (value !== STREAMED) sendOk(res, value);
  } catch (e) {
    if (!(e instanceof ApiError)) app.log(`error ${req.method} ${url.pathname}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    req.resume();
    if (res.headersSent) res.destroy();
    else sendError(res, e instanceof ApiError ? e : new ApiError('server.error', 'internal error', 500));
  }
}

/** A stream endpoint answered on the response itself: no envelope follows. */
const STREAMED = Symbol('streamed');

export { clientIp };

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

async function runCall(app: PlatformState, registry: ApiRegistry, req: IncomingMessage, res: ServerResponse, url: URL): Promise<unknown> {
  const match = registry.router.match(req.method ?? 'GET', url.pathname);
  if (match.kind === 'not-found') throw new ApiError('not.found', `no such call: ${url.pathname}`, 404);
  if (match.kind === 'method-not-allowed') {
    throw new ApiError('http_method_not_support', `${req.method} is not supported here (use ${match.allowed.join(' or ')})`, 405);
  }
  const { endpoint: ep, handler: entry } = match.route;

  const merchant = header(req, 'Merchant');
  if (!merchant || !knownMerchant(app, merchant)) throw new ApiError('merchant.unknown', 'unknown or missing Merchant header', 400);

  const moduleId = header(req, 'Module-Id');
  if (moduleId !== ep.moduleId) {
    throw new ApiError('module.id.mismatch', `Module-Id must be ${ep.moduleId} for ${ep.path}`, 400);
  }

  const now = app.now();
  let user: UserRow | null = null;
  let session = null;
  const token = ep.auth === 'none' ? undefined : header(req, 'Authorization');
  if (token) {
    session = resolveSession(app.db, token, now);
    if (session) {
      user = (app.db.prepare('SELECT * FROM users WHERE id = ? AND disabled = 0').get(session.user_id) as UserRow | undefined) ?? null;
      if (!user) session = null;
    }
  }
  // A stream asked with a token that has ended is told so on the stream (stream.ts), as an open one would have been.
  if (ep.auth === 'required' && !user && !(token && entry.stream)) {
    throw new ApiError('SESSION_EXPIRED', token ? 'the session has expired, please log in again' : 'please log in first', 401);
  }
  if (user && entry.options.realAccountOnly && isFreeTrial(user.type)) {
    throw new ApiError('trial.not_allowed', 'Please login an actual account to use this function');
  }
  if (entry.options.agentOnly && user && !hasAgencyCentre(user.type)) {
    throw new ApiError('agent.only', 'no permission or feature temporarily unavailable');
  }

  let raw: Record<string, unknown>;
  const placement = paramPlacement(ep);
  if (placement === 'query') {
    raw = Object.fromEntries(url.searchParams);
    req.resume();
  } else {
    const body = await readBody(req, entry.options.bodyLimit ?? DEFAULT_BODY_LIMIT);
    raw = placement === 'form' ? parseFormBody(body) : parseJsonBody(body);
  }
  if (ep.encrypt) raw = app.keys.open(req.headers['encryption'], raw);

  const ctx: Ctx = {
    app,
    db: app.db,
    req,
    params: new Params(raw),
    lang: contentLanguage(req.headers['language']),
    ip: clientIp(req),
    merchant,
    origin: ownOrigin(req) ?? 'http://localhost',
    now,
    user,
    session,
  };
  if (entry.stream) {
    await entry.stream(ctx, res);
    return STREAMED;
  }
  const value = ep.idempotent ? await runOnce(ctx, ep, header(req, IDEMPOTENCY_HEADER), async () => entry.handler(ctx)) : await entry.handler(ctx);
  return checkedAnswer(app, ep, value);
}

/**
 * What a signed-out visitor's call of `ep` answers, made inside the platform without a request of
 * its own: the first screen's data that the /m/ page carries (web/first-screen.ts).
 */
export async function answerFor<P, V>(
  app: PlatformState,
  registry: ApiRegistry,
  ep: Endpoint<P, V>,
  params: Record<string, unknown>,
  call: { req: IncomingMessage; merchant: string; lang: string },
): Promise<V> {
  const match = registry.router.match(ep.method, ep.path);
  if (match.kind !== 'found') throw new Error(`no handler for ${ep.path}`);
  const ctx: Ctx = {
    app,
    db: app.db,
    req: call.req,
    params: new Params(params),
    lang: contentLanguage(call.lang),
    ip: clientIp(call.req),
    merchant: call.merchant,
    origin: ownOrigin(call.req) ?? 'http://localhost',
    now: app.now(),
    user: null,
    session: null,
  };
  return checkedAnswer(app, match.route.endpoint, await match.route.handler.handler(ctx)) as V;
}

function checkedAnswer(app: PlatformState, ep: Endpoint<never, unknown>, value: unknown): unknown {
  try {
    ep.response(value);
  } catch (e) {
    if (e instanceof SchemaMismatch) {
      app.log(`response of ${ep.name} does not match its schema: ${e.message}`);
      throw new ApiError('server.error', `response of ${ep.name} does not match its schema: ${e.message}`, 500);
    }
    throw e;
  }
  return value === undefined ? null : value;
}

function knownMerchant(app: PlatformState, code: string): boolean {
  return app.db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(code) !== undefined;
}
