/**
 * The front on two instances (DESIGN.md "The front and the platform"): a real redis-server as the
 * shared store, the reference platform alone (its API on a port of its own), and two fronts, each
 * on its own port, sharing the store. Before them, a small round-robin balancer (a Node proxy on
 * a port of its own, as a CDN or load balancer would stand): it passes each request to the next
 * front in turn, sets X-Forwarded-For to the address it heard the client from, and passes a
 * request a front refuses to connect to on to the other (as nginx's `proxy_next_upstream error`
 * does). The fronts believe loopback (MC_TRUSTED_PROXIES=loopback); test clients that must count
 * as different players connect from addresses of their own in 127.0.0.0/8.
 *
 * - The site's pages load through each instance and through the balancer: the first screen is in
 *   the HTML (it paints with no script), the elements take over, no console error.
 * - Hand-off: a player signs in inside a partner page's frame (mc-login, the kit's data-api and
 *   data-site both the balancer, as one public origin) and arrives signed in on the site. First
 *   with the balancer told to send everything to instance A until the browser asks for the site
 *   (/m/), then everything to B: the frame, the sign-in and whatever the kit prepares for the way
 *   over are A's, the site B's alone, so the story cannot pass by landing on one instance twice
 *   (with a memory store per instance instead of the shared one, it fails: the site tells the
 *   player the sign-in link failed). Then again with the requests shared in turn.
 * - Limits: wrong passwords spread over both instances by the balancer lock the account (captcha)
 *   and then the address exactly as the same number through one instance does; likewise the SMS
 *   code limits (per number, per address). The platform counts them (server/security/login-guard.ts,
 *   server/api/account.ts) by the client address the fronts pass on; the API is called directly.
 * - Live updates (core/live/): two tabs and a framed element on a partner page share the player's
 *   one stream, through instance A. A stops; the balancer holds the pages' way back while the
 *   back office approves a deposit and sends a message; then they connect through B with
 *   Last-Event-ID and every view shows both, with no request of their own. A sign-out in one tab
 *   still ends the others and the frame. A starts again on its port.
 * - One instance is stopped (its server closed) while a signed-in player has typed into a form:
 *   the player saves through the other, the session holds, nothing typed is lost.
 *
 * Everything is stopped in afterAll, the store server included.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, IDEMPOTENCY_HEADER } from '../../core/api/endpoint.ts';
import { publicKey } from '../../core/api/keys.ts';
import { login, sendSmsCode } from '../../core/api/signIn.ts';
import { deposit } from '../../core/api/wallet.ts';
import { LIVE_STREAM_PATH } from '../../core/live/events.ts';
import { ENCRYPTION_HEADER, importPublicKey, seal } from '../../core/crypto.ts';
import { FIRST_SCREEN_ID } from '../../core/first-screen.ts';
import { createFront } from '../../front/app.ts';
import { parseTrustedProxies } from '../../front/http/client-address.ts';
import { type NodeFront, serveFront } from '../../front/serve.ts';
import { openStore, type SharedStore } from '../../front/store/store.ts';
import { buildKit, kitState } from '../../scripts/kit-build.mjs';
import { kitVersion } from '../../scripts/kit-source.mjs';
import { createPlatform, type Platform } from '../../server/app.ts';
import { addPlayers } from '../../server/seed/players.ts';
import { type RedisTestServer, startRedisServer } from '../support/redis-server.ts';
import {
  closeAnnouncementPopup,
  closeServer,
  collectConsoleErrors,
  type E2EBrowser,
  frameKeepsStorage,
  frameOf,
  launchBrowser,
  listenOn,
  openFrom,
  type PartnerSite,
  requestsOf,
  SITE_DIR,
  startPartnerSite,
} from './harness.ts';

const VERSION = kitVersion();

let redis: RedisTestServer;
let platform: Platform;
let platformUrl: string;
let dataDir: string;
let partnerSite: PartnerSite;
let partner: string;
const allowedOrigins: string[] = [];
interface Instance {
  url: string;
  server: NodeFront;
  store: SharedStore;
}
const fronts: Instance[] = [];
let balancer: Balancer;
let browser: E2EBrowser;

// ---------------------------------------------------------------------------------------------
// The balancer

interface Balancer {
  url: string;
  /** Every request a front answered, in order: which front, and for which client address. */
  log: { front: number; method: string; path: string; client: string }[];
  /** Connections a front refused; the request went on to the next front. */
  refused: { front: number; path: string }[];
  /** Resolves once no request is on its way to or from `front`. */
  idle(front: number): Promise<void>;
  /** When set, the front a request goes to first (instead of the next in turn); the other still takes it when this one refuses. */
  choose: ((method: string, path: string) => number) | undefined;
  /** While true, requests for a live stream wait here (`held`) until `release()`: a moment in which no stream is open. */
  holdLive: boolean;
  /** How many live stream requests are waiting. */
  readonly held: number;
  /** Lets the waiting live stream requests go on, and stops holding. */
  release(): void;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function startBalancer(targets: readonly string[]): Promise<Balancer> {
  const log: Balancer['log'] = [];
  const refused: Balancer['refused'] = [];
  const busy = targets.map(() => 0);
  const waiting = targets.map(() => [] as (() => void)[]);
  let next = 0;
  const waitingLive: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const go = () => {
        const body = Buffer.concat(chunks);
        // An edge balancer believes nobody before it: the client is whoever it heard.
        const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
        const path = req.url ?? '/';
        let first = next;
        if (balancer.choose) first = balancer.choose(req.method ?? 'GET', path);
        else next = (next + 1) % targets.length;
        const attempt = (tries: number): void => {
          if (tries === targets.length) {
            res.writeHead(502, { 'Content-Type': 'text/plain' }).end('no front answered');
            return;
          }
          const front = (first + tries) % targets.length;
          const target = new URL(targets[front]!);
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(req.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
          }
          headers['x-forwarded-for'] = client;
          headers['x-forwarded-proto'] = 'http';
          headers['x-forwarded-host'] = req.headers.host ?? target.host;
          if (body.length || (req.method !== 'GET' && req.method !== 'HEAD')) headers['content-length'] = String(body.length);
          // A live stream (core/live/) is open for as long as its page: not a request a stop could
          // fall in the middle of (cut, the page connects again through the other front and resumes).
          const counted = !path.startsWith('/wps/live/');
          if (counted) busy[front]!++;
          let over = !counted;
          const done = () => {
            if (over) return;
            over = true;
            busy[front]!--;
            if (busy[front] === 0) for (const resolve of waiting[front]!.splice(0)) resolve();
          };
          // A connection per request (no pool): a front that stopped is met by a refused connection.
          const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path, headers, agent: false }, (answer) => {
            log.push({ front, method: req.method ?? 'GET', path, client });
            const out: IncomingHttpHeaders = {};
            for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
            res.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(res);
            answer.once('end', done);
            answer.once('close', () => {
              done();
              // A front that went away mid-answer (a live stream cut): the client's connection goes too, as behind any proxy.
              if (!res.writableEnded) res.destroy();
            });
          });
          upstream.on('error', (error: NodeJS.ErrnoException) => {
            done();
            if (res.headersSent) return void res.destroy();
            if (error.code === 'ECONNREFUSED') {
              refused.push({ front, path });
              attempt(tries + 1);
            } else {
              res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`front ${front}: ${error.message}`);
            }
          });
          res.once('close', () => {
            if (!res.writableFinished) upstream.destroy();
          });
          upstream.end(body);
        };
        attempt(0);
      };
      if (balancer.holdLive && (req.url ?? '').startsWith('/wps/live/')) waitingLive.push(go);
      else go();
    });
  });
  const balancer: Balancer = {
    url: '',
    log,
    refused,
    choose: undefined,
    holdLive: false,
    get held() {
      return waitingLive.length;
    },
    release: () => {
      balancer.holdLive = false;
      for (const go of waitingLive.splice(0)) go();
    },
    idle: (front) => (busy[front] === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting[front]!.push(resolve))),
    close: () => closeServer(server),
  };
  return listenOn(server, '127.0.0.1').then((url) => Object.assign(balancer, { url }));
}

// ---------------------------------------------------------------------------------------------
// Calls to the API as a device would make them, from an address of the test's choosing

interface Envelope<V> {
  status: number;
  success: boolean;
  value: V;
  errorCode?: string;
}

/** One HTTP exchange from `localAddress` (a loopback address: each is another player to the platform). */
function exchange(
  target: string,
  init: { method: string; headers: Record<string, string>; body?: string; localAddress: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(target);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: init.method,
        headers: init.headers,
        localAddress: init.localAddress,
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

let sealingKey: Promise<{ key: CryptoKey; keyId: string }> | undefined;
function platformKey() {
  sealingKey ??= fetch(`${platformUrl}${publicKey.path}`, { headers: { Merchant: 'MC01', 'Module-Id': publicKey.moduleId } })
    .then((res) => res.json() as Promise<{ value: { keyId: string; spki: string } }>)
    .then(async ({ value }) => ({ key: await importPublicKey(value.spki), keyId: value.keyId }));
  return sealingKey;
}

/** Calls `ep` (a JSON body, sealed when the endpoint asks for it) at `base`, from `localAddress`. */
async function call<P, V>(base: string, ep: Endpoint<P, V>, params: P, localAddress: string, extra: Record<string, string> = {}): Promise<Envelope<V>> {
  const headers: Record<string, string> = {
    Merchant: 'MC01',
    Language: 'EN',
    'Module-Id': ep.moduleId,
    Device: 'MOBILE',
    'Content-Type': 'application/json',
    ...extra,
  };
  let payload: unknown = params;
  if (ep.encrypt) {
    const { key, keyId } = await platformKey();
    const sealed = await seal(params, key, keyId);
    headers[ENCRYPTION_HEADER] = sealed.header;
    payload = sealed.body;
  }
  const answer = await exchange(base + ep.path, { method: ep.method, headers, body: JSON.stringify(payload), localAddress });
  return { status: answer.status, ...(JSON.parse(answer.text) as Omit<Envelope<V>, 'status'>) };
}

const outcome = (a: Envelope<unknown>) => (a.success ? 'ok' : (a.errorCode ?? `HTTP ${a.status}`));

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  if (kitState() !== 'fresh') await buildKit({ quiet: true });
  redis = await startRedisServer();
  dataDir = mkdtempSync(join(tmpdir(), 'mc-scale-e2e-'));

  // The partner's pages, on a second origin: the kit (and the site it links to) through the balancer.
  // The sign-in page (mc-login), and a page with the in-page header and the framed member centre.
  const bodies: Record<string, string> = {
    '/login.html': '<mc-login></mc-login>',
    '/live.html': '<mc-header page="home"></mc-header><mc-member-centre></mc-member-centre>',
  };
  partnerSite = await startPartnerSite({
    api: () => balancer.url,
    file: (path) => {
      const api = balancer.url;
      return bodies[path] === undefined
        ? undefined
        : [
            'text/html; charset=utf-8',
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script type="module" src="${api}/kit/${VERSION}/mc-loader.js" data-api="${api}" data-site="${api}" data-merchant="MC01" data-lang="EN"></script>
</head><body><main><h1>Partner</h1>${bodies[path]}</main></body></html>`,
          ];
    },
  });
  partner = partnerSite.url;
  allowedOrigins.push(partner);

  platform = createPlatform({ dbPath: join(dataDir, 'platform.db'), siteDir: SITE_DIR, testMode: true, front: false, allowedOrigins, log: () => undefined });
  platformUrl = await platform.listen(0, '127.0.0.1');

  for (let i = 0; i < 2; i++) fronts.push(await startFront());
  balancer = await startBalancer(fronts.map((f) => f.url));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await balancer?.close();
  for (const front of fronts) {
    await front.server.close();
    await front.store.close();
  }
  await platform?.close();
  await partnerSite?.close();
  await redis?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A front instance on `port` (any free one by default), with its own connection to the store. */
async function startFront(port = 0): Promise<Instance> {
  const store = openStore(redis.url, { log: () => undefined });
  const app = createFront({
    platformUrl,
    siteDir: SITE_DIR,
    allowedOrigins,
    trustedProxies: parseTrustedProxies('loopback'),
    store,
    publicCache: false,
    forwardOperatorRoutes: true,
  });
  const server = serveFront(app);
  return { url: await server.listen(port, '127.0.0.1'), server, store };
}

/** Instance `i` started again where it was (the balancer knows it by its port), after it stopped. */
async function restartFront(i: number): Promise<void> {
  const stopped = fronts[i]!;
  await stopped.store.close();
  fronts[i] = await startFront(Number(new URL(stopped.url).port));
}

const isStream = (r: Request) => new URL(r.url()).pathname === LIVE_STREAM_PATH;

/** An operator route of the platform (loopback only). */
async function admin(path: string, body: unknown = {}): Promise<{ status: number; value: unknown }> {
  const res = await fetch(platformUrl + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, value: ((await res.json()) as { value: unknown }).value };
}

/** A pending bank-transfer deposit, made as the platform's API takes it (not from a page). */
async function pendingDeposit(token: string, amount: number): Promise<string> {
  const answer = await call(platformUrl, deposit, { methodId: 'DM01', amount, bank: 'BDO' }, '127.0.0.1', {
    Authorization: token,
    [IDEMPOTENCY_HEADER]: `scale-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  expect(answer.success).toBe(true);
  return answer.value.id;
}

/**
 * The one console line a stopped instance provokes: the page's live stream, cut with it mid-answer,
 * which the browser logs (the page connects again through the other instance).
 */
const CUT_STREAM = /ERR_INCOMPLETE_CHUNKED_ENCODING \(http:\/\/[\d.:]+\/wps\/live\/stream:/;

const session = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token: string; userName: string } | null);

describe('two front instances sharing one store', () => {
  it('each is up, on its own port, with the same Redis store', async () => {
    expect(new Set([platformUrl, balancer.url, ...fronts.map((f) => f.url)]).size).toBe(4);
    for (const front of fronts) {
      const health = await fetch(`${front.url}/healthz`);
      expect(await health.json()).toEqual({ ok: true, store: 'redis' });
    }
  });

  it("the site's pages load through each instance and through the balancer: the first screen is in the HTML, no console error", async () => {
    for (const [name, base] of [
      ['A', fronts[0]!.url],
      ['B', fronts[1]!.url],
      ['balancer', balancer.url],
    ] as const) {
      const res = await fetch(`${base}/m/home`);
      expect(res.status, name).toBe(200);
      const html = await res.text();
      expect(html, name).toContain(`id="${FIRST_SCREEN_ID}"`);
      expect(html, name).toContain('slot="first-screen"');
      // Every fact the first screen needs came from the platform: the page may be shared.
      expect(res.headers.get('cache-control'), name).toMatch(/^public, /);

      // It paints with no script at all.
      const still = await browser.newPage({ javaScriptEnabled: false });
      await still.goto(`${base}/m/home`);
      const screen = still.locator('mc-site > .mc-first-screen');
      await expect.poll(() => screen.isVisible()).toBe(true);
      expect(await screen.locator('.mc-fs-header img').isVisible()).toBe(true);
      expect(await screen.locator('.mc-fs-footer').textContent()).toContain('Home');

      // And the elements take over from it.
      const from = balancer.log.length;
      const page = await browser.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(`${base}/m/home`);
      await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
      await page.locator('mc-footer').getByText('Home').waitFor();
      await page.locator('mc-header .logo').waitFor();
      expect(errors, name).toEqual([]);
      if (name === 'balancer') expect(new Set(balancer.log.slice(from).map((r) => r.front))).toEqual(new Set([0, 1]));
      await page.context().close();
      await still.context().close();
    }
  });

  /**
   * The player signs in inside the partner page's frame (mc-login) and lands, signed in, on the
   * site's /m/home. The kit takes a signed-in player from a frame to the site itself; when the tap
   * that started it is too far back, the frame asks first, and the player agrees.
   */
  async function signInThroughPartner(): Promise<{ requests: { url: string; navigation: boolean }[] }> {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const requests: { url: string; navigation: boolean }[] = [];
    page.on('request', (r) => requests.push({ url: r.url(), navigation: r.isNavigationRequest() }));
    // What the page has in flight, but its live stream (core/live/), open for as long as the page.
    const inFlight = new Set<unknown>();
    let lastChange = Date.now();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/wps/live/')) return;
      inFlight.add(r);
      lastChange = Date.now();
    });
    const ended = (r: unknown) => {
      if (inFlight.delete(r)) lastChange = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await page.goto(`${partner}/login.html`);
    const frame = await page
      .locator('mc-login iframe')
      .elementHandle()
      .then((h) => h!.contentFrame());
    expect(new URL(frame!.url()).origin).toBe(balancer.url);
    await frame!.locator('#login-username').fill('demo');
    await frame!.locator('#login-password').fill('demo1234');
    await frame!.locator('button[type="submit"]').click();
    const arrived = page.waitForURL((url) => url.origin === balancer.url && url.pathname === '/m/home');
    const asked = frame!.locator('mc-confirm-dialog dialog[open] [part="confirm"]');
    // The frame goes with the page it is in once the top window leaves: no question then.
    const question = asked.waitFor().then(
      () => 'asked',
      () => 'gone',
    );
    const first = await Promise.race([arrived.then(() => 'arrived'), question]);
    if (first === 'asked') await asked.click();
    await arrived;
    await expect.poll(() => session(page).then((s) => s?.userName)).toBe('demo');
    await expect.poll(() => page.locator('mc-header .name').textContent()).toBe('Lucky Demo');
    // The site has settled what it arrived with: nothing tells the player the sign-in link failed.
    // (Network idle as Playwright has it never comes: the live stream stays open.)
    await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, { timeout: 30_000 }).toBe(true);
    expect(await page.locator('mc-confirm-dialog dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
    return { requests };
  }

  it('a player signs in inside a partner page’s frame served by instance A and arrives signed in on the site through instance B', async () => {
    // Everything goes to A until the player's browser asks for the site (/m/), then everything to B:
    // the frame, its sign-in and whatever it prepares for the way over are A's, the site B's alone.
    let onSite = false;
    balancer.choose = (_method, path) => {
      onSite ||= path.startsWith('/m/');
      return onSite ? 1 : 0;
    };
    const from = balancer.log.length;
    try {
      const { requests } = await signInThroughPartner();
      // The first request for the site is the top window's way over, not something the frame loaded.
      const firstSite = requests.find((r) => new URL(r.url).origin === balancer.url && new URL(r.url).pathname.startsWith('/m/'));
      expect(firstSite?.navigation).toBe(true);
    } finally {
      balancer.choose = undefined;
    }
    const served = balancer.log.slice(from);
    const byA = served.filter((r) => r.front === 0).map((r) => `${r.method} ${r.path}`);
    const byB = served.filter((r) => r.front === 1).map((r) => `${r.method} ${r.path}`);
    expect(byA.some((r) => r.startsWith(`GET /kit/${VERSION}/frame.html?`))).toBe(true);
    expect(byA).toContain('POST /wps/session/login');
    expect(byA.filter((r) => r.includes(' /m/'))).toEqual([]);
    expect(byB).toContain('GET /m/home');
    expect(byB).not.toContain('POST /wps/session/login');
  });

  it('the same with the requests shared in turn: both instances serve the story', async () => {
    const from = balancer.log.length;
    await signInThroughPartner();
    const served = balancer.log.slice(from);
    expect(new Set(served.map((r) => r.front))).toEqual(new Set([0, 1]));
  });

  /** The fronts each request of `client` went to, in order. */
  const frontsOf = (client: string, from: number) =>
    balancer.log
      .slice(from)
      .filter((r) => r.client === client)
      .map((r) => r.front);

  it('wrong passwords spread over both instances lock the account, then the address, exactly as through one', async () => {
    const attempts = async (base: string, address: string, username: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 11; i++) seen.push(outcome(await call(base, login, { username, password: `wrong-${i}x`, type: 'username' }, address)));
      return seen;
    };
    const oneFront = await attempts(fronts[0]!.url, '127.0.0.21', 'subagent1');
    const from = balancer.log.length;
    const bothFronts = await attempts(balancer.url, '127.0.0.22', 'subagent2');
    // The balancer did spread them: A, B, A, B…
    const order = frontsOf('127.0.0.22', from);
    expect(order).toHaveLength(11);
    expect(order.every((front, i) => i === 0 || front !== order[i - 1])).toBe(true);
    // Two failures ask for a captcha on the account; ten from one address close it to logins.
    expect(oneFront).toEqual(['login.failed', 'login.failed', ...Array(8).fill('captcha.invalid'), 'login.rate_limited']);
    expect(bothFronts).toEqual(oneFront);

    // Closed at the address, through either instance, even with the right password.
    for (const front of fronts)
      expect(outcome(await call(front.url, login, { username: 'subagent2', password: 'member1234', type: 'username' }, '127.0.0.22'))).toBe(
        'login.rate_limited',
      );
    // The account wants its captcha from any address, through either instance.
    for (const front of fronts)
      expect(outcome(await call(front.url, login, { username: 'subagent2', password: 'member1234', type: 'username' }, '127.0.0.23'))).toBe('captcha.invalid');
    // Another address and account are untouched.
    expect(outcome(await call(balancer.url, login, { username: 'agent', password: 'agent1234', type: 'username' }, '127.0.0.24'))).toBe('ok');
  });

  it('SMS codes spread over both instances meet the per-number and per-address limits exactly as through one', async () => {
    const advance = async (ms: number) => {
      const res = await fetch(`${platformUrl}/__test/clock?advanceMs=${ms}`, { method: 'POST' });
      expect(res.status).toBe(200);
    };
    const sms = async (base: string, address: string, mobileNum: string) => outcome(await call(base, sendSmsCode, { mobileNum, purpose: 'register' }, address));
    const run = async (base: string, address: string, prefix: string) => {
      const seen: string[] = [];
      // One number: a second code within the minute is refused; five an hour, a minute apart.
      const number = `${prefix}00000`;
      seen.push(await sms(base, address, number));
      seen.push(await sms(base, address, number));
      for (let i = 0; i < 5; i++) {
        await advance(61_000);
        seen.push(await sms(base, address, number));
      }
      // One address: twenty codes an hour, whatever the numbers (five sent above).
      for (let i = 1; i <= 16; i++) seen.push(await sms(base, address, `${prefix}${String(i).padStart(5, '0')}`));
      return seen;
    };
    const oneFront = await run(fronts[0]!.url, '127.0.0.31', '9170');
    const from = balancer.log.length;
    const bothFronts = await run(balancer.url, '127.0.0.32', '9171');
    expect(new Set(frontsOf('127.0.0.32', from))).toEqual(new Set([0, 1]));
    expect(oneFront).toEqual(['ok', 'sms.too_frequent', 'ok', 'ok', 'ok', 'ok', 'sms.too_frequent', ...Array(15).fill('ok'), 'sms.too_frequent']);
    expect(bothFronts).toEqual(oneFront);
    // The address stays closed through either instance.
    for (const front of fronts) expect(await sms(front.url, '127.0.0.32', '917299999')).toBe('sms.too_frequent');
  }, 120_000);

  it('live: the instance holding the player’s stream stops; the pages resume through the other from the last id and miss nothing; a sign-out still ends every page', async (test) => {
    addPlayers(platform.db, ['livescale']);
    // Every live stream to instance A first (the rest in turn), so the stream's instance is known.
    let turn = 0;
    const logFrom = balancer.log.length;
    balancer.choose = (_method, path) => (path.startsWith('/wps/live/') ? 0 : turn++ % 2);
    const context = await browser.newContext();
    try {
      const a = await context.newPage();
      const errors = collectConsoleErrors(a, { ignore: [CUT_STREAM] });
      const requests = new Map<Page, Request[]>([[a, requestsOf(a)]]);
      const opened = context.waitForEvent('response', { predicate: (r) => isStream(r.request()) && r.status() === 200, timeout: 30_000 });
      await a.goto(`${balancer.url}/m/login`);
      await a.getByLabel('Username').fill('livescale');
      await a.getByLabel('Password', { exact: true }).fill('member1234');
      await a.locator('mc-login button[type="submit"]').click();
      await a.waitForURL('**/m/home');
      await closeAnnouncementPopup(a);
      const token = (await session(a))!.token;
      // Tab B on the member centre and the partner page, opened from tab A: the same session.
      const b = await openFrom(a, `${balancer.url}/m/mine`);
      requests.set(b, requestsOf(b));
      const p = await openFrom(a, `${partner}/live.html`);
      requests.set(p, requestsOf(p));
      const frame = () => frameOf(p, 'mc-member-centre', balancer.url);
      // A browser that denies the platform's frames their storage gives this window no session in
      // them (see live.e2e's story of frames without storage, which covers that case).
      if (!(await frameKeepsStorage(p, 'mc-member-centre', balancer.url))) test.skip();
      const views = {
        a: () => a.locator('mc-header .balance').textContent(),
        b: () => b.locator('mc-member-centre [data-field="balance"]').textContent(),
        frame: async () => (await frame()).locator('mc-member-centre [data-field="balance"]').textContent(),
      };
      await expect.poll(views.a).toMatch(/^¥ [\d,]+$/);
      const start = Number((await views.a())!.replace(/[^\d]/g, ''));
      const yuan = (n: number) => `¥ ${n.toLocaleString('en-US')}`;
      for (const view of Object.values(views)) await expect.poll(view, { timeout: 30_000 }).toBe(yuan(start));
      await opened;
      const streams = () => [...requests.values()].flat().filter(isStream);
      expect(streams()).toHaveLength(1);
      const streamFronts = () =>
        balancer.log
          .slice(logFrom)
          .filter((r) => r.path.startsWith('/wps/live/stream'))
          .map((r) => r.front);
      expect(streamFronts()).toEqual([0]);

      // Live through instance A: an adjustment arrives on every view (and gives the pages an id to resume from).
      await admin('/__admin/balance', { account: 'livescale', amount: 1, remark: 'Live test' });
      for (const view of Object.values(views)) await expect.poll(view).toBe(yuan(start + 1));

      // Instance A stops, cutting the stream; its way back waits at the balancer while the platform changes things.
      balancer.holdLive = true;
      const asked = new Map([...requests].map(([page, list]) => [page, list.length]));
      const resumed = context.waitForEvent('request', { predicate: isStream, timeout: 60_000 });
      await fronts[0]!.server.close();
      const again = await resumed;
      await expect.poll(() => balancer.held, { timeout: 60_000 }).toBeGreaterThan(0);
      const id = await pendingDeposit(token, 500);
      expect((await admin(`/__admin/deposits/${id}/approve`)).status).toBe(200);
      const message = (await admin('/__admin/inbox', { account: 'livescale', title: 'Live test', content: 'Sent while no stream was open' })).value as {
        unread: number;
      };
      balancer.release();

      // Through instance B, from the last id: the approval and the message, with no request of the pages for them.
      expect(again.headers()['last-event-id']).toBeTruthy();
      for (const view of Object.values(views)) await expect.poll(view).toBe(yuan(start + 501));
      const badge = (where: Page | Frame) => where.locator('mc-member-centre .dot-badge').textContent();
      await expect.poll(() => badge(b)).toBe(String(message.unread));
      await expect.poll(async () => badge(await frame())).toBe(String(message.unread));
      for (const [page, list] of requests) {
        const since = list.slice(asked.get(page));
        expect(since.filter((r) => /\/wps\/(wallets\/balance|inbox)/.test(new URL(r.url()).pathname)).map((r) => r.url())).toEqual([]);
      }
      expect(
        streamFronts()
          .slice(1)
          .every((front) => front === 1),
      ).toBe(true);
      expect(balancer.refused.some((r) => r.front === 0 && r.path.startsWith('/wps/live/stream'))).toBe(true);

      // Signing out in tab A still ends the session in tab B and in the frame.
      await a.locator('mc-header').getByRole('button', { name: 'Menu' }).click();
      await a.getByRole('menuitem', { name: 'Sign out' }).click();
      await a.locator('mc-confirm-dialog [part="confirm"]').click();
      await a.waitForURL('**/m/login');
      await expect.poll(() => session(b)).toBeNull();
      await b.locator('mc-member-centre .prompt').waitFor();
      await (await frame()).locator('mc-member-centre .prompt').waitFor();
      expect(errors).toEqual([]);
    } finally {
      balancer.release();
      balancer.choose = undefined;
      await context.close();
      // Instance A comes back on its port, for the next story.
      if (!fronts[0]!.server.server.listening) await restartFront(0);
    }
  }, 180_000);

  it('one instance stops while a signed-in player is typing: the player saves through the other, the session holds, nothing typed is lost', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page, { ignore: [CUT_STREAM] });
    await page.goto(`${balancer.url}/m/login`);
    await page.getByLabel('Username').fill('plain');
    await page.getByLabel('Password', { exact: true }).fill('plain1234');
    await page.locator('mc-login button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    const signedIn = await session(page);
    expect(signedIn?.userName).toBe('plain');

    await page.goto(`${balancer.url}/m/member/profile`);
    const profile = page.locator('mc-profile');
    await profile.getByLabel('Occupation').fill('Chef');
    await profile.getByLabel('Nickname').fill('Plain Chef');

    // Instance A stops, between two requests (a stop in the middle of one would cut that one).
    const from = balancer.log.length;
    const refusedBefore = balancer.refused.length;
    await balancer.idle(0);
    await fronts[0]!.server.close();
    await expect(fetch(`${fronts[0]!.url}/healthz`)).rejects.toThrow();

    // What was typed is still there, and the save goes through instance B.
    expect(await profile.getByLabel('Occupation').inputValue()).toBe('Chef');
    expect(await profile.getByLabel('Nickname').inputValue()).toBe('Plain Chef');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await profile.locator('form[aria-busy="false"] [part="submit"]:disabled').waitFor();

    // A fresh load of the page, all through B: the same session, the saved values.
    await page.reload();
    await expect.poll(() => profile.getByLabel('Occupation').inputValue()).toBe('Chef');
    expect(await profile.getByLabel('Nickname').inputValue()).toBe('Plain Chef');
    expect(await session(page)).toEqual(signedIn);
    await page.goto(`${balancer.url}/m/mine`);
    await expect.poll(() => page.locator('mc-member-centre .name-text').textContent()).toBe('Plain Chef');

    const after = balancer.log.slice(from);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((r) => r.front === 1)).toBe(true);
    expect(after.some((r) => r.method !== 'GET' && r.path.startsWith('/wps/'))).toBe(true);
    // A was asked in its turns and refused: the balancer passed those requests on to B.
    expect(balancer.refused.length).toBeGreaterThan(refusedBefore);
    expect(balancer.refused.slice(refusedBefore).every((r) => r.front === 0)).toBe(true);
    expect(errors).toEqual([]);
  });
});
