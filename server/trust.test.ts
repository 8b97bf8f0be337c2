/**
 * No account falls to guessing (OWASP ASVS L2, chapters 2, 3 and 7): SMS codes, the password
 * oracle of password/phone, re-authentication before account changes, the funds-password lock,
 * account enumeration, the test identity provider, the Host allow-list of the admin and test
 * routes, idempotent money calls and concurrent registration. Recovery links and the binding of
 * mobile numbers: recovery.test.ts.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as AG from '../core/api/agent.ts';
import * as P from '../core/api/profile.ts';
import * as R from '../core/api/registration.ts';
import * as SI from '../core/api/signIn.ts';
import * as W from '../core/api/wallet.ts';
import { SECRET_LOCK_MS } from './security/attempt-lock.ts';
import { SMS_MAX_ATTEMPTS } from './api/session.ts';
import { cleanupTempDirs, seededCopy, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
let clock = Date.now();
beforeAll(async () => {
  t = await startPlatform({ now: () => clock });
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const peek = async (path: string) => (await t.client.getJson(path)).body.value;
const wrongCode = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const idem = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** Gives an account a mobile number and sends it a reset code; answers the code. */
async function resetCode(account: string, mobile: string): Promise<string> {
  t.platform.db.prepare('UPDATE users SET mobile = ? WHERE account = ?').run(mobile, account);
  await t.client.ok(SI.sendSmsCode, { mobileNum: mobile, purpose: 'reset' });
  return (await peek(`/__test/sms?mobileNum=${mobile}`)).code as string;
}

describe('SMS codes', () => {
  it('burns a code after 5 wrong tries: the right code no longer works', async () => {
    const code = await resetCode('member02', '9170000102');
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      const a = await t.client.send(SI.setPasswordByPhone, { mobileNum: '9170000102', newPassword: 'member5678', verificationCode: wrongCode(code, i) });
      expect(a.body).toMatchObject({ success: false, errorCode: 'verification.invalid', value: { attemptsLeft: SMS_MAX_ATTEMPTS - 1 - i } });
    }
    const right = await t.client.send(SI.setPasswordByPhone, { mobileNum: '9170000102', newPassword: 'member5678', verificationCode: code });
    expect(right.body).toMatchObject({ success: false, errorCode: 'verification.invalid', value: { attemptsLeft: 0 } });
    expect((await t.client.send(SI.login, { username: 'member02', password: 'member1234', type: 'username' })).body.success).toBe(true);
  });

  it('counts wrong codes at SMS login too', async () => {
    await t.client.admin('/__admin/reset');
    t.platform.db.prepare("UPDATE users SET mobile = '9170000103' WHERE account = 'member03'").run();
    await t.client.ok(SI.sendSmsCode, { mobileNum: '9170000103', purpose: 'login' });
    const code = (await peek('/__test/sms?mobileNum=9170000103')).code as string;
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      const c = await t.client.ok(R.captcha);
      const captcha = (await peek(`/__test/captcha?id=${c.id}`)).text as string;
      await t.client.send(SI.login, { username: '9170000103', password: wrongCode(code, i), type: 'sms', captchaId: c.id, captcha });
    }
    const c = await t.client.ok(R.captcha);
    const captcha = (await peek(`/__test/captcha?id=${c.id}`)).text as string;
    expect((await t.client.send(SI.login, { username: '9170000103', password: code, type: 'sms', captchaId: c.id, captcha })).body.errorCode).toBe(
      'login.failed',
    );
    await t.client.admin('/__admin/reset');
  });

  it('throttles sending per number (one a minute, 5 an hour) and per address (20 an hour)', async () => {
    t.platform.db.prepare("UPDATE users SET mobile = '9170000104' WHERE account = 'member04'").run();
    const send = (mobileNum: string) => t.client.send(SI.sendSmsCode, { mobileNum, purpose: 'register' });
    clock += 3_600_000; // the codes the tests above sent are out of the hour
    const start = clock;
    try {
      for (let i = 0; i < 5; i++) {
        expect((await send('9171110000')).body.success).toBe(true);
        expect((await send('9171110000')).body).toMatchObject({ errorCode: 'sms.too_frequent' });
        clock += 61_000;
      }
      const sixth = (await send('9171110000')).body;
      expect(sixth).toMatchObject({ errorCode: 'sms.too_frequent' });
      expect((sixth.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(60);
      // From one address to many numbers: 20 an hour (5 sent above, 15 more).
      for (let i = 1; i <= 15; i++) expect((await send(`91722200${String(i).padStart(2, '0')}`)).body.success).toBe(true);
      expect((await send('9172220099')).body).toMatchObject({ errorCode: 'sms.too_frequent' });
      clock += 3_600_000;
      expect((await send('9172220099')).body.success).toBe(true);
    } finally {
      clock = start + 2 * 3_600_000;
    }
  });

  it('has no call that says whether a code is right', async () => {
    const check = await t.client.getJson('/wps/verification?mobileNum=9171234567&verificationCode=123456', {
      headers: { Merchant: 'MC01', 'Module-Id': 'VERIFICATION3' },
    });
    expect(check.status).toBe(404);
    expect(check.body.errorCode).toBe('not.found');
  });
});

describe('password/phone', () => {
  it('checks the code before anything about the password: no modify.new.old.same oracle', async () => {
    const code = await resetCode('member05', '9170000105');
    // The current password with a wrong code: the answer is about the code only.
    const guess = await t.client.send(SI.setPasswordByPhone, { mobileNum: '9170000105', newPassword: 'member1234', verificationCode: wrongCode(code) });
    expect(guess.body.errorCode).toBe('verification.invalid');
    const other = await t.client.send(SI.setPasswordByPhone, { mobileNum: '9170000105', newPassword: 'member9999', verificationCode: wrongCode(code, 1) });
    expect(other.body).toEqual(expect.objectContaining({ errorCode: 'verification.invalid', message: guess.body.message }));
    // With the right code the player learns the password is the old one, and that costs a try.
    const same = await t.client.send(SI.setPasswordByPhone, { mobileNum: '9170000105', newPassword: 'member1234', verificationCode: code });
    expect(same.body.errorCode).toBe('modify.new.old.same');
    expect(t.platform.db.prepare("SELECT attempts FROM sms_log WHERE mobile = '9170000105'").get()).toEqual({ attempts: 3 });
    expect((await t.client.send(SI.setPasswordByPhone, { mobileNum: '9170000105', newPassword: 'member5678', verificationCode: code })).body.success).toBe(
      true,
    );
    // Used up.
    expect((await t.client.send(SI.setPasswordByPhone, { mobileNum: '9170000105', newPassword: 'member6789', verificationCode: code })).body.errorCode).toBe(
      'verification.invalid',
    );
  });
});

describe('re-authentication', () => {
  let token: string;
  beforeEach(async () => {
    await t.client.admin('/__admin/reset');
    token = await t.client.login('member07', 'member1234');
  });

  const refusesWithout = async <Pr>(ep: Parameters<typeof t.client.send<Pr, unknown>>[0], params: Pr) => {
    const missing = await t.client.send(ep, params, { token });
    expect(missing.body).toMatchObject({ success: false, errorCode: 'reauth.required', value: { field: 'password' } });
    const wrong = await t.client.send(ep, { ...params, password: 'nope12345' }, { token });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'reauth.failed', value: { field: 'password', attemptsLeft: 4 } });
    return (await t.client.send(ep, { ...params, password: 'member1234' }, { token })).body;
  };

  it('binding an e-mail needs the password', async () => {
    expect((await refusesWithout(W.bindEmail, { email: 'm07@example.com' } as W.Reauth & { email: string })).success).toBe(true);
    expect(t.platform.db.prepare("SELECT email FROM users WHERE account = 'member07'").get()).toEqual({ email: 'm07@example.com' });
  });

  it('setting the first funds password needs the password; changing it needs the current one', async () => {
    t.platform.db.prepare("UPDATE users SET funds_password_hash = NULL WHERE account = 'member07'").run();
    expect((await refusesWithout(W.setFundsPassword, { newPassword: '246810' } as W.Reauth & { newPassword: string })).success).toBe(true);
    const noOld = await t.client.send(W.setFundsPassword, { newPassword: '135790', password: 'member1234' }, { token });
    expect(noOld.body.errorCode).toBe('funds_password.incorrect');
    expect((await t.client.send(W.setFundsPassword, { oldPassword: '246810', newPassword: '135790' }, { token })).body.success).toBe(true);
  });

  it('adding a bank card needs the password', async () => {
    t.platform.db.prepare("UPDATE users SET payee_name = NULL WHERE account = 'member07'").run();
    expect(
      (
        await refusesWithout(W.addBankCard, { bankName: 'BPI', cardNo: '6200000077778888', holder: 'Member Seven' } as W.Reauth & {
          bankName: string;
          cardNo: string;
          holder: string;
        })
      ).success,
    ).toBe(true);
    expect(
      t.platform.db
        .prepare("SELECT COUNT(*) AS n FROM bank_cards c JOIN users u ON u.id = c.user_id WHERE u.account = 'member07' AND c.card_no = '6200000077778888'")
        .get(),
    ).toEqual({ n: 1 });
  });

  it('setting the payee name needs the password, in the security centre and in the profile', async () => {
    t.platform.db.prepare("UPDATE users SET payee_name = NULL WHERE account = 'member07'").run();
    expect((await refusesWithout(W.setPayeeName, { payeeName: 'Member Seven' } as W.Reauth & { payeeName: string })).success).toBe(true);
    t.platform.db.prepare("UPDATE users SET payee_name = NULL WHERE account = 'member07'").run();
    await t.client.admin('/__admin/reset');
    const body = await refusesWithout(P.saveProfile, { payeeName: 'Member Seven' });
    expect(body.success).toBe(true);
    // Other profile fields need no password.
    expect((await t.client.send(P.saveProfile, { occupation: 'Baker' }, { token })).body.success).toBe(true);
  });

  it('locks re-authentication for 15 minutes after 5 wrong passwords, even with the right one', async () => {
    for (let i = 0; i < 4; i++)
      expect((await t.client.send(W.bindEmail, { email: 'x@example.com', password: `wrong${i}123` }, { token })).body.errorCode).toBe('reauth.failed');
    expect((await t.client.send(W.bindEmail, { email: 'x@example.com', password: 'wrong9123' }, { token })).body).toMatchObject({
      errorCode: 'reauth.locked',
      value: { retryAfterSeconds: 900 },
    });
    expect((await t.client.send(W.bindEmail, { email: 'x@example.com', password: 'member1234' }, { token })).body.errorCode).toBe('reauth.locked');
    // The old password of a password change is the same secret: it is locked as well.
    expect(
      (await t.client.send(SI.changePassword, { oldPassword: 'member1234', newPassword: 'member5678', confirmNewPassword: 'member5678' }, { token })).body
        .errorCode,
    ).toBe('reauth.locked');
    clock += SECRET_LOCK_MS;
    expect((await t.client.send(W.bindEmail, { email: 'x@example.com', password: 'member1234' }, { token })).body.success).toBe(true);
  });
});

describe('the funds password', () => {
  it('locks for 15 minutes after 5 wrong tries, for withdrawals, transfers and its own change', async () => {
    await t.client.admin('/__admin/reset');
    const token = await t.client.login('demo', 'demo1234');
    const card = (await t.client.ok(W.bankCards, undefined, { token }))[0]!.id;
    const withdraw = (fundsPassword: string) => t.client.send(W.withdraw, { bankCardId: card, amount: 100, fundsPassword }, { token });
    for (let i = 0; i < 4; i++)
      expect((await withdraw(`00000${i}`)).body).toMatchObject({ errorCode: 'funds_password.incorrect', value: { attemptsLeft: 4 - i } });
    expect((await withdraw('000009')).body).toMatchObject({ errorCode: 'funds_password.locked', value: { retryAfterSeconds: 900 } });
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    expect((await withdraw('123456')).body.errorCode).toBe('funds_password.locked');
    expect((await t.client.send(W.transferToUpline, { amount: 5, fundsPassword: '123456' }, { token })).body.errorCode).toBe('funds_password.locked');
    expect((await t.client.send(W.setFundsPassword, { oldPassword: '123456', newPassword: '654321' }, { token })).body.errorCode).toBe('funds_password.locked');
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before);
    clock += SECRET_LOCK_MS;
    expect((await withdraw('123456')).body.success).toBe(true);
  });

  it('stays locked, and keeps counting wrong tries, across a restart of the platform', async () => {
    const dbPath = seededCopy();
    let p = await startPlatform({ dbPath, now: () => clock });
    try {
      let token = await p.client.login('demo', 'demo1234');
      const card = (await p.client.ok(W.bankCards, undefined, { token }))[0]!.id;
      const withdraw = (fundsPassword: string) => p.client.send(W.withdraw, { bankCardId: card, amount: 100, fundsPassword }, { token });
      for (let i = 0; i < 3; i++) await withdraw(`00000${i}`);
      await p.close();
      p = await startPlatform({ dbPath, now: () => clock });
      token = await p.client.login('demo', 'demo1234');
      expect((await withdraw('000007')).body).toMatchObject({ errorCode: 'funds_password.incorrect', value: { attemptsLeft: 1 } });
      expect((await withdraw('000008')).body.errorCode).toBe('funds_password.locked');
      await p.close();
      p = await startPlatform({ dbPath, now: () => clock });
      token = await p.client.login('demo', 'demo1234');
      expect((await withdraw('123456')).body.errorCode).toBe('funds_password.locked');
      // The login guard's count is kept the same way: two wrong passwords, a restart, then a captcha.
      for (let i = 0; i < 2; i++) await p.client.send(SI.login, { username: 'member03', password: `wrong${i}`, type: 'username' });
      await p.close();
      p = await startPlatform({ dbPath, now: () => clock });
      expect((await p.client.send(SI.login, { username: 'member03', password: 'member1234', type: 'username' })).body).toMatchObject({
        success: false,
        value: { captcha: true },
      });
    } finally {
      await p.close();
    }
  });
});

describe('account enumeration', () => {
  it('answers an unknown user, a wrong e-mail and the right one alike', async () => {
    const unknown = (await t.client.send(SI.forgetPasswordByEmail, { username: 'nobody99', email: 'demo@example.com' })).body;
    const wrong = (await t.client.send(SI.forgetPasswordByEmail, { username: 'demo', email: 'other@example.com' })).body;
    const right = (await t.client.send(SI.forgetPasswordByEmail, { username: 'demo', email: 'demo@example.com' })).body;
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual(right);
    expect(right).toMatchObject({ success: true, value: null });
  });
});

describe('the test identity provider', () => {
  it('exists only in test mode', async () => {
    const prod = await startPlatform({ testMode: false });
    try {
      const token = await prod.client.send(SI.socialTestToken, { provider: 'google' });
      expect(token.status).toBe(404);
      expect(token.body.errorCode).toBe('not.found');
      await prod.client.admin('/__admin/switches', { loginOptions: { socialLogin: true } });
      // A token minted by a test-mode platform does not sign in anywhere else either.
      const minted = await t.client.ok(SI.socialTestToken, { provider: 'google' });
      const login = await prod.client.send(SI.login, { username: '', password: '', type: 'firebase', firebaseIdToken: minted.idToken });
      expect(login.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    } finally {
      await prod.close();
    }
    expect((await t.client.send(SI.socialTestToken, { provider: 'google' })).body.success).toBe(true);
  });
});

/** A request with a Host header of our choosing (fetch does not let one set it). */
function withHost(path: string, host: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path, method, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('admin and test routes check Host (DNS rebinding)', () => {
  it('answer loopback host names and refuse any other name, even from loopback', async () => {
    const port = new URL(t.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect((await withHost('/__admin/switches', host)).status, host).toBe(200);
    }
    expect((await withHost('/__test/captcha?id=x', `localhost:${port}`)).status).toBe(404); // no such captcha, but the route answers
    expect(JSON.parse((await withHost('/__test/captcha?id=x', `localhost:${port}`)).body).errorCode).toBe('captcha.none');
    for (const host of [`rebind.attacker.example:${port}`, 'attacker.example', '127.0.0.1.attacker.example']) {
      const admin = await withHost('/__admin/switches', host);
      expect(admin.status, host).toBe(403);
      expect(JSON.parse(admin.body).errorCode).toBe('admin.forbidden');
      expect((await withHost('/__admin/reset', host, 'POST')).status).toBe(403);
      const test = await withHost('/__test/sms?mobileNum=9171234567', host);
      expect(test.status).toBe(404);
      expect(test.body).not.toMatch(/"code"/);
    }
  });

  it('take another allow-list from adminHosts', async () => {
    const other = await startPlatform({ adminHosts: ['ops.internal'] });
    try {
      const port = new URL(other.url).port;
      const get = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const req = request({ hostname: '127.0.0.1', port, path: '/__admin/switches', headers: { Host: host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on('error', reject);
          req.end();
        });
      expect(await get(`ops.internal:${port}`)).toBe(200);
      expect(await get(`localhost:${port}`)).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('idempotent money calls', () => {
  let token: string;
  beforeAll(async () => {
    await t.client.admin('/__admin/reset');
    token = await t.client.login('member08', 'member1234');
    t.platform.db
      .prepare("UPDATE users SET funds_password_hash = (SELECT funds_password_hash FROM users WHERE account = 'demo') WHERE account = 'member08'")
      .run();
    const id = (t.platform.db.prepare("SELECT id FROM users WHERE account = 'member08'").get() as { id: number }).id;
    t.platform.db.prepare("UPDATE wallets SET balance_cents = 100000 WHERE user_id = ? AND name = 'Main'").run(id);
    t.platform.db
      .prepare("INSERT INTO bank_cards (user_id, bank_name, card_no, holder, created_at) VALUES (?, 'BPI', '6200000088889999', 'Member Eight', ?)")
      .run(id, clock);
  });
  const withdrawals = () =>
    (t.platform.db.prepare("SELECT COUNT(*) AS n FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE u.account = 'member08'").get() as { n: number }).n;

  it('a repeated withdrawal pays once and answers the same', async () => {
    const card = (await t.client.ok(W.bankCards, undefined, { token }))[0]!.id;
    const params = { bankCardId: card, amount: 150, fundsPassword: '123456' };
    const before = await t.client.ok(W.balance, undefined, { token });
    const n = withdrawals();
    const first = await t.client.send(W.withdraw, params, { token, ...idem('9f1c0d3e-0000-4000-8000-000000000001') });
    const again = await t.client.send(W.withdraw, params, { token, ...idem('9f1c0d3e-0000-4000-8000-000000000001') });
    expect(first.body.success).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(withdrawals()).toBe(n + 1);
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before.sumBalance - 150);
    // A new intent is a new key: it pays again.
    expect((await t.client.send(W.withdraw, params, { token, ...idem('9f1c0d3e-0000-4000-8000-000000000002') })).body.success).toBe(true);
    expect(withdrawals()).toBe(n + 2);
  });

  it('concurrent duplicates pay once and get the same answer', async () => {
    const card = (await t.client.ok(W.bankCards, undefined, { token }))[0]!.id;
    const n = withdrawals();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.client.send(W.withdraw, { bankCardId: card, amount: 120, fundsPassword: '123456' }, { token, ...idem('concurrent-withdrawal-1') }),
      ),
    );
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(withdrawals()).toBe(n + 1);
  });

  it('deposits and transfers take a key too; a key reused for another request is refused', async () => {
    const d1 = await t.client.send(W.deposit, { methodId: 'DM02', amount: 200 }, { token, ...idem('deposit-key-0001') });
    const d2 = await t.client.send(W.deposit, { methodId: 'DM02', amount: 200 }, { token, ...idem('deposit-key-0001') });
    expect(d2.body).toEqual(d1.body);
    const reused = await t.client.send(W.deposit, { methodId: 'DM02', amount: 300 }, { token, ...idem('deposit-key-0001') });
    expect(reused.status).toBe(422);
    expect(reused.body.errorCode).toBe('idempotency.key_reused');
    const before = await t.client.ok(W.balance, undefined, { token });
    const tr = { from: 'Main', to: 'Lottery', amount: 10 };
    const t1 = await t.client.send(W.transfer, tr, { token, ...idem('transfer-key-0001') });
    const t2 = await t.client.send(W.transfer, tr, { token, ...idem('transfer-key-0001') });
    expect(t2.body).toEqual(t1.body);
    const lottery = (await t.client.ok(W.balance, undefined, { token })).accounts.find((a) => a.name === 'Lottery')!.balance;
    expect(lottery).toBe(before.accounts.find((a) => a.name === 'Lottery')!.balance + 10);
    expect(AG.transferToDownline.idempotent && W.transferToUpline.idempotent).toBe(true);
  });

  it('does not remember a failed call, and refuses a malformed key', async () => {
    const card = (await t.client.ok(W.bankCards, undefined, { token }))[0]!.id;
    const n = withdrawals();
    const bad = await t.client.send(W.withdraw, { bankCardId: card, amount: 130, fundsPassword: '000000' }, { token, ...idem('retry-after-failure') });
    expect(bad.body.errorCode).toBe('funds_password.incorrect');
    const good = await t.client.send(W.withdraw, { bankCardId: card, amount: 130, fundsPassword: '123456' }, { token, ...idem('retry-after-failure') });
    expect(good.body.success).toBe(true);
    expect(withdrawals()).toBe(n + 1);
    const malformed = await t.client.send(W.withdraw, { bankCardId: card, amount: 130, fundsPassword: '123456' }, { token, ...idem('no spaces!') });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errorCode: 'request.invalid', value: { field: 'Idempotency-Key' } });
  });

  it('keys belong to one player', async () => {
    const other = await t.client.login('member11', 'member1234');
    const mine = await t.client.send(W.deposit, { methodId: 'DM02', amount: 250 }, { token, ...idem('shared-key-0001') });
    const theirs = await t.client.send(W.deposit, { methodId: 'DM02', amount: 250 }, { token: other, ...idem('shared-key-0001') });
    expect(theirs.body.success).toBe(true);
    expect(theirs.body.value).not.toEqual(mine.body.value);
  });
});

describe('concurrent registration', () => {
  it('answers the loser of a race for one name register.username_exists, not a 500', async () => {
    await t.client.admin('/__admin/switches', { registration: { captcha: false } });
    try {
      const one = () =>
        t.client.send(R.register, {
          registerUrl: 'localhost',
          registerMethod: 'H5',
          type: 0,
          username: 'RaceName1',
          password: 'abc12345',
          confirmPassword: 'abc12345',
        } as R.RegisterPayload);
      const answers = await Promise.all([one(), one(), one()]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.body.success)).toHaveLength(1);
      expect(answers.filter((a) => !a.body.success).map((a) => a.body.errorCode)).toEqual(['register.username_exists', 'register.username_exists']);
    } finally {
      await t.client.admin('/__admin/reset');
    }
  });
});
