// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readJSON, writeJSON, readText, STORAGE_KEYS } from './storage.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

describe('safe storage', () => {
  it('reads what it wrote', () => {
    writeJSON('local', 'k', { a: 1 });
    expect(readJSON('local', 'k', (v) => v as { a: number })).toEqual({ a: 1 });
  });
  it('reads corrupt JSON as absent and removes it', () => {
    localStorage.setItem('k', '{"a":');
    expect(readJSON('local', 'k', (v) => v)).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });
  it('reads data that fails its check as absent', () => {
    localStorage.setItem('k', '[1,2]');
    expect(
      readJSON('local', 'k', () => {
        throw new Error('not mine');
      }),
    ).toBeUndefined();
  });
  it('keeps working when storage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeJSON('local', 'k2', { b: 2 });
    expect(readJSON('local', 'k2', (v) => v)).toBeDefined();
    spy.mockRestore();
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readText('local', 'k2')).toBe('{"b":2}');
    get.mockRestore();
  });
});

describe('session info in MC_SESSION_INFO', () => {
  it('a corrupt entry means logged out, not a crash', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, '{"token":');
    const { $session } = await import('./stores/session.ts');
    expect($session.get()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
  it('an entry of the wrong shape means logged out', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 42, userName: 'x' }));
    const { $session } = await import('./stores/session.ts');
    expect($session.get()).toBeNull();
  });
  it('a valid entry restores the session', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 'tok_0123456789', userName: 'demo', type: 0 }));
    const { $session } = await import('./stores/session.ts');
    expect($session.get()).toMatchObject({ token: 'tok_0123456789', userName: 'demo', type: 0, firstTimeLogin: false });
  });
  // A stored copy is checked like fresh input: one that no request could carry signs nobody in.
  it.each([
    ['a token no header can carry', { token: 'tok中0123456789', userName: 'demo', type: 0 }],
    ['a token with a line break', { token: 'tok_0123\r\nX-Evil: 1', userName: 'demo', type: 0 }],
    ['a 20 kB token', { token: 'x'.repeat(20_000), userName: 'demo', type: 0 }],
    ['a short token', { token: 'abc', userName: 'demo', type: 0 }],
    ['an empty user name', { token: 'tok_0123456789', userName: '  ', type: 0 }],
    ['a customer type that is no whole number', { token: 'tok_0123456789', userName: 'demo', type: 1.5 }],
    ['a negative customer type', { token: 'tok_0123456789', userName: 'demo', type: -1 }],
  ])('%s reads as signed out and is removed', async (_, entry) => {
    sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify(entry));
    const { $session } = await import('./stores/session.ts');
    expect($session.get()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
  it('ending the session clears the kit keys, keeps the page’s own, and sets autoLogin to 0', async () => {
    const { startSession, endSession, $session } = await import('./stores/session.ts');
    startSession({ token: 't', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    sessionStorage.setItem('MC_CACHE_memberInfo', '{}');
    sessionStorage.setItem('partner-key', 'keep me');
    localStorage.setItem(STORAGE_KEYS.bankList, '[]');
    endSession();
    expect($session.get()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(sessionStorage.getItem('MC_CACHE_memberInfo')).toBeNull();
    expect(sessionStorage.getItem('partner-key')).toBe('keep me');
    expect(localStorage.getItem(STORAGE_KEYS.bankList)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
  });
});
