import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Content-Encoding for the front's and the platform's answers: brotli when the client takes it, else gzip, by the
 * request's Accept-Encoding (q-values honoured, `q=0` refuses). Static files are compressed once
 * at the highest level and kept (`StaticCompressor`); answers made per request (API JSON, the
 * first screen's HTML, generated images) at a fast level, and only from 1 kB on, where the saving
 * outweighs the work.
 */
export type Encoding = 'br' | 'gzip';

/** Answers made per request are compressed from this size on. */
export const DYNAMIC_MIN_BYTES = 1024;

/** The encoding to answer with, or null for none. On equal preference brotli wins (smaller). */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

export function compress(body: Uint8Array, encoding: Encoding, level: 'max' | 'fast'): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipSync(body, { level: level === 'max' ? 9 : 6 });
}

/** Adds a token to a Vary header's value (CORS has usually put `Origin` there already). */
export function withVary(current: string | null | undefined, token: string): string {
  const list = (current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === token.toLowerCase())) list.push(token);
  return list.join(', ');
}

/**
 * The body to send for a request that accepts `acceptEncoding`: compressed (and
 * Content-Encoding set on `headers`) when the client takes an encoding, the body is at least
 * `minBytes` and compressing makes it smaller. Sets Vary either way, so a shared cache keeps the
 * variants apart. `encode` makes (or looks up) the compressed form.
 */
export function encodeFor(
  acceptEncoding: string | string[] | null | undefined,
  headers: { get(name: string): string | null | undefined; set(name: string, value: string): void },
  body: Uint8Array,
  options: { minBytes?: number; encode?: (encoding: Encoding) => Uint8Array } = {},
): Uint8Array {
  headers.set('Vary', withVary(headers.get('Vary'), 'Accept-Encoding'));
  if (body.length < (options.minBytes ?? DYNAMIC_MIN_BYTES)) return body;
  const encoding = negotiateEncoding(acceptEncoding ?? undefined);
  if (!encoding) return body;
  const out = options.encode ? options.encode(encoding) : compress(body, encoding, 'fast');
  if (out.length >= body.length) return body;
  headers.set('Content-Encoding', encoding);
  return out;
}

/** Compressed static files, made once per file version (path and modification time). */
export class StaticCompressor {
  private readonly cache = new Map<string, { mtimeMs: number; data: Buffer }>();

  get(file: string, mtimeMs: number, body: Uint8Array, encoding: Encoding): Buffer {
    const key = `${encoding}:${file}`;
    const hit = this.cache.get(key);
    if (hit && hit.mtimeMs === mtimeMs) return hit.data;
    const data = compress(body, encoding, 'max');
    this.cache.set(key, { mtimeMs, data });
    return data;
  }
}
