import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandoff, dropHandoff, pendingHandoff, redeemHandoff } from '../core/api/handoff.ts';
import * as SI from '../core/api/signIn.ts';
import * as W from '../core/api/wallet.ts';
import { HANDOFF_TTL_MS } from '../front/handoff/codes.ts';
import { openStore } from '../front/store/store.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

afterAll(() => cleanupTempDirs());

const PARTNER = 'https://partner.example';

describe('session hand-off codes', () => {
  let t: TestPlatform;
  let clock = Date.now();
  let token = '';
  beforeAll(async () => {
    t = await startPlatform({ front: { store: openStore(undefined, { now: () => clock }) } });
    token = await t.client.login('demo', 'demo1234');
  });
  afterAll(() => t.close());

  /** A code as the kit's frame asks for one: from a browser, on the platform's origin. */
  const code = async () => (await t.client.ok(createHandoff, undefined, { token, headers: { Origin: t.url } })).code;
  const redeem = (value: string, origin: string | null = t.url) => t.client.send(redeemHandoff, { code: value }, { headers: origin ? { Origin: origin } : {} });

  it('a signed-in player gets a code that opens a session of its own, once', async () => {
    const value = await code();
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await redeem(value);
    expect(first.body).toMatchObject({ success: true, value: { userName: 'demo', customerType: 0 } });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const fresh = (first.body.value as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect((await t.client.send(W.balance, undefined, { token: fresh })).status).toBe(200);
    const again = await redeem(value);
    expect(again.body).toMatchObject({ success: false, errorCode: 'handoff.invalid' });
  });

  it('a visitor gets none, nor a token the platform no longer knows', async () => {
    expect((await t.client.send(createHandoff, undefined, { headers: { Origin: t.url } })).status).toBe(401);
    expect((await t.client.send(createHandoff, undefined, { token: 'not-a-session', headers: { Origin: t.url } })).status).toBe(401);
  });

  it('one sign-out ends both: the session handed off and the one it came from, and that one’s further hand-offs; not the player’s other sessions', async () => {
    const [framed, elsewhere] = [await t.client.login('demo', 'demo1234'), await t.client.login('demo', 'demo1234')];
    const handOff = async (from: string) => {
      const value = (await t.client.ok(createHandoff, undefined, { token: from, headers: { Origin: t.url } })).code;
      return ((await redeem(value)).body.value as { token: string }).token;
    };
    const site = await handOff(framed);
    const again = await handOff(site);
    const status = async (which: string) => (await t.client.send(W.balance, undefined, { token: which })).status;
    expect([await status(framed), await status(site), await status(again)]).toEqual([200, 200, 200]);
    await t.client.ok(SI.logout, undefined, { token: site });
    expect([await status(framed), await status(site), await status(again), await status(elsewhere)]).toEqual([401, 401, 401, 200]);
  });

  it('is refused to a partner page (its own Origin) and to a caller without one, and stays good for the platform', async () => {
    const value = await code();
    expect((await redeem(value, PARTNER)).body).toMatchObject({ success: false, errorCode: 'handoff.invalid' });
    expect((await redeem(value, null)).body).toMatchObject({ success: false, errorCode: 'handoff.invalid' });
    expect((await redeem(value)).body.success).toBe(true);
  });

  it('expires within a minute', async () => {
    const value = await code();
    clock += HANDOFF_TTL_MS;
    expect((await redeem(value)).body).toMatchObject({ success: false, errorCode: 'handoff.invalid' });
  });

  it('is not tied to an address: the code is the secret, and it never leaves the platform’s documents', async () => {
    const value = await code();
    const fromOther = await new Promise<{ success: boolean; errorCode?: string }>((resolve, reject) => {
      const url = new URL(`${t.url}/wps/session/handoff/redeem`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress: '127.0.0.2',
          headers: { 'Content-Type': 'application/json', Origin: t.url, Merchant: 'MC01', 'Module-Id': 'COMM3' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(JSON.parse(body) as { success: boolean; errorCode?: string }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ code: value }));
    });
    expect(fromOther).toMatchObject({ success: true });
  });

  it('a malformed code is refused', async () => {
    expect((await redeem('short')).body).toMatchObject({ success: false, errorCode: 'handoff.invalid' });
  });

  /** The frame's form, posted to the site's hand-off route. */
  const post = (body: Record<string, string>, headers: Record<string, string> = { Origin: t.url, 'Sec-Fetch-Site': 'same-origin' }) =>
    fetch(`${t.url}/m/handoff`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    });
  const cookiesOf = (res: Response) => res.headers.getSetCookie();
  const cookieHeader = (res: Response) =>
    cookiesOf(res)
      .map((c) => c.split(';')[0]!)
      .join('; ');

  it('the site’s route keeps the posted code in a cookie the page cannot read, and sends the browser on with no referrer', async () => {
    const value = await code();
    const res = await post({ code: value, to: '/m/launchGame?gameId=1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/m/launchGame?gameId=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // For the redemption, and for the site's pages (the member centre is drawn with who arrives), never the rest of the API.
    expect(cookiesOf(res)).toEqual([
      `mc_handoff_code=${value}; Path=/wps/session/handoff; Max-Age=60; HttpOnly; SameSite=Strict`,
      `mc_handoff_code=${value}; Path=/m/; Max-Age=60; HttpOnly; SameSite=Strict`,
      'mc_handoff=1; Path=/; Max-Age=60; SameSite=Strict',
    ]);
    expect(res.headers.get('location')).not.toContain(value);

    // The site asks who it is for, then redeems it from the cookie alone.
    const cookie = cookieHeader(res);
    const who = await t.client.send(pendingHandoff, undefined, { headers: { Cookie: cookie } });
    expect(who.body).toMatchObject({ success: true, value: { userName: 'demo' } });
    const redeemed = await t.client.send(redeemHandoff, {}, { headers: { Cookie: cookie, Origin: t.url } });
    expect(redeemed.body).toMatchObject({ success: true, value: { userName: 'demo' } });
    const cleared = redeemed.headers.getSetCookie().filter((c) => c.includes('Max-Age=0'));
    expect(cleared.map((c) => /^(\w+)=;.*Path=([^;]+)/.exec(c)?.slice(1).join(' '))).toEqual([
      'mc_handoff_code /wps/session/handoff',
      'mc_handoff_code /m/',
      'mc_handoff /',
    ]);
    expect((await t.client.send(redeemHandoff, {}, { headers: { Cookie: cookie, Origin: t.url } })).body).toMatchObject({ errorCode: 'handoff.invalid' });
  });

  it('takes a form only from a document of this origin, and sends any other path home', async () => {
    const value = await code();
    expect((await post({ code: value }, { Origin: PARTNER, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post({ code: value }, { Origin: t.url, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post({ code: value }, {})).status).toBe(403);
    for (const to of ['https://evil.example/', '//evil.example/m/', '/docs/', 'javascript:alert(1)']) {
      expect((await post({ code: value, to })).headers.get('location'), to).toBe('/m/home');
    }
  });

  it('the player who stays who they are throws the code away', async () => {
    const res = await post({ code: await code(), to: '/m/home' });
    const cookie = cookieHeader(res);
    expect((await t.client.send(dropHandoff, undefined, { headers: { Cookie: cookie } })).body).toMatchObject({ success: true });
    expect((await t.client.send(pendingHandoff, undefined, { headers: { Cookie: cookie } })).body).toMatchObject({ errorCode: 'handoff.invalid' });
  });
});

describe('hand-off limits and the store', () => {
  it('counts redemptions per address, across codes', async () => {
    const t = await startPlatform();
    try {
      const tries = await Promise.all(Array.from({ length: 31 }, () => t.client.send(redeemHandoff, { code: 'A'.repeat(43) }, { headers: { Origin: t.url } })));
      expect(tries.filter((r) => r.body.errorCode === 'handoff.invalid')).toHaveLength(30);
      const refused = tries.find((r) => r.status === 429)!;
      expect(refused.body).toMatchObject({ success: false, errorCode: 'too.many.requests' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('fails closed when the store is down: no code is made or redeemed', async () => {
    const t = await startPlatform({ front: { store: openStore('redis://127.0.0.1:1', { log: () => {} }) } });
    try {
      const token = await t.client.login('demo', 'demo1234');
      const made = await t.client.send(createHandoff, undefined, { token, headers: { Origin: t.url } });
      expect(made.status).toBe(503);
      expect(made.body).toMatchObject({ success: false, errorCode: 'service.unavailable' });
      const redeemed = await t.client.send(redeemHandoff, { code: 'A'.repeat(43) }, { headers: { Origin: t.url } });
      expect(redeemed.status).toBe(503);
    } finally {
      await t.close();
    }
  });
});

describe('the kit frame page', () => {
  let t: TestPlatform;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'mc-frame-'));
    mkdirSync(join(root, 'kit', '9.9.9'), { recursive: true });
    writeFileSync(join(root, 'kit', '9.9.9', 'frame-loader.js'), 'export {};');
    t = await startPlatform({ siteDir: join(root, 'site'), allowedOrigins: [PARTNER, 'MC02=https://other.example'] });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const frame = (query: string) => fetch(`${t.url}/kit/9.9.9/frame.html?${query}`);

  it('is framed only by the partner origins the merchant allows, the same list as CORS', async () => {
    const ok = await frame(`tag=mc-login&origin=${encodeURIComponent(PARTNER)}`);
    expect(ok.status).toBe(200);
    const csp = ok.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${PARTNER}`);
    expect(csp).not.toContain('other.example'); // MC02's partner, not MC01's
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    const html = await ok.text();
    expect(html).toContain('<script type="module" src="/kit/9.9.9/frame-loader.js" data-merchant=');
    expect(html).not.toMatch(/<script>|<style/);

    const mc02 = await frame(`tag=mc-login&merchant=MC02&origin=${encodeURIComponent('https://other.example')}`);
    expect(mc02.status).toBe(200);
    expect(mc02.headers.get('content-security-policy')).toContain(`frame-ancestors ${PARTNER} https://other.example`);
  });

  it('refuses an origin the merchant does not allow, a missing one, and a kit version that does not exist', async () => {
    expect((await frame(`tag=mc-login&origin=${encodeURIComponent('https://evil.example')}`)).status).toBe(403);
    expect((await frame(`tag=mc-login&merchant=MC01&origin=${encodeURIComponent('https://other.example')}`)).status).toBe(403);
    expect((await frame('tag=mc-login')).status).toBe(403);
    expect((await fetch(`${t.url}/kit/1.0.0/frame.html?origin=${encodeURIComponent(PARTNER)}`)).status).toBe(404);
  });

  it('escapes what it writes into the page', async () => {
    const res = await frame(`origin=${encodeURIComponent(PARTNER)}&merchant=${encodeURIComponent('"><script>')}&lang=${encodeURIComponent('"x')}`);
    expect(res.status).toBe(403); // not a merchant code: no partner origins
    const lang = await (await frame(`origin=${encodeURIComponent(PARTNER)}&lang=${encodeURIComponent('"><b>')}`)).text();
    expect(lang).not.toContain('<b>');
  });
});
