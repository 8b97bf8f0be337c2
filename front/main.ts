/**
 * The front alone, in front of a platform at another address: `npm run start:front`.
 *
 * Environment: MC_PLATFORM_URL (the platform API's origin; required), PORT (8080), HOST
 * (127.0.0.1), MC_SITE_DIR (<repo>/dist/site; the kit is built beside it), MC_ALLOWED_ORIGINS
 * (partner origins: CORS and frame-ancestors), MC_TRUSTED_PROXIES (the CDN's or load balancer's
 * addresses), MC_PUBLIC_ORIGIN (the origin players use), MC_STORE_URL (redis://… shared by the
 * instances; memory without it, for one instance), MC_PUBLIC_CACHE (0: no cache of public
 * facts), MC_PAGE_SHARED_SECONDS (how long a CDN may keep a visitor's page; 30), MC_TLS_CERT and
 * MC_TLS_KEY (PEM files: HTTPS with HTTP/2).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createFront } from './app.ts';
import { parseTrustedProxies } from './http/client-address.ts';
import { parseOriginList } from './http/origins.ts';
import { serveFront } from './serve.ts';
import { openStore } from './store/store.ts';

const env = process.env;
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const platformUrl =
  env.MC_PLATFORM_URL ?? fail('MC_PLATFORM_URL names the platform API the front stands in front of, e.g. MC_PLATFORM_URL=http://127.0.0.1:8081');
let trustedProxies: ReturnType<typeof parseTrustedProxies> | undefined;
try {
  trustedProxies = parseTrustedProxies(env.MC_TRUSTED_PROXIES);
} catch (e) {
  fail(`MC_TRUSTED_PROXIES: ${e instanceof Error ? e.message : String(e)}`);
}
if (!!env.MC_TLS_CERT !== !!env.MC_TLS_KEY) fail('MC_TLS_CERT and MC_TLS_KEY go together: give both PEM files, or neither for plain HTTP.');
const store = openStore(env.MC_STORE_URL || undefined);
const shared = Number(env.MC_PAGE_SHARED_SECONDS ?? 30);
const app = createFront({
  platformUrl,
  siteDir: env.MC_SITE_DIR ? resolve(env.MC_SITE_DIR) : undefined,
  allowedOrigins: parseOriginList(env.MC_ALLOWED_ORIGINS),
  trustedProxies: trustedProxies!,
  publicOrigin: env.MC_PUBLIC_ORIGIN || undefined,
  store,
  publicCache: env.MC_PUBLIC_CACHE !== '0',
  pageSharedSeconds: Number.isFinite(shared) && shared >= 0 ? shared : 30,
});
const front = serveFront(app, env.MC_TLS_CERT && env.MC_TLS_KEY ? { cert: readFileSync(env.MC_TLS_CERT), key: readFileSync(env.MC_TLS_KEY) } : undefined);
const url = await front.listen(Number(env.PORT ?? 8080), env.HOST ?? '127.0.0.1');
console.log(`MC front listening on ${url}/m/ in front of ${platformUrl} (store: ${store.kind})`);

const stop = () => {
  Promise.all([front.close(), store.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
