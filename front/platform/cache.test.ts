import { describe, expect, it } from 'vitest';
import { CACHE_SHORT, PublicCache } from './cache.ts';

describe('the cache of public facts', () => {
  let clock = 0;
  const now = () => clock;

  it('answers a fresh value from memory, and one fetch serves every request that asks at once', async () => {
    const cache = new PublicCache(true, now);
    let fetches = 0;
    const load = async () => ++fetches;
    expect(await Promise.all([cache.get('k', CACHE_SHORT, load), cache.get('k', CACHE_SHORT, load), cache.get('k', CACHE_SHORT, load)])).toEqual([1, 1, 1]);
    clock += CACHE_SHORT.freshMs - 1;
    expect(await cache.get('k', CACHE_SHORT, load)).toBe(1);
    expect(fetches).toBe(1);
  });

  it('answers a stale value at once and fetches it again behind, once', async () => {
    const cache = new PublicCache(true, now);
    let fetches = 0;
    let release: () => void = () => {};
    const load = () => {
      fetches++;
      return fetches === 1 ? Promise.resolve('first') : new Promise<string>((done) => (release = () => done('second')));
    };
    expect(await cache.get('k', CACHE_SHORT, load)).toBe('first');
    clock += CACHE_SHORT.freshMs + 1;
    expect(await cache.get('k', CACHE_SHORT, load)).toBe('first');
    expect(await cache.get('k', CACHE_SHORT, load)).toBe('first');
    expect(fetches).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', CACHE_SHORT, load)).toBe('second');
  });

  it('a platform that fails gives undefined and keeps the last good value while it may be served', async () => {
    const cache = new PublicCache(true, now);
    expect(await cache.get('down', CACHE_SHORT, () => Promise.reject(new Error('down')))).toBeUndefined();
    expect(await cache.get('k2', CACHE_SHORT, async () => 'good')).toBe('good');
    clock += CACHE_SHORT.freshMs + 1;
    expect(await cache.get('k2', CACHE_SHORT, () => Promise.reject(new Error('down')))).toBe('good');
    clock += CACHE_SHORT.staleMs;
    expect(await cache.get('k2', CACHE_SHORT, () => Promise.reject(new Error('down')))).toBeUndefined();
  });

  it('off, it asks every time', async () => {
    const cache = new PublicCache(false, now);
    let fetches = 0;
    await cache.get('k', CACHE_SHORT, async () => ++fetches);
    await cache.get('k', CACHE_SHORT, async () => ++fetches);
    expect(fetches).toBe(2);
  });
});
