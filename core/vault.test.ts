import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin, setKeyStore, updateRememberedPassword, type KeyStore } from './vault.ts';
import { readText, removeKey, writeText } from './storage.ts';

/** An in-memory key store (Node has WebCrypto but no IndexedDB); the browser suite tests the real one. */
function memoryKeyStore(): KeyStore & { key?: CryptoKey } {
  const s: KeyStore & { key?: CryptoKey } = {
    load: async () => s.key,
    save: async (k) => {
      s.key = k;
    },
    clear: async () => {
      s.key = undefined;
    },
  };
  return s;
}

const LOGIN = { type: 'username' as const, username: 'demo', password: 'demo1234', countryDialingCode: '+63' };
let keys: ReturnType<typeof memoryKeyStore>;

beforeEach(() => {
  keys = memoryKeyStore();
  setKeyStore(keys);
  removeKey('local', 'remPass');
});

describe('the remembered-login vault', () => {
  it('keeps the login encrypted under remPass and reads it back', async () => {
    expect(await saveRememberedLogin(LOGIN)).toBe(true);
    const stored = readText('local', 'remPass')!;
    expect(stored).not.toContain('demo1234');
    expect(stored).not.toContain('demo');
    expect(Object.keys(JSON.parse(stored)).sort()).toEqual(['data', 'iv', 'v']);
    expect(await readRememberedLogin()).toEqual(LOGIN);
  });

  it('makes a key that cannot be exported', async () => {
    await saveRememberedLogin(LOGIN);
    expect(keys.key!.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', keys.key!)).rejects.toThrow();
  });

  it('uses a fresh IV each time', async () => {
    await saveRememberedLogin(LOGIN);
    const a = JSON.parse(readText('local', 'remPass')!).iv;
    await saveRememberedLogin(LOGIN);
    expect(JSON.parse(readText('local', 'remPass')!).iv).not.toBe(a);
  });

  it('keeps no SMS code for the SMS method', async () => {
    await saveRememberedLogin({ type: 'sms', username: '9171234567', password: '123456', countryDialingCode: '+63' });
    expect(await readRememberedLogin()).toEqual({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '+63' });
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['a clear-text login', JSON.stringify(LOGIN)],
    ['another version', JSON.stringify({ v: 2, iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' })],
    ['bad base64', JSON.stringify({ v: 1, iv: '***', data: '***' })],
  ])('reads %s as absent and removes it', async (_, text) => {
    await saveRememberedLogin(LOGIN);
    writeText('local', 'remPass', text);
    expect(await readRememberedLogin()).toBeNull();
    expect(readText('local', 'remPass')).toBeUndefined();
  });

  it('reads a tampered ciphertext as absent', async () => {
    await saveRememberedLogin(LOGIN);
    const entry = JSON.parse(readText('local', 'remPass')!);
    const bytes = Buffer.from(entry.data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    writeText('local', 'remPass', JSON.stringify({ ...entry, data: bytes.toString('base64') }));
    expect(await readRememberedLogin()).toBeNull();
    expect(readText('local', 'remPass')).toBeUndefined();
  });

  it('reads an entry whose key is gone (or another key) as absent', async () => {
    await saveRememberedLogin(LOGIN);
    await keys.clear();
    expect(await readRememberedLogin()).toBeNull();
    await saveRememberedLogin(LOGIN);
    keys.key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    expect(await readRememberedLogin()).toBeNull();
  });

  it('keeps nothing when no key can be kept', async () => {
    setKeyStore({ load: async () => undefined, save: async () => Promise.reject(new Error('no IndexedDB')), clear: async () => undefined });
    expect(await saveRememberedLogin(LOGIN)).toBe(false);
    expect(readText('local', 'remPass')).toBeUndefined();
    expect(await readRememberedLogin()).toBeNull();
  });

  it('re-encrypts the password of the same player after a change, under any of their names', async () => {
    await saveRememberedLogin({ ...LOGIN, username: '9171234567' });
    expect(await updateRememberedPassword(['someoneElse'], 'x')).toBe(false);
    expect(await updateRememberedPassword(['demo', '9171234567'], 'demo5678')).toBe(true);
    expect(await readRememberedLogin()).toMatchObject({ username: '9171234567', password: 'demo5678' });
  });

  it('forgets on request', async () => {
    await saveRememberedLogin(LOGIN);
    forgetRememberedLogin();
    expect(await readRememberedLogin()).toBeNull();
  });
});
