import type { Schema } from './schema.ts';

/**
 * One platform call, described once (path, method, module id, auth, encryption, response
 * schema). The reference server routes by the same descriptions, so client and server cannot
 * drift apart on a path.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<Params, Value> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly moduleId: string;
  /** 'required': fails without a session; 'optional': token sent when there is one; 'none': never sent. */
  readonly auth: 'required' | 'optional' | 'none';
  /** The body is sealed with the platform's public key: login, register, and every body that carries a password. */
  readonly encrypt?: boolean;
  /**
   * A money call: it carries an `Idempotency-Key` header (one per submit intent, the same on its
   * retries), and the platform pays once per key and answers a repeat with the first answer.
   */
  readonly idempotent?: boolean;
  /** How parameters travel: query string (default for GET and DELETE), JSON or form body. */
  readonly body?: 'query' | 'json' | 'form';
  readonly response: Schema<Value>;
  /** Phantom field: carries the parameter type. */
  readonly __params?: Params;
}

/** The header a money call's idempotency key travels in. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type ParamsOf<E> = E extends Endpoint<infer P, unknown> ? P : never;
export type ValueOf<E> = E extends Endpoint<unknown, infer V> ? V : never;

export function endpoint<Params = void, Value = unknown>(description: Omit<Endpoint<Params, Value>, '__params'>): Endpoint<Params, Value> {
  return description;
}

/** Where the parameters of a call go, given its method. */
export function paramPlacement(e: Pick<Endpoint<unknown, unknown>, 'method' | 'body'>): 'query' | 'json' | 'form' {
  if (e.body) return e.body;
  return e.method === 'GET' || e.method === 'DELETE' ? 'query' : 'json';
}
