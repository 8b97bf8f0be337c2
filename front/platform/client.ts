import type { Endpoint } from '../../core/api/endpoint.ts';
import { paramPlacement } from '../../core/api/endpoint.ts';
import { toQuery } from '../../core/api/request.ts';
import { isPlainObject, SchemaMismatch } from '../../core/api/schema.ts';

/**
 * The front's own calls to the platform's API (the first screen's public facts, the manifest's
 * brand, the hand-off's session): over HTTP, through the same endpoint descriptors the browser
 * uses (core/api/*), with the same headers and envelope, and a short time limit of their own so a
 * slow platform never holds a page.
 */

/** Who the call is for: the merchant and language headers every call carries. */
export interface CallScope {
  merchant: string;
  language: string;
  /**
   * The front's public origin the player reached: the platform builds the links and image
   * addresses it answers with from it (X-Forwarded-Proto and -Host, believed from the front).
   */
  origin?: string;
}

/** A call that did not give a value: the platform is down, slow or garbled (`unavailable`), or refused it (`refused`, with its code). */
export class PlatformCallError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PlatformCallError';
  }
}

export interface PlatformClientOptions {
  /** The platform API's origin (MC_PLATFORM_URL); a function when it is known only once a server listens. */
  baseUrl: string | (() => string);
  /** How long one call may take (default 2 s). */
  timeoutMs?: number;
}

export class PlatformClient {
  private readonly timeoutMs: number;

  constructor(private readonly options: PlatformClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 2_000;
  }

  get baseUrl(): string {
    const base = this.options.baseUrl;
    return (typeof base === 'function' ? base() : base).replace(/\/+$/, '');
  }

  /** The call's value, checked by its schema; throws PlatformCallError. `token`: a player's session, for calls made on their behalf. */
  async call<P, V>(ep: Endpoint<P, V>, params: P, scope: CallScope, extra: { token?: string; headers?: Record<string, string> } = {}): Promise<V> {
    const headers: Record<string, string> = {
      Merchant: scope.merchant,
      Language: scope.language,
      'Module-Id': ep.moduleId,
      Device: 'MOBILE',
      ...extra.headers,
    };
    if (extra.token !== undefined && ep.auth !== 'none') headers.Authorization = extra.token;
    if (scope.origin) {
      const publicUrl = new URL(scope.origin);
      headers['X-Forwarded-Proto'] = publicUrl.protocol.slice(0, -1);
      headers['X-Forwarded-Host'] = publicUrl.host;
    }
    const placement = paramPlacement(ep);
    let url = `${this.baseUrl}${ep.path}`;
    let body: string | undefined;
    if (placement === 'query') {
      const query = toQuery(params).toString();
      if (query) url += `?${query}`;
    } else if (placement === 'json' && params !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(params);
    } else if (placement === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQuery(params).toString();
    }
    let text: string;
    let status: number;
    try {
      const response = await fetch(url, { method: ep.method, headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (e) {
      throw new PlatformCallError('unavailable', `${ep.name}: ${e instanceof Error ? e.message : 'no answer'}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new PlatformCallError('unavailable', `${ep.name}: unreadable answer (HTTP ${status})`);
    }
    if (!isPlainObject(parsed) || typeof parsed.success !== 'boolean') throw new PlatformCallError('unavailable', `${ep.name}: no envelope (HTTP ${status})`);
    if (!parsed.success) {
      const code = typeof parsed.errorCode === 'string' ? parsed.errorCode : undefined;
      throw new PlatformCallError('refused', `${ep.name}: ${typeof parsed.message === 'string' ? parsed.message : (code ?? 'refused')}`, code);
    }
    try {
      return ep.response(parsed.value);
    } catch (e) {
      if (e instanceof SchemaMismatch) throw new PlatformCallError('unavailable', `${ep.name}: ${e.message}`);
      throw e;
    }
  }
}
