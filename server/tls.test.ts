import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { cleanupTempDirs, startPlatform, tempDir, type TestPlatform } from './testing.ts';

/**
 * HTTPS with HTTP/2 (MC_TLS_CERT, MC_TLS_KEY). Node's crypto can make keys but not certificates,
 * so the self-signed certificate comes from the openssl command line.
 */
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

let t: TestPlatform;
let cert: Buffer;
let session: ClientHttp2Session;

function selfSigned(dir: string): { cert: Buffer; key: Buffer } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr.toString()}`);
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

/** An admin call over HTTP/1.1 (loopback, the platform's own name). */
function fetchAdmin(path: string, body: unknown): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpsRequest(`${t.url}${path}`, { ca: cert, method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

/** One request over the HTTP/2 session: status, headers and the body as sent. */
function h2(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((done, fail) => {
    const stream = session.request({ ':path': path, ...headers });
    let answer: Record<string, unknown> = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => (answer = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => done({ status: Number(answer[constants.HTTP2_HEADER_STATUS]), headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', fail);
    stream.end();
  });
}

describe.skipIf(!hasOpenssl)('HTTPS with HTTP/2', () => {
  beforeAll(async () => {
    const dir = tempDir();
    const site = join(dir, 'site');
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html><html><head></head><body><mc-site></mc-site></body></html>');
    writeFileSync(join(site, 'assets', 'app-abc123.js'), `export const x = ${JSON.stringify('y'.repeat(4000))};`);
    const tls = selfSigned(dir);
    cert = tls.cert;
    t = await startPlatform({ siteDir: site, tls });
    session = connect(t.url, { ca: cert });
  });
  afterAll(async () => {
    session?.close();
    await t?.close();
    cleanupTempDirs();
  });

  it('listens on https and answers the site, its files and the API over HTTP/2', async () => {
    expect(t.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await h2('/m/home');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body.toString()).toContain('<mc-site>');

    const file = await h2('/m/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(file.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(file.body).toString()).toMatch(/^export const x/);

    const api = await h2('/wps/system/status', { merchant: 'MC01', 'module-id': 'COMM3', origin: t.url });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body.toString())).toHaveProperty('success', true);
    // Its own origin, told by :authority (there is no Host header in HTTP/2), may read the answer.
    expect(api.headers['access-control-allow-origin']).toBe(t.url);
  });

  it('carries a live stream over HTTP/2: the headers at once, each event as it comes, on one stream of the connection', async () => {
    const stream = session.request({ ':path': '/wps/live/public', merchant: 'MC01', 'module-id': 'LIVE3', accept: 'text/event-stream' });
    let text = '';
    const waiters: (() => void)[] = [];
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
      for (const wake of waiters.splice(0)) wake();
    });
    const until = async (what: RegExp) => {
      while (!what.test(text)) await new Promise<void>((wake) => waiters.push(wake));
    };
    const headers = await new Promise<Record<string, unknown>>((done) => stream.on('response', done));
    expect(headers[constants.HTTP2_HEADER_STATUS]).toBe(200);
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    await until(/^retry: \d+\n/);
    // Another call shares the connection while the stream is open.
    expect((await h2('/wps/system/status', { merchant: 'MC01', 'module-id': 'COMM3' })).status).toBe(200);
    await fetchAdmin('/__admin/switches', { maintenance: true });
    await until(/event: maintenance\ndata: \{"on":true,"message":null\}\n\n/);
    await fetchAdmin('/__admin/reset', {});
    stream.close();
  });

  it('still answers HTTP/1.1 clients over TLS', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((done, fail) => {
      const req = httpsRequest(`${t.url}/wps/system/status`, { ca: cert, headers: { Merchant: 'MC01', 'Module-Id': 'COMM3' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => done({ status: res.statusCode ?? 0, version: res.httpVersion, body }));
      });
      req.on('error', fail);
      req.end();
    });
    expect(answer.version).toBe('1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('success', true);
  });
});
