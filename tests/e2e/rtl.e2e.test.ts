/**
 * Right-to-left (issue 9): Arabic, Persian and Urdu on /m/home, /m/login, /m/mine (the demo
 * player), /m/gameList and /m/agent (the demo agent). Each page: `dir="rtl"` and the language on
 * the document and on the root of every mc-* element (in shadow roots too), a few positions a
 * reader notices (the start side is the right), no console error, and a screenshot in a
 * temporary folder whose path is printed (to look at, not kept).
 *
 * E2E_SITE_DIR points the platform at another build of the site than dist/site.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { closeAnnouncementPopup, collectConsoleErrors, launchBrowser, startPlatform, type E2EBrowser, type Platform } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;
const shots = mkdtempSync(join(tmpdir(), 'mc-rtl-'));

beforeAll(async () => {
  platform = await startPlatform(process.env.E2E_SITE_DIR ? { siteDir: process.env.E2E_SITE_DIR } : {});
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
  console.log(`[rtl] screenshots in ${shots}`);
});

/** expect.poll with room for a busy machine (the default waits only 1 s). */
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, ...(message ? { message } : {}) });

/** A page whose every visit starts in `lang` (as a visitor who chose it earlier). */
async function pageIn(lang: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  await page.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), lang);
  const errors = collectConsoleErrors(page);
  watchLoads(page);
  return { page, errors };
}

const loading = new WeakMap<Page, Set<Request>>();

/**
 * Keeps the page's requests in flight, but the live stream (core/live/): it stays open for as
 * long as the page, so a page with it never has a quiet network.
 */
function watchLoads(page: Page): void {
  const open = new Set<Request>();
  loading.set(page, open);
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/wps/live/')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Signs in on /m/login by field names (the labels are in the page's language). */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(platform.url + '/m/login');
  await page.locator('mc-login input[name="username"]').fill(username);
  await page.locator('mc-login input[name="password"]').fill(password);
  await page.locator('mc-login button[type="submit"]').click();
  await page.waitForURL('**/m/home');
}

interface Roots {
  document: { dir: string; lang: string };
  /** Every mc-* element with its root's dir and lang ('-' when it has no element root). */
  elements: { tag: string; dir: string; lang: string }[];
}

/** The document's dir and lang, and those of every mc-* element's root, shadow roots included. */
function roots(page: Page): Promise<Roots> {
  return page.evaluate(() => {
    const elements: { tag: string; dir: string; lang: string }[] = [];
    const walk = (scope: Document | ShadowRoot) => {
      for (const el of scope.querySelectorAll('*')) {
        if (el.localName.startsWith('mc-')) {
          const root = [...(el.shadowRoot?.children ?? [])].find((c) => c.classList.contains('mc-root'));
          // The site's own shell (lit) has no element root: it follows the document.
          if (el.shadowRoot && !root)
            elements.push({ tag: el.localName, dir: getComputedStyle(el).direction, lang: el.closest('[lang]')?.getAttribute('lang') ?? '' });
          else if (root) elements.push({ tag: el.localName, dir: root.getAttribute('dir') ?? '', lang: root.getAttribute('lang') ?? '' });
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return { document: { dir: document.documentElement.dir, lang: document.documentElement.lang }, elements };
  });
}

/** Waits until the document and every mc-* element say right to left in `lang`. */
async function expectRtl(page: Page, lang: string, tags: string[]): Promise<void> {
  await poll(async () => {
    const r = await roots(page);
    const present = new Set(r.elements.map((e) => e.tag));
    const wrong = r.elements.filter((e) => e.dir !== 'rtl' || e.lang !== lang).map((e) => `${e.tag} ${e.dir} ${e.lang}`);
    return { document: r.document, missing: tags.filter((t) => !present.has(t)), wrong };
  }, `${lang} ${page.url()}`).toEqual({ document: { dir: 'rtl', lang }, missing: [], wrong: [] });
}

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator.toString()} is not on screen`);
  return b;
}
const right = (b: Box) => b.x + b.width;
const middle = (b: Box) => b.x + b.width / 2;
const viewportWidth = (page: Page) => page.viewportSize()!.width;

/** Where the element's text is drawn (not its box, which may be wider). */
const textBox = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

/** Whether the element is drawn as its mirror image (a transform with a negative determinant). */
const mirrored = (locator: Locator) =>
  locator.evaluate((el) => {
    const transform = getComputedStyle(el).transform;
    const m = new DOMMatrix(transform === 'none' ? '' : transform);
    return m.a * m.d - m.b * m.c < 0;
  });

/** The fonts are in and every image on screen (shadow roots too) has loaded or failed. */
const shownLoaded = (page: Page) =>
  page.evaluate(() => {
    const images: HTMLImageElement[] = [];
    const walk = (scope: Document | ShadowRoot) => {
      for (const el of scope.querySelectorAll('*')) {
        if (el instanceof HTMLImageElement) images.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    // A lazy image off screen is not asked for until it scrolls in: it is not in the shot either.
    const onScreen = (img: HTMLImageElement) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    };
    return document.fonts.status === 'loaded' && images.filter(onScreen).every((img) => img.complete);
  });

async function shoot(page: Page, name: string): Promise<void> {
  // Let late images and fonts settle: the screenshot is for a person to look at, so one taken
  // before they did is no failure. Not Playwright's 'networkidle': a signed-in page's live stream
  // keeps the network busy, so that wait ran out its whole time limit (30 s, 90 s on CI) on
  // every such page.
  await poll(async () => ({ requests: [...(loading.get(page) ?? [])].map((r) => r.url()), shown: await shownLoaded(page) }))
    .toEqual({ requests: [], shown: true })
    .catch(() => undefined);
  const path = join(shots, `${name}.png`);
  await page.screenshot({ path });
  console.log(`[rtl] ${path}`);
}

/** The footer's five items run from right (Home) to left (Member). */
async function expectFooterReversed(page: Page): Promise<void> {
  const items = page.locator('mc-footer .item');
  await poll(() => items.count()).toBe(5);
  const xs = await Promise.all([0, 1, 2, 3, 4].map(async (i) => middle(await boxOf(items.nth(i)))));
  expect(xs).toEqual([...xs].sort((a, b) => b - a));
}

const LANGS = [
  { code: 'AR', lang: 'ar' },
  { code: 'FA', lang: 'fa' },
  { code: 'UR', lang: 'ur' },
];

describe.each(LANGS)('right to left in $code', ({ code, lang }) => {
  it('/m/home and /m/gameList for a visitor: logo on the right, Login on the left, footer from the right, back arrow on the right and mirrored', async () => {
    const { page, errors } = await pageIn(code);
    await page.goto(platform.url + '/m/home');
    await closeAnnouncementPopup(page);
    await page.locator('mc-header .logo').waitFor();
    await expectRtl(page, lang, ['mc-header', 'mc-footer', 'mc-banner', 'mc-popular-games']);
    const logo = await boxOf(page.locator('mc-header .logo'));
    const login = await boxOf(page.locator('mc-header .btn-outline'));
    expect(logo.x).toBeGreaterThan(right(login));
    expect(right(logo)).toBeGreaterThan(viewportWidth(page) - 24);
    await expectFooterReversed(page);
    // The vendor menu's "previous" arrow is on the right, the "next" one on the left.
    const start = page.locator('mc-popular-games .arrow[data-direction="start"]');
    if (await start.count())
      expect(middle(await boxOf(start))).toBeGreaterThan(middle(await boxOf(page.locator('mc-popular-games .arrow[data-direction="end"]'))));
    await shoot(page, `${code}-home`);

    await page.goto(platform.url + '/m/gameList?gameType=RNG');
    const back = page.locator('mc-header .start .icon-btn');
    await back.waitFor();
    await expectRtl(page, lang, ['mc-header', 'mc-game-list']);
    expect(right(await boxOf(back))).toBeGreaterThan(viewportWidth(page) - 24);
    expect(await mirrored(back.locator('svg'))).toBe(true);
    await page.locator('mc-game-list .grid:not(.skeleton) li').first().waitFor();
    await shoot(page, `${code}-gameList`);
    expect(errors).toEqual([]);
  });

  it('/m/login: labels and fields start on the right, a phone number stays left to right', async () => {
    const { page, errors } = await pageIn(code);
    await page.goto(platform.url + '/m/login');
    const username = page.locator('mc-login input[name="username"]');
    await username.waitFor();
    await expectRtl(page, lang, ['mc-login']);
    const label = page.locator('mc-login label[for="login-username"]');
    expect(Math.abs(right(await textBox(label)) - right(await boxOf(username)))).toBeLessThan(16);
    expect(await username.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await shoot(page, `${code}-login`);
    const sms = page.locator('mc-login [role="tab"]').nth(1);
    if (await sms.count()) {
      await sms.click();
      const mobile = page.locator('mc-login input[name="mobile"]');
      await mobile.waitFor();
      expect(await mobile.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      const dialing = page.locator('mc-login .dialing-code');
      if (await dialing.count()) expect(right(await boxOf(dialing))).toBeLessThanOrEqual((await boxOf(mobile)).x + 1);
      await shoot(page, `${code}-login-phone`);
    }
    expect(errors).toEqual([]);
  });

  it('/m/mine for the demo player: the member centre reads from the right', async () => {
    const { page, errors } = await pageIn(code);
    await signIn(page, 'demo', 'demo1234');
    await page.goto(platform.url + '/m/mine');
    await page.locator('mc-member-centre .list .row').first().waitFor();
    await expectRtl(page, lang, ['mc-member-centre', 'mc-footer']);
    // A row's label starts on the right, its chevron is on the left and points left.
    const row = page.locator('mc-member-centre .list .row').first();
    const chevron = row.locator('.chevron');
    const rowBox = await boxOf(row);
    expect(middle(await boxOf(chevron))).toBeLessThan(middle(rowBox));
    expect(await mirrored(chevron)).toBe(true);
    const tile = page.locator('mc-member-centre .tile').first();
    const tiles = await page.locator('mc-member-centre .tile').evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().left));
    if (tiles.length === 2 && Math.abs(tiles[0]! - tiles[1]!) > 1) expect(tiles[0]).toBeGreaterThan(tiles[1]!);
    expect(await tile.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await expectFooterReversed(page);
    await shoot(page, `${code}-mine`);
    expect(errors).toEqual([]);
  });

  it('/m/agent for the demo agent: greeting and tiles start on the right', async () => {
    const { page, errors } = await pageIn(code);
    await signIn(page, 'agent', 'agent1234');
    await page.goto(platform.url + '/m/agent');
    const greeting = page.locator('mc-agent-home .greeting');
    await greeting.waitFor();
    await page.locator('mc-agent-home .tile').first().waitFor();
    await expectRtl(page, lang, ['mc-agent-home']);
    expect(right(await textBox(greeting))).toBeGreaterThan(viewportWidth(page) - 40);
    const tiles = await page.locator('mc-agent-home .tile').evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().left));
    expect(tiles[0]).toBeGreaterThan(tiles[1]!);
    await poll(() => page.locator('mc-agent-home .tile').count()).toBeGreaterThan(2);
    await shoot(page, `${code}-agent`);
    expect(errors).toEqual([]);
  });
});
