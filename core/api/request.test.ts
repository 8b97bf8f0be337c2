import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFromPage, call } from './request.ts';
import { endpoint } from './endpoint.ts';
import { object, string, number } from './schema.ts';
import { RequestError, errorMessageKey, errorToastKind } from './errors.ts';
import { $session, $sessionEnd, startSession } from '../stores/session.ts';
import { configureKit } from '../config.ts';
import { setLanguage } from '../stores/language.ts';

const profile = endpoint<{ id: string; tags?: string[] }, { name: string; level: number }>({
  name: 'profile',
  method: 'GET',
  path: '/wps/test/profile',
  moduleId: 'TEST3',
  auth: 'optional',
  response: object({ name: string, level: number }),
});
const save = endpoint<{ name: string }, { name: string; level: number }>({
  name: 'save',
  method: 'POST',
  path: '/wps/test/save',
  moduleId: 'SAVE3',
  auth: 'required',
  response: object({ name: string, level: number }),
});
const form = endpoint<{ username: string; email: string }, unknown>({
  name: 'form',
  method: 'POST',
  path: '/wps/test/form',
  moduleId: 'F3',
  auth: 'none',
  body: 'form',
  response: (v) => v,
});

type Answer = { status?: number; body: string } | 'network' | 'hang';
let answers: Answer[];
let requests: { url: string; init: RequestInit }[];

function answer(a: Answer) {
  answers.push(a);
}
const envelope = (value: unknown, extra: Record<string, unknown> = {}) => ({ body: JSON.stringify({ success: true, value, ...extra }) });

beforeEach(() => {
  answers = [];
  requests = [];
  configureKit({ apiBase: 'https://api.example.test', merchant: 'MC01', timeoutMs: 200 });
  setLanguage('EN', false);
  $session.set(null);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const next = answers.shift() ?? 'network';
    if (next === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (next === 'hang') {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return Promise.resolve(new Response(next.body, { status: next.status ?? 200 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

const header = (name: string) => (requests[0]!.init.headers as Record<string, string>)[name];

describe('the request function', () => {
  it('sends the headers every call carries and the query of a GET', async () => {
    answer(envelope({ name: 'Ana', level: 3 }));
    setLanguage('PT', false);
    const value = await call(profile, { id: '7', tags: ['a', 'b'] });
    expect(value).toEqual({ name: 'Ana', level: 3 });
    expect(requests[0]!.url).toBe('https://api.example.test/wps/test/profile?id=7&tags=a%2Cb');
    expect(header('Merchant')).toBe('MC01');
    expect(header('Language')).toBe('PT');
    expect(header('Module-Id')).toBe('TEST3');
    expect(header('Device')).toBe('MOBILE');
    expect(header('Authorization')).toBeUndefined();
  });

  it('sends the raw token (no Bearer) when there is a session', async () => {
    startSession({ token: 'tok-123', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    answer(envelope({ name: 'x', level: 1 }));
    await call(save, { name: 'x' });
    expect(header('Authorization')).toBe('tok-123');
    expect(requests[0]!.init.body).toBe('{"name":"x"}');
    expect(header('Content-Type')).toBe('application/json');
  });

  it('form-encodes bodies of form endpoints', async () => {
    answer(envelope(null));
    await call(form, { username: 'demo', email: 'a@b.co' });
    expect(requests[0]!.init.body).toBe('username=demo&email=a%40b.co');
    expect(header('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('refuses a call that needs a session without one, and sends nothing', async () => {
    await expect(call(save, { name: 'x' })).rejects.toMatchObject({ kind: 'api', code: 'NOT_LOGGED_IN' });
    expect(requests).toHaveLength(0);
  });

  it('turns success:false into an api error with its code, message and value', async () => {
    answer({ body: JSON.stringify({ success: false, errorCode: 'login.failed', message: 'nope', value: { captcha: true } }) });
    const error = await call(profile, { id: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'api', code: 'login.failed', message: 'nope', details: { value: { captcha: true } } });
  });

  it('ends the session on a 401 or an expired-session code', async () => {
    startSession({ token: 'old', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    answer({ status: 401, body: JSON.stringify({ success: false, errorCode: 'SESSION_EXPIRED' }) });
    await expect(call(save, { name: 'x' })).rejects.toMatchObject({ kind: 'session-expired' });
    expect($session.get()).toBeNull();
  });

  it('ends the session on a 431 to a call that carried the token, and tells the player why', async () => {
    startSession({ token: 'tok_0123456789', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    answer({ status: 431, body: '<html>Request Header Fields Too Large</html>' });
    await expect(call(save, { name: 'x' })).rejects.toMatchObject({ kind: 'session-expired', details: { status: 431 } });
    expect($session.get()).toBeNull();
    expect($sessionEnd.get()).toEqual({ reason: 'expired', userName: 'demo' });
  });

  it('a 431 to a call without a token is an http failure, not a sign-out', async () => {
    answer({ status: 431, body: '' });
    await expect(call(profile, { id: '1' })).rejects.toMatchObject({ kind: 'http', details: { status: 431 } });
  });

  it('ends a session whose token no header can carry, and sends nothing', async () => {
    $session.set({ token: 'tok中0123456789', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    await expect(call(save, { name: 'x' })).rejects.toMatchObject({ kind: 'session-expired' });
    expect(requests).toHaveLength(0);
    expect($session.get()).toBeNull();
  });

  it("a refusal of an earlier player's token, arriving after another signed in, leaves the new session", async () => {
    startSession({ token: 'tok_first_player', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    let reply: ((r: Response) => void) | undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (reply = resolve)));
    const pending = call(save, { name: 'x' });
    await vi.waitFor(() => expect(reply).toBeDefined());
    startSession({ token: 'tok_second_player', id: '2', merchantCode: 'MC01', userName: 'agent', type: 1, firstTimeLogin: false });
    reply!(new Response(JSON.stringify({ success: false, errorCode: 'SESSION_EXPIRED' }), { status: 401 }));
    await expect(pending).rejects.toMatchObject({ kind: 'session-expired' });
    expect($session.get()?.userName).toBe('agent');
    expect($sessionEnd.get()).toBeNull();
  });

  it('a new session forgets why the last one ended', async () => {
    startSession({ token: 'tok_0123456789', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    answer({ status: 401, body: '' });
    await call(save, { name: 'x' }).catch(() => undefined);
    expect($sessionEnd.get()?.reason).toBe('expired');
    startSession({ token: 'tok_9876543210', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    expect($sessionEnd.get()).toBeNull();
  });

  it('reports an HTML error page as an http error', async () => {
    answer({ status: 500, body: '<html>Internal Server Error</html>' });
    await expect(call(profile, { id: '1' })).rejects.toMatchObject({ kind: 'http', details: { status: 500 } });
  });

  it('reports garbage and non-envelopes as malformed', async () => {
    answer({ body: 'not json at all' });
    await expect(call(profile, { id: '1' })).rejects.toMatchObject({ kind: 'malformed' });
    answer({ body: JSON.stringify({ hello: 'world' }) });
    await expect(call(profile, { id: '1' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('checks the value against the schema before anyone trusts it', async () => {
    answer(envelope({ name: 'Ana', level: 'high' }));
    const error = await call(profile, { id: '1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect((error as Error).message).toContain('level');
  });

  it('gives up after the time limit with a timeout error', async () => {
    answer('hang');
    await expect(call(profile, { id: '1' }, { timeoutMs: 30 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('tells a cancelled call apart from a timeout', async () => {
    answer('hang');
    const controller = new AbortController();
    const pending = call(profile, { id: '1' }, { signal: controller.signal, timeoutMs: 5000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('reports a failed connection as a network error', async () => {
    answer('network');
    await expect(call(profile, { id: '1' })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('sealed bodies (sign-in, registration)', () => {
  const signIn = endpoint<{ username: string; password: string }, { ok: boolean }>({
    name: 'signIn',
    method: 'POST',
    path: '/wps/test/login',
    moduleId: 'L3',
    auth: 'none',
    encrypt: true,
    idempotent: true,
    response: object({ ok: (v) => v === true }),
  });
  /** A public key the platform would publish, and the private half that opens what it sealed. */
  async function platformKey(keyId: string) {
    const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
      'wrapKey',
      'unwrapKey',
    ]);
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    return { keyId, spki, privateKey: pair.privateKey };
  }
  async function open(init: RequestInit, privateKey: CryptoKey): Promise<unknown> {
    const [, wrapped] = String((init.headers as Record<string, string>).Encryption).split('.');
    const aes = await crypto.subtle.unwrapKey('raw', Buffer.from(wrapped!, 'base64'), privateKey, { name: 'RSA-OAEP' }, 'AES-GCM', false, ['decrypt']);
    const joined = Buffer.from((JSON.parse(String(init.body)) as { value: string }).value, 'base64');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: joined.subarray(0, 12) }, aes, joined.subarray(12));
    return JSON.parse(new TextDecoder().decode(plain));
  }

  it('seal the body with the platform’s key, asked for once; a key the platform dropped is asked again and the same intent sent again', async () => {
    const first = await platformKey('k1');
    const second = await platformKey('k2');
    answer(envelope({ keyId: first.keyId, spki: first.spki }));
    answer(envelope({ ok: true }));
    expect(await call(signIn, { username: 'demo', password: 'secret1' })).toEqual({ ok: true });
    expect(requests.map((r) => r.url)).toEqual(['https://api.example.test/wps/session/key/rsa', 'https://api.example.test/wps/test/login']);
    expect(String(requests[1]!.init.body)).not.toContain('secret1');
    expect(await open(requests[1]!.init, first.privateKey)).toEqual({ username: 'demo', password: 'secret1' });

    // The key is kept: the next sealed call asks for none. The platform has rotated it meanwhile.
    answer({ status: 400, body: JSON.stringify({ success: false, errorCode: 'ENCRYPTION_KEY_UNKNOWN' }) });
    answer(envelope({ keyId: second.keyId, spki: second.spki }));
    answer(envelope({ ok: true }));
    requests = [];
    expect(await call(signIn, { username: 'demo', password: 'secret2' })).toEqual({ ok: true });
    expect(requests.map((r) => r.url.replace('https://api.example.test', ''))).toEqual(['/wps/test/login', '/wps/session/key/rsa', '/wps/test/login']);
    expect(String((requests[0]!.init.headers as Record<string, string>).Encryption).startsWith('k1.')).toBe(true);
    expect(await open(requests[2]!.init, second.privateKey)).toEqual({ username: 'demo', password: 'secret2' });
    const key = (r: { init: RequestInit }) => (r.init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(requests[2]!)).toBe(key(requests[0]!));
  });
});

describe('answers the page carried (the kit’s frame page)', () => {
  afterEach(() => answerFromPage(undefined));

  it('come before the network, for the calls the page answers', async () => {
    answerFromPage(<P, V>(ep: { name: string }, params: P) => (ep.name === 'profile' && params ? ({ name: 'carried', level: 1 } as V) : undefined));
    expect(await call(profile, { id: '1' })).toEqual({ name: 'carried', level: 1 });
    expect(requests).toHaveLength(0);
    answer(envelope(null));
    await call(form, { username: 'a', email: 'b' });
    expect(requests).toHaveLength(1);
  });
});

describe('error messages of §8', () => {
  const knows = (k: string) => k === 'code.login.failed';
  it('maps each kind to its text and toast', () => {
    expect(errorMessageKey(new RequestError('network', 'x'))).toBe('error.offline');
    expect(errorToastKind(new RequestError('network', 'x'))).toBe('offline');
    expect(errorMessageKey(new RequestError('timeout', 'x'))).toBe('error.slow');
    expect(errorToastKind(new RequestError('timeout', 'x'))).toBe('offline');
    expect(errorMessageKey(new RequestError('malformed', 'x'))).toBe('error.load_failed');
    expect(errorMessageKey(new RequestError('http', 'x', { status: 503 }))).toBe('error.upgrading');
    expect(errorMessageKey(new RequestError('session-expired', 'x'))).toBe('error.session_expired');
    expect(errorToastKind(new RequestError('api', 'x'))).toBe('fail');
  });
  it('shows a platform code the locales know, and the generic text otherwise', () => {
    expect(errorMessageKey(new RequestError('api', 'x', { code: 'login.failed' }), knows)).toBe('code.login.failed');
    expect(errorMessageKey(new RequestError('api', 'x', { code: 'weird' }), knows)).toBe('error.unknown');
    expect(errorMessageKey(new Error('plain'))).toBe('error.unknown');
  });
});
