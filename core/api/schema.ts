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

// `let`: in Node the block at the end of this file wraps the combinators to note their shapes;
// the browser builds drop that block, and nothing else assigns them.
export let literal =
  <T extends string | number | boolean>(...options: T[]): Schema<T> =>
  (v, p = '') =>
    options.includes(v as T) ? (v as T) : fail(p, `one of ${options.join(', ')}`);

export let optional =
  <T>(inner: Schema<T>): Schema<T | undefined> =>
  (v, p = '') =>
    v === undefined || v === null ? undefined : inner(v, p);

/** A field that may be absent; the fallback is used instead. */
export let withDefault =
  <T>(inner: Schema<T>, fallback: T): Schema<T> =>
  (v, p = '') =>
    v === undefined || v === null ? fallback : inner(v, p);

export let array =
  <T>(item: Schema<T>): Schema<T[]> =>
  (v, p = '') =>
    Array.isArray(v) ? v.map((x, i) => item(x, `${p}[${i}]`)) : fail(p, 'a list');

export let record =
  <T>(item: Schema<T>): Schema<Record<string, T>> =>
  (v, p = '') => {
    if (!isPlainObject(v)) return fail(p, 'an object');
    // The checked record is the one given, copied only when a check changed a value: the site's
    // texts (a thousand keys) were rebuilt key by key, the longest part of its start on a slow phone.
    let out: Record<string, T> | undefined;
    for (const k of Object.keys(v)) {
      const x = v[k];
      const checked = item(x, p ? `${p}.${k}` : k);
      if (checked !== x) (out ??= { ...v } as Record<string, T>)[k] = checked;
    }
    return out ?? (v as Record<string, T>);
  };

type Shape = Record<string, Schema<unknown>>;
type ObjectOf<S extends Shape> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]>;
} & {
  [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]>;
};

export let object =
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

export let nullable =
  <T>(inner: Schema<T>): Schema<T | null> =>
  (v, p = '') =>
    v === null ? null : inner(v, p);

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** For calls whose value carries nothing the client uses: any value is accepted and dropped. */
export const empty: Schema<null> = () => null;

/**
 * What each schema checks, for the platform's OpenAPI document (front/openapi/): schemas are
 * closures, so the combinators note their shape in a side table. The notes cost the elements
 * nothing: the browser builds define `__MC_SCHEMA_SHAPES__` as false (vite.config.ts,
 * vite.kit.config.ts), so the minifier drops the block below with the table and `shapeOf`. Node
 * (tsx, vitest, the platform) defines nothing, so there every schema is noted whichever module
 * loads first: no flag has to be set before this module is imported.
 */
declare const __MC_SCHEMA_SHAPES__: boolean | undefined;

export type SchemaShape =
  | { readonly kind: 'string' | 'number' | 'numeric' | 'boolean' | 'unknown' | 'empty' }
  | { readonly kind: 'literal'; readonly options: readonly (string | number | boolean)[] }
  | { readonly kind: 'optional' | 'nullable' | 'array' | 'record'; readonly inner: Schema<unknown> }
  | { readonly kind: 'default'; readonly inner: Schema<unknown>; readonly fallback: unknown }
  | { readonly kind: 'object'; readonly shape: Readonly<Record<string, Schema<unknown>>> };

let shapes: WeakMap<Schema<unknown>, SchemaShape> | undefined;

/** The shape noted for a schema; undefined for a schema written by hand, and in the browser builds. */
export const shapeOf = (schema: Schema<unknown>): SchemaShape | undefined => shapes?.get(schema);

if (typeof __MC_SCHEMA_SHAPES__ === 'undefined' || __MC_SCHEMA_SHAPES__) {
  const table = new WeakMap<Schema<unknown>, SchemaShape>();
  shapes = table;
  const noted = <T>(schema: Schema<T>, shape: SchemaShape): Schema<T> => {
    table.set(schema, shape);
    return schema;
  };
  noted(string, { kind: 'string' });
  noted(number, { kind: 'number' });
  noted(numeric, { kind: 'numeric' });
  noted(boolean, { kind: 'boolean' });
  noted(unknown, { kind: 'unknown' });
  noted(empty, { kind: 'empty' });
  const plain = { literal, optional, withDefault, array, record, object, nullable };
  literal = <T extends string | number | boolean>(...options: T[]): Schema<T> => noted(plain.literal(...options), { kind: 'literal', options });
  optional = <T>(inner: Schema<T>): Schema<T | undefined> => noted(plain.optional(inner), { kind: 'optional', inner });
  withDefault = <T>(inner: Schema<T>, fallback: T): Schema<T> => noted(plain.withDefault(inner, fallback), { kind: 'default', inner, fallback });
  array = <T>(item: Schema<T>): Schema<T[]> => noted(plain.array(item), { kind: 'array', inner: item });
  record = <T>(item: Schema<T>): Schema<Record<string, T>> => noted(plain.record(item), { kind: 'record', inner: item });
  object = <S extends Shape>(shape: S): Schema<ObjectOf<S>> => noted(plain.object(shape), { kind: 'object', shape });
  nullable = <T>(inner: Schema<T>): Schema<T | null> => noted(plain.nullable(inner), { kind: 'nullable', inner });
}
