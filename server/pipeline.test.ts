import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as SI from '../core/api/signIn.ts';
import * as M from '../core/api/member.ts';
import * as I from '../core/api/inbox.ts';
import * as S from '../core/api/site.ts';
import * as G from '../core/api/games.ts';
import * as W from '../core/api/wallet.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
let demo: string;
beforeAll(async () => {
  t = await startPlatform();
  demo = await t.client.login('demo', 'demo1234');
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const raw = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  t.client.getJson(path, { ...init, headers: { Merchant: 'MC01', 'Module-Id': 'COMM3', ...(init.headers ?? {}) } });

describe('envelope and error codes', () => {
  it('wraps values in { success, value }', async () => {
    const a = await t.client.send(S.systemStatus);
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ success: true, value: { maintenance: false, regionRestriction: false, version: expect.any(String) } });
    expect(a.headers.get('content-type')).toMatch(/^application\/json/);
    expect(a.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with not.found (404)', async () => {
    const r = await raw('/wps/no/such/call');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('answers an unknown method on a known path with http_method_not_support', async () => {
    const r = await raw('/wps/system/init', { method: 'POST', body: '{}' });
    expect(r.status).toBe(405);
    expect(r.body).toMatchObject({ success: false, errorCode: 'http_method_not_support' });
  });

  it('refuses a Module-Id that does not match the endpoint', async () => {
    const wrong = await t.client.send(S.systemStatus, undefined, { headers: { 'Module-Id': 'GAMELO3' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'module.id.mismatch' });
    const missing = await t.client.send(S.systemStatus, undefined, { headers: { 'Module-Id': '' } });
    expect(missing.body.errorCode).toBe('module.id.mismatch');
  });

  it('refuses a missing or unknown Merchant', async () => {
    const unknown = await t.client.send(S.systemStatus, undefined, { headers: { Merchant: 'NOPE' } });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
    const missing = await t.client.send(S.systemStatus, undefined, { headers: { Merchant: '' } });
    expect(missing.body.errorCode).toBe('merchant.unknown');
    const trial = await t.client.send(S.systemStatus, undefined, { headers: { Merchant: 'MC01T' } });
    expect(trial.body.success).toBe(true);
  });

  it('answers 401 SESSION_EXPIRED for required auth without a valid token', async () => {
    const none = await t.client.send(W.balance);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' });
    const bogus = await t.client.send(W.balance, undefined, { token: 'not-a-token' });
    expect(bogus.status).toBe(401);
    const good = await t.client.send(W.balance, undefined, { token: demo });
    expect(good.body.value).toMatchObject({ sumBalance: expect.any(Number), currency: 'CNY', currencySymbol: '¥' });
  });

  it('treats a bad token on an optional-auth call as a guest', async () => {
    const a = await t.client.send(I.availablePromotions, undefined, { token: 'stale' });
    expect(a.body).toMatchObject({ success: true, value: { unclaimedCount: 0 } });
    const b = await t.client.send(I.availablePromotions, undefined, { token: demo });
    expect(b.body.value.unclaimedCount).toBeGreaterThan(0);
  });

  it('refuses malformed JSON with request.malformed', async () => {
    const r = await raw('/wps/member/password/v2', {
      method: 'POST',
      body: '{"oldPassword":',
      headers: { Authorization: demo, 'Content-Type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errorCode: 'request.malformed' });
    const arr = await raw('/wps/member/password/v2', { method: 'POST', body: '[1]', headers: { Authorization: demo, 'Content-Type': 'application/json' } });
    expect(arr.body.errorCode).toBe('request.malformed');
  });

  it('refuses bodies over the limit with request.too_large (413)', async () => {
    const big = JSON.stringify({ comment: 'x', pad: 'y'.repeat(1_100_000) });
    const r = await raw('/wps/member/password/v2', { method: 'POST', body: big, headers: { Authorization: demo, 'Content-Type': 'application/json' } });
    expect(r.status).toBe(413);
    expect(r.body.errorCode).toBe('request.too_large');
    // feedback carries images and may be larger than 1 MB
    // The platform checks the bytes: a PNG signature, then padding up to 1.2 MB.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1_200_000, 1)]);
    const img = `data:image/png;base64,${png.toString('base64')}`;
    const ok = await t.client.send(M.feedback, { comment: 'with a picture', images: [img] }, { token: demo });
    expect(ok.body.success).toBe(true);
  });

  it('reads form bodies for body:form endpoints and query strings for GET', async () => {
    const set = await t.client.send(M.setHeadIcon, { icon: '7' }, { token: demo });
    expect(set.body.success).toBe(true);
    const icons = await t.client.ok(M.headIcons, undefined, { token: demo });
    expect(icons.current).toBe('/img/avatar/7.svg');
    const list = await t.client.ok(G.gameList, {
      merchant: 'MC01',
      platform: 'html5',
      clientType: 2,
      gameType: 'FISH',
      pageNo: 2,
      pageSize: 5,
      language: 'EN',
    });
    expect(list.pageNum).toBe(2);
    expect(list.games).toHaveLength(5);
    expect(list.games.every((g) => g.gameType === 'FISH')).toBe(true);
  });

  it('names the bad parameter on invalid input', async () => {
    const r = await t.client.send(G.gameList, { pageNo: 'x' } as never);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errorCode: 'request.invalid', value: { field: 'pageNo' } });
  });

  it('refuses agent-only calls to players and money calls to free-trial accounts', async () => {
    const r = await t.client.send((await import('../core/api/agent.ts')).teamKpi, { startDate: '2024-01-01', endDate: '2024-01-02', size: 0 }, { token: demo });
    expect(r.body).toMatchObject({ success: false, errorCode: 'agent.only' });
    const trial = await t.client.ok(SI.freePlayLogin, { username: '' });
    expect(trial.customerType).toBe(4);
    const d = await t.client.send(W.deposit, { methodId: 'DM02', amount: 100 }, { token: trial.token });
    expect(d.body).toMatchObject({ success: false, errorCode: 'trial.not_allowed', message: 'Please login an actual account to use this function' });
  });

  it('answers in the Language header (EN, PT, TY; EN otherwise)', async () => {
    const q = { types: 'B', groupName: 'm_reg' as const, platform: 'M' as const, merchantCode: 'MC01' };
    const C = await import('../core/api/content.ts');
    const en = await t.client.ok(C.announcements, q, { language: 'EN' });
    const pt = await t.client.ok(C.announcements, q, { language: 'PT' });
    const ty = await t.client.ok(C.announcements, q, { language: 'TY' });
    const ja = await t.client.ok(C.announcements, q, { language: 'JA' });
    expect(en[0]!.title).toMatch(/Registration/);
    expect(pt[0]!.title).toMatch(/cadastro/);
    expect(ty[0]!.title).toMatch(/pag-register/);
    expect(ja[0]!.title).toBe(en[0]!.title);
  });
});
