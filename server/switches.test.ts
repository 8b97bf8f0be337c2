import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as R from '../core/api/registration.ts';
import * as I from '../core/api/inbox.ts';
import * as S from '../core/api/site.ts';
import * as G from '../core/api/games.ts';
import { isLoopback } from './web/admin.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startPlatform();
});
beforeEach(async () => {
  await t.client.admin('/__admin/reset');
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

describe('admin switches', () => {
  it('shows maintenance and region restriction in /wps/system/init and status', async () => {
    expect((await t.client.ok(S.initialConfig)).maintenance).toBe(false);
    const set = await t.client.admin('/__admin/switches', { maintenance: true, regionRestriction: true });
    expect(set.body.value).toMatchObject({ maintenance: true, regionRestriction: true });
    expect(await t.client.ok(S.initialConfig)).toMatchObject({ maintenance: true, regionRestriction: true });
    expect(await t.client.ok(S.systemStatus)).toMatchObject({ maintenance: true, regionRestriction: true });
    await t.client.admin('/__admin/reset');
    expect((await t.client.ok(S.initialConfig)).maintenance).toBe(false);
  });

  it('overrides whitelabel flags, promotions, the mobile template and registration rules', async () => {
    await t.client.admin('/__admin/switches', {
      whitelabel: { DIRECTREG3: false },
      promotions: { REFERRAL: false },
      mobileTemplate: { mem_cen: '0' },
      registration: { captcha: false, mobileRegistration: false, fields: { email: { required: true } } },
      loginOptions: { mobileLogin: false },
    });
    const init = await t.client.ok(S.initialConfig);
    expect(init.whitelabel.DIRECTREG3).toBe(false);
    expect(init.whitelabel.REWCEN3).toBe(true);
    expect(init.mobileTemplate.mem_cen).toBe('0');
    expect(init.register.mobileLogin).toBe(false);
    expect((await t.client.ok(S.whitelabel)).DIRECTREG3).toBe(false);
    expect((await t.client.ok(I.availablePromotions)).enabled).toEqual(['MISSION']);
    const reg = await t.client.ok(R.registrationSettings);
    expect(reg).toMatchObject({ captcha: false, mobileRegistration: false, usernameRegistration: true });
    expect(reg.fields.email).toMatchObject({ enabled: true, required: true, pattern: expect.any(String) });
    const snapshot = (await t.client.admin('/__admin/switches')).body.value;
    expect(snapshot.whitelabel.DIRECTREG3).toBe(false);
    await t.client.admin('/__admin/reset');
    expect((await t.client.ok(S.whitelabel)).DIRECTREG3).toBe(true);
  });

  it('refuses unknown or ill-typed switches', async () => {
    expect((await t.client.admin('/__admin/switches', { maintenance: 'yes' })).body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect((await t.client.admin('/__admin/switches', { bogus: 1 })).status).toBe(400);
    expect((await t.client.admin('/__admin/switches', { failureRate: 2 })).status).toBe(400);
    expect((await t.client.admin('/__admin/switches', { failureMode: 'explode' })).status).toBe(400);
    expect((await t.client.admin('/__admin/switches', { registration: { fields: { username: { pattern: '(' } } } })).status).toBe(400);
    for (const minimumAge of [17, 18.5, '21']) expect((await t.client.admin('/__admin/switches', { registration: { minimumAge } })).status).toBe(400);
  });

  it('the merchant’s minimum age (18 by default, 21 where configured) and the deposit template version are switches', async () => {
    expect((await t.client.ok(R.registrationSettings)).minimumAge).toBe(18);
    await t.client.admin('/__admin/switches', { registration: { minimumAge: 21 }, mobileTemplate: { dep_func: '0' } });
    expect((await t.client.ok(R.registrationSettings)).minimumAge).toBe(21);
    expect((await t.client.ok(S.initialConfig)).mobileTemplate.dep_func).toBe('0');
    expect((await t.client.ok(S.settingsTemplate)).dep_func).toBe('0');
    await t.client.admin('/__admin/reset');
    expect((await t.client.ok(R.registrationSettings)).minimumAge).toBe(18);
    expect((await t.client.ok(S.initialConfig)).mobileTemplate.dep_func).toBe('1');
  });

  it('answers only loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.5')).toBe(false);
    expect(isLoopback('::ffff:192.168.1.2')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});

describe('failure injection', () => {
  it("'500' answers HTTP 500 with an HTML page on API paths only", async () => {
    await t.client.admin('/__admin/switches', { failureRate: 1, failureMode: '500' });
    const res = await fetch(`${t.url}/wps/system/status`, { headers: { Merchant: 'MC01', 'Module-Id': 'COMM3' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/Internal Server Error/);
    expect((await fetch(`${t.url}/img/logo.svg`)).status).toBe(200);
    expect((await t.client.admin('/__admin/switches')).status).toBe(200);
  });

  it("'garbage' answers 200 with something that is not an envelope", async () => {
    await t.client.admin('/__admin/switches', { failureRate: 1, failureMode: 'garbage' });
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${t.url}/wps/system/status`, { headers: { Merchant: 'MC01', 'Module-Id': 'COMM3' } });
      expect(res.status).toBe(200);
      const text = await res.text();
      let envelope = false;
      try {
        envelope = typeof JSON.parse(text).success === 'boolean';
      } catch {
        envelope = false;
      }
      expect(envelope).toBe(false);
    }
  });

  it("'timeout' holds the request without answering", async () => {
    await t.client.admin('/__admin/switches', { failureRate: 1, failureMode: 'timeout' });
    const outcome = await fetch(`${t.url}/wps/system/status`, { headers: { Merchant: 'MC01', 'Module-Id': 'COMM3' }, signal: AbortSignal.timeout(400) }).then(
      () => 'answered',
      (e: Error) => e.name,
    );
    expect(outcome).toBe('TimeoutError');
  });

  it('applies only to the listed path prefixes, and at the given rate', async () => {
    await t.client.admin('/__admin/switches', { failureRate: 1, failureMode: '500', failurePaths: ['/wps/relay/GCSGAME_'] });
    expect((await t.client.send(S.systemStatus)).status).toBe(200);
    const res = await fetch(`${t.url}/wps/relay/GCSGAME_gameCategories`, { headers: { Merchant: 'MC01', 'Module-Id': 'GAMELO3' } });
    expect(res.status).toBe(500);
    await t.client.admin('/__admin/switches', { failureRate: 0, failurePaths: [] });
    expect((await t.client.send(G.gameCategories)).status).toBe(200);
  });

  it('mixed mode fails every call one way or another', async () => {
    await t.client.admin('/__admin/switches', { failureRate: 1, failureMode: 'mixed' });
    for (let i = 0; i < 5; i++) {
      const outcome = await fetch(`${t.url}/wps/system/status`, { headers: { Merchant: 'MC01', 'Module-Id': 'COMM3' }, signal: AbortSignal.timeout(400) }).then(
        async (r) => {
          const text = await r.text();
          try {
            return JSON.parse(text).success === true ? 'ok' : 'failed';
          } catch {
            return 'failed';
          }
        },
        () => 'failed',
      );
      expect(outcome).toBe('failed');
    }
  });

  it('delays API answers by latencyMs', async () => {
    await t.client.admin('/__admin/switches', { latencyMs: 250 });
    const start = performance.now();
    await t.client.ok(S.systemStatus);
    expect(performance.now() - start).toBeGreaterThanOrEqual(240);
  });
});

describe('start-up switches', () => {
  it('are what reset returns to', async () => {
    const p = await startPlatform({ switches: { maintenance: true, latencyMs: 0 } });
    try {
      expect((await p.client.ok(S.initialConfig)).maintenance).toBe(true);
      await p.client.admin('/__admin/switches', { maintenance: false });
      expect((await p.client.ok(S.initialConfig)).maintenance).toBe(false);
      await p.client.admin('/__admin/reset');
      expect((await p.client.ok(S.initialConfig)).maintenance).toBe(true);
    } finally {
      await p.close();
    }
  });
});
