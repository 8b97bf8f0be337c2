import type { Endpoint } from '../../core/api/endpoint.ts';

/**
 * A tiny exact-match router keyed by method and path. Platform paths carry no path
 * parameters, so a map lookup is all it takes; a known path with an unknown method is told
 * apart from an unknown path (the first answers `http_method_not_support`).
 */
export type AnyEndpoint = Endpoint<never, unknown>;

export interface Route<H> {
  endpoint: AnyEndpoint;
  handler: H;
}

export type Match<H> = { kind: 'found'; route: Route<H> } | { kind: 'method-not-allowed'; allowed: string[] } | { kind: 'not-found' };

export class Router<H> {
  private readonly byPath = new Map<string, Map<string, Route<H>>>();

  add(endpoint: AnyEndpoint, handler: H): void {
    let methods = this.byPath.get(endpoint.path);
    if (!methods) this.byPath.set(endpoint.path, (methods = new Map()));
    if (methods.has(endpoint.method)) throw new Error(`duplicate route ${endpoint.method} ${endpoint.path}`);
    methods.set(endpoint.method, { endpoint, handler });
  }

  has(method: string, path: string): boolean {
    return this.byPath.get(path)?.has(method) ?? false;
  }

  match(method: string, path: string): Match<H> {
    const methods = this.byPath.get(path);
    if (!methods) return { kind: 'not-found' };
    const route = methods.get(method === 'HEAD' ? 'GET' : method);
    if (!route) return { kind: 'method-not-allowed', allowed: [...methods.keys()] };
    return { kind: 'found', route };
  }

  routes(): Route<H>[] {
    return [...this.byPath.values()].flatMap((m) => [...m.values()]);
  }
}
