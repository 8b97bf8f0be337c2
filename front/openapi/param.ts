/**
 * A small builder for the JSON Schema of a call's parameters, typed so that the compiler holds
 * each description to the endpoint's parameter type (`ParamsOf`): parameter types exist only at
 * compile time, so this is how the document and core/api cannot drift apart on a field.
 */
import type { Endpoint } from '../../core/api/endpoint.ts';
import type { JsonScalar, JsonSchema } from './types.ts';

/** A described value of type T; `Opt` marks a field that may be left out. */
export interface Param<T, Opt extends boolean = boolean> {
  readonly schema: JsonSchema;
  readonly optional: Opt;
  /** Phantom: carries T. */
  readonly __type?: T;
}

type TypeOf<P> = P extends Param<infer T, boolean> ? T : never;
type Fields = Record<string, Param<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Fields> = Flat<
  { [K in keyof S as S[K] extends Param<unknown, true> ? never : K]: TypeOf<S[K]> } & {
    [K in keyof S as S[K] extends Param<unknown, true> ? K : never]?: Exclude<TypeOf<S[K]>, undefined>;
  }
>;

const param = <T>(schema: JsonSchema): Param<T, false> => ({ schema, optional: false });

export const str = (extra: Omit<JsonSchema, 'type'> = {}): Param<string, false> => param({ type: 'string', ...extra });
export const num = (extra: Omit<JsonSchema, 'type'> = {}): Param<number, false> => param({ type: 'number', ...extra });
export const int = (extra: Omit<JsonSchema, 'type'> = {}): Param<number, false> => param({ type: 'integer', ...extra });
export const bool = (description?: string): Param<boolean, false> => param({ type: 'boolean', ...(description ? { description } : {}) });

export const lit = <const T extends readonly Exclude<JsonScalar, null>[]>(...options: T): Param<T[number], false> =>
  param(options.length === 1 ? { const: options[0]! } : { enum: [...options] });

export const list = <T>(item: Param<T>, extra: Omit<JsonSchema, 'type' | 'items'> = {}): Param<T[], false> =>
  param({ type: 'array', items: item.schema, ...extra });

export const nullable = <T>(inner: Param<T>): Param<T | null, false> => param({ anyOf: [inner.schema, { type: 'null' }] });

export const opt = <T>(inner: Param<T>): Param<T | undefined, true> => ({ schema: inner.schema, optional: true });

/** A short description on any parameter. */
export const about = <T, O extends boolean>(description: string, inner: Param<T, O>): Param<T, O> => ({
  ...inner,
  schema: { ...inner.schema, description },
});

export const obj = <S extends Fields>(fields: S): Param<ObjectOf<S>, false> => {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    properties[key] = field.schema;
    if (!field.optional) required.push(key);
  }
  return param({ type: 'object', properties, ...(required.length ? { required } : {}) });
};

export const either = <A, B>(a: Param<A>, b: Param<B>): Param<A | B, false> => param({ oneOf: [a.schema, b.schema] });

/** A call's parameters as the document has them; `schema` null: the call takes none. */
export interface ParamsEntry {
  readonly endpoint: Endpoint<never, unknown>;
  readonly schema: JsonSchema | null;
}

// Mutual assignability plus the same keys in every member: optional against required, a field
// left out and a field too many all fail.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type KeysOf<T> = T extends unknown ? keyof T : never;
type Fits<A, B> = Same<A, B> extends true ? Same<KeysOf<A>, KeysOf<B>> : false;
type Matching<S, P> = Fits<TypeOf<S>, P> extends true ? unknown : { readonly 'does not match the endpoint parameters': P; readonly described: TypeOf<S> };

/** The parameters of `endpoint`: the compiler refuses a description that is not exactly its parameter type. */
export function takes<P, S extends Param<unknown>>(endpoint: Endpoint<P, unknown>, described: S & Matching<S, P>): ParamsEntry {
  return { endpoint: endpoint as unknown as Endpoint<never, unknown>, schema: described.schema };
}

/** A call without parameters. */
export function takesNothing(endpoint: Endpoint<void, unknown>): ParamsEntry {
  return { endpoint: endpoint as unknown as Endpoint<never, unknown>, schema: null };
}
