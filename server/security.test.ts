import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import * as SI from '../core/api/signIn.ts';
import * as R from '../core/api/registration.ts';
import * as W from '../core/api/wallet.ts';
import { hashPassword, verifyPassword } from './security/passwords.ts';
import { openStore } from '../front/store/store.ts';
import { CaptchaStore, CAPTCHA_TTL_MS } from './security/captcha.ts';
import { SESSION_TTL_MS } from './security/sessions.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

afterAll(() => cleanupTempDirs());

describe('passwords', () => {
  it('hashes with scrypt and a per-user salt, and verifies', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1235', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'garbage')).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
  });
});

describe('sessions', () => {
  let t: TestPlatform;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startPlatform({ now: () => clock });
  });
  afterAll(() => t.close());

  it('stores only a hash of the token', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const rows = t.platform.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('expires after 12 idle hours, and use slides the expiry', async () => {
    const token = await t.client.login('demo', 'demo1234');
    clock += SESSION_TTL_MS - 60 * 60_000; // 11 h later: still alive, and slid forward
    expect((await t.client.send(W.balance, undefined, { token })).status).toBe(200);
    clock += SESSION_TTL_MS - 60 * 60_000; // 22 h after login, 11 h after last use
    expect((await t.client.send(W.balance, undefined, { token })).status).toBe(200);
    clock += SESSION_TTL_MS + 1; // idle for more than 12 h
    const gone = await t.client.send(W.balance, undefined, { token });
    expect(gone.status).toBe(401);
    expect(gone.body.errorCode).toBe('SESSION_EXPIRED');
  });

  it('is revoked on logout', async () => {
    const token = await t.client.login('demo', 'demo1234');
    expect((await t.client.send(SI.logout, undefined, { token })).body.success).toBe(true);
    expect((await t.client.send(W.balance, undefined, { token })).status).toBe(401);
  });
});

describe('captcha', () => {
  it('draws a PNG data URL of 4–5 digits, single use, expiring after five minutes', async () => {
    let now = 1_000_000;
    const store = new CaptchaStore(openStore(undefined, { now: () => now }));
    const c = await store.create();
    expect(c.text).toMatch(/^[0-9]{4,5}$/);
    expect(c.image.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(c.image.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(120); // IHDR width
    expect(png.readUInt32BE(20)).toBe(40); // IHDR height
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(pixels.length).toBe((120 * 3 + 1) * 40);
    expect(await store.peek(c.id)).toBe(c.text);
    expect(await store.verify(c.id, c.text)).toBe(true);
    expect(await store.verify(c.id, c.text)).toBe(false); // used up
    const d = await store.create();
    expect(await store.verify(d.id, '0000' === d.text ? '1111' : '0000')).toBe(false);
    expect(await store.verify(d.id, d.text)).toBe(false); // a wrong attempt used it up too
    const e = await store.create();
    now += CAPTCHA_TTL_MS + 1;
    expect(await store.verify(e.id, e.text)).toBe(false);
  });

  it('is answered by any platform process sharing the store: one made by one is checked by another, once', async () => {
    const shared = openStore();
    const [one, two] = [new CaptchaStore(shared), new CaptchaStore(shared)];
    const c = await one.create();
    expect(await two.verify(c.id, c.text)).toBe(true);
    expect(await one.verify(c.id, c.text)).toBe(false);
  });
});

describe('login failures', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startPlatform();
  });
  afterAll(() => t.close());
  const login = (username: string, password: string, extra: Partial<SI.LoginPayload> = {}) =>
    t.client.send(SI.login, { username, password, type: 'username', ...extra });

  it('says login.failed, then asks for a captcha after two failures, and accepts a correct one', async () => {
    const first = await login('plain', 'wrong1234');
    expect(first.body).toMatchObject({ success: false, errorCode: 'login.failed', message: 'account or password incorrect', value: { captcha: false } });
    const second = await login('plain', 'wrong1234');
    expect(second.body).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
    const noCaptcha = await login('plain', 'plain1234');
    expect(noCaptcha.body).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    const c = await t.client.ok(R.captcha);
    const wrong = await login('plain', 'plain1234', { captchaId: c.id, captcha: '99999x' });
    expect(wrong.body.errorCode).toBe('captcha.invalid');
    const c2 = await t.client.ok(R.captcha);
    const text = (await t.client.getJson(`/__test/captcha?id=${c2.id}`)).body.value.text;
    const ok = await login('plain', 'plain1234', { captchaId: c2.id, captcha: text });
    expect(ok.body.success).toBe(true);
    // success clears the user's failures
    expect((await login('plain', 'wrong1234')).body.value).toEqual({ captcha: false });
  });

  it('limits an address to 10 failures in 15 minutes (login.rate_limited, 429)', async () => {
    await t.client.admin('/__admin/reset');
    for (let i = 0; i < 10; i++) {
      const r = await login(`nobody${i}`, 'wrong1234');
      expect(r.body.errorCode).toBe('login.failed');
    }
    const blocked = await login('demo', 'demo1234');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('login.rate_limited');
    await t.client.admin('/__admin/reset');
    expect((await login('demo', 'demo1234')).body.success).toBe(true);
  });

  it('keeps non-agents off the agent site and type-40 accounts off the member site', async () => {
    await t.client.admin('/__admin/reset');
    expect((await login('demo', 'demo1234', { site: 'agent' })).body).toMatchObject({ errorCode: 'login.non_agent', message: 'Non-agents cannot log in' });
    expect((await login('agent', 'agent1234', { site: 'agent' })).body.success).toBe(true);
    expect((await login('partner', 'partner1234')).body).toMatchObject({ errorCode: 'login.non_member' });
    expect((await login('partner', 'partner1234', { site: 'member' })).body.errorCode).toBe('login.non_member');
  });

  it('logs in with a mobile number as user name, and by SMS code', async () => {
    expect((await login('9171234567', 'demo1234')).body.value).toMatchObject({ userName: 'demo' });
    await t.client.ok(SI.sendSmsCode, { mobileNum: '9171234567', purpose: 'login' });
    const code = (await t.client.getJson('/__test/sms?mobileNum=9171234567')).body.value.code;
    const bad = await t.client.send(SI.login, { username: '9171234567', password: '000000' === code ? '111111' : '000000', type: 'sms' });
    expect(bad.body.errorCode).toBe('login.failed');
    const good = await t.client.send(SI.login, { username: '9171234567', password: code, type: 'sms' });
    expect(good.body.value).toMatchObject({ userName: 'demo' });
  });
});
