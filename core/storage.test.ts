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
    expect(readJSON('local', 'k', () => { throw new Error('not mine'); })).toBeUndefined();
  });
  it('keeps working when storage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); });
    writeJSON('local', 'k2', { b: 2 });
    expect(readJSON('local', 'k2', (v) => v)).toBeDefined();
    spy.mockRestore();
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    expect(readText('local', 'k2')).toBe('{"b":2}');
    get.mockRestore();
  });
});

describe('session info in MC_SESSION_INFO', () => {
  it('a corrupt entry means logged out, not a crash', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, '{"token":');
    const { $session, $isLoggedIn } = await import('./stores/session.ts');
    expect($session.get()).toBeNull();
    expect($isLoggedIn.get()).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
  it('an entry of the wrong shape means logged out', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 42, userName: 'x' }));
    const { $session } = await import('./stores/session.ts');
    expect($session.get()).toBeNull();
  });
  it('a valid entry restores the session', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 't', userName: 'demo', type: 0 }));
    const { $session } = await import('./stores/session.ts');
    expect($session.get()).toMatchObject({ token: 't', userName: 'demo', type: 0, firstTimeLogin: false });
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
