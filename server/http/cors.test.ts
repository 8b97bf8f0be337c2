import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { isOriginAllowed, normaliseEntry, parseOriginList } from './cors.ts';

const request = (origin: string | undefined, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, headers: { host: 'api.example.com', ...(origin ? { origin } : {}), ...headers }, socket: {} }) as unknown as IncomingMessage;

describe('CORS allow list', () => {
  const list = parseOriginList(' https://all.example , mc02=https://two.example:8443/path, nonsense, MC03=javascript:x, http://127.0.0.2:9000 ');

  it('parses origins for every merchant and origins for one merchant; drops the malformed', () => {
    expect(list).toEqual(['https://all.example', 'MC02=https://two.example:8443', 'http://127.0.0.2:9000']);
    expect(normaliseEntry('MC01=https://a.example/')).toBe('MC01=https://a.example');
    expect(normaliseEntry('https://a.example/x')).toBe('https://a.example');
    expect(normaliseEntry('ftp://a.example')).toBeNull();
  });

  it('allows its own origin, and an origin allowed for every merchant whatever the merchant', () => {
    expect(isOriginAllowed(request('http://api.example.com'), list)).toBe(true);
    expect(isOriginAllowed(request('https://all.example', { merchant: 'MC01' }), list)).toBe(true);
    expect(isOriginAllowed(request('http://127.0.0.2:9000', { merchant: 'MC09' }), list)).toBe(true);
  });

  it('allows a merchant’s own partner only for calls naming that merchant', () => {
    expect(isOriginAllowed(request('https://two.example:8443', { merchant: 'MC02' }), list)).toBe(true);
    expect(isOriginAllowed(request('https://two.example:8443', { merchant: 'mc02' }), list)).toBe(true);
    expect(isOriginAllowed(request('https://two.example:8443', { merchant: 'MC01' }), list)).toBe(false);
    expect(isOriginAllowed(request('https://two.example:8443'), list)).toBe(false);
  });

  it('answers a preflight (no merchant yet) for an origin some merchant allows, and refuses the rest', () => {
    expect(isOriginAllowed(request('https://two.example:8443', {}, 'OPTIONS'), list)).toBe(true);
    expect(isOriginAllowed(request('https://evil.example', {}, 'OPTIONS'), list)).toBe(false);
    expect(isOriginAllowed(request('https://evil.example', { merchant: 'MC02' }), list)).toBe(false);
    expect(isOriginAllowed(request(undefined), list)).toBe(false);
    expect(isOriginAllowed(request('null'), list)).toBe(false);
  });
});
