import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './request.ts';
import { endpoint } from './endpoint.ts';
import { object, string } from './schema.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { SubmitIntent } from './intent.ts';
import { $session, startSession } from '../stores/session.ts';
import { configureKit } from '../config.ts';

const pay = endpoint<{ amount: number; fundsPassword?: string }, { id: string }>({
  name: 'pay',
  method: 'POST',
  path: '/wps/test/pay',
  moduleId: 'PAY3',
  auth: 'required',
  idempotent: true,
  response: object({ id: string }),
});
const plain = endpoint<{ amount: number }, { id: string }>({
  name: 'plain',
  method: 'POST',
  path: '/wps/test/plain',
  moduleId: 'PAY3',
  auth: 'required',
  response: object({ id: string }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let sent: Record<string, string>[];

beforeEach(() => {
  sent = [];
  configureKit({ apiBase: 'https://api.example.test', merchant: 'MC01', timeoutMs: 200 });
  startSession({ token: 'tok-1', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push(init.headers as Record<string, string>);
    return Promise.resolve(new Response(JSON.stringify({ success: true, value: { id: '1' } })));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  $session.set(null);
});

describe('idempotency keys', () => {
  it('a money call carries the intent key; retries of the same details reuse it, other details get a new one', async () => {
    const intent = new SubmitIntent();
    const first = intent.keyFor({ amount: 150, fundsPassword: '000000' });
    await call(pay, { amount: 150 }, { idempotencyKey: first });
    expect(sent[0]!['Idempotency-Key']).toBe(first);
    expect(first).toMatch(UUID);
    // A retry, even with a corrected funds password, is the same intent.
    expect(intent.keyFor({ amount: 150, fundsPassword: '123456' })).toBe(first);
    const other = intent.keyFor({ amount: 200, fundsPassword: '123456' });
    expect(other).not.toBe(first);
    intent.done();
    expect(intent.keyFor({ amount: 200, fundsPassword: '123456' })).not.toBe(other);
  });

  it('a money call without a key still sends a fresh one; other calls send none', async () => {
    await call(pay, { amount: 1 });
    await call(pay, { amount: 1 });
    await call(plain, { amount: 1 });
    expect(sent[0]!['Idempotency-Key']).toMatch(UUID);
    expect(sent[1]!['Idempotency-Key']).not.toBe(sent[0]!['Idempotency-Key']);
    expect(sent[2]!['Idempotency-Key']).toBeUndefined();
  });

  it('makes a version 4 UUID where crypto.randomUUID is missing (insecure contexts)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    try {
      const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(20);
      for (const k of keys) expect(k).toMatch(UUID);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
