import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as SI from '../core/api/signIn.ts';
import * as R from '../core/api/registration.ts';
import { publicKey } from '../core/api/keys.ts';
import { call } from '../core/api/request.ts';
import { RequestError } from '../core/api/errors.ts';
import { configureKit } from '../core/config.ts';
import { importPublicKey, seal } from '../core/crypto.ts';
import { KeyRing } from './security/sealing.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startPlatform({ keys: new KeyRing() });
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

describe('sealed bodies (login, register)', () => {
  it('publishes an RSA-OAEP public key that WebCrypto imports', async () => {
    const k = await t.client.ok(publicKey);
    expect(k.keyId).toMatch(/^[0-9a-f]{16}$/);
    const key = await importPublicKey(k.spki);
    expect(key.algorithm).toMatchObject({ name: 'RSA-OAEP', modulusLength: 2048 });
  });

  it('opens a body sealed by core/crypto.ts and logs in', async () => {
    const v = await t.client.ok(SI.login, { username: 'demo', password: 'demo1234', type: 'username' });
    expect(v).toMatchObject({ userName: 'demo', customerType: 0, firstTimeLogin: false, passwordExpired: false, id: expect.stringMatching(/^\d+$/) });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a plain body with encryption.required', async () => {
    const a = await t.client.send(SI.login, { username: 'demo', password: 'demo1234', type: 'username' }, { plain: true });
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({ success: false, errorCode: 'encryption.required' });
    const reg = await t.client.send(
      R.register,
      { registerUrl: 'x', registerMethod: 'H5', username: 'plainbody', password: 'abc12345', confirmPassword: 'abc12345', type: 0 },
      { plain: true },
    );
    expect(reg.body.errorCode).toBe('encryption.required');
  });

  it('answers ENCRYPTION_KEY_UNKNOWN for a key id it does not hold', async () => {
    const k = await t.client.ok(publicKey);
    const sealed = await seal({ username: 'demo', password: 'demo1234', type: 'username' }, await importPublicKey(k.spki), 'deadbeefdeadbeef');
    const r = await t.client.getJson('/wps/session/login', {
      method: 'POST',
      headers: { Merchant: 'MC01', 'Module-Id': 'COMM3', 'Content-Type': 'application/json', Encryption: sealed.header },
      body: JSON.stringify(sealed.body),
    });
    expect(r.body).toMatchObject({ success: false, errorCode: 'ENCRYPTION_KEY_UNKNOWN' });
  });

  it('refuses a tampered ciphertext with encryption.invalid', async () => {
    const k = await t.client.ok(publicKey);
    const sealed = await seal({ username: 'demo', password: 'demo1234', type: 'username' }, await importPublicKey(k.spki), k.keyId);
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[20] = bytes[20]! ^ 0xff;
    const r = await t.client.getJson('/wps/session/login', {
      method: 'POST',
      headers: { Merchant: 'MC01', 'Module-Id': 'COMM3', 'Content-Type': 'application/json', Encryption: sealed.header },
      body: JSON.stringify({ value: bytes.toString('base64') }),
    });
    expect(r.body).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
  });

  it('works with the real client request function, which refetches the key after a rotation', async () => {
    configureKit({ apiBase: t.url, merchant: 'MC01', timeoutMs: 10_000 });
    const first = await call(SI.login, { username: 'demo', password: 'demo1234', type: 'username' });
    expect(first.userName).toBe('demo');
    const rotated = await t.client.admin('/__admin/rotateKey');
    expect(rotated.body.success).toBe(true);
    const second = await call(SI.login, { username: 'agent', password: 'agent1234', type: 'username' });
    expect(second).toMatchObject({ userName: 'agent', customerType: 1 });
    const wrong = await call(SI.login, { username: 'demo', password: 'nope1234', type: 'username' }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(RequestError);
    expect((wrong as RequestError).code).toBe('login.failed');
    expect((wrong as RequestError).details.value).toEqual({ captcha: false });
  });
});
