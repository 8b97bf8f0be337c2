/**
 * Property-based tests of the response schemas: whatever a platform (or something in between)
 * sends, checking it either yields a value or fails with a typed SchemaMismatch, and the
 * request function turns every answer into a value or a RequestError. Nothing else escapes.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from './registry.ts';
import { SchemaMismatch, array, numeric, number, object, optional, string, withDefault, type Schema } from './schema.ts';
import { call } from './request.ts';
import { RequestError, errorMessageKey } from './errors.ts';
import { configureKit } from '../config.ts';
import { $session } from '../stores/session.ts';
import { setLanguage } from '../stores/language.ts';
import en from '../../locales/en.json' with { type: 'json' };

/** JSON-shaped garbage, plus the non-JSON values a broken decoder or proxy could hand over. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({
    maxDepth: 3,
    withNullPrototype: true,
    withMap: true,
    withSet: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
    withBoxedValues: true,
  }),
);

function checkOrMismatch<T>(schema: Schema<T>, input: unknown): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: schema(input) };
  } catch (error) {
    if (!(error instanceof SchemaMismatch)) throw error;
    return { ok: false };
  }
}

describe('every response schema of §7', () => {
  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s: any input is either checked or a SchemaMismatch', (_, ep) => {
    fc.assert(
      fc.property(anyValue, (input) => {
        checkOrMismatch(ep.response, input);
      }),
      { numRuns: 150 },
    );
  });

  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s: a checked value passes its own check again, unchanged', (_, ep) => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (input) => {
        const first = checkOrMismatch(ep.response, input);
        if (!first.ok) return;
        const again = checkOrMismatch(ep.response, first.value);
        expect(again).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the schema building blocks', () => {
  it('number takes exactly the finite numbers', () => {
    fc.assert(
      fc.property(anyValue, (v) => {
        expect(checkOrMismatch(number, v).ok).toBe(typeof v === 'number' && Number.isFinite(v));
      }),
    );
  });

  it('numeric reads any finite number written as a string, and nothing else', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        // String(-0) is "0": compare by value, not by Object.is.
        expect(numeric(String(n)) === n).toBe(true);
        expect(numeric(n)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() === '' || !Number.isFinite(Number(s))),
        (s) => {
          expect(checkOrMismatch(numeric, s).ok).toBe(false);
        },
      ),
    );
  });

  it('an object keeps the fields it does not know, and names the path of the first bad one', () => {
    const shape = object({ id: number, name: string, tags: withDefault(array(string), []), note: optional(string) });
    fc.assert(
      fc.property(
        fc.integer(),
        fc.string(),
        fc.dictionary(
          fc.string().filter((k) => !['id', 'name', 'tags', 'note', '__proto__'].includes(k)),
          fc.jsonValue(),
        ),
        (id, name, extra) => {
          const checked = shape({ ...extra, id, name });
          expect(checked).toEqual({ ...extra, id, name, tags: [] });
        },
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer({ min: 0, max: 5 }), (tags, bad) => {
        const sent = [...tags];
        sent.splice(Math.min(bad, sent.length), 0, 7 as unknown as string);
        try {
          shape({ id: 1, name: 'a', tags: sent });
          expect.unreachable();
        } catch (error) {
          expect(error).toBeInstanceOf(SchemaMismatch);
          expect((error as SchemaMismatch).path).toBe(`tags[${Math.min(bad, tags.length)}]`);
        }
      }),
    );
  });
});

describe('the request function with any answer', () => {
  let body: string;
  let status: number;
  beforeEach(() => {
    configureKit({ apiBase: 'https://api.example.test', merchant: 'MC01', timeoutMs: 200 });
    setLanguage('EN', false);
    $session.set(null);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status })));
  });
  afterEach(() => vi.unstubAllGlobals());

  const bodies = fc.oneof(
    fc.string(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc
      .record(
        { success: fc.boolean(), value: fc.jsonValue(), code: fc.option(fc.string()), message: fc.option(fc.string()), captcha: fc.option(fc.boolean()) },
        { requiredKeys: ['success'] },
      )
      .map((v) => JSON.stringify(v)),
  );
  const publicEndpoints = allEndpoints.filter((e) => e.auth !== 'required' && e.method === 'GET');

  it('resolves with a checked value or rejects with a RequestError whose message the user can read', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...publicEndpoints), bodies, fc.constantFrom(200, 200, 200, 400, 401, 404, 500, 502), async (ep, b, s) => {
        body = b;
        status = s;
        try {
          await call(ep, undefined as never);
        } catch (error) {
          expect(error).toBeInstanceOf(RequestError);
          const key = errorMessageKey(error as RequestError);
          // A platform's own message code may be unknown to the kit; every other failure is one of its texts.
          if ((error as RequestError).kind !== 'api') expect(en).toHaveProperty([key]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
