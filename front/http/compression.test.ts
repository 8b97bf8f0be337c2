import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q-values', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.2, br;q=0')).toBe('gzip');
  });

  it('answers identity when nothing usable is offered', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiateEncoding('br;q=nonsense')).toBeNull();
  });

  it('compresses to something that unpacks to the same bytes', () => {
    const body = Buffer.from(JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game ${i}` })) }));
    for (const level of ['max', 'fast'] as const) {
      expect(brotliDecompressSync(compress(body, 'br', level)).equals(body)).toBe(true);
      expect(gunzipSync(compress(body, 'gzip', level)).equals(body)).toBe(true);
    }
  });
});
