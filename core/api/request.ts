import { displayMode } from '../app/display-mode.ts';
import { $kitConfig, apiUrl } from '../config.ts';
import { $language } from '../stores/language.ts';
import { isPlainObject, SchemaMismatch } from './schema.ts';
import { IDEMPOTENCY_HEADER, paramPlacement, type Endpoint } from './endpoint.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { RequestError, SESSION_EXPIRED_CODES } from './errors.ts';
import { credentials, headerSafe } from './credentials.ts';
import { within } from '../within.ts';

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** For a money call (`idempotent`): the submit intent's key (`SubmitIntent`); a fresh one when absent. */
  idempotencyKey?: string;
}

/** The code the platform sends when a sealed body used a key it no longer holds. */
const STALE_KEY_CODE = 'ENCRYPTION_KEY_UNKNOWN';

/**
 * The one request function. Adds the envelope handling, headers (Merchant, Language,
 * Authorization, Module-Id, Device), a time limit, the caller's abort signal, sealing of
 * encrypted bodies and the response schema check; raises `RequestError` for every failure.
 */
export async function call<P, V>(ep: Endpoint<P, V>, params: P, options: CallOptions = {}): Promise<V> {
  try {
    const value = await callOnce(ep, params, options);
    callObserver?.(null);
    return value;
  } catch (e) {
    callObserver?.(e);
    if (codeTexts && e instanceof RequestError && e.kind === 'api' && e.code) await within(codeTexts(), options.timeoutMs ?? $kitConfig.get().timeoutMs);
    throw e;
  }
}

/**
 * What a failure that names a platform code waits for before its caller hears of it: the texts
 * of the codes, which load with the first such failure (widgets/define.ts), so the message shown
 * is the code's own. Never longer than a call's time limit: then the generic message shows.
 */
let codeTexts: (() => Promise<void>) | undefined;
export function loadTextsOfCodes(load: () => Promise<void>): void {
  codeTexts = load;
}

/** Hears every call's outcome (null: it succeeded); the embed kit tells the page of failures (core/api/failures.ts). */
let callObserver: ((error: unknown) => void) | undefined;
export function observeCalls(observer: ((error: unknown) => void) | undefined): void {
  callObserver = observer;
}

async function callOnce<P, V>(ep: Endpoint<P, V>, params: P, options: CallOptions): Promise<V> {
  // A retry of a stale sealing key below is the same intent: it keeps the key.
  if (ep.idempotent && !options.idempotencyKey) options = { ...options, idempotencyKey: newIdempotencyKey() };
  try {
    return await attempt(ep, params, options);
  } catch (e) {
    if (ep.encrypt && e instanceof RequestError && e.code === STALE_KEY_CODE) {
      (await import('./sealing.ts')).forgetSealingKey();
      return attempt(ep, params, options);
    }
    throw e;
  }
}

/** What the page itself carried for a call (the kit's frame page: kit/frame-data.ts); undefined: ask the platform. */
type PageAnswer = <P, V>(ep: Endpoint<P, V>, params: P) => V | undefined;
let pageAnswer: PageAnswer | undefined;
export function answerFromPage(answer: PageAnswer | undefined): void {
  pageAnswer = answer;
}

async function attempt<P, V>(ep: Endpoint<P, V>, params: P, options: CallOptions): Promise<V> {
  const carried = pageAnswer?.(ep, params);
  if (carried !== undefined) return carried;
  const token = credentials().token();
  if (ep.auth === 'required' && token === undefined) {
    throw new RequestError('api', 'not logged in', { code: 'NOT_LOGGED_IN', endpoint: ep.name });
  }
  const timeoutMs = options.timeoutMs ?? $kitConfig.get().timeoutMs;
  const { signal, timedOut, dispose } = deadline(timeoutMs, options.signal);
  try {
    const headers: Record<string, string> = {
      Merchant: $kitConfig.get().merchant,
      Language: $language.get(),
      'Module-Id': ep.moduleId,
      Device: displayMode().displayStandalone ? 'OTHERS' : 'MOBILE',
    };
    if (token !== undefined && ep.auth !== 'none') {
      // A token that cannot travel in a header would fail every call before it is sent.
      if (!headerSafe(token)) expire(ep, token, 0);
      headers.Authorization = token;
    }
    if (ep.idempotent && options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

    const placement = paramPlacement(ep);
    const query = placement === 'query' ? toQuery(params) : undefined;
    let body: string | undefined;
    if (placement === 'json' && params !== undefined) {
      let payload: unknown = params;
      if (ep.encrypt) {
        // Only sign-in and registration seal their bodies: the key and WebCrypto code load with the first of them.
        const { sealed } = await import('./sealing.ts');
        const sealing = await sealed(params, (keyEp, keyParams) => attempt(keyEp, keyParams, { signal }));
        Object.assign(headers, sealing.headers);
        payload = sealing.body;
      }
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    } else if (placement === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQuery(params).toString();
    }

    let response: Response;
    try {
      // The token travels in a header, never a cookie. Same-origin cookies go along only for the
      // hand-off, whose code the site's route keeps in one limited to the redemption's path.
      response = await fetch(apiUrl(ep.path, query), { method: ep.method, headers, body, signal, credentials: 'same-origin' });
    } catch (e) {
      throw abortOr(e, timedOut(), options.signal, ep.name, 'network');
    }

    let text: string;
    try {
      text = await response.text();
    } catch (e) {
      throw abortOr(e, timedOut(), options.signal, ep.name, 'network');
    }
    return readEnvelope(ep, response.status, text, headers.Authorization);
  } finally {
    dispose();
  }
}

/** `sentToken`: the token the call carried, if it carried one. */
function readEnvelope<P, V>(ep: Endpoint<P, V>, status: number, text: string, sentToken: string | undefined): V {
  // 431 (Request Header Fields Too Large) with a token sent: the token is what makes the
  // headers too large, and sending it again never works, so the session is as dead as on a 401.
  if (sentToken !== undefined && status === 431) return expire(ep, sentToken, status);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (status === 401) return expire(ep, sentToken, status);
    throw new RequestError(status >= 400 ? 'http' : 'malformed', `unreadable answer (HTTP ${status})`, { status, endpoint: ep.name });
  }
  if (!isPlainObject(parsed) || typeof parsed.success !== 'boolean') {
    if (status === 401) return expire(ep, sentToken, status);
    throw new RequestError(status >= 400 ? 'http' : 'malformed', `no envelope (HTTP ${status})`, { status, endpoint: ep.name });
  }
  const code = typeof parsed.errorCode === 'string' ? parsed.errorCode : undefined;
  if (!parsed.success) {
    if (status === 401 || (code && SESSION_EXPIRED_CODES.has(code))) return expire(ep, sentToken, status, code);
    const message = typeof parsed.message === 'string' ? parsed.message : (code ?? 'failed');
    throw new RequestError('api', message, { code, status, value: parsed.value, endpoint: ep.name });
  }
  try {
    return ep.response(parsed.value);
  } catch (e) {
    if (e instanceof SchemaMismatch) throw new RequestError('malformed', e.message, { status, endpoint: ep.name });
    throw e;
  }
}

function expire(ep: Endpoint<unknown, unknown>, sentToken: string | undefined, status: number, code = 'SESSION_EXPIRED'): never {
  credentials().refused(sentToken);
  throw new RequestError('session-expired', 'session expired', { code, status, endpoint: ep.name });
}

function abortOr(e: unknown, timedOut: boolean, callerSignal: AbortSignal | undefined, endpoint: string, otherwise: 'network'): RequestError {
  if (e instanceof RequestError) return e;
  if (timedOut) return new RequestError('timeout', 'no answer in time', { endpoint });
  if (callerSignal?.aborted) return new RequestError('aborted', 'cancelled', { endpoint });
  return new RequestError(otherwise, e instanceof Error ? e.message : 'network failure', { endpoint });
}

/** One signal for "the caller gave up or time ran out", and which of the two it was. */
function deadline(ms: number, caller?: AbortSignal) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('timeout', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    dispose: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

export function toQuery(params: unknown): URLSearchParams {
  const q = new URLSearchParams();
  if (!isPlainObject(params)) return q;
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return q;
}
