import { Hono, type Context } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocsServer } from './docs/server.ts';
import { arrivingPlayer } from './handoff/arrival.ts';
import { registerHandoff } from './handoff/routes.ts';
import { openApiDocument } from './openapi/openapi.ts';
import { serveFrame } from './embed/frame.ts';
import { EmbedServer } from './embed/kit.ts';
import { clientAddress, type TrustedProxies } from './http/client-address.ts';
import { withVary } from './http/compression.ts';
import { isOriginAllowed, normaliseOrigin, preflightHeaders } from './http/origins.ts';
import { sendBody, sendText } from './http/respond.ts';
import { PublicCache } from './platform/cache.ts';
import { PlatformClient } from './platform/client.ts';
import { PublicFacts } from './platform/facts.ts';
import { type Forwarder, platformForwarder } from './platform/forward.ts';
import { type ArrivingPlayer, firstScreenPage, pageLanguage } from './site/first-screen.ts';
import { serveManifest } from './site/manifest.ts';
import { pageCacheControl } from './site/page-cache.ts';
import { Site } from './site/site.ts';
import type { SharedStore } from './store/store.ts';

/**
 * The front: what an operator deploys in front of its platform API, on as many machines as its
 * players need (DESIGN.md "The front and the platform"). It serves the /m/ site with its first
 * screen, the kit and its frame page, the embed demo pages, the docs and the manifest, and passes
 * the browser's API calls to the platform. It keeps nothing between requests but a short cache
 * of public facts; what instances must share goes through the store (front/store/).
 *
 * Written on Web-standard Request and Response (Hono): the same app runs on Node
 * (front/main.ts, @hono/node-server) and, with the file reads and the forwarder swapped, on an
 * edge runtime.
 */
export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface FrontOptions {
  /** The platform API's origin (MC_PLATFORM_URL); a function when it is known only once a server listens. */
  platformUrl: string | (() => string);
  /** The built site (default <repo>/dist/site); the kit is built beside it (dist/kit). */
  siteDir?: string;
  /** Partner origins (MC_ALLOWED_ORIGINS, parsed): CORS for the API, frame-ancestors for the frame page. */
  allowedOrigins?: readonly string[];
  /** Proxies whose X-Forwarded-* the front believes (MC_TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /** The origin players reach the front at (MC_PUBLIC_ORIGIN); else the origin each request names. */
  publicOrigin?: string;
  store: SharedStore;
  /** The short cache of public facts (MC_PUBLIC_CACHE=0 turns it off). */
  publicCache?: boolean;
  /** How long a shared cache (a CDN) may keep a visitor's /m/ page, in seconds (MC_PAGE_SHARED_SECONDS; 0: not at all). */
  pageSharedSeconds?: number;
  /** Passes the reference platform's operator routes (/__admin/, /__test/) on; they answer loopback alone. */
  forwardOperatorRoutes?: boolean;
  /** How the front reaches the platform for the browser's calls (default: over HTTP at platformUrl). */
  forwarder?: Forwarder;
}

/** What every route may read about its request. */
interface RequestContext {
  url: URL;
  /** The client's address, through trusted proxies only. */
  client: string;
  /** The origin the client reached. */
  origin: string;
}

/** Paths answered by the platform itself: its API, its images and its own pages (the demo game, payments, downloads). */
const PLATFORM_API = ['/wps/', '/lgw/'];
const PLATFORM_PAGES = ['/img/', '/games/', '/pay/', '/download/'];
const OPERATOR_ROUTES = ['/__admin/', '/__test/'];

type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };

export function createFront(options: FrontOptions): Hono<{ Bindings: Bindings }> {
  const siteDir = resolve(options.siteDir ?? join(REPO_ROOT, 'dist', 'site'));
  const kitDir = join(siteDir, '..', 'kit');
  const allowList = options.allowedOrigins ?? [];
  const client = new PlatformClient({ baseUrl: options.platformUrl });
  const facts = new PublicFacts(client, new PublicCache(options.publicCache ?? true));
  const forwarder = options.forwarder ?? platformForwarder(options.platformUrl);
  const embed = new EmbedServer(kitDir);
  // The platform's contract (OpenAPI), served beside the element pages; made once per instance.
  let contract: string | undefined;
  const docs = new DocsServer(
    kitDir,
    () => embed.kitVersion(),
    (req, rel) => {
      if (rel !== 'openapi.json') return undefined;
      contract ??= JSON.stringify(openApiDocument({ version: embed.kitVersion() }), null, 2);
      return sendBody(req, contract, 'application/json; charset=utf-8', 'public, max-age=300', { 'Access-Control-Allow-Origin': '*' });
    },
  );
  const publicOrigin = options.publicOrigin ? (normaliseOrigin(options.publicOrigin) ?? undefined) : undefined;
  const sharedSeconds = options.pageSharedSeconds ?? 30;
  const site = new Site(siteDir, async (req, url, indexHtml, origin) => {
    const { language, from } = pageLanguage(req, url);
    const arriving: ArrivingPlayer = (scope) => arrivingPlayer({ store: options.store, client }, req, scope);
    const page = await firstScreenPage(facts, language, url, indexHtml, origin, arriving);
    const secretInAddress = page.referrerPolicy === 'no-referrer';
    return {
      html: page.html,
      ...pageCacheControl({ languageFrom: from, complete: page.complete, sharedSeconds, secretInAddress, personal: page.personal }),
      ...(page.referrerPolicy ? { referrerPolicy: page.referrerPolicy } : {}),
    };
  });

  const contextOf = (c: Context<{ Bindings: Bindings }>): RequestContext => {
    const url = new URL(c.req.url);
    const socket = c.env?.incoming?.socket?.remoteAddress ?? '';
    const client = clientAddress(socket, c.req.header('x-forwarded-for'), options.trustedProxies);
    const forwarded = isTrustedSocket(socket, options.trustedProxies)
      ? forwardedOrigin(c.req.header('x-forwarded-proto'), c.req.header('x-forwarded-host'))
      : undefined;
    return { url, client, origin: publicOrigin ?? forwarded ?? url.origin };
  };

  const app = new Hono<{ Bindings: Bindings }>();

  // The hand-off is the front's: its codes live in the shared store, so any instance redeems them.
  registerHandoff(app, { store: options.store, client, contextOf });

  // The API: answered by the platform, read by partner pages their merchant allows (CORS here, by the front's own list).
  for (const prefix of PLATFORM_API) {
    app.on('OPTIONS', `${prefix}*`, (c) => {
      const { origin } = contextOf(c);
      const asked = c.req.header('origin');
      if (!isOriginAllowed({ origin: asked, own: origin, merchant: undefined, preflight: true }, allowList)) {
        return new Response(null, { status: 403, headers: { Vary: 'Origin', 'Content-Length': '0' } });
      }
      return new Response(null, { status: 204, headers: { ...preflightHeaders(normaliseOrigin(asked!)!), 'Content-Length': '0' } });
    });
    app.all(`${prefix}*`, async (c) => {
      const ctx = contextOf(c);
      const answer = await forwarder.forward(c.req.raw, ctx.url, { clientAddress: ctx.client, origin: ctx.origin });
      const headers = new Headers(answer.headers);
      headers.set('Vary', withVary(headers.get('Vary'), 'Origin'));
      const asked = c.req.header('origin');
      if (isOriginAllowed({ origin: asked, own: ctx.origin, merchant: c.req.header('merchant'), preflight: false }, allowList)) {
        headers.set('Access-Control-Allow-Origin', normaliseOrigin(asked!)!);
      }
      return new Response(answer.body, { status: answer.status, headers });
    });
  }
  for (const prefix of [...PLATFORM_PAGES, ...(options.forwardOperatorRoutes ? OPERATOR_ROUTES : [])]) {
    app.all(`${prefix}*`, (c) => {
      const ctx = contextOf(c);
      return forwarder.forward(c.req.raw, ctx.url, { clientAddress: ctx.client, origin: ctx.origin });
    });
  }

  app.get('/healthz', async (c) => {
    const store = await options.store.ping().catch(() => false);
    return sendBody(c.req.raw, JSON.stringify({ ok: store, store: options.store.kind }), 'application/json; charset=utf-8', 'no-store', {}, store ? 200 : 503);
  });

  // Everything else is the front's own: GET and HEAD only.
  app.all('*', async (c) => {
    const req = c.req.raw;
    const ctx = contextOf(c);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(req, 405, 'method not allowed', { Allow: 'GET, HEAD' });
    const frame = await serveFrame(req, ctx.url, allowList, kitDir, { facts, siteDir, origin: ctx.origin });
    if (frame) return frame;
    // The demo pages may point at another origin than their own (MC_EMBED_PLATFORM_ORIGIN, read per request: a second address of this front in the tests).
    const kit = embed.serve(req, ctx.url, embedPlatformOrigin() ?? ctx.origin);
    if (kit) return kit;
    const doc = await docs.serve(req, ctx.url, embedPlatformOrigin() ?? ctx.origin);
    if (doc) return doc;
    const { language } = pageLanguage(req, ctx.url);
    const manifest = await serveManifest(req, ctx.url, facts, { merchant: siteMerchant(siteDir), language, origin: ctx.origin });
    if (manifest) return manifest;
    return site.serve(req, ctx.url, ctx.origin);
  });

  app.onError((e, c) => {
    console.error(`front: ${c.req.method} ${c.req.path}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return sendText(c.req.raw, 500, 'internal error');
  });
  return app;
}

const embedPlatformOrigin = (): string | undefined =>
  process.env.MC_EMBED_PLATFORM_ORIGIN ? (normaliseOrigin(process.env.MC_EMBED_PLATFORM_ORIGIN) ?? undefined) : undefined;

/** `https://host` from X-Forwarded-Proto and -Host, when both are well-formed. */
function forwardedOrigin(proto: string | undefined, host: string | undefined): string | undefined {
  const scheme = proto?.split(',')[0]?.trim().toLowerCase();
  const name = host?.split(',')[0]?.trim();
  if ((scheme !== 'http' && scheme !== 'https') || !name) return undefined;
  return normaliseOrigin(`${scheme}://${name}`) ?? undefined;
}

const isTrustedSocket = (socket: string, trusted: TrustedProxies): boolean => socket !== '' && trusted.includes(socket);

/** The merchant the built site names (`<meta name="mc-merchant">`), read once per build. */
const merchants = new Map<string, string>();
function siteMerchant(siteDir: string): string {
  let merchant = merchants.get(siteDir);
  if (!merchant) {
    const index = join(siteDir, 'index.html');
    const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
    merchant = /<meta name="mc-merchant" content="([A-Za-z0-9_-]+)"/.exec(html)?.[1] ?? 'MC01';
    if (html) merchants.set(siteDir, merchant);
  }
  return merchant;
}
