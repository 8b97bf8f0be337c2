import { describe, expect, it } from 'vitest';
import { pageCacheControl } from './page-cache.ts';

describe('how long a /m/ page may be kept', () => {
  const shared = /^public, max-age=0, s-maxage=30, stale-while-revalidate=300$/;
  it('a CDN shares a page whose language the address names, or nobody names', () => {
    expect(pageCacheControl({ languageFrom: 'address', complete: true, sharedSeconds: 30 }).cacheControl).toMatch(shared);
    expect(pageCacheControl({ languageFrom: 'default', complete: true, sharedSeconds: 30 }).cacheControl).toMatch(shared);
  });
  it('a page the cookie chose is the player’s alone; no sharing when the operator turns it off', () => {
    expect(pageCacheControl({ languageFrom: 'cookie', complete: true, sharedSeconds: 30 }).cacheControl).toBe('private, no-cache');
    expect(pageCacheControl({ languageFrom: 'default', complete: true, sharedSeconds: 0 }).cacheControl).toBe('private, no-cache');
  });
  it('a page made without the platform, or with a secret in its address, is never kept', () => {
    expect(pageCacheControl({ languageFrom: 'default', complete: false, sharedSeconds: 30 }).cacheControl).toBe('no-store');
    expect(pageCacheControl({ languageFrom: 'address', complete: true, sharedSeconds: 30, secretInAddress: true }).cacheControl).toBe('no-store');
  });
});
