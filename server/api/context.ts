import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Endpoint } from '../../core/api/endpoint.ts';
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import type { Params } from '../http/body.ts';
import { Router } from '../http/router.ts';
import type { ContentLanguage } from '../i18n.ts';
import type { SessionRow } from '../security/sessions.ts';
import type { PlatformState, UserRow } from '../state.ts';

/** What a handler gets for one call. */
export interface Ctx {
  app: PlatformState;
  db: DB;
  req: IncomingMessage;
  params: Params;
  lang: ContentLanguage;
  ip: string;
  merchant: string;
  /** The caller's origin as the links we hand out should use it (http://host). */
  origin: string;
  now: number;
  user: UserRow | null;
  session: SessionRow | null;
}

export interface AuthedCtx extends Ctx {
  user: UserRow;
  session: SessionRow;
}

export type Handler = (ctx: Ctx) => unknown | Promise<unknown>;

export interface RouteOptions {
  /** Body size limit in bytes (default 1 MB). */
  bodyLimit?: number;
  /** Free-trial accounts (type 4) are refused. */
  realAccountOnly?: boolean;
  /** Only accounts with an agency centre (types other than 0, 4, 40). */
  agentOnly?: boolean;
}

/** A call answered with a stream rather than the envelope: it writes `res` itself (or throws an ApiError before writing). */
export type StreamHandler = (ctx: Ctx, res: ServerResponse) => Promise<void>;

export interface RouteEntry {
  handler: Handler;
  options: RouteOptions;
  stream?: StreamHandler;
}

/**
 * Handlers are registered against the contract's endpoint descriptions, so the method,
 * path, module id, auth rule, sealing and body placement come from core/api and the
 * handler's return type is checked against the endpoint's value type.
 */
export class ApiRegistry {
  readonly router = new Router<RouteEntry>();

  on<P, V>(ep: Endpoint<P, V>, handler: (ctx: Ctx) => V | Promise<V>, options: RouteOptions = {}): void {
    this.router.add(ep as unknown as Endpoint<never, unknown>, { handler, options });
  }

  /** For endpoints with auth 'required': the handler receives a context with a user. */
  authed<P, V>(ep: Endpoint<P, V>, handler: (ctx: AuthedCtx) => V | Promise<V>, options: RouteOptions = {}): void {
    this.on(ep, (ctx) => handler(ctx as AuthedCtx), options);
  }

  /** For the live streams (core/api/live.ts): checked like any call, then answered by `handler` on the response itself. */
  stream<P, V>(ep: Endpoint<P, V>, handler: StreamHandler): void {
    this.router.add(ep as unknown as Endpoint<never, unknown>, {
      handler: () => {
        throw new ApiError('server.error', `${ep.name} streams`, 500);
      },
      options: {},
      stream: handler,
    });
  }

  /** Throws when an endpoint of the contract has no handler. */
  assertComplete(endpoints: readonly Endpoint<never, unknown>[]): void {
    const missing = endpoints.filter((ep) => !this.router.has(ep.method, ep.path)).map((ep) => `${ep.name} (${ep.method} ${ep.path})`);
    if (missing.length) throw new Error(`no handler for: ${missing.join(', ')}`);
  }
}

export const requireUser = (ctx: Ctx): UserRow => {
  if (!ctx.user) throw new ApiError('SESSION_EXPIRED', 'please log in', 401);
  return ctx.user;
};
