/**
 * Account recovery and binding (OWASP ASVS L2, chapter 2): a reset by e-mail is a link that works
 * once and expires within the hour, and nothing changes until its owner follows it; a reset code
 * asked for an unknown number answers and costs like one for a known number and reaches nobody; a
 * mobile number given at registration is the account's only once its SMS code was entered.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as M from '../core/api/member.ts';
import * as R from '../core/api/registration.ts';
import * as SI from '../core/api/signIn.ts';
import { pathsOf } from '../core/page-paths.ts';
import { PASSWORD_RESET_VALID_MS } from './api/account.ts';
import { setSetting } from './db/open.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
let clock = Date.now();
beforeAll(async () => {
  t = await startPlatform({ now: () => clock });
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const peek = async (path: string) => (await t.client.getJson(path)).body;
const db = () => t.platform.db;
const count = (sql: string, ...args: unknown[]) =>
  (
    db()
      .prepare(sql)
      .get(...args) as { n: number }
  ).n;
const mailsTo = (account: string) => count('SELECT COUNT(*) AS n FROM mail_log m JOIN users u ON u.id = m.user_id WHERE u.account = ?', account);
const login = (username: string, password: string) => t.client.send(SI.login, { username, password, type: 'username' });

/** Asks for a reset by e-mail; answers the link of the mail it sent. */
async function askForLink(account: string, email = `${account}@example.com`): Promise<URL> {
  await t.client.ok(SI.forgetPasswordByEmail, { username: account, email });
  const mail = await peek(`/__test/mail?username=${account}`);
  return new URL(/https?:\/\/\S+/.exec(mail.value.body)![0]);
}
const tokenOf = (link: URL) => link.searchParams.get('token')!;

describe('a password reset by e-mail', () => {
  beforeEach(() => {
    for (const n of ['04', '05', '06', '07', '08']) db().prepare('UPDATE users SET email = ? WHERE account = ?').run(`member${n}@example.com`, `member${n}`);
  });

  it('mails a link to the site, keeps only its hash, and changes nothing until it is followed', async () => {
    const session = await t.client.login('member04', 'member1234');
    const link = await askForLink('member04');
    const mail = (await peek('/__test/mail?username=member04')).value;
    expect(mail).toMatchObject({ address: 'member04@example.com', subject: 'Set a new password' });
    expect(link.origin).toBe(t.url);
    expect(link.pathname).toBe(pathsOf('resetPassword')[0]);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.body).toContain('30 minutes');
    expect(mail.body).not.toContain('member1234');

    // Stored: the token's SHA-256 and an expiry within the hour, never the token.
    const row = db().prepare("SELECT r.* FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.account = 'member04'").get() as Record<
      string,
      unknown
    >;
    expect(row.token_hash).toBe(createHash('sha256').update(tokenOf(link)).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(PASSWORD_RESET_VALID_MS);
    expect(PASSWORD_RESET_VALID_MS).toBeLessThanOrEqual(3_600_000);

    // Nothing changed: the old password signs in, the open session goes on.
    expect((await login('member04', 'member1234')).body.success).toBe(true);
    expect((await t.client.send(M.memberInfo, undefined, { token: session })).body.success).toBe(true);
  });

  it('sets the new password once: the sessions end, the new password signs in, the link is refused after', async () => {
    const session = await t.client.login('member05', 'member1234');
    const token = tokenOf(await askForLink('member05'));
    expect(await t.client.ok(SI.passwordResetLink, { token })).toEqual({ userName: 'member05' });

    // Refusals about the password leave the link good.
    const reset = (newPassword: string, confirmNewPassword = newPassword) => t.client.send(SI.resetPasswordByLink, { token, newPassword, confirmNewPassword });
    expect((await reset('short')).body).toMatchObject({ success: false, errorCode: 'password.invalid' });
    expect((await reset('member5678', 'member5679')).body).toMatchObject({ success: false, errorCode: 'password.mismatch' });
    expect((await reset('member1234')).body).toMatchObject({ success: false, errorCode: 'modify.new.old.same' });
    expect((await login('member05', 'member1234')).body.success).toBe(true);

    expect((await reset('member5678')).body).toMatchObject({ success: true, value: null });
    expect((await t.client.send(M.memberInfo, undefined, { token: session })).status).toBe(401);
    expect((await login('member05', 'member1234')).body.errorCode).toBe('login.failed');
    expect((await login('member05', 'member5678')).body.success).toBe(true);

    // Spent: neither the check nor a second reset takes it.
    expect((await t.client.send(SI.passwordResetLink, { token })).body).toMatchObject({ success: false, errorCode: 'reset.link_invalid' });
    expect((await reset('member9999')).body).toMatchObject({ success: false, errorCode: 'reset.link_invalid' });
    expect((await login('member05', 'member5678')).body.success).toBe(true);
  });

  it('refuses a token nobody was sent, with the same answer, before looking at the password', async () => {
    for (const token of ['', 'x', 'A'.repeat(43)]) {
      expect((await t.client.send(SI.resetPasswordByLink, { token, newPassword: 'short', confirmNewPassword: 'other' })).body).toMatchObject({
        success: false,
        errorCode: 'reset.link_invalid',
      });
    }
  });

  it('a new request replaces the link before it', async () => {
    const first = tokenOf(await askForLink('member06'));
    const second = tokenOf(await askForLink('member06'));
    expect(second).not.toBe(first);
    expect((await t.client.send(SI.passwordResetLink, { token: first })).body.errorCode).toBe('reset.link_invalid');
    expect((await t.client.ok(SI.passwordResetLink, { token: second })).userName).toBe('member06');
  });

  it('expires 30 minutes after it was asked for', async () => {
    const token = tokenOf(await askForLink('member07'));
    clock += PASSWORD_RESET_VALID_MS - 1;
    expect((await t.client.ok(SI.passwordResetLink, { token })).userName).toBe('member07');
    clock += 1;
    expect((await t.client.send(SI.passwordResetLink, { token })).body.errorCode).toBe('reset.link_invalid');
    const late = await t.client.send(SI.resetPasswordByLink, { token, newPassword: 'member5678', confirmNewPassword: 'member5678' });
    expect(late.body.errorCode).toBe('reset.link_invalid');
    expect((await login('member07', 'member1234')).body.success).toBe(true);
  });

  it('dies when the password is changed some other way first', async () => {
    const token = tokenOf(await askForLink('member08'));
    const session = await t.client.login('member08', 'member1234');
    await t.client.ok(SI.changePassword, { oldPassword: 'member1234', newPassword: 'member5678', confirmNewPassword: 'member5678' }, { token: session });
    expect((await t.client.send(SI.passwordResetLink, { token })).body.errorCode).toBe('reset.link_invalid');
  });

  it('answers an unknown user, a wrong e-mail and a match alike, and mails only the match', async () => {
    const before = { demo: mailsTo('demo'), all: count('SELECT COUNT(*) AS n FROM mail_log') };
    const unknown = await t.client.send(SI.forgetPasswordByEmail, { username: 'nobody99', email: 'demo@example.com' });
    const wrong = await t.client.send(SI.forgetPasswordByEmail, { username: 'demo', email: 'someone@example.com' });
    expect(count('SELECT COUNT(*) AS n FROM mail_log')).toBe(before.all);
    const match = await t.client.send(SI.forgetPasswordByEmail, { username: 'DEMO', email: 'Demo@Example.com' });
    for (const a of [unknown, wrong, match]) expect([a.status, a.body]).toEqual([200, { success: true, value: null }]);
    expect(mailsTo('demo')).toBe(before.demo + 1);
    // A disabled account is not told apart either, and gets no link.
    db().prepare("UPDATE users SET disabled = 1 WHERE account = 'member03'").run();
    db().prepare("UPDATE users SET email = 'member03@example.com' WHERE account = 'member03'").run();
    try {
      expect((await t.client.send(SI.forgetPasswordByEmail, { username: 'member03', email: 'member03@example.com' })).body).toEqual(match.body);
      expect(mailsTo('member03')).toBe(0);
    } finally {
      db().prepare("UPDATE users SET disabled = 0 WHERE account = 'member03'").run();
    }
  });

  it('never takes the link from a forged Host: the siteOrigin setting, or no mail', async () => {
    const forged = () =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const url = new URL(t.url);
        const body = 'username=member04&email=member04%40example.com';
        const req = request(
          {
            hostname: url.hostname,
            port: url.port,
            path: SI.forgetPasswordByEmail.path,
            method: 'POST',
            headers: {
              Host: 'attacker.example',
              Merchant: 'MC01',
              'Module-Id': SI.forgetPasswordByEmail.moduleId,
              'Content-Type': 'application/x-www-form-urlencoded',
              'Content-Length': Buffer.byteLength(body),
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const before = mailsTo('member04');
    expect(await forged()).toEqual({ status: 200, body: { success: true, value: null } });
    expect(mailsTo('member04')).toBe(before);

    setSetting(db(), 'siteOrigin', 'https://m.example.com');
    try {
      expect((await forged()).status).toBe(200);
      const body = (await peek('/__test/mail?username=member04')).value.body as string;
      expect(new URL(/https?:\/\/\S+/.exec(body)![0]).origin).toBe('https://m.example.com');
    } finally {
      db().prepare("DELETE FROM settings WHERE key = 'siteOrigin'").run();
    }
  });
});

describe('a reset code by SMS', () => {
  const send = (mobileNum: string, purpose: 'reset' | 'login' = 'reset') => t.client.send(SI.sendSmsCode, { mobileNum, purpose });
  const rows = (mobile: string) => db().prepare('SELECT code, purpose FROM sms_log WHERE mobile = ?').all(mobile) as { code: string; purpose: string }[];

  it('answers an unknown number like a known one, writes the same, and sends nothing to it', async () => {
    const known = await send('9172223333'); // plain's number
    const unknown = await send('9000000001');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    // One row each (the limits count both alike); only the known number's holds a code.
    expect(rows('9172223333')).toEqual([{ code: expect.stringMatching(/^\d{6}$/), purpose: 'reset' }]);
    expect(rows('9000000001')).toEqual([{ code: '', purpose: 'reset' }]);
    expect((await peek('/__test/sms?mobileNum=9000000001')).value.code).toBe('');

    // Asked again at once: the same refusal for both.
    const knownAgain = await send('9172223333');
    const unknownAgain = await send('9000000001');
    expect(knownAgain.body.errorCode).toBe('sms.too_frequent');
    expect(unknownAgain.body).toEqual(knownAgain.body);

    // A try with a wrong code costs the same for both; no code opens the unknown number.
    const tryCode = (mobileNum: string) => t.client.send(SI.setPasswordByPhone, { mobileNum, newPassword: 'plain5678', verificationCode: '000000' });
    const wrongKnown = (await peek('/__test/sms?mobileNum=9172223333')).value.code === '000000' ? undefined : await tryCode('9172223333');
    const wrongUnknown = await tryCode('9000000001');
    expect(wrongUnknown.body).toMatchObject({ success: false, errorCode: 'verification.invalid', value: { attemptsLeft: 4 } });
    if (wrongKnown) expect(wrongUnknown.body).toEqual(wrongKnown.body);
  });

  it('sends no sign-in code to an unknown number either, nor to a disabled account', async () => {
    clock += 61_000;
    expect((await send('9000000002', 'login')).body.success).toBe(true);
    expect(rows('9000000002')).toEqual([{ code: '', purpose: 'login' }]);
    db().prepare("UPDATE users SET disabled = 1, mobile = '9170000109' WHERE account = 'member09'").run();
    try {
      expect((await send('9170000109')).body.success).toBe(true);
      expect(rows('9170000109')).toEqual([{ code: '', purpose: 'reset' }]);
    } finally {
      db().prepare("UPDATE users SET disabled = 0 WHERE account = 'member09'").run();
    }
  });
});

describe('a mobile number given at registration', () => {
  async function captcha(): Promise<{ captchaId: string; captcha: string }> {
    const c = await t.client.ok(R.captcha);
    return { captchaId: c.id, captcha: (await peek(`/__test/captcha?id=${c.id}`)).value.text };
  }
  const register = async (p: Partial<R.RegisterPayload>) =>
    t.client.send(R.register, {
      registerUrl: 'localhost',
      registerMethod: 'H5',
      type: 0,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      ...(await captcha()),
      ...p,
    } as R.RegisterPayload);
  const holder = (mobile: string) => db().prepare('SELECT account FROM users WHERE mobile = ?').get(mobile);

  it('is refused without its SMS code: no account, the number stays free for its owner and signs nobody in', async () => {
    const a = await register({ username: 'Mallory01', mobileNum: '9188800001' });
    expect(a.body).toMatchObject({ success: false, errorCode: 'register.field_required', value: { field: 'verificationCode' } });
    expect(db().prepare("SELECT 1 FROM users WHERE account = 'Mallory01'").get()).toBeUndefined();
    expect(holder('9188800001')).toBeUndefined();
    expect((await login('9188800001', 'abc12345')).body.errorCode).toBe('login.failed');
    // Its owner can still register it.
    expect((await t.client.send(SI.sendSmsCode, { mobileNum: '9188800001', purpose: 'register' })).body.success).toBe(true);
  });

  it('a wrong code binds nothing', async () => {
    clock += 61_000;
    await t.client.ok(SI.sendSmsCode, { mobileNum: '9188800002', purpose: 'register' });
    const code = (await peek('/__test/sms?mobileNum=9188800002')).value.code as string;
    const wrong = await register({ username: 'Mallory02', mobileNum: '9188800002', verificationCode: code === '111111' ? '222222' : '111111' });
    expect(wrong.body.errorCode).toBe('verification.invalid');
    expect(holder('9188800002')).toBeUndefined();
  });

  it('is bound once its code is entered: then it is taken, and signs its holder in', async () => {
    clock += 61_000;
    await t.client.ok(SI.sendSmsCode, { mobileNum: '9188800003', purpose: 'register' });
    const { code } = (await peek('/__test/sms?mobileNum=9188800003')).value;
    const v = await register({ username: 'Owner003', mobileNum: '9188800003', verificationCode: code });
    expect(v.body.success).toBe(true);
    expect(holder('9188800003')).toEqual({ account: 'Owner003' });
    expect((await t.client.send(SI.sendSmsCode, { mobileNum: '9188800003', purpose: 'register' })).body.errorCode).toBe('register.mobile_exists');
    expect((await login('9188800003', 'abc12345')).body.value).toMatchObject({ userName: 'Owner003' });
    // The code is spent: it binds the number to no second account.
    const again = await register({ username: 'Owner004', mobileNum: '9188800003', verificationCode: code });
    expect(again.body.success).toBe(false);
  });
});
