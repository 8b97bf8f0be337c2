/**
 * The embed kit end to end: the demo pages of /embed/ served from another origin (127.0.0.2, a
 * second listener of the platform) than the API and the kit (127.0.0.1), as a partner would host
 * them, under their strict CSP with Trusted Types enforced.
 *
 * - affiliate page: a visitor registers through <mc-register affiliate-code="AFF001">, which
 *   renders in a frame from the platform's origin (the account lands under the agent who owns
 *   AFF001); the page itself loads only the loader and the frame host; the frame takes the
 *   ocean theme and sizes itself; the page keeps the new player (it handles the navigation after
 *   registering), and "Play now" takes them to the platform's site signed in (a hand-off code);
 * - partner page: the same player's game from <mc-game-list game-type="RNG"> (in the page) starts
 *   on the platform's launch page, signed in; hot matches show; only the lite build's runtime and
 *   the elements on the page are fetched, each once;
 * - merchant page (React build): the sunset theme, a partner session handed over with
 *   mcKit.setSession({ code }) (and a token refused), an element added later and one inside a kit
 *   element's shadow root get defined, an unhandled mc-navigate goes to the platform's own site;
 * - hostile page: the elements keep their look under `* { all: unset }`;
 * - two kit versions on one page: the second one keeps off the first one's tags and stores;
 * - the framed register form's first screen: typed in while the element's code is held back,
 *   taken over by the element with what was typed, the focus and the frame's height;
 * - the API answers CORS for the allowed partner origin only;
 * - failures the page hears (mc-error): one made while the device is offline, and the next one
 *   once it is back online (the code that tells them is never asked for offline).
 *
 * Every page records zero console errors, CSP violations and Trusted Types violations.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, collectConsoleErrors, dialogInFrame, frameOf, launchBrowser, listenOn, ROOT, SITE_DIR, type E2EBrowser } from './harness.ts';
import { createPlatform, type Platform } from '../../server/app.ts';
import { embedContentSecurityPolicy } from '../../front/http/headers.ts';
import { buildKit, kitState } from '../../scripts/kit-build.mjs';
import { kitVersion } from '../../scripts/kit-source.mjs';
import type { McKit } from '../../kit/loader.ts';
import { KIT_HASH_LENGTH } from '../../kit/file-names.ts';

/** An element's chunk of the lite build, its tag captured. */
const ELEMENT_CHUNK = new RegExp(`/lite/(mc-[a-z-]+)-[\\w-]{${KIT_HASH_LENGTH}}\\.js$`);

declare global {
  interface Window {
    mcKit?: McKit;
    mcKits?: Record<string, McKit>;
  }
}

const VERSION = kitVersion();
const SECOND_VERSION = '0.0.0-e2e';
const OCEAN_PRIMARY = 'rgb(20, 184, 196)';
const SUNSET_PRIMARY = 'rgb(217, 72, 43)';

let platform: Platform;
let partnerServer: Server;
let api: string; // http://127.0.0.1:<port>: the platform, its API and the kit
let partner: string; // http://127.0.0.2:<port>: where the demo pages are served from
let browser: E2EBrowser;
let dataDir: string;
const allowedOrigins: string[] = [];
const savedOrigin = process.env.MC_EMBED_PLATFORM_ORIGIN;
const player = { userName: `aff${Date.now() % 1_000_000}`, password: 'play1234', token: '', type: 0 };

/** A single-use hand-off code for the player, as a partner's server would ask the platform for one. */
async function handoffCode(): Promise<string> {
  const res = await fetch(`${api}/wps/session/handoff`, { method: 'POST', headers: { Authorization: player.token, Merchant: 'MC01', 'Module-Id': 'COMM3' } });
  return ((await res.json()) as { value: { code: string } }).value.code;
}

/** Sets the platform's switches (maintenance…), as an operator would on its loopback admin route. */
async function postSwitches(switches: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${api}/__admin/switches`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(switches) });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  if (kitState() !== 'fresh') await buildKit({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'mc-embed-e2e-'));
  platform = createPlatform({ dbPath: join(dataDir, 'platform.db'), siteDir: SITE_DIR, testMode: true, allowedOrigins, log: () => undefined });
  api = await platform.listen(0, '127.0.0.1');
  // The partner's origin: the same platform, answering on a second address (127.0.0.2 is loopback).
  const platformListener = platform.server.listeners('request')[0] as RequestListener;
  // A partner's site has its own icon: Chromium's automatic /favicon.ico request, sent whenever
  // it gets to it, must not meet the platform's 404 there.
  partnerServer = createServer((req, res) => {
    if (req.url === '/favicon.ico') res.writeHead(204).end();
    else platformListener(req, res);
  });
  partner = await listenOn(partnerServer, '127.0.0.2');
  allowedOrigins.push(partner);
  // The demo pages point their loader and data-api at the platform's first address.
  process.env.MC_EMBED_PLATFORM_ORIGIN = api;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await closeServer(partnerServer);
  await platform?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(ROOT, 'dist', 'kit', SECOND_VERSION), { recursive: true, force: true });
  if (savedOrigin === undefined) delete process.env.MC_EMBED_PLATFORM_ORIGIN;
  else process.env.MC_EMBED_PLATFORM_ORIGIN = savedOrigin;
});

/**
 * Kit files the page itself fetched (not its frames; `frames`: those its frames fetched), as paths
 * under /kit/ ('0.1.0/lite/runtime-….js').
 */
function kitRequests(page: Page, where: 'page' | 'frames' = 'page'): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.origin === api && url.pathname.startsWith('/kit/') && (r.frame() === page.mainFrame()) === (where === 'page'))
      seen.push(url.pathname.slice('/kit/'.length));
  });
  return seen;
}

const primaryColour = (page: Page | Frame, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe('the affiliate page', () => {
  it('registers a player through <mc-register affiliate-code="AFF001">: the code reaches the platform, the theme applies, nothing violates the CSP', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const captchaAnswer = page.waitForResponse((r) => r.url().startsWith(`${api}/wps/captcha`));
    const loaded = kitRequests(page);
    const signUpCode = /\/(signUp|sign-in)-[\w-]+\.js$/;
    const playerPart = /\/frame-player-[\w-]+\.js$/;
    const askedInFrames = kitRequests(page, 'frames');
    await page.goto(`${partner}/embed/affiliate.html`);
    expect(new URL(page.url()).origin).toBe(partner);

    const form = await frameOf(page, 'mc-register', api);
    await form.locator('#register-username').waitFor();
    await expect.poll(() => form.locator('#register-affiliateCode').inputValue()).toBe('AFF001');
    // The sign-up's own code (its call, the session it starts) is not part of the form's first
    // load: it comes once the visitor is in the form. Nor is the frame's part for a signed-in
    // player (the balance, the live events): it comes with the player.
    expect(askedInFrames.filter((path) => signUpCode.test(path) || playerPart.test(path))).toEqual([]);
    const signUpAsked = page.waitForRequest((r) => signUpCode.test(new URL(r.url()).pathname));
    const playerPartAsked = page.waitForRequest((r) => playerPart.test(new URL(r.url()).pathname));
    // What the partner's page itself downloads for a registration form: the loader and the frame
    // host, once each. The form, its texts and the runtime load inside the frame.
    expect([...loaded].sort()).toEqual([expect.stringMatching(new RegExp(`^${VERSION}/frame-host-[\\w-]+\\.js$`)), `${VERSION}/mc-loader.js`]);
    expect(await primaryColour(form, 'mc-register button[type="submit"]')).toBe(OCEAN_PRIMARY);
    // The frame is as tall as the form: no scrollbar inside it.
    await expect
      .poll(async () =>
        Math.abs(
          (await page.locator('mc-register iframe').evaluate((f) => f.getBoundingClientRect().height)) -
            (await form.locator('mc-register').evaluate((e) => e.getBoundingClientRect().bottom)),
        ),
      )
      .toBeLessThan(1);

    const { value } = (await (await captchaAnswer).json()) as { value: { id: string } };
    const {
      value: { text },
    } = (await (await fetch(`${api}/__test/captcha?id=${encodeURIComponent(value.id)}`)).json()) as { value: { text: string } };
    await form.locator('#register-username').fill(player.userName);
    await signUpAsked;
    await form.locator('#register-password').fill(player.password);
    await form.locator('#register-confirmPassword').fill(player.password);
    await form.locator('#register-captcha').fill(text);
    const registered = page.waitForRequest((r) => r.url() === `${api}/wps/member/register` && r.method() === 'PUT');
    await form.locator('button[type="submit"]').click();
    expect(new URL((await registered).url()).origin).toBe(api); // cross-origin, CORS allowed for the partner

    await playerPartAsked;
    // The page handled the navigation that follows a registration: the player stays here.
    await page.locator('#welcome').waitFor();
    expect(await page.locator('#welcome-name').textContent()).toBe(player.userName);
    expect(new URL(page.url()).origin).toBe(partner);
    const events = await page.locator('#mc-events li').evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.event));
    expect(events).toEqual(expect.arrayContaining(['mc-register', 'mc-login', 'mc-session', 'mc-navigate']));

    const row = platform.db
      .prepare('SELECT u.type, a.account AS upline FROM users u JOIN users a ON a.id = u.parent_id WHERE u.account = ?')
      .get(player.userName.toLowerCase()) as { type: number; upline: string } | undefined;
    expect(row).toEqual({ type: 0, upline: 'agent' }); // AFF001 belongs to the demo agent

    // The session lives in the frame, on the platform's origin; the page knows the name only.
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    const session = ((await (await (await registered).response())!.json()) as { value: { token: string; userName: string; customerType: number } }).value;
    Object.assign(player, { token: session.token, userName: session.userName, type: session.customerType });
    expect(await page.evaluate(() => window.mcKit!.getSession())).toEqual({ userName: player.userName, type: 0 });
    // Where the browser gives the frame storage, the frame keeps the session there (and the next
    // page's frames find it); where it gives none (incognito, third-party cookies blocked), in
    // memory for this page only: the partner-isolation stories cover that case.
    const stored = await form.evaluate(() => {
      try {
        return JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string; type: number } | null;
      } catch {
        return 'no storage' as const;
      }
    });
    if (stored === 'no storage') {
      expect(errors).toEqual([]);
      return;
    }
    expect(stored).toMatchObject({ userName: player.userName, type: 0 });

    // On to the partner page in the same tab (the frames there find the session).
    const kit = kitRequests(page);
    await page.locator('#welcome a').click();
    await page.waitForURL(`${partner}/embed/partner.html`);
    await partnerPage(page, kit);
    expect(errors).toEqual([]);
  });

  it('"Play now" takes the registered player to the platform\'s site, signed in by a single-use code', async () => {
    expect(player.token, 'the affiliate test registers the player first').not.toBe('');
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${partner}/embed/affiliate.html`);
    const code = await handoffCode();
    await page.evaluate((c) => window.mcKit!.setSession({ code: c }), code);
    // The same code a second time is refused: it was used.
    expect(
      await page.evaluate(
        (c) =>
          window.mcKit!.setSession({ code: c }).then(
            () => 'taken',
            (e: Error) => e.name,
          ),
        code,
      ),
    ).toBe('TypeError');
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('#welcome')!.hidden = false;
    });
    // The page's own button: the kit's frame asks the player, inside it, before it takes them there signed in.
    await page.locator('#play-now').click();
    await agreeInFrame(page);
    await page.waitForURL((url) => url.origin === api && url.pathname === '/m/home');
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string } | null)?.userName))
      .toBe(player.userName);
    // No code in the address, and the site read its hand-off once.
    expect(new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('mc_handoff');
    expect(errors).toEqual([]);
  });
});

/** The partner page, with the player of the affiliate test signed in (same tab). */
async function partnerPage(page: Page, kit: string[]) {
  const list = page.locator('mc-game-list');
  await list.locator('li.card').first().waitFor();
  await page.locator('mc-hot-matches button.ticker').waitFor();
  await page.locator('mc-help-detail .content').first().waitFor(); // platform HTML, through the Trusted Types policy
  expect(await primaryColour(page, 'mc-game-list button.btn-primary')).toBe(OCEAN_PRIMARY);

  // Only what this page shows: the lite build's runtime and these elements, each file once.
  const files = kit.filter((f) => !f.endsWith('.map'));
  expect(files[0]).toBe(`${VERSION}/mc-loader.js`);
  expect(files.filter((f) => f.startsWith(`${VERSION}/react/`))).toEqual([]);
  expect(new Set(files).size).toBe(files.length);
  const elementChunks = files
    .map((f) => f.match(ELEMENT_CHUNK)?.[1])
    .filter(Boolean)
    .sort();
  expect(elementChunks).toEqual(expect.arrayContaining(['mc-game-list', 'mc-help-detail', 'mc-hot-matches']));
  expect(elementChunks).not.toContain('mc-register');
  expect(files.filter((f) => /\/lite\/runtime-/.test(f))).toHaveLength(1);

  // Play: the page holds no token, so the platform's launch page starts the game, signed in.
  expect(await page.evaluate(() => window.mcKit!.getSession())).toEqual({ userName: player.userName, type: 0 });
  const launched = page.waitForResponse((r) => r.url().startsWith(`${api}/wps/game/launchGame`) && r.ok());
  await list.locator('button.card-play').first().click();
  await agreeInFrame(page);
  await page.waitForURL((url) => url.origin === api && url.pathname === '/m/launchGame');
  expect(((await (await launched).json()) as { success: boolean }).success).toBe(true);
}

/**
 * A tap on the page's side takes a signed-in player to the platform's site only once they agree
 * inside the kit's frame (the page cannot make that navigation by itself): taps the dialog's
 * confirm button in whichever frame shows it.
 */
async function agreeInFrame(page: Page): Promise<void> {
  await (await dialogInFrame(page)).locator('mc-confirm-dialog button[part="confirm"]').click();
}

describe('the merchant landing page (React build)', () => {
  it('composes several elements in its own theme; takes a handed-over session; defines elements added later and inside shadow roots; unhandled navigation goes to the platform', async () => {
    expect(player.token, 'the affiliate test registers the player first').not.toBe('');
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const kit = kitRequests(page);
    await page.goto(`${partner}/embed/merchant.html`);
    const header = page.locator('mc-header');
    await header.getByRole('button', { name: 'Log in' }).waitFor();
    // A tap on a dot starts the carousel (its code loads when first needed): swiper draws its own
    // dots, through the kit's Trusted Types policy.
    await page.locator('mc-banner button.swiper-pagination-bullet').first().click();
    await page.locator('mc-banner .swiper-initialized [part="pagination"] button.swiper-pagination-bullet').first().waitFor();
    for (const tag of ['mc-header', 'mc-banner', 'mc-notice-bar', 'mc-jackpot', 'mc-hot-matches', 'mc-game-list', 'mc-help-detail', 'mc-footer']) {
      expect(await page.evaluate((t) => customElements.get(t) !== undefined, tag), tag).toBe(true);
    }
    expect(await primaryColour(page, 'mc-header .btn-primary')).toBe(SUNSET_PRIMARY);
    expect(kit.some((f) => f.startsWith(`${VERSION}/react/runtime-`))).toBe(true);
    expect(kit.some((f) => f.startsWith(`${VERSION}/lite/`))).toBe(false);

    // A partner session handed over: a token is refused, a hand-off code taken (by a hidden frame
    // on the platform's origin: the page never holds the token).
    const refused = await page.evaluate(
      (p) =>
        window.mcKit!.setSession({ token: p.token, userName: p.userName, type: p.type } as never).then(
          () => 'taken',
          (e: Error) => `${e.name}: ${e.message}`,
        ),
      player,
    );
    expect(refused).toMatch(/^TypeError: mc-kit: setSession/);
    const announced = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('mc-session', (e) => resolve((e as CustomEvent).detail), { once: true })),
    );
    const taken = await page.evaluate((c) => window.mcKit!.setSession({ code: c }), await handoffCode());
    expect(taken).toEqual({ userName: player.userName, type: 0 });
    expect(await announced).toEqual({ userName: player.userName, type: 0 });
    expect(await page.evaluate(() => window.mcKit!.getSession())).toEqual({ userName: player.userName, type: 0 });
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    // Elements added later, and inside the open shadow root of a kit element, are defined.
    await page.evaluate(() => {
      document.querySelector('main')!.append(document.createElement('mc-language-picker'));
      document.querySelector('mc-hot-matches')!.shadowRoot!.append(document.createElement('mc-download-bar'));
    });
    await expect
      .poll(() => page.evaluate(() => ['mc-language-picker', 'mc-download-bar'].map((t) => customElements.get(t) !== undefined)))
      .toEqual([true, true]);
    await expect
      .poll(() =>
        page.evaluate(() => (document.querySelector('mc-hot-matches')!.shadowRoot!.querySelector('mc-download-bar')!.shadowRoot?.childNodes.length ?? 0) > 0),
      )
      .toBe(true);

    // Nobody handles this mc-navigate: the player goes to the platform's own site.
    await page.evaluate(() => window.mcKit!.clearSession());
    await header.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${api}/m/login`);
    expect(errors).toEqual([]);
  });
});

describe('the hostile page', () => {
  it('keeps the elements looking right under * { all: unset }, div { display: none } and huge fonts', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${partner}/embed/hostile.html`);
    const login = await frameOf(page, 'mc-login', api);
    await login.locator('#login-username').waitFor();
    const inside = await login.evaluate(() => {
      const root = document.querySelector('mc-login')!.shadowRoot!;
      const button = root.querySelector('button[type="submit"]')!;
      const style = getComputedStyle(button);
      return { buttonFont: style.fontSize, buttonHeight: Math.round(button.getBoundingClientRect().height), transform: style.textTransform };
    });
    expect(inside).toEqual({ buttonFont: '14px', buttonHeight: 44, transform: 'none' });
    await expect.poll(() => page.locator('mc-login iframe').evaluate((f) => f.getBoundingClientRect().height > 200)).toBe(true);
    const look = await page.evaluate(() => ({
      display: getComputedStyle(document.querySelector('mc-login')!).display,
      headerHeight: Math.round(document.querySelector('mc-header')!.getBoundingClientRect().height),
      footerHeight: Math.round(document.querySelector('mc-footer')!.getBoundingClientRect().height),
    }));
    // The footer: its 56 px bar and the 24 px age notice under it (18+, play responsibly; a tap target).
    expect(look).toEqual({ display: 'block', headerHeight: 48, footerHeight: 80 });
    expect(errors).toEqual([]);
  });
});

describe('two kit versions on one page', () => {
  it('the second loader keeps off the first one’s tags and stores', async () => {
    await buildKit({ version: SECOND_VERSION, outDir: join(ROOT, 'dist', 'kit', SECOND_VERSION), quiet: true });
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const kit = kitRequests(page);
    // A partner page that includes the kit twice (its own copy, and a widget vendor's newer one),
    // from one more loopback origin (a page Playwright made up itself would count as public, and
    // Chromium keeps public pages away from loopback addresses).
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two kits</title>
      <script type="module" src="${api}/kit/${VERSION}/mc-loader.js" data-api="${api}"></script>
      <script type="module" src="${api}/kit/${SECOND_VERSION}/mc-loader.js" data-api="${api}"></script>
      </head><body><mc-header page="home"></mc-header><mc-login></mc-login></body></html>`;
    const twoKits = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': embedContentSecurityPolicy(api) });
      res.end(html);
    });
    const origin = await listenOn(twoKits, '127.0.0.2');
    allowedOrigins.push(origin);
    try {
      await page.goto(`${origin}/two-kits.html`);
      await (await frameOf(page, 'mc-login', api)).locator('#login-username').waitFor();
      await page.locator('mc-header').getByRole('button', { name: 'Log in' }).waitFor();
    } finally {
      await closeServer(twoKits);
    }
    const state = await page.evaluate(() => ({
      first: window.mcKit!.version,
      kits: Object.keys(window.mcKits!).sort(),
      secondTags: window.mcKits!['0.0.0-e2e']!.tags.length,
      firstTags: window.mcKit!.tags.length,
    }));
    expect(state).toEqual({ first: VERSION, kits: [SECOND_VERSION, VERSION].sort(), secondTags: 0, firstTags: expect.any(Number) });
    expect(state.firstTags).toBeGreaterThan(5);
    expect(warnings.some((w) => w.includes(`mc-kit ${SECOND_VERSION}`) && w.includes(`kit ${VERSION} is already on this page`))).toBe(true);
    expect(kit.filter((f) => f.startsWith(`${SECOND_VERSION}/`) && f !== `${SECOND_VERSION}/mc-loader.js`)).toEqual([]);

    // The second kit's core is its own: a session handed to it does not reach the first one's elements.
    const second = await page.evaluate((c) => window.mcKits!['0.0.0-e2e']!.setSession({ code: c }), await handoffCode());
    expect(second).toEqual({ userName: player.userName, type: 0 });
    expect(await page.evaluate(() => window.mcKit!.getSession())).toBeNull();
    expect(await page.evaluate(() => window.mcKits!['0.0.0-e2e']!.getSession())).toEqual({ userName: player.userName, type: 0 });
    // The first kit's elements would redraw on the next frames if the session had reached them.
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await page.locator('mc-header').getByRole('button', { name: 'Log in' }).count()).toBe(1);
    expect(kit.some((f) => f.startsWith(`${SECOND_VERSION}/frame-host-`))).toBe(true); // its session lives in its own frames
    expect(errors).toEqual([]);
  }, 180_000); // it builds a second kit first
});

type Heard = { type: string; target: string; detail: unknown };
/**
 * Records, before any script of the page runs, every mc-ready and mc-error the page hears, with
 * the element it came from; inside the platform's frame (init scripts run in every frame) it
 * notes whether the registration form showed its fields when the form became ready.
 */
async function record(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { heard: Heard[]; fieldsAtReady?: boolean };
    w.heard = [];
    if (window === window.top) {
      for (const type of ['mc-ready', 'mc-error'])
        document.addEventListener(type, (e) => w.heard.push({ type, target: (e.target as Element).localName, detail: (e as CustomEvent).detail }));
    } else {
      document.addEventListener('mc-ready', (e) => {
        const el = e.composedPath()[0] as HTMLElement;
        if (el.localName === 'mc-register') w.fieldsAtReady = !!el.shadowRoot?.querySelector('#register-username');
      });
    }
  });
}
/** What the page heard of `type`, once it heard one. */
async function heard(page: Page, type: string): Promise<Heard[]> {
  await page.waitForFunction((t) => (window as unknown as { heard: Heard[] }).heard.some((h) => h.type === t), type);
  return page.evaluate((t) => (window as unknown as { heard: Heard[] }).heard.filter((h) => h.type === t), type);
}

describe('events from a framed element', () => {
  it('the page hears mc-ready on <mc-register> once the form in the frame shows its fields', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await record(page);
    await page.goto(`${partner}/embed/affiliate.html`);
    expect(await heard(page, 'mc-ready')).toEqual([{ type: 'mc-ready', target: 'mc-register', detail: { tag: 'mc-register' } }]);
    const form = await frameOf(page, 'mc-register', api);
    expect(await form.evaluate(() => (window as unknown as { fieldsAtReady?: boolean }).fieldsAtReady)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { heard: Heard[] }).heard.filter((h) => h.type === 'mc-error'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('with the platform in maintenance, the page hears mc-error of kind maintenance on <mc-register>', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await record(page);
    await postSwitches({ maintenance: true });
    try {
      await page.goto(`${partner}/embed/affiliate.html`);
      expect(await heard(page, 'mc-error')).toEqual([
        { type: 'mc-error', target: 'mc-register', detail: { kind: 'maintenance', message: 'mc-kit: the platform is in maintenance' } },
      ]);
    } finally {
      await postSwitches({ maintenance: false });
    }
    expect(errors).toEqual([]);
  });
});

describe('failures told to the page', () => {
  it('a call that fails while the device is offline is told, and so is the next one once it is back online', async () => {
    const page = await browser.newPage();
    // The failures this test makes, as the browser logs them.
    const errors = collectConsoleErrors(page, { ignore: [/ERR_INTERNET_DISCONNECTED/, /status of 503/] });
    await record(page);
    await page.goto(`${partner}/embed/affiliate.html`);
    // The two lists' code comes first, online: from here on only the platform's answers are missing.
    expect(await page.evaluate(() => Promise.all([window.mcKit!.define('mc-notice-list'), window.mcKit!.define('mc-hot-matches')]))).toEqual([true, true]);
    const told = () => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard.filter((h) => h.type === 'mc-error').map((h) => h.detail));

    await page.context().setOffline(true);
    await page.evaluate(() => document.body.append(document.createElement('mc-notice-list')));
    expect(await heard(page, 'mc-error')).toHaveLength(1);
    expect(await told()).toEqual([{ kind: 'unreachable', message: 'mc-kit: the platform did not answer' }]);

    // Back online, the platform in maintenance for the next call: the code that tells it was not
    // asked for offline (a browser may keep that failure for the document), so it comes now.
    await page.context().setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await page.route(`${api}/wps/content/hotMatches`, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'maintenance' }));
    await page.evaluate(() => document.body.append(document.createElement('mc-hot-matches')));
    await page.waitForFunction(() => (window as unknown as { heard: Heard[] }).heard.filter((h) => h.type === 'mc-error').length > 1);
    expect(await told()).toEqual([
      { kind: 'unreachable', message: 'mc-kit: the platform did not answer' },
      { kind: 'maintenance', message: 'mc-kit: the platform is in maintenance' },
    ]);
    expect(errors).toEqual([]);
  });
});

describe("the framed form's first screen", () => {
  it("the player types in the register form before its code arrives, and the element keeps what was typed, the focus and the frame's height", async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    // The element's code is held back until the player has typed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/kit\/[^/]+\/lite\/mc-register-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // What the frame asks the platform for, by path.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.frame().url().includes('/frame.html')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${partner}/embed/affiliate.html`);
    const form = await frameOf(page, 'mc-register', api);
    // The platform's markup, in the frame's language, with the link's affiliate code in its box.
    const username = form.locator('#fs-register-username');
    await username.waitFor();
    expect(await form.locator('label[for="fs-register-username"]').textContent()).toBe('Username');
    expect(await form.locator('#fs-register-affiliateCode').inputValue()).toBe('AFF001');
    // In the page's theme, as the element will be.
    expect(await primaryColour(form, '.mc-fs-form .btn-primary')).toBe(OCEAN_PRIMARY);
    await username.click();
    await page.keyboard.type('early1');
    await form.locator('#fs-register-password').click();
    await page.keyboard.type('secret1');
    // Typed before the element's code: it is not defined yet.
    expect(await form.evaluate(() => customElements.get('mc-register') === undefined)).toBe(true);
    const height = () => page.locator('mc-register iframe').evaluate((f) => f.getBoundingClientRect().height);
    const before = await height();
    expect(before).toBeGreaterThan(400); // the first screen's height, given before the element's code arrived

    release();
    await expect.poll(() => form.locator('[data-mc-first-screen]').count()).toBe(0);
    expect(await form.locator('mc-register #register-username').inputValue()).toBe('early1');
    expect(await form.locator('mc-register #register-password').inputValue()).toBe('secret1');
    expect(await form.locator('mc-register #register-affiliateCode').inputValue()).toBe('AFF001');
    // The focus moved with the caret: the next keys go on in the element's password box.
    await page.keyboard.type('23');
    expect(await form.locator('mc-register #register-password').inputValue()).toBe('secret123');
    expect(Math.abs((await height()) - before)).toBeLessThan(1);
    // What the element needs before its form shows came with the page (core/frame-data.ts): its
    // texts, the configuration and the registration settings were not asked for again.
    expect(asked.some((path) => /\/mc-register-[\w-]+\.js$/.test(path))).toBe(true);
    expect(asked.filter((path) => /\/texts-[\w-]+\/|^\/wps\/system\/init$|^\/wps\/member\/register\/settings$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('mc-ready from every element', () => {
  /**
   * Visits every element's docs page (its live example on the reference platform), as a visitor
   * or signed in as `account` through the login example (the session stays for the tab's next
   * pages), and returns the elements that did not tell mc-ready, with what still says it is busy.
   * An element that takes the player elsewhere (an agent's page for a player) leaves the docs
   * page, and with it what could be heard: it is not counted.
   */
  async function silentElements(account?: { userName: string; password: string }): Promise<string[]> {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    // Heard from the document's start, before any script of the page.
    await page.addInitScript(() => {
      const w = window as unknown as { readyTags: string[] };
      w.readyTags = [];
      document.addEventListener('mc-ready', (e) => w.readyTags.push((e as CustomEvent<{ tag: string }>).detail.tag));
    });
    await page.goto(`${api}/docs`);
    const tags = (await page.locator('.element-list a').allTextContents()).map((t) => t.replace(/[<>]/g, ''));
    expect(tags.length).toBeGreaterThan(60);
    if (account) {
      await page.goto(`${api}/docs/elements/mc-login`);
      const login = page.locator('.example mc-login');
      await login.locator('#login-username').fill(account.userName);
      await login.locator('#login-password').fill(account.password);
      await login.locator('button[type="submit"]').click();
      await page.locator('#example-log li', { hasText: /^mc-login / }).waitFor();
    }
    const silent: string[] = [];
    for (const tag of tags) {
      const docsPage = `${api}/docs/elements/${tag}`;
      await page.goto(docsPage);
      const heard = await page
        .waitForFunction((t) => (window as unknown as { readyTags: string[] }).readyTags.includes(t), tag, { timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (heard || page.url() !== docsPage) continue;
      silent.push(
        await page.evaluate(
          (t) => `${t}: ${document.querySelector(`.example ${t}`)?.shadowRoot?.querySelector('[aria-busy="true"]')?.outerHTML.slice(0, 200) ?? 'nothing busy'}`,
          tag,
        ),
      );
    }
    expect(errors).toEqual([]);
    return silent;
  }

  it("each element's live example on the docs tells mc-ready once its first screen settled: for a visitor, a player and an agent", async () => {
    expect(await silentElements()).toEqual([]);
    expect(await silentElements({ userName: 'demo', password: 'demo1234' })).toEqual([]);
    expect(await silentElements({ userName: 'agent', password: 'agent1234' })).toEqual([]);
  }, 300_000);
});

describe('CORS', () => {
  it('answers the allowed partner origin, and no other', async () => {
    const call = (origin: string) => fetch(`${api}/wps/system/status`, { headers: { Origin: origin, Merchant: 'MC01', 'Module-Id': 'COMM3' } });
    expect((await call(partner)).headers.get('access-control-allow-origin')).toBe(partner);
    expect((await call('http://127.0.0.3:1')).headers.get('access-control-allow-origin')).toBeNull();
    const kitFile = await fetch(`${api}/kit/${VERSION}/mc-loader.js`, { headers: { Origin: 'http://127.0.0.3:1' } });
    expect(kitFile.headers.get('access-control-allow-origin')).toBe('*'); // public code, any page may load it
  });
});
