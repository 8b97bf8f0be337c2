import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './api/index.ts';
import { handleApiCall } from './api/pipeline.ts';
import { openDatabase, type DB } from './db/open.ts';
import { sendJson } from './http/envelope.ts';
import { answerPreflight, applyCors } from './http/cors.ts';
import { baseSecurityHeaders } from './http/security-headers.ts';
import { serveImage } from './images/routes.ts';
import { CaptchaStore } from './security/captcha.ts';
import { LoginGuard } from './security/login-guard.ts';
import { AttemptLock, SECRET_ATTEMPT_LIMIT, SECRET_LOCK_MS } from './security/attempt-lock.ts';
import { AttemptLog } from './security/attempt-log.ts';
import { KeyRing } from './security/sealing.ts';
import { isSeeded, refreshLiveData, seedDatabase } from './seed/index.ts';
import type { PlatformState } from './state.ts';
import { Switches, type SwitchInput } from './switches.ts';
import { DEFAULT_ADMIN_HOSTS, serveAdmin, serveTest } from './web/admin.ts';
import { servePages } from './web/pages.ts';
import { DEFAULT_LIVE_WINDOW, LivePublisher, type LiveWindow } from './live/publisher.ts';
import { DEFAULT_STREAM_LIMITS, LiveStreams, type LiveStreamLimits } from './live/stream.ts';
import { createFront } from '../front/app.ts';
import { parseTrustedProxies } from '../front/http/client-address.ts';
import { serveFront } from '../front/serve.ts';
import { openStore, type SharedStore } from '../front/store/store.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface PlatformOptions {
  /** SQLite file; created and seeded when it holds no data yet. */
  dbPath: string;
  /** The built site (default <repo>/dist/site). */
  siteDir?: string;
  /** Enables /__test/* routes. */
  testMode?: boolean;
  /** Partner origins allowed by CORS, besides the server's own. */
  allowedOrigins?: string[];
  /** Host names (without port) the /__admin and /__test routes answer to; loopback names by default. */
  adminHosts?: string[];
  /** Start-up switches (what POST /__admin/reset returns to). */
  switches?: SwitchInput;
  /** Clock, for tests. */
  now?: () => number;
  log?: (line: string) => void;
  /** Reuse a key ring (tests start many platforms; an RSA key takes a while to make). */
  keys?: KeyRing;
  /**
   * A certificate and its key (PEM): HTTPS with HTTP/2, and HTTP/1.1 over TLS for clients
   * without it. Without them, plain HTTP/1.1.
   */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /**
   * The front before it (front/app.ts), on the port `listen` is given, with the platform on a
   * loopback port of its own behind it: the whole product on one port, as `npm start` runs it.
   * false: the platform alone on that port, for fronts elsewhere (`npm run start:platform`).
   */
  front?: false | { trustedProxies?: string; store?: SharedStore; publicCache?: boolean; pageSharedSeconds?: number };
  /**
   * Where the platform keeps its live captchas (front/store/store.ts): by default its front's
   * store, else one in memory on the platform's clock; a shared Valkey/Redis (MC_STORE_URL) when
   * several platform processes answer. The live events' replay window is kept there too, and
   * its pub/sub carries them from the process that publishes to the one holding the stream.
   */
  store?: SharedStore;
  /**
   * The live streams (server/live/): heartbeat, suggested retry, limits per player and per
   * address, and the replay window (MC_LIVE_* in server/main.ts).
   */
  live?: Partial<LiveStreamLimits & LiveWindow>;
}

export interface Platform {
  /** The server `listen` starts: the front's, or the platform's alone. */
  server: Server | Http2SecureServer;
  db: DB;
  state: PlatformState;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** How long an injected 'timeout' failure holds the connection before dropping it. */
export const INJECTED_TIMEOUT_MS = 35_000;

export function createPlatform(options: PlatformOptions): Platform {
  const clock = { offsetMs: 0 };
  const baseNow = options.now ?? Date.now;
  const now = () => baseNow() + clock.offsetMs;
  const db = openDatabase(options.dbPath);
  // One store for the front's hand-off codes and the platform's captchas, on the platform's clock
  // (tests move it); the platform alone without one keeps its own in memory.
  const frontStore = options.front === false ? undefined : (options.front?.store ?? openStore(undefined, { now }));
  const ownStore = options.store || frontStore ? undefined : openStore(undefined, { now });
  const platformStore = options.store ?? frontStore ?? ownStore!;
  if (!isSeeded(db)) seedDatabase(db, now());
  else refreshLiveData(db, now());

  const log = options.log ?? ((line: string) => console.log(line));
  const liveOptions = { ...DEFAULT_STREAM_LIMITS, ...DEFAULT_LIVE_WINDOW, ...options.live };
  const state: PlatformState = {
    db,
    now,
    clock,
    testMode: options.testMode ?? false,
    siteDir: options.siteDir ?? join(REPO_ROOT, 'dist', 'site'),
    allowedOrigins: options.allowedOrigins ?? [],
    keys: options.keys ?? new KeyRing(),
    captchas: new CaptchaStore(platformStore),
    guard: new LoginGuard(new AttemptLog(db, 'login.user'), new AttemptLog(db, 'login.address'), now),
    fundsLock: new AttemptLock(new AttemptLog(db, 'funds-password'), now, SECRET_ATTEMPT_LIMIT, SECRET_LOCK_MS),
    reauthLock: new AttemptLock(new AttemptLog(db, 'reauth'), now, SECRET_ATTEMPT_LIMIT, SECRET_LOCK_MS),
    adminHosts: options.adminHosts?.length ? options.adminHosts.map((h) => h.toLowerCase()) : DEFAULT_ADMIN_HOSTS,
    idempotentCalls: new Map(),
    switches: new Switches(db, options.switches ?? {}),
    launches: new Map(),
    log,
    live: new LivePublisher(platformStore, { maxEvents: liveOptions.maxEvents, windowMs: liveOptions.windowMs }, log),
    liveStreams: undefined as unknown as LiveStreams,
  };
  state.liveStreams = new LiveStreams(state, {
    heartbeatMs: liveOptions.heartbeatMs,
    retryMs: liveOptions.retryMs,
    perPlayer: liveOptions.perPlayer,
    perAddress: liveOptions.perAddress,
    maxBufferedBytes: liveOptions.maxBufferedBytes,
  });
  const api = buildApi();
  const held = new Set<{ timer: NodeJS.Timeout; target: { destroy(): void } }>();
  let lastRefreshDay = new Date(now()).toDateString();

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    baseSecurityHeaders(res);
    applyCors(req, res, state.allowedOrigins);
    if (req.method === 'OPTIONS') return answerPreflight(req, res, state.allowedOrigins);

    if (path.startsWith('/wps/') || path.startsWith('/lgw/')) {
      const today = new Date(now()).toDateString();
      if (today !== lastRefreshDay) {
        lastRefreshDay = today;
        refreshLiveData(db, now());
      }
      const latency = state.switches.latencyMs;
      if (latency > 0) await new Promise((r) => setTimeout(r, latency));
      if (injectFailure(req, res, path)) return;
      return handleApiCall(state, api, req, res, url);
    }
    if (path.startsWith('/__admin/')) return serveAdmin(state, req, res, url);
    if (path.startsWith('/__test/')) {
      if (!(await serveTest(state, req, res, url))) sendJson(res, 404, { success: false, value: null, errorCode: 'not.found', message: 'not found' });
      return;
    }
    if (path.startsWith('/img/')) {
      if (!(await serveImage(db, req, res, url))) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('no such image');
      }
      return;
    }
    if ((await servePages(state, req, res, url)) === true) return;
    sendJson(res, 404, { success: false, value: null, errorCode: 'not.found', message: 'not found' });
  }

  /** Failure injection for /wps and /lgw calls (switches failureRate, failureMode, failurePaths). */
  function injectFailure(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const f = state.switches.failure;
    if (f.rate <= 0) return false;
    if (f.paths.length && !f.paths.some((p) => path.startsWith(p))) return false;
    if (Math.random() >= f.rate) return false;
    const mode = f.mode === 'mixed' ? (['500', 'timeout', 'garbage'] as const)[Math.floor(Math.random() * 3)]! : f.mode;
    req.resume();
    if (mode === '500') {
      const html =
        '<!doctype html><html><head><title>500 Internal Server Error</title></head><body><h1>500 Internal Server Error</h1><p>nginx</p></body></html>';
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(html) });
      res.end(html);
    } else if (mode === 'garbage') {
      const [type, body] =
        Math.random() < 0.5
          ? ['text/plain; charset=utf-8', '\u0000\u0001<<garbled upstream answer>>']
          : ['application/json; charset=utf-8', '{"status":"ok","data":[1,2,3]}'];
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    } else {
      // Hold the request unanswered. Over HTTP/2 only its stream: the connection carries others.
      const stream = (req as unknown as Partial<Http2ServerRequest>).stream;
      const target: { destroy(): void; once(event: 'close', listener: () => void): unknown } = stream ?? req.socket;
      const entry = {
        target,
        timer: setTimeout(() => {
          held.delete(entry);
          target.destroy();
        }, INJECTED_TIMEOUT_MS),
      };
      held.add(entry);
      target.once('close', () => {
        clearTimeout(entry.timer);
        held.delete(entry);
      });
    }
    return true;
  }

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    onRequest(req, res).catch((e: unknown) => {
      state.log(`unhandled ${req.method} ${req.url}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (!res.headersSent) sendJson(res, 500, { success: false, value: null, errorCode: 'server.error', message: 'internal error' });
      else res.destroy();
    });
  };
  const withFront = options.front !== false;
  // Behind its own front the platform speaks plain HTTP on loopback; alone, it is what players reach.
  const platformTls = withFront ? undefined : options.tls;
  let platformServer: Server | Http2SecureServer;
  if (platformTls) {
    // The HTTP/2 compatibility API answers like node:http's request and response, which is all
    // the handlers use (headers, url, method, socket address, writeHead, end, req).
    platformServer = createSecureServer(
      { cert: platformTls.cert, key: platformTls.key, allowHTTP1: true },
      handle as unknown as (req: Http2ServerRequest) => void,
    );
  } else {
    const http1 = createServer(handle);
    http1.requestTimeout = 60_000;
    http1.headersTimeout = 20_000;
    http1.keepAliveTimeout = 65_000;
    platformServer = http1;
  }
  // Every connection, to end them on close (the HTTP/2 server has no closeAllConnections).
  const sockets = new Set<Socket>();
  platformServer.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listenOn = (server: Server | Http2SecureServer, port: number, host: string, scheme: string) =>
    new Promise<string>((resolveUrl, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const a = server.address() as AddressInfo;
        const h = a.family === 'IPv6' ? `[${a.address}]` : a.address;
        resolveUrl(`${scheme}://${h}:${a.port}`);
      });
    });

  let platformUrl = '';
  const frontOptions = options.front === false ? undefined : (options.front ?? {});
  const store = frontStore;
  const front =
    frontOptions &&
    serveFront(
      createFront({
        platformUrl: () => platformUrl,
        siteDir: state.siteDir,
        allowedOrigins: state.allowedOrigins,
        trustedProxies: parseTrustedProxies(frontOptions.trustedProxies),
        store: store!,
        // Tests flip switches and load a page at once: no cache of public facts in test mode unless asked.
        publicCache: frontOptions.publicCache ?? !state.testMode,
        pageSharedSeconds: frontOptions.pageSharedSeconds,
        forwardOperatorRoutes: true,
      }),
      options.tls,
    );

  return {
    server: front ? front.server : platformServer,
    db,
    state,
    async listen(port = 0, host = '127.0.0.1') {
      if (!front) return listenOn(platformServer, port, host, platformTls ? 'https' : 'http');
      platformUrl = await listenOn(platformServer, 0, '127.0.0.1', 'http');
      return front.listen(port, host);
    },
    async close() {
      state.liveStreams.closeAll();
      state.live.close();
      for (const h of held) {
        clearTimeout(h.timer);
        h.target.destroy();
      }
      held.clear();
      await Promise.all([
        front?.close(),
        store?.close(),
        ownStore?.close(),
        new Promise<void>((resolveClose) => {
          if (!platformServer.listening) return resolveClose();
          platformServer.close(() => resolveClose());
          for (const socket of sockets) socket.destroy();
        }),
      ]);
      db.close();
    },
  };
}
