import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as C from '../core/api/content.ts';
import * as G from '../core/api/games.ts';
import { contentSecurityPolicy } from './http/security-headers.ts';
import { RASTER_ICON_PX } from './images/raster.ts';
import { cleanupTempDirs, startPlatform, tempDir, type TestPlatform } from './testing.ts';

let t: TestPlatform;
let bare: TestPlatform;
const PARTNER = 'https://partner.example.com';

beforeAll(async () => {
  const site = tempDir();
  mkdirSync(join(site, 'assets'));
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/m/assets/app-abc123.js"></script></head><body><mc-app></mc-app></body></html>',
  );
  writeFileSync(join(site, 'assets', 'app-abc123.js'), `export const x = ${JSON.stringify('y'.repeat(4000))};`);
  writeFileSync(join(site, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(site, '.vite'));
  writeFileSync(join(site, '.vite', 'manifest.json'), '{"host/main.ts":{"file":"assets/app-abc123.js"}}');
  writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>');
  t = await startPlatform({ siteDir: site, allowedOrigins: [PARTNER] });
  bare = await startPlatform({ siteDir: join(site, 'missing') });
});
afterAll(async () => {
  await t.close();
  await bare.close();
  cleanupTempDirs();
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${t.url}/wps/relay/GCSGAME_gameList`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'merchant,module-id,language,authorization' },
    });

  it('answers a preflight from an allowed origin with the custom headers', async () => {
    const res = await preflight(PARTNER);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['merchant', 'language', 'authorization', 'module-id', 'device', 'encryption', 'content-type']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses other origins', async () => {
    const res = await preflight('https://evil.example.net');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${t.url}/wps/system/status`, { headers: { Origin: 'https://evil.example.net', Merchant: 'MC01', 'Module-Id': 'COMM3' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("allows the partner and the server's own origin on real requests", async () => {
    const res = await fetch(`${t.url}/wps/system/status`, { headers: { Origin: PARTNER, Merchant: 'MC01', 'Module-Id': 'COMM3' } });
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('vary')).toMatch(/Origin/);
    const own = await fetch(`${t.url}/wps/system/status`, { headers: { Origin: t.url, Merchant: 'MC01', 'Module-Id': 'COMM3' } });
    expect(own.headers.get('access-control-allow-origin')).toBe(t.url);
  });
});

describe('the platform contract', () => {
  it('is served under /docs/ as OpenAPI 3.1, with every call the site and the kit make', async () => {
    const res = await fetch(`${t.url}/docs/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
    expect(operations).toEqual(expect.arrayContaining(['login', 'initialConfig', 'forkSession', 'createHandoff', 'redeemHandoff']));
  });
});

describe('static site', () => {
  it('serves index.html with the strict CSP for routes; a browser asks for a page each time', async () => {
    for (const path of ['/', '/m/', '/m/home', '/m/gameList?gameType=RNG', '/register.html', '/m/some/unknown/route']) {
      const res = await fetch(t.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
      expect(res.headers.get('cache-control')).toMatch(/^(no-cache|public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+)$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(await res.text()).toContain('<mc-app>');
    }
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(contentSecurityPolicy()).toContain("script-src 'self'");
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'self'");
  });

  it('serves hashed assets with a long cache, compressed on request, and 404s missing files', async () => {
    const res = await fetch(`${t.url}/m/assets/app-abc123.js`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br'); // fetch unpacks it
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await res.text()).toMatch(/^export const x/);
    expect((await fetch(`${t.url}/m/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/m/sw.js`)).headers.get('cache-control')).toBe('no-cache');
    // The build's own dot folders (the bundler's manifest: source paths) are not served.
    for (const path of ['/m/.vite/manifest.json', '/.vite/manifest.json', '/m/%2evite/manifest.json'])
      expect((await fetch(t.url + path)).status, path).toBe(404);
    for (const path of ['/m/..%2f..%2f..%2f..%2fetc%2fpasswd', '/m/%2e%2e/%2e%2e/%2e%2e/etc/hostname']) {
      const res = await fetch(t.url + path);
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text(), path).not.toMatch(/root:|^[a-z0-9-]+\n$/);
    }
  });

  it('answers /favicon.ico (pages without an icon link, like the embed demos, ask for it) with the site icon', async () => {
    const res = await fetch(`${t.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
  });

  it('explains how to build when the site is missing', async () => {
    const res = await fetch(`${bare.url}/m/home`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(await res.text()).toContain('npm run build');
  });
});

describe('generated images', () => {
  it('serves SVG icons with a long cache', async () => {
    const list = await t.client.ok(G.gameList, {
      merchant: 'MC01',
      platform: 'html5',
      clientType: 2,
      gameType: 'LIVE',
      pageNo: 1,
      pageSize: 1,
      language: 'EN',
    });
    const res = await fetch(t.url + list.games[0]!.iconUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href="http/);
    for (const path of ['/img/logo.svg', '/img/app-icon.svg', '/img/vendor/PG.svg', '/img/avatar/3.svg'])
      expect((await fetch(t.url + path)).status, path).toBe(200);
    expect((await fetch(`${t.url}/img/game/999999.svg`)).status).toBe(404);
  });

  it('serves the large game icon as a WebP at twice the card size, cached a year', async () => {
    const list = await t.client.ok(G.gameList, { merchant: 'MC01', platform: 'html5', clientType: 2, gameType: 'RNG', pageNo: 1, pageSize: 2, language: 'EN' });
    const [a, b] = list.games as [G.GameTile, G.GameTile];
    expect(a.mobileLargeIcon).toBe(`/img/game/${a.nodeId}.webp`);
    expect(a.iconUrl).toBe(`/img/game/${a.nodeId}.svg`); // the SVG stays for whatever else shows it

    const res = await fetch(t.url + a.mobileLargeIcon);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { default: sharp } = await import('sharp');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: RASTER_ICON_PX, height: RASTER_ICON_PX });

    // The same bytes again (the cached copy), and a 304 for a browser that has them.
    const again = await fetch(t.url + a.mobileLargeIcon);
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    const etag = res.headers.get('etag')!;
    expect((await fetch(t.url + a.mobileLargeIcon, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // Each game has its own icon.
    const other = Buffer.from(await (await fetch(t.url + b.mobileLargeIcon)).arrayBuffer());
    expect(other.equals(body)).toBe(false);

    expect((await fetch(`${t.url}/img/game/999999.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/img/vendor/PG.webp`)).status).toBe(404);
  });

  it('draws banners at their declared size, and team and lottery icons', async () => {
    const banners = await t.client.ok(C.banners, { position: 'home' });
    expect(banners.length).toBeGreaterThan(1);
    for (const b of banners) {
      const svg = await (await fetch(t.url + b.url)).text();
      expect(svg).toContain(`width="${b.width}" height="${b.height}"`);
    }
    const matches = await t.client.ok(C.hotMatches);
    expect((await fetch(t.url + matches[0]!.homeTeamImageUrl)).status).toBe(200);
    const groups = await t.client.ok(G.lotteryGames, { prizeMode: 'Lott' });
    expect((await fetch(t.url + groups[0]!.games[0]!.mobileIconUrl)).status).toBe(200);
  });
});

describe('test-only routes', () => {
  it('exist in test mode and not otherwise', async () => {
    expect((await fetch(`${t.url}/__test/sms?mobileNum=1`)).status).toBe(404); // nothing sent yet, but the route answers
    expect((await (await fetch(`${t.url}/__test/sms?mobileNum=1`)).json()).errorCode).toBe('sms.none');
    const prod = await startPlatform({ testMode: false });
    try {
      const res = await fetch(`${prod.url}/__test/sms?mobileNum=1`);
      expect(res.status).toBe(404);
      expect((await res.json()).errorCode).toBe('not.found');
    } finally {
      await prod.close();
    }
  });
});

describe('game window', () => {
  it('serves the launched game on /games/play with the CSP, and refuses unknown tickets', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const { url } = await t.client.ok(
      G.launchGame,
      { vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, language: 'EN' },
      { token },
    );
    expect(url).toMatch(/^\/games\/play\?ticket=/);
    const res = await fetch(t.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    const html = await res.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)|\sstyle=/); // the demo slot's script is external
    expect(html).toContain('Back to the site');
    expect((await fetch(`${t.url}/games/play?ticket=nope`)).status).toBe(410);
  });
});

describe('compression', () => {
  /** Raw bytes and headers, without fetch's unpacking (http.get leaves the body as sent). */
  const raw = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>((done, fail) => {
      import('node:http').then(({ get }) => {
        get(`${t.url}${path}`, { headers: { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', fail);
      }, fail);
    });
  const API = { Merchant: 'MC01', 'Module-Id': 'GAMELO3', Language: 'EN' };

  it('sends static files as brotli, else gzip, else as they are', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await raw('/m/assets/app-abc123.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toMatch(/^export const x = "y{4000}";$/);
    const gz = await raw('/m/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toMatch(/^export const x/);
    const plain = await raw('/m/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^export const x/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('compresses API answers over 1 kB and leaves small ones alone', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const list = await raw('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=30&language=EN', 'br', API);
    expect(list.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(list.body).toString()) as { success: boolean };
    expect(json.success).toBe(true);
    expect(brotliDecompressSync(list.body).length).toBeGreaterThan(1024);
    const small = await raw('/wps/system/status', 'br', { Merchant: 'MC01', 'Module-Id': 'COMM3' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('success');
  });
});
