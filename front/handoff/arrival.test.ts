import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../core/api/member.ts';
import type { PlatformClient } from '../platform/client.ts';
import { openStore } from '../store/store.ts';
import { arrivingPlayer } from './arrival.ts';
import { mintHandoffCode, takeHandoffCode } from './codes.ts';

const MEMBER: MemberInfo = {
  id: '7',
  nickname: 'Lucky',
  account: 'demo',
  regDate: 0,
  type: 0,
  toUpline: false,
  headIcon: '/img/avatar/4.svg',
  verification: 'none',
};
const SCOPE = { merchant: 'MC01', language: 'EN' };

/** A platform client answering member info for one token, after `delay` (never, for Infinity). */
function platform(delay = 0, asked: string[] = []): PlatformClient {
  return {
    call: (_ep: unknown, _params: unknown, _scope: unknown, extra: { token?: string }) => {
      asked.push(extra.token ?? '');
      return delay === Number.POSITIVE_INFINITY ? new Promise(() => undefined) : new Promise((resolve) => setTimeout(() => resolve(MEMBER), delay));
    },
  } as unknown as PlatformClient;
}

const withCode = (code: string) => new Request('http://site.test/m/mine', { headers: { Cookie: `mc_lang=EN; mc_handoff_code=${code}` } });

describe('the player a hand-off brings', () => {
  it('is the code’s player with the member info their session gets, and the code stays good for the page', async () => {
    const store = openStore();
    const code = await mintHandoffCode(store, { token: 'tok-1', id: '7', userName: 'demo', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    const asked: string[] = [];
    expect(await arrivingPlayer({ store, client: platform(0, asked) }, withCode(code), SCOPE)).toEqual({ userName: 'demo', member: MEMBER });
    expect(asked).toEqual(['tok-1']);
    expect((await takeHandoffCode(store, code))?.token).toBe('tok-1');
  });

  it('is nobody without a live code of the right shape, or when the platform takes longer than the page waits', async () => {
    const store = openStore();
    const asked: string[] = [];
    const none = new Request('http://site.test/m/mine');
    expect(await arrivingPlayer({ store, client: platform(0, asked) }, none, SCOPE)).toBeUndefined();
    expect(await arrivingPlayer({ store, client: platform(0, asked) }, withCode('short'), SCOPE)).toBeUndefined();
    expect(await arrivingPlayer({ store, client: platform(0, asked) }, withCode('A'.repeat(43)), SCOPE)).toBeUndefined();
    expect(asked).toEqual([]);
    const code = await mintHandoffCode(store, { token: 'tok-2', id: '7', userName: 'demo', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect(await arrivingPlayer({ store, client: platform(Number.POSITIVE_INFINITY) }, withCode(code), SCOPE, 20)).toBeUndefined();
  });
});
