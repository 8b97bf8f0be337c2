/**
 * Test harness for the server's unit tests (not a test file itself): a seeded template
 * database made once per test process and copied for each platform, in-process platforms on
 * port 0, and a client that speaks the wire format exactly like core/api/request.ts.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Endpoint } from '../core/api/endpoint.ts';
import { paramPlacement } from '../core/api/endpoint.ts';
import { importPublicKey, seal, ENCRYPTION_HEADER } from '../core/crypto.ts';
import { toQuery } from '../core/api/request.ts';
import { createPlatform, type Platform, type PlatformOptions } from './app.ts';
import { openDatabase } from './db/open.ts';
import { KeyRing } from './security/sealing.ts';
import { seedDatabase } from './seed/index.ts';

let template: string | undefined;
let sharedKeys: KeyRing | undefined;
const tempDirs: string[] = [];

export function tempDir(prefix = 'mc-server-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function cleanupTempDirs(): void {
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** A freshly seeded database file, made once per process and copied per platform. */
export function seededCopy(now = Date.now()): string {
  if (!template || !existsSync(template)) {
    const dir = mkdtempSync(join(tmpdir(), 'mc-template-'));
    template = join(dir, 'template.db');
    const db = openDatabase(template);
    seedDatabase(db, now);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
  }
  const target = join(tempDir(), 'platform.db');
  copyFileSync(template, target);
  return target;
}

export interface TestPlatform {
  platform: Platform;
  url: string;
  client: Client;
  close(): Promise<void>;
}

export async function startPlatform(options: Partial<PlatformOptions> = {}): Promise<TestPlatform> {
  sharedKeys ??= new KeyRing();
  const platform = createPlatform({
    dbPath: options.dbPath ?? seededCopy(),
    siteDir: options.siteDir ?? join(tempDir(), 'no-site'),
    testMode: true,
    keys: options.keys ?? sharedKeys,
    log: () => {},
    ...options,
  });
  const url = await platform.listen(0, '127.0.0.1');
  return { platform, url, client: new Client(url), close: () => platform.close() };
}

export interface Answer<V = unknown> {
  status: number;
  body: { success: boolean; value: V; errorCode?: string; message?: string };
  headers: Headers;
}

export interface SendOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Send the body unsealed even for an encrypted endpoint. */
  plain?: boolean;
  language?: string;
}

/** Speaks the platform wire format the way core/api/request.ts does. */
export class Client {
  constructor(readonly base: string) {}

  async send<P, V>(ep: Endpoint<P, V>, params?: P, opts: SendOptions = {}): Promise<Answer<V>> {
    const headers: Record<string, string> = {
      Merchant: 'MC01',
      Language: opts.language ?? 'EN',
      'Module-Id': ep.moduleId,
      Device: 'MOBILE',
      ...(opts.token ? { Authorization: opts.token } : {}),
    };
    const placement = paramPlacement(ep);
    let path = ep.path;
    let body: string | undefined;
    if (placement === 'query') {
      const q = toQuery(params).toString();
      if (q) path += `?${q}`;
    } else if (placement === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQuery(params).toString();
    } else if (params !== undefined) {
      let payload: unknown = params;
      if (ep.encrypt && !opts.plain) {
        const k = await this.key();
        const sealed = await seal(params, await importPublicKey(k.spki), k.keyId);
        headers[ENCRYPTION_HEADER] = sealed.header;
        payload = sealed.body;
      }
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    Object.assign(headers, opts.headers ?? {});
    for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
    const res = await fetch(this.base + path, { method: ep.method, headers, body });
    const text = await res.text();
    let parsed: Answer<V>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  /** Like send, but throws unless success; returns the value. */
  async ok<P, V>(ep: Endpoint<P, V>, params?: P, opts: SendOptions = {}): Promise<V> {
    const a = await this.send(ep, params, opts);
    if (!a.body.success) throw new Error(`${ep.name} failed: HTTP ${a.status} ${a.body.errorCode} ${a.body.message}`);
    return a.body.value;
  }

  async key(): Promise<{ keyId: string; spki: string }> {
    const res = await fetch(`${this.base}/wps/session/key/rsa`, { headers: { Merchant: 'MC01', 'Module-Id': 'COMM3' } });
    return ((await res.json()) as { value: { keyId: string; spki: string } }).value;
  }

  async login(username: string, password: string, extra: Record<string, unknown> = {}): Promise<string> {
    const { login } = await import('../core/api/signIn.ts');
    const v = await this.ok(login, { username, password, type: 'username', ...extra });
    return v.token;
  }

  async getJson(path: string, init: RequestInit = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const res = await fetch(this.base + path, init);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  }

  async admin(path: string, body?: unknown): Promise<any> {
    const res = await fetch(this.base + path, {
      method: body === undefined && path.endsWith('switches') ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }
}
