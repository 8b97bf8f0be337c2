import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as SI from '../../core/api/signIn.ts';
import type { LoginResult } from '../../core/api/login-result.ts';
import * as R from '../../core/api/registration.ts';
import * as M from '../../core/api/member.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from '../testing.ts';
import { ID_TOKEN_TTL_MS, socialAccountName, TestIdentityProvider } from './social.ts';

describe('the test identity provider', () => {
  it('issues tokens it verifies once, and refuses forged, expired and replayed ones', () => {
    let now = 1_000_000;
    const idp = new TestIdentityProvider(() => now);
    const token = idp.issue({ provider: 'google', sub: 'u1', name: 'Ana' });
    expect(idp.verify(token)).toEqual({ provider: 'google', sub: 'u1', name: 'Ana' });
    expect(idp.verify(token)).toBeUndefined(); // single use
    const [p, body, mac] = idp.issue({ provider: 'google', sub: 'u1', name: 'Ana' }).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: 'admin' })).toString('base64url');
    expect(idp.verify(`${p}.${forged}.${mac}`)).toBeUndefined();
    expect(new TestIdentityProvider(() => now).verify(idp.issue({ provider: 'x1', sub: 's', name: 'n' }))).toBeUndefined(); // other secret
    const late = idp.issue({ provider: 'google', sub: 'u2', name: 'B' });
    now += ID_TOKEN_TTL_MS + 1;
    expect(idp.verify(late)).toBeUndefined();
    expect(idp.verify('garbage')).toBeUndefined();
    expect(idp.verify(undefined)).toBeUndefined();
  });

  it('names social accounts out of reach of the registration form', () => {
    expect(socialAccountName({ provider: 'google', sub: 'u1' })).toMatch(/^google_[0-9a-f]{12}$/);
    expect(socialAccountName({ provider: 'google', sub: 'u1' })).not.toBe(socialAccountName({ provider: 'facebook', sub: 'u1' }));
  });
});

let t: TestPlatform;
beforeAll(async () => {
  t = await startPlatform();
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const firebase = (idToken: string, extra: Record<string, unknown> = {}) =>
  t.client.send(SI.login, { type: 'firebase', username: '', password: '', firebaseIdToken: idToken, ...extra });

describe('social login (type firebase)', () => {
  it('is function.not.available while social login is off', async () => {
    const { idToken } = await t.client.ok(SI.socialTestToken, { provider: 'google' });
    expect((await firebase(idToken)).body).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('signs in with a test-provider token once social login is on, making the account on first use', async () => {
    await t.client.admin('/__admin/switches', { loginOptions: { socialLogin: true } });
    try {
      const first = await firebase((await t.client.ok(SI.socialTestToken, { provider: 'google', subject: 'alice-g', name: 'Alice G' })).idToken);
      expect(first.body).toMatchObject({ success: true, value: { customerType: 0, firstTimeLogin: false } });
      const again = await firebase((await t.client.ok(SI.socialTestToken, { provider: 'google', subject: 'alice-g' })).idToken);
      expect(again.body.value).toMatchObject({ userName: (first.body.value as LoginResult).userName });
      const info = await t.client.ok(M.memberInfo, undefined, { token: (again.body.value as LoginResult).token });
      expect(info.nickname).toBe('Alice G');
      expect((await firebase('mcidp.bad.token')).body).toMatchObject({ success: false, errorCode: 'social.invalid' });
      const agentSite = await firebase((await t.client.ok(SI.socialTestToken, { provider: 'google', subject: 'alice-g' })).idToken, { site: 'agent' });
      expect(agentSite.body).toMatchObject({ success: false, errorCode: 'login.non_agent' });
    } finally {
      await t.client.admin('/__admin/reset', {});
    }
  });

  it('refuses a provider id that is not a short lower-case id', async () => {
    expect((await t.client.send(SI.socialTestToken, { provider: 'Google!' })).body).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});

describe('registration links', () => {
  it('an affiliate code from the link counts even where the form has no affiliate field', async () => {
    await t.client.admin('/__admin/switches', { registration: { captcha: false, fields: { affiliateCode: { enabled: false } } } });
    try {
      const v = await t.client.ok(R.register, {
        registerUrl: 'localhost',
        registerMethod: 'H5',
        type: 0,
        username: 'Linked01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        affiliateCode: 'AFF002',
      });
      const agent = await t.client.login('agent', 'agent1234');
      const { subordinates } = await import('../../core/api/agent.ts');
      const subs = await t.client.ok(subordinates, { pageNo: 1, pageSize: 5, account: 'Linked01' }, { token: agent });
      expect(subs.list.map((s) => s.account)).toEqual([v.userName]);
      const bad = await t.client.send(R.register, {
        registerUrl: 'localhost',
        registerMethod: 'H5',
        type: 0,
        username: 'Linked02',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        affiliateCode: 'NOPE99',
      });
      expect(bad.body).toMatchObject({ success: false, errorCode: 'register.affiliate_invalid' });
    } finally {
      await t.client.admin('/__admin/reset', {});
    }
  });
});
