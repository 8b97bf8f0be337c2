import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandoff, redeemHandoff } from '../core/api/handoff.ts';
import * as W from '../core/api/wallet.ts';
import { HANDOFF_TTL_MS } from './security/handoff.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

afterAll(() => cleanupTempDirs());

const PARTNER = 'https://partner.example';

describe('session hand-off codes', () => {
  let t: TestPlatform;
  let clock = Date.now();
  let token = '';
  beforeAll(async () => {
    t = await startPlatform({ now: () => clock });
    token = await t.client.login('demo', 'demo1234');
  });
  afterAll(() => t.close());

  /** A code as the kit's frame asks for one: from a browser, on the platform's origin. */
  const code = async (origin: string | null = t.url) =>
    (await t.client.ok(createHandoff, undefined, { token, headers: origin ? { Origin: origin } : {} })).code;
  const redeem = (value: string, origin: string | null = t.url) => t.client.send(redeemHandoff, { code: value }, { headers: origin ? { Origin: origin } : {} });

  it('a signed-in player gets a code that opens a session of its own, once', async () => {
    const value = await code();
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await redeem(value);
    expect(first.body).toMatchObject({ success: true, value: { userName: 'demo', customerType: 0 } });
    const fresh = (first.body.value as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect((await t.client.send(W.balance, undefined, { token: fresh })).status).toBe(200);
    const again = await redeem(value);
    expect(again.body).toMatchObject({ success: false, errorCode: 'handoff.invalid' });
  });

  it('a visitor gets none', async () => {
    const answer = await t.client.send(createHandoff, undefined, { headers: { Origin: t.url } });
    expect(answer.status).toBe(401);
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

  it('one a browser asked for is redeemed only from that browser’s address; one a partner’s server asked for, from any', async () => {
    const fromOther = (value: string) =>
      new Promise<{ success: boolean; errorCode?: string }>((resolve, reject) => {
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
    expect(await fromOther(await code())).toMatchObject({ success: false, errorCode: 'handoff.invalid' });
    expect(await fromOther(await code(null))).toMatchObject({ success: true });
  });

  it('a malformed code is refused', async () => {
    expect((await redeem('short')).body).toMatchObject({ success: false, errorCode: 'handoff.invalid' });
  });
});

describe('the kit frame page', () => {
  let t: TestPlatform;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'mc-frame-'));
    mkdirSync(join(root, 'kit', '9.9.9'), { recursive: true });
    writeFileSync(join(root, 'kit', '9.9.9', 'mc-loader.js'), 'export {};');
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
    expect(html).toContain('<script type="module" src="/kit/9.9.9/mc-loader.js" data-api="" data-frame=""');
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
