/**
 * End-to-end harness: the reference platform in-process on a free port, serving the built site
 * (dist/site), and Chromium driven by playwright-core.
 *
 *   import { describe, it, expect, beforeAll, afterAll } from 'vitest';
 *   import { startPlatform, launchBrowser, collectConsoleErrors, type Platform, type E2EBrowser } from './harness.ts';
 *
 *   let platform: Platform;
 *   let browser: E2EBrowser;
 *   beforeAll(async () => {
 *     platform = await startPlatform();
 *     browser = await launchBrowser();
 *   });
 *   afterAll(async () => {
 *     await browser?.close();
 *     await platform?.close();
 *   });
 *
 *   it('visitor sees the home page', async () => {
 *     const page = await browser.newPage();            // fresh context, closed after the test
 *     const errors = collectConsoleErrors(page);       // before the first goto
 *     await page.goto(platform.url + '/m/');
 *     await expect.poll(() => page.locator('mc-header').count()).toBe(1);
 *     expect(errors).toEqual([]);
 *   });
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Frame, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { embedContentSecurityPolicy } from '../../front/http/headers.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium.mjs';
import { scaled } from '../timeout-scale.mjs';

export { scaled, timeoutScale } from '../timeout-scale.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SITE_DIR = join(ROOT, 'dist/site');

// ---------------------------------------------------------------------------------------------
// The platform

export interface Platform {
  /** Origin of the platform, e.g. `http://127.0.0.1:41234` (the site is under `/m/`). */
  url: string;
  /** `url + '/m/'`. */
  site: string;
  /** Temporary data folder (SQLite database), deleted by close(). */
  dataDir: string;
  /** POSTs `switches` to /__admin/switches (latency, failures… in test mode); returns the parsed answer. */
  admin(switches: Record<string, unknown>): Promise<unknown>;
  /** POSTs /__admin/reset: switches back to their start-up values. */
  reset(): Promise<unknown>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Built site to serve (default $E2E_SITE_DIR, else dist/site). */
  siteDir?: string;
  /** Extra options handed to createPlatform. */
  extra?: Record<string, unknown>;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Starts the reference platform from server/app.ts in this process:
 * `createPlatform({ dbPath, siteDir, testMode: true })` with a fresh temporary data
 * folder, listening on 127.0.0.1 port 0. Accepted shapes of what createPlatform returns (or
 * resolves to): an http.Server; `{ server: http.Server, close? }`; `{ handler | handle |
 * requestListener: (req, res) => void, close? }`; `{ listen(port, host) → Server | address, close }`.
 */
export async function startPlatform(options: StartOptions = {}): Promise<Platform> {
  const siteDir = options.siteDir ?? (process.env.E2E_SITE_DIR || SITE_DIR);
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`startPlatform: ${join(siteDir, 'index.html')} is missing — build the site first (npm run build).`);
  }
  const appPath = join(ROOT, 'server/app.ts');
  if (!existsSync(appPath)) throw new Error('startPlatform: server/app.ts does not exist yet.');

  const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-'));
  process.env.MC_TEST_MODE ??= '1';
  if (process.env.E2E_FRONT === 'separate') return startSeparately(siteDir, dataDir, options);
  const mod = (await import(/* @vite-ignore */ appPath)) as { createPlatform?: (o: Record<string, unknown>) => unknown };
  if (typeof mod.createPlatform !== 'function') throw new Error('startPlatform: server/app.ts exports no createPlatform()');
  const platform = (await mod.createPlatform({
    dbPath: join(dataDir, 'platform.db'),
    siteDir,
    testMode: true,
    ...options.extra,
  })) as Record<string, unknown> | Server;

  const { server, ownServer } = await listen(platform);
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  let closed = false;
  return {
    url,
    site: `${url}/m/`,
    dataDir,
    admin: (switches) => adminPost(`${url}/__admin/switches`, switches),
    reset: () => adminPost(`${url}/__admin/reset`, {}),
    async close() {
      if (closed) return;
      closed = true;
      const close = !(platform instanceof Server) ? platform.close : undefined;
      if (typeof close === 'function' && !ownServer) {
        // The platform's close() ends its server, held connections and database.
        await (close as () => unknown).call(platform);
      } else {
        server.closeAllConnections?.();
        if (server.listening) await new Promise<void>((done) => server.close(() => done()));
        if (typeof close === 'function') await (close as () => unknown).call(platform);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * E2E_FRONT=separate: the reference platform alone on a port of its own, and the front in front
 * of it at that address, as `npm run start:platform` and `npm run start:front` run them (the
 * project `separate-front` of tests/e2e/vitest.config.ts runs the first-screen and hand-off
 * stories this way too).
 */
async function startSeparately(siteDir: string, dataDir: string, options: StartOptions): Promise<Platform> {
  const { createPlatform } = await import('../../server/app.ts');
  const { createFront } = await import('../../front/app.ts');
  const { serveFront } = await import('../../front/serve.ts');
  const { parseTrustedProxies } = await import('../../front/http/client-address.ts');
  const { openStore } = await import('../../front/store/store.ts');
  const platform = createPlatform({ dbPath: join(dataDir, 'platform.db'), siteDir, testMode: true, front: false, ...options.extra });
  const platformUrl = await platform.listen(0, '127.0.0.1');
  const store = openStore();
  const front = serveFront(
    createFront({
      platformUrl,
      siteDir,
      allowedOrigins: platform.state.allowedOrigins,
      trustedProxies: parseTrustedProxies(undefined),
      store,
      publicCache: false,
      forwardOperatorRoutes: true,
    }),
  );
  const url = await front.listen(0, '127.0.0.1');
  let closed = false;
  return {
    url,
    site: `${url}/m/`,
    dataDir,
    admin: (switches) => adminPost(`${url}/__admin/switches`, switches),
    reset: () => adminPost(`${url}/__admin/reset`, {}),
    async close() {
      if (closed) return;
      closed = true;
      await front.close();
      await store.close();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminPost(target: string, body: unknown): Promise<unknown> {
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${new URL(target).pathname}: HTTP ${res.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function listen(platform: Record<string, unknown> | Server): Promise<{ server: Server; ownServer: boolean }> {
  const onPort = (server: Server) =>
    new Promise<Server>((done, fail) => {
      server.once('error', fail);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', fail);
        done(server);
      });
    });
  if (platform instanceof Server) return { server: platform.listening ? platform : await onPort(platform), ownServer: false };
  // server/app.ts today: { server, listen(port, host) → url, close() }.
  if (typeof platform.listen === 'function') {
    const got = (await (platform.listen as (p: number, h: string) => unknown).call(platform, 0, '127.0.0.1')) as unknown;
    const s = got instanceof Server ? got : platform.server;
    if (s instanceof Server && s.listening) return { server: s, ownServer: false };
  }
  if (platform.server instanceof Server) {
    const s = platform.server;
    return { server: s.listening ? s : await onPort(s), ownServer: false };
  }
  const listener = (platform.handler ?? platform.handle ?? platform.requestListener) as Listener | undefined;
  if (typeof listener === 'function') return { server: await onPort(createServer(listener)), ownServer: true };
  throw new Error('startPlatform: createPlatform() returned no http.Server, request handler or listen(); see tests/e2e/harness.ts for the shapes it accepts.');
}

/** Listens on a free port of `host` and resolves to the server's origin. */
export function listenOn(server: Server, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve(`http://${host}:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** Stops a server that tests' browsers may still hold connections to. */
export function closeServer(server: Server | undefined): Promise<void> {
  if (!server?.listening) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}

/** Every request a page (and its frames) makes from now on, as they start. */
export function requestsOf(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

/** Opens `url` from `opener` as a link into a new window would: the new tab carries the session (the browser copies its session storage). */
export async function openFrom(opener: Page, url: string): Promise<Page> {
  const [page] = await Promise.all([opener.waitForEvent('popup'), opener.evaluate((u) => void window.open(u), url)]);
  return page;
}

/** The platform's frame inside a partner page's element `tag` (checked to be on `platformOrigin`). */
export async function frameOf(page: Page, tag: string, platformOrigin: string): Promise<Frame> {
  const frame = await page
    .locator(`${tag} iframe`)
    .elementHandle()
    .then((h) => h!.contentFrame());
  // Until its first navigation commits, a new frame is still about:blank.
  await expect.poll(() => frame!.url() && new URL(frame!.url()).origin).toBe(platformOrigin);
  return frame!;
}

/**
 * An init script (`context.addInitScript(denyFramedStorage, api)`): in the platform's frames (not
 * the partner page, not the site) web storage throws as Chromium has it for a third-party frame
 * when the player browses in incognito or blocks third-party cookies ("Access is denied for this
 * document"). Runs before any script of the frame. Debian's Chromium does this by itself in the
 * harness's off-the-record contexts; the script makes every browser do it.
 */
export function denyFramedStorage(platformOrigin: string): void {
  if (window === window.top || location.origin !== platformOrigin) return;
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
}

/** Whether this document may use its storage (evaluated in a frame: `frame.evaluate(storageReadable)`). */
export function storageReadable(): boolean {
  try {
    return sessionStorage.length >= 0;
  } catch {
    return false;
  }
}

/**
 * Whether the platform's frame of `tag` on a partner page may use its storage, once its element
 * is in. A browser that denies it (Debian's Chromium in the harness's off-the-record contexts, a
 * player in incognito) gives a window opened from the site no session in that frame.
 */
export async function frameKeepsStorage(page: Page, tag: string, platformOrigin: string): Promise<boolean> {
  const frame = await frameOf(page, tag, platformOrigin);
  await frame.locator(tag).waitFor({ state: 'attached' });
  return frame.evaluate(storageReadable);
}

/** A file of a partner's site: its content type and body. */
export type PartnerFile = readonly [contentType: string, body: string];

export interface PartnerSite {
  /** Its origin, e.g. http://127.0.0.2:41234. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A partner's site on 127.0.0.2: another site to the browser than the platform on 127.0.0.1, so
 * the kit frames its elements there, with their storage partitioned as on a real partner's page.
 * It serves what `file(path)` gives, not stored, under the kit's embed policy for the platform at
 * `api()` (asked per request: a balancer's address may come later); `/favicon.ico` is empty and
 * any other path 404. `other` may answer a request itself first (e.g. what a page posts back).
 */
export async function startPartnerSite(options: {
  api: () => string;
  file: (path: string) => PartnerFile | undefined;
  other?: (req: IncomingMessage, res: ServerResponse, path: string) => boolean;
}): Promise<PartnerSite> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://partner').pathname;
    if (options.other?.(req, res, path)) return;
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const file = options.file(path);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file[0], 'Cache-Control': 'no-store', 'Content-Security-Policy': embedContentSecurityPolicy(options.api()) });
    res.end(file[1]);
  });
  return { url: await listenOn(server, '127.0.0.2'), close: () => closeServer(server) };
}

// ---------------------------------------------------------------------------------------------
// The browser

/**
 * One reference platform and one browser for a test file: started before its first test, closed
 * after its last, and with `resetAfterEach` the platform's data and switches back to the seed's
 * after every test.
 *
 *   let platform: Platform;
 *   let browser: E2EBrowser;
 *   useE2E((started) => ({ platform, browser } = started), { resetAfterEach: true });
 */
export function useE2E(
  onStart: (started: { platform: Platform; browser: E2EBrowser }) => void,
  options: StartOptions & { resetAfterEach?: boolean } = {},
): void {
  let platform: Platform | undefined;
  let browser: E2EBrowser | undefined;
  beforeAll(async () => {
    platform = await startPlatform(options);
    browser = await launchBrowser();
    onStart({ platform, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });
  if (options.resetAfterEach) {
    afterEach(async () => {
      await platform?.reset();
    });
  }
}

export interface E2EBrowser {
  browser: Browser;
  /** A page in a fresh context (own cookies, storage). Closed after the current test. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** A fresh context, closed after the current test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * A phone-sized context: the site is the mobile front end. Override per call.
 *
 * The site's service worker is blocked unless a test asks for it (`{ serviceWorkers: 'allow' }`,
 * as tests/e2e/pwa.e2e.test.ts does): after a first visit it fetches the rest of the site's code
 * in the background, work every fresh context would repeat on a busy machine, and it would
 * answer later navigations of the same context from its cache instead of the platform.
 */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  timezoneId: 'UTC',
  serviceWorkers: 'block',
};

const openContexts = new Set<BrowserContext>();

// Every context a test opened is closed after it, whatever happened.
afterEach(async () => {
  const all = [...openContexts];
  openContexts.clear();
  await Promise.all(all.map((c) => c.close().catch(() => undefined)));
});

export interface LaunchOptions {
  /** Extra command-line flags for this browser. */
  args?: readonly string[];
}

/** Launches Chromium (from scripts/chromium.mjs) headless with the quiet flags. */
export async function launchBrowser(launch: LaunchOptions = {}): Promise<E2EBrowser> {
  const executablePath = await chromiumPath();
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(launch.args ?? [])],
    timeout: scaled(60_000),
  });
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ ...MOBILE, ...options });
    await watchCsp(context);
    context.setDefaultTimeout(scaled(15_000));
    context.setDefaultNavigationTimeout(scaled(30_000));
    openContexts.add(context);
    context.on('close', () => openContexts.delete(context));
    return context;
  };
  return {
    browser,
    newContext,
    async newPage(options) {
      return (await newContext(options)).newPage();
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

/**
 * A browser with a real profile directory (a temporary --user-data-dir, removed by `close()`)
 * instead of the off-the-record contexts of launchBrowser(): what a player's installed browser is.
 * Chromium 156 reports `in-incognito` as an installability error in an off-the-record context
 * and denies storage to cross-site frames there; here it does neither.
 */
export async function launchWithProfile(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const executablePath = await chromiumPath();
  const userDataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...MOBILE,
    ...options,
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    timeout: scaled(60_000),
  });
  await watchCsp(context);
  context.setDefaultTimeout(scaled(15_000));
  context.setDefaultNavigationTimeout(scaled(30_000));
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Console errors

export interface ConsoleErrorOptions {
  /** Messages to leave out (matched against the text). */
  ignore?: RegExp[];
}

const cspSinks = new WeakMap<Page, (text: string) => void>();
const cspEarly = new WeakMap<Page, string[]>();
const watchedContexts = new WeakSet<BrowserContext>();

const cspInitScript = () => {
  document.addEventListener('securitypolicyviolation', (e) => {
    const report = (globalThis as unknown as { __mcReportCsp?: (t: string) => void }).__mcReportCsp;
    report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || e.documentURI}:${e.lineNumber}`);
  });
};

/** Reports CSP violations of every page of the context (done by newContext/newPage). */
async function watchCsp(context: BrowserContext): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.exposeBinding('__mcReportCsp', ({ page }, text: string) => {
    const sink = cspSinks.get(page);
    if (sink) sink(text);
    else cspEarly.set(page, [...(cspEarly.get(page) ?? []), text]);
  });
  await context.addInitScript(cspInitScript);
}

function isAutomaticFavicon(url: string): boolean {
  try {
    return new URL(url).pathname === '/favicon.ico';
  } catch {
    return false;
  }
}

/**
 * A live array of what went wrong on the page: console.error messages, uncaught exceptions
 * (`pageerror`) and Content-Security-Policy violations (`securitypolicyviolation`, reported from
 * inside the page). Call it before the first `goto`. Assert with `expect(errors).toEqual([])`.
 * CSP violations are caught on pages from `E2EBrowser.newPage()`/`newContext()`; for a page from
 * another context, `await watchCsp(page.context())` first.
 */
export function collectConsoleErrors(page: Page, options: ConsoleErrorOptions = {}): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (!options.ignore?.some((re) => re.test(text))) errors.push(text);
  };
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location();
    // Chromium asks every origin for /favicon.ico by itself, whenever it gets to it; a page that
    // declares no icon (the partner demo pages) gets a 404 that no test provoked.
    if (isAutomaticFavicon(where.url)) return;
    const at = where.url ? ` (${where.url}:${where.lineNumber})` : '';
    keep(`console.error: ${msg.text()}${at}`);
  });
  page.on('pageerror', (error) => keep(`pageerror: ${error.stack ?? error.message}`));
  const csp = (text: string) => keep(`csp: ${text}`);
  for (const text of cspEarly.get(page) ?? []) csp(text);
  cspEarly.delete(page);
  cspSinks.set(page, csp);
  return errors;
}

export { watchCsp };

/** The demo player of the reference platform's seed. */
export const DEMO_PLAYER = { username: 'demo', password: 'demo1234' } as const;

/** Fills the sign-in form the page shows and sends it, as a player does (labels in English). */
export async function submitLogin(page: Page, username: string = DEMO_PLAYER.username, password: string = DEMO_PLAYER.password): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('mc-login button[type="submit"]').click();
}

/** Signs in from `<origin>/m/login` and waits for the home page it leads to. */
export async function signIn(page: Page, origin: string, username?: string, password?: string): Promise<void> {
  await page.goto(`${origin}/m/login`);
  await submitLogin(page, username, password);
  await page.waitForURL('**/m/home');
}

/**
 * Closes the announcement popup if it opened (§4: it shows on home for guests and after a
 * sign-in), so a test can use what lies beneath, as a player would. Call it on /m/home: it waits
 * until the popup has decided (its dialog's `data-settled`), not for a time. While a question is
 * open (an agent's contract offer) the popup waits for its answer, and so does nothing here:
 * answer it, then call this again.
 */
export async function closeAnnouncementPopup(page: Page): Promise<void> {
  const settled = page.locator('mc-announcement-popup dialog[data-settled]');
  const question = page.locator('mc-confirm-dialog dialog[open]');
  await settled.or(question).first().waitFor({ state: 'attached' });
  if (!(await settled.count())) return; // a question came first
  if (!(await settled.evaluate((dialog) => (dialog as HTMLDialogElement).open))) return; // it stays shut this time
  const close = page.locator('mc-announcement-popup [part="close"]');
  await close.click();
  await close.waitFor({ state: 'hidden' });
  await settled.waitFor({ state: 'attached' });
}

/**
 * The kit's frame on a partner page whose dialog asks the player before it takes them to the
 * platform's site signed in (kit/frame.ts): waits until one shows its confirm button.
 */
export async function dialogInFrame(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      for (const frame of page.frames()) {
        const button = frame.locator('mc-confirm-dialog button[part="confirm"]');
        if ((await button.count()) > 0 && (await button.isVisible())) {
          found = frame;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
}
