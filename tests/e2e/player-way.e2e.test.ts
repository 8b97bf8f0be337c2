/**
 * The player's way through the site (issue 19), on a 390×844 phone:
 *
 * - no dead end: login, register and forget password (no site header, §2.3) close to home; the
 *   download page and /m/maintenance have their way back;
 * - the game gets the screen: the launch page without the site's header and footer, one slim bar
 *   (back, balance, full screen), and back leads to the game list as it was left (tab, search,
 *   the tapped card in its place);
 * - header titles fit in German and Russian (two lines at most, never cut), no Deposit button on
 *   the deposit page;
 * - /m/maintenance is the maintenance screen, and the forced change after a first login is titled
 *   "First password" in the tab and the header.
 *
 * Screenshots go to a temporary folder whose path is printed (to look at, not kept); the README's
 * are copies of some of them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAnnouncementPopup, collectConsoleErrors, type E2EBrowser, type Platform, useE2E } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;
useE2E((started) => ({ platform, browser } = started));

const shots = mkdtempSync(join(tmpdir(), 'mc-player-way-'));
afterAll(() => console.log(`[player-way] screenshots in ${shots}`));
/** A screenshot once the page's fade-in (§2.3) is over. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => Promise.all((document.querySelector('mc-site')?.shadowRoot?.querySelector('main')?.getAnimations() ?? []).map((a) => a.finished)));
  await page.screenshot({ path: join(shots, `${name}.png`), scale: 'css' });
}

/** expect.poll with room for a busy machine (the default waits only 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

async function open(path: string, lang?: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  if (lang) await page.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), lang);
  const errors = collectConsoleErrors(page);
  await page.goto(platform.url + path);
  return { page, errors };
}

/** Signs in by field names (the labels follow the page's language). */
async function signIn(page: Page, username = 'demo', password = 'demo1234'): Promise<void> {
  await page.goto(platform.url + '/m/login');
  await page.locator('mc-login input[name="username"]').fill(username);
  await page.locator('mc-login input[name="password"]').fill(password);
  await page.locator('mc-login button[type="submit"]').click();
  await page.waitForURL(/\/m\/(home|changePsw)$/);
}

describe('no dead end', () => {
  it('login, register and forget password close to home; download and maintenance lead back', async () => {
    const { page, errors } = await open('/m/home');
    await closeAnnouncementPopup(page);
    await page.locator('mc-header').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/m/login');
    expect(await page.locator('mc-header').count()).toBe(0); // §2.3: no header here…
    const close = page.locator('mc-login').getByRole('button', { name: 'Close' });
    await close.waitFor(); // …so the page has its own way out, on screen
    const box = (await close.boundingBox())!;
    expect(box.y).toBeLessThan(80);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await shot(page, 'login-close');
    await close.click();
    await page.waitForURL('**/m/home');

    // From the login form to registration, then out.
    await page.goto(platform.url + '/m/login');
    await page.locator('mc-login').getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/m/register');
    await page.locator('mc-register').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/m/home');

    // Forgot password, then out.
    await page.goto(platform.url + '/m/login');
    await page.locator('mc-login').getByRole('button', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/m/forget');
    await page.locator('mc-forget-password').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/m/home');

    // The download page (no header either) brings its own back arrow.
    await page.locator('mc-footer').waitFor();
    await page.goto(platform.url + '/m/download');
    await page.locator('mc-download').getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/m/home');

    // /m/maintenance in normal mode: the maintenance screen with the header's way back.
    await page.goto(platform.url + '/m/maintenance');
    const screen = page.locator('mc-site [data-screen="maintenance"]');
    await screen.getByRole('heading', { name: 'Platform under maintenance' }).waitFor();
    expect(await page.locator('mc-site [data-screen="placeholder"]').count()).toBe(0);
    await poll(() => page.title()).toBe('Maintenance · MC Gaming');
    await shot(page, 'maintenance');
    // Retry: the platform is not in maintenance, so the player is taken home.
    await screen.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL('**/m/home');
    expect(errors).toEqual([]);
  });
});

describe('the game gets the screen', () => {
  it('launches from a searched list, plays full screen, and comes back to the list as it was', async () => {
    const { page, errors } = await open('/m/home');
    await signIn(page);
    await page.goto(platform.url + '/m/gameList?gameType=RNG');
    const list = page.locator('mc-game-list');
    await list.getByRole('tab', { name: 'New' }).click();
    const search = list.getByRole('searchbox', { name: 'Search games by name' });
    await search.fill('o');
    await search.press('Enter');
    await poll(() => list.locator('.card[data-node-id]').count()).toBeGreaterThan(12);

    // A card further down the list, scrolled to the middle of the screen.
    const card = list.locator('.card[data-node-id]').nth(10);
    const nodeId = (await card.getAttribute('data-node-id'))!;
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    const topBefore = (await card.boundingBox())!.y;
    await card.locator('.card-play').click();
    await page.waitForURL(`**/m/launchGame?nodeId=${nodeId}**`);

    // No site header or footer: one slim bar, and the game fills the rest of the screen.
    const launch = page.locator('mc-launch-game');
    const frame = launch.locator('iframe');
    await frame.waitFor();
    expect(await page.locator('mc-header').count()).toBe(0);
    expect(await page.locator('mc-footer').count()).toBe(0);
    const bar = (await launch.locator('[part="bar"]').boundingBox())!;
    expect(bar.y).toBe(0);
    expect(bar.height).toBeLessThanOrEqual(44);
    const game = (await frame.boundingBox())!;
    expect(game.y).toBeGreaterThanOrEqual(bar.height - 1);
    expect(game.y + game.height).toBeGreaterThanOrEqual(843);
    await poll(() => launch.locator('[part="balance"]').textContent()).toMatch(/^¥ [\d,]+$/);
    // One way back: the bar's (the demo game shows its own link only outside the site's frame).
    const back = launch.getByRole('button', { name: 'Back to the site' });
    await back.waitFor();
    await page.frameLocator('mc-launch-game iframe').getByRole('button', { name: 'Spin' }).waitFor();
    expect(await page.frameLocator('mc-launch-game iframe').getByRole('link', { name: 'Back to the site' }).count()).toBe(0);
    await shot(page, 'launch');

    // On a phone: full screen, with the bar still there.
    const full = launch.getByRole('button', { name: 'Full screen' });
    expect(await full.getAttribute('aria-pressed')).toBe('false');
    await full.click();
    // The launch page's own part is in full screen (the document sees the shell that holds it).
    await poll(() => launch.evaluate((el) => el.shadowRoot?.fullscreenElement?.className ?? null)).toBe('launch');
    await poll(() => full.getAttribute('aria-pressed')).toBe('true');
    expect(await back.isVisible()).toBe(true);
    await shot(page, 'launch-fullscreen');

    // Back: out of full screen, to the list with its tab, its search and the card in its place.
    await back.click();
    await page.waitForURL('**/m/gameList?gameType=RNG');
    await poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await poll(() => search.inputValue()).toBe('o');
    expect(await list.getByRole('tab', { name: 'New' }).getAttribute('aria-selected')).toBe('true');
    const again = list.locator(`.card[data-node-id="${nodeId}"]`);
    await again.waitFor();
    await poll(async () => Math.abs((await again.boundingBox())!.y - topBefore)).toBeLessThan(4);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await shot(page, 'list-after-game');

    // A list opened afresh starts afresh.
    await page.goto(platform.url + '/m/gameList?gameType=RNG');
    await poll(() => list.locator('.card[data-node-id]').count()).toBeGreaterThan(0);
    expect(await search.inputValue()).toBe('');
    expect(await list.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
  });
});

/** The header's title fits: at most two lines, nothing hidden, clear of the buttons at its end. */
async function expectTitleFits(page: Page, expected: string): Promise<void> {
  const title = page.locator('mc-header [part="title"]');
  await poll(() => title.textContent()).toBe(expected);
  // Fitting takes a frame or two (and the header may make room): wait for the state, then measure.
  await poll(() => title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  const m = await title.evaluate((el) => {
    const end = el.closest('.bar')!.querySelector('.end')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    return {
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      right: box.right,
      endLeft: end.left,
      lines,
      ellipsis: style.textOverflow,
      fontSize: parseFloat(style.fontSize),
    };
  });
  expect(m.scrollWidth, `${expected}: width`).toBeLessThanOrEqual(m.clientWidth);
  expect(m.scrollHeight, `${expected}: height`).toBeLessThanOrEqual(m.clientHeight + 1);
  expect(m.lines, `${expected}: lines`).toBeLessThanOrEqual(2);
  expect(m.right, `${expected}: clear of the end`).toBeLessThanOrEqual(m.endLeft);
  expect(m.ellipsis).not.toBe('ellipsis');
  expect(m.fontSize).toBeGreaterThanOrEqual(11);
}

describe('header titles', () => {
  const PAGES: [lang: string, path: string, title: string][] = [
    ['DE', '/m/upLine/transfer', 'An übergeordnetes Konto übertragen'],
    ['DE', '/m/member/rebateReport', 'Mein Rückvergütungsbericht'],
    ['DE', '/m/set', 'Persönliche Einstellungen'],
    ['DE', '/m/securityCenter', ''],
    ['DE', '/m/transaction/record', ''],
    ['DE', '/m/vouReport', ''],
    ['RU', '/m/useragreement', 'Пользовательское соглашение'],
    ['RU', '/m/member/agent/getSalaryContract', 'Договор с ежедневной оплатой'],
    ['RU', '/m/lotteryOrders', 'Мои лотерейные ставки'],
    ['RU', '/m/securityCenter', ''],
    ['RU', '/m/changePsw', ''],
  ];

  it.each(['DE', 'RU'])('fit in %s next to the balance and the Deposit button, never cut', async (lang) => {
    const { page, errors } = await open('/m/home', lang);
    await signIn(page);
    for (const [l, where, expected] of PAGES.filter(([l]) => l === lang)) {
      await page.goto(platform.url + where);
      await page.locator('mc-header [part="balance"]').waitFor();
      const title = expected || (await page.locator('mc-header [part="title"]').textContent()) || '';
      expect(title.length, `${l} ${where}`).toBeGreaterThan(0);
      await expectTitleFits(page, title);
      if (where === '/m/upLine/transfer' || where === '/m/member/agent/getSalaryContract') await shot(page, `title-${lang}-${where.split('/').pop()}`);
    }
    expect(errors).toEqual([]);
  });

  it('the deposit page has no Deposit button in its header; other pages do', async () => {
    const { page, errors } = await open('/m/home');
    await signIn(page);
    await page.goto(platform.url + '/m/withdraw');
    const header = page.locator('mc-header');
    await header.getByRole('button', { name: 'Deposit' }).waitFor();
    await page.goto(platform.url + '/m/voucherCenter');
    await header.locator('[part="balance"]').waitFor();
    await poll(() => header.locator('[part="title"]').textContent()).toBe('Deposit');
    expect(await header.getByRole('button', { name: 'Deposit' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('first password', () => {
  it('the forced change after a first login is titled First password in the tab and the header', async () => {
    const { page, errors } = await open('/m/home');
    await signIn(page, 'newbie', 'newbie1234');
    await page.waitForURL('**/m/changePsw');
    await poll(() => page.locator('mc-header [part="title"]').textContent()).toBe('First password');
    await poll(() => page.title()).toBe('First password · MC Gaming');
    await page.locator('mc-change-password').getByRole('heading', { name: 'First password' }).waitFor();
    expect(errors).toEqual([]);
  });
});
