import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirect('/m/gameList?gameType=RNG')).toBe('/m/gameList?gameType=RNG');
    expect(safeRedirect(' /m/mine ')).toBe('/m/mine');
  });
  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'm/home', '', undefined, '/m/ home'])('refuses %s', (v) => {
    expect(safeRedirect(v)).toBeUndefined();
  });
});
