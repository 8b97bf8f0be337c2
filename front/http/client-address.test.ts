import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from './client-address.ts';

const none = parseTrustedProxies(undefined);
const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, ::1, fd00::/8');

describe('parseTrustedProxies', () => {
  it('reads addresses and CIDR ranges of both families, with spaces and empty entries', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8 ,192.168.1.7,, 2001:db8::/32, ::1 ,');
    expect(trusted.entries).toEqual(['10.0.0.0/8', '192.168.1.7', '2001:db8::/32', '::1']);
    expect(trusted.includes('10.200.3.4')).toBe(true);
    expect(trusted.includes('11.0.0.1')).toBe(false);
    expect(trusted.includes('192.168.1.7')).toBe(true);
    expect(trusted.includes('192.168.1.8')).toBe(false);
    expect(trusted.includes('2001:db8:ffff::1')).toBe(true);
    expect(trusted.includes('2001:db9::1')).toBe(false);
    expect(trusted.includes('::1')).toBe(true);
    expect(trusted.includes('::2')).toBe(false);
  });

  it('knows loopback: 127.0.0.0/8 and ::1', () => {
    const trusted = parseTrustedProxies('loopback');
    expect(trusted.includes('127.0.0.1')).toBe(true);
    expect(trusted.includes('127.255.0.9')).toBe(true);
    expect(trusted.includes('::1')).toBe(true);
    expect(trusted.includes('128.0.0.1')).toBe(false);
    expect(parseTrustedProxies('LoopBack, 10.0.0.1').includes('::1')).toBe(true);
  });

  it('trusts nobody without a setting, or with an empty one', () => {
    for (const text of [undefined, '', '  ', ', ,']) {
      const trusted = parseTrustedProxies(text);
      expect(trusted.entries).toEqual([]);
      expect(trusted.includes('127.0.0.1')).toBe(false);
    }
  });

  it('reads an IPv4-mapped IPv6 entry as the IPv4 address or range it maps', () => {
    const trusted = parseTrustedProxies('::ffff:192.0.2.1, ::ffff:10.0.0.0/104');
    expect(trusted.includes('192.0.2.1')).toBe(true);
    expect(trusted.includes('10.9.8.7')).toBe(true);
    expect(trusted.includes('11.0.0.1')).toBe(false);
  });

  it('throws a clear error on an entry it cannot read', () => {
    for (const entry of [
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '10.0.0.0/-1',
      '10.0.0.0/ 8',
      '10.0.0',
      '10.0.0.256',
      'proxy.internal',
      '1.2.3.4:80',
      '*',
      'constructor',
      'fd00::/x',
    ]) {
      expect(() => parseTrustedProxies(`127.0.0.1, ${entry}`), entry).toThrow(`MC_TRUSTED_PROXIES: "${entry}" is not an IP address`);
    }
  });
});

describe('clientAddress', () => {
  it('with no trusted proxy is always the socket address', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
  });

  it('ignores a spoofed header from an untrusted socket', () => {
    expect(clientAddress('203.0.113.9', '127.0.0.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '1.1.1.1, 10.0.0.2', proxies)).toBe('203.0.113.9');
  });

  it('is the socket address when a trusted proxy sends no header', () => {
    expect(clientAddress('10.0.0.2', undefined, proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', null, proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '', proxies)).toBe('10.0.0.2');
  });

  it('takes the address a trusted proxy heard from', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', ' 203.0.113.9 ', proxies)).toBe('203.0.113.9');
  });

  it('walks back through a chain of trusted proxies to the first untrusted address', () => {
    // client -> 10.1.1.1 (edge) -> 10.2.2.2 (balancer) -> 127.0.0.1 (local proxy) -> us
    expect(clientAddress('127.0.0.1', '203.0.113.9, 10.1.1.1, 10.2.2.2', proxies)).toBe('203.0.113.9');
  });

  it('stops at the first untrusted address: what a client wrote before it is not believed', () => {
    // The client sent "X-Forwarded-For: 10.9.9.9, 198.51.100.77" itself; the edge appended its address.
    expect(clientAddress('10.0.0.2', '10.9.9.9, 198.51.100.77, 203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.1.1.1', proxies)).toBe('203.0.113.9');
  });

  it('is the leftmost address when every one is trusted', () => {
    expect(clientAddress('10.0.0.2', '10.3.3.3, 10.1.1.1', proxies)).toBe('10.3.3.3');
  });

  it('joins several header copies as node does (commas)', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9, 10.1.1.1,10.2.2.2', proxies)).toBe('203.0.113.9');
  });

  it('handles IPv6 sockets, chains and ranges', () => {
    expect(clientAddress('::1', '2001:db8::42', proxies)).toBe('2001:db8::42');
    expect(clientAddress('fd12:3456::1', '2001:db8::42, fd00::7', proxies)).toBe('2001:db8::42');
    expect(clientAddress('2001:db8::99', '2001:db8::42', proxies)).toBe('2001:db8::99');
    expect(clientAddress('::1', '203.0.113.9, fd00::7', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '2001:DB8:0:0:0:0:0:42', proxies)).toBe('2001:db8::42');
  });

  it('answers IPv4-mapped IPv6 as IPv4, and matches it against IPv4 entries', () => {
    expect(clientAddress('::ffff:203.0.113.9', '1.1.1.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', '::ffff:203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:10.0.0.2', '203.0.113.9, ::ffff:10.1.1.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::FFFF:CB00:7109', undefined, none)).toBe('203.0.113.9');
  });

  it('accepts the port some proxies add to an entry', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9:51234', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '[2001:db8::42]:443', proxies)).toBe('2001:db8::42');
    expect(clientAddress('10.0.0.2', '[2001:db8::42]', proxies)).toBe('2001:db8::42');
  });

  it('stops at an entry that is no address, answering the last trusted hop', () => {
    expect(clientAddress('10.0.0.2', 'not-an-ip', proxies)).toBe('10.0.0.2');
    expect(clientAddress('127.0.0.1', '203.0.113.9, unknown, 10.1.1.1', proxies)).toBe('10.1.1.1');
    expect(clientAddress('127.0.0.1', '203.0.113.9, , 10.1.1.1', proxies)).toBe('10.1.1.1');
    expect(clientAddress('10.0.0.2', '203.0.113.9, 999.1.1.1', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.9, [1.2.3.4]:80', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.9, 1.2.3.4:99999', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', `${'1.'.repeat(5000)}1`, proxies)).toBe('10.0.0.2');
  });

  it('answers a socket address that is no IP as it is (no header read)', () => {
    expect(clientAddress('', '203.0.113.9', proxies)).toBe('');
    expect(clientAddress('unknown', '203.0.113.9', proxies)).toBe('unknown');
  });
});
