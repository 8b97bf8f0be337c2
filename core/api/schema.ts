/**
 * A tiny response-schema checker. Every response is checked before anything trusts it; the
 * checker is small enough to ship with every element (a full validation library would not be).
 *
 * A schema is a function that returns the checked value or throws `SchemaMismatch` with the
 * path of the first bad field. Unknown object keys are kept, so a platform that adds fields
 * does not break the kit.
 */
export class SchemaMismatch extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`response field ${path || '(root)'} is not ${expected}`);
    this.name = 'SchemaMismatch';
  }
}

export type Schema<T> = (input: unknown, path?: string) => T;
export type Infer<S> = S extends Schema<infer T> ? T : never;

const fail = (path: string, expected: string): never => {
  throw new SchemaMismatch(path, expected);
};

export const string: Schema<string> = (v, p = '') => (typeof v === 'string' ? v : fail(p, 'a string'));

export const number: Schema<number> = (v, p = '') => (typeof v === 'number' && Number.isFinite(v) ? v : fail(p, 'a number'));

/** Numbers some platforms send as strings ("12.50"). */
export const numeric: Schema<number> = (v, p = '') => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fail(p, 'numeric');
};

export const boolean: Schema<boolean> = (v, p = '') => (typeof v === 'boolean' ? v : fail(p, 'a boolean'));

export const unknown: Schema<unknown> = (v) => v;

export const literal =
  <T extends string | number | boolean>(...options: T[]): Schema<T> =>
  (v, p = '') =>
    options.includes(v as T) ? (v as T) : fail(p, `one of ${options.join(', ')}`);

export const optional =
  <T>(inner: Schema<T>): Schema<T | undefined> =>
  (v, p = '') =>
    v === undefined || v === null ? undefined : inner(v, p);

/** A field that may be absent; the fallback is used instead. */
export const withDefault =
  <T>(inner: Schema<T>, fallback: T): Schema<T> =>
  (v, p = '') =>
    v === undefined || v === null ? fallback : inner(v, p);

export const array =
  <T>(item: Schema<T>): Schema<T[]> =>
  (v, p = '') =>
    Array.isArray(v) ? v.map((x, i) => item(x, `${p}[${i}]`)) : fail(p, 'a list');

export const record =
  <T>(item: Schema<T>): Schema<Record<string, T>> =>
  (v, p = '') => {
    if (!isPlainObject(v)) return fail(p, 'an object');
    const out: Record<string, T> = {};
    for (const [k, x] of Object.entries(v)) out[k] = item(x, p ? `${p}.${k}` : k);
    return out;
  };

type Shape = Record<string, Schema<unknown>>;
type ObjectOf<S extends Shape> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]>;
} & {
  [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]>;
};

export const object =
  <S extends Shape>(shape: S): Schema<ObjectOf<S>> =>
  (v, p = '') => {
    if (!isPlainObject(v)) return fail(p, 'an object');
    const out: Record<string, unknown> = { ...v };
    for (const [k, check] of Object.entries(shape)) {
      const checked = check(v[k], p ? `${p}.${k}` : k);
      if (checked === undefined) delete out[k];
      else out[k] = checked;
    }
    return out as ObjectOf<S>;
  };

export const nullable =
  <T>(inner: Schema<T>): Schema<T | null> =>
  (v, p = '') =>
    v === null ? null : inner(v, p);

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** For calls whose value carries nothing the client uses: any value is accepted and dropped. */
export const empty: Schema<null> = () => null;
