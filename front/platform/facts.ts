import type { Endpoint } from '../../core/api/endpoint.ts';
import { CACHE_SHORT, type CacheStrategy, type PublicCache } from './cache.ts';
import type { CallScope, PlatformClient } from './client.ts';

/**
 * The platform's public facts as the front reads them: a call through the client, kept by the
 * public cache under its origin, merchant, language, endpoint and parameters. Undefined when the platform
 * did not give the fact (down, slow, refused): the page is then served without it.
 */
export class PublicFacts {
  constructor(
    private readonly client: PlatformClient,
    private readonly cache: PublicCache,
  ) {}

  get<P, V>(ep: Endpoint<P, V>, params: P, scope: CallScope, strategy: CacheStrategy = CACHE_SHORT): Promise<V | undefined> {
    const key = `${scope.origin ?? ''}\u0000${scope.merchant}\u0000${scope.language}\u0000${ep.name}\u0000${JSON.stringify(params ?? null)}`;
    return this.cache.get(key, strategy, () => this.client.call(ep, params, scope));
  }
}
