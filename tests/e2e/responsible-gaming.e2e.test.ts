/**
 * Responsible gaming end to end (issue 20), against the built site and the reference platform:
 * a player sets a daily deposit limit of ¥500, deposits ¥400, is refused ¥200 with "¥100 left
 * today", raises the limit and sees the rise wait out its 24-hour cooling-off (the test moves the
 * platform's clock, and the reality check the platform keeps shows on the way), then takes a
 * 24-hour time-out: signed out at once, and refused at sign-in with the end of the break. axe
 * finds no serious violation on the page or in the reality-check dialog.
 *
 * Limits on every bet (issue 31): with a session limit of one minute, a spin after the minute is
 * refused and the game's page says why with a way on; a game opened at /games/play shows the
 * reality check when it is due, without a spin (the test moves the platform's clock and the
 * page's own, never waits for them).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { savePreferences } from '../../server/responsible-gaming/reality-check.ts';
import { axe, expectNoSevere } from './axe.ts';
import { collectConsoleErrors, type E2EBrowser, type Platform, useE2E } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started));

const HOUR = 3_600_000;

/** Moves the platform's clock forward (test mode only). */
async function advanceClock(ms: number): Promise<void> {
  const res = await fetch(`${platform.url}/__test/clock?advanceMs=${ms}`, { method: 'POST' });
  expect(res.status).toBe(200);
}

async function signIn(page: Page, then: string, username = 'plain', password = 'plain1234'): Promise<void> {
  await page.goto(`${platform.url}/m/login?redirect=${encodeURIComponent(then)}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('mc-login button[type="submit"]').click();
}

/**
 * A session time limit the player's page does not offer (its shortest is 30 minutes), written
 * through the platform's own function into its data folder: test only, no route reaches it.
 */
function setSessionLimit(account: string, minutes: number): void {
  const db = openDatabase(join(platform.dataDir, 'platform.db'));
  try {
    const { id } = db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: number };
    savePreferences(db, id, { realityCheckMinutes: null, sessionLimitMinutes: minutes }, Date.now());
  } finally {
    db.close();
  }
}

/** A real-money launch of the demo slot by the signed-in player of `page`: its /games/play URL. */
function launchUrl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string };
    const query = new URLSearchParams({ vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: '2', accountType: '1', language: 'EN' });
    const res = await fetch(`/wps/game/launchGame?${query}`, { headers: { Authorization: token, Merchant: 'MC01', 'Module-Id': 'GAMELO3' } });
    return ((await res.json()) as { value: { url: string } }).value.url;
  });
}

const toast = (page: Page) => page.locator('mc-toast [part="toast"]');

/** On the limits page: a reality check every `minutes`, saved (its toast shows). */
async function remindEvery(site: Page, minutes: string): Promise<void> {
  const session = site.locator('mc-responsible-gaming [data-section="session"]');
  await session.getByLabel('Remind me every').selectOption(minutes);
  await session.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => toast(site).textContent()).toBeTruthy();
}
const dailyDeposit = (page: Page) => page.locator('mc-responsible-gaming [data-section="deposit"] form[data-period="day"]');

/** A bank transfer of `amount` on the deposit page. */
async function deposit(page: Page, amount: string): Promise<void> {
  await page.goto(`${platform.url}/m/voucherCenter`);
  const form = page.locator('mc-voucher-center');
  await form.getByRole('radio', { name: /Bank transfer/ }).check();
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByLabel('Your bank').selectOption('BDO');
  await form.locator('button[type="submit"]').click();
}

/** The reality check is due after each move of the clock: check it with axe once, then Continue. */
async function answerRealityCheck(page: Page, checkA11y: boolean): Promise<void> {
  const dialog = page.locator('mc-reality-check dialog[open]');
  await dialog.waitFor();
  await expect.poll(() => dialog.textContent()).toContain('Net result of this session');
  if (checkA11y) expectNoSevere('reality-check dialog', await axe(page));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('responsible gaming', () => {
  it('a daily deposit limit refuses what is over it, a rise waits 24 hours, a time-out signs out and refuses sign-in', async () => {
    // The merchant's day is the platform machine's own here, so seeded deposits of earlier days stay out of today.
    await platform.admin({ responsibleGaming: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } });
    const page = await browser.newPage();
    // The time-out ends the session on the platform: the sign-out's own call is refused (401), as it should be.
    const errors = collectConsoleErrors(page, { ignore: [/status of 401/] });

    await signIn(page, '/m/responsibleGaming');
    await page.waitForURL('**/m/responsibleGaming');
    const day = dailyDeposit(page);
    await expect.poll(() => day.locator('.state').textContent()).toBe('No limit');
    expectNoSevere('/m/responsibleGaming', await axe(page));

    // Daily deposit limit ¥500.
    await day.getByLabel('New limit').fill('500');
    await day.getByRole('button', { name: 'Set limit' }).click();
    await expect.poll(() => day.locator('.state').textContent()).toBe('Limit ¥ 500.00, ¥ 500.00 left');

    // ¥400 goes through; ¥200 more is refused with what is left, and the amount stays typed.
    await deposit(page, '400');
    await page.locator('mc-voucher-center').getByText('Waiting for the platform to confirm your transfer').waitFor();
    await deposit(page, '200');
    await expect.poll(() => toast(page).textContent()).toContain('¥100 left today');
    expect(await page.locator('mc-voucher-center').getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('200');

    // Raising it to ¥1,000 waits out the cooling-off: still ¥500 in force, the rise shown with its date.
    await page.goto(`${platform.url}/m/responsibleGaming`);
    await expect.poll(() => day.locator('.state').textContent()).toBe('Limit ¥ 500.00, ¥ 100.00 left');
    await day.getByLabel('New limit').fill('1000');
    await day.getByRole('button', { name: 'Set limit' }).click();
    await expect.poll(() => day.locator('.pending').textContent()).toMatch(/^Changes to ¥ 1,000\.00 on /);
    expect(await day.locator('.state').textContent()).toBe('Limit ¥ 500.00, ¥ 100.00 left');

    // 22 hours later (in two steps, each inside the session's 12-hour life) the rise still waits;
    // the reality check, timed on the platform, greets the player after each move.
    for (const [i, hours] of [11, 11].entries()) {
      await advanceClock(hours * HOUR);
      await page.reload();
      await answerRealityCheck(page, i === 0);
      await expect.poll(() => day.locator('.pending').textContent()).toMatch(/^Changes to ¥ 1,000\.00 on /);
    }
    // Two hours later it applies.
    await advanceClock(2 * HOUR);
    await page.reload();
    await answerRealityCheck(page, false);
    await expect.poll(() => day.locator('.state').textContent()).toMatch(/^Limit ¥ 1,000\.00, /);
    expect(await day.locator('.pending').count()).toBe(0);

    // A 24-hour time-out, confirmed: signed out at once, sent home.
    const timeOut = page.locator('mc-responsible-gaming [data-section="timeout"]');
    await timeOut.getByRole('radio', { name: '24 hours' }).check();
    await timeOut.getByRole('button', { name: 'Start time-out' }).click();
    await page.locator('mc-confirm-dialog dialog[open] [part="confirm"]').click();
    await page.waitForURL('**/m/home');
    await expect.poll(() => toast(page).textContent()).toContain('Your break has started');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    // Signing in during the break is refused with its end.
    await signIn(page, '/m/home');
    await expect.poll(() => toast(page).locator('.text').textContent()).toMatch(/^You are taking a break until .+/);
    expect(page.url()).toContain('/m/login');
    expect(errors).toEqual([]);
  });

  it('a game opened in a window of its own holds play for the reality check until the player continues', async () => {
    const site = await browser.newPage();
    await site.goto(`${platform.url}/m/login?redirect=${encodeURIComponent('/m/responsibleGaming')}`);
    await site.getByLabel('Username').fill('demo');
    await site.getByLabel('Password', { exact: true }).fill('demo1234');
    await site.locator('mc-login button[type="submit"]').click();
    await site.waitForURL('**/m/responsibleGaming');
    // A reminder every 15 minutes (a game left without a spin for 30 ends by itself).
    await remindEvery(site, '15');
    const url = await launchUrl(site);
    const game = await browser.newPage();
    const errors = collectConsoleErrors(game);
    await game.goto(platform.url + url);
    const spin = game.getByRole('button', { name: 'Spin' });
    const panel = game.getByRole('alertdialog', { name: 'Reality check' });
    await spin.click();
    await expect.poll(() => game.locator('#result').textContent()).toMatch(/You win|No win/);
    expect(await panel.isVisible()).toBe(false);

    await advanceClock(16 * 60_000);
    const balance = await game.locator('#balance').textContent();
    await spin.click();
    await panel.waitFor();
    await expect.poll(() => panel.textContent()).toMatch(/You have played for 1\d minutes\. Result of this session: ¥-?\d+\.\d\d\./);
    expect(await game.locator('#balance').textContent()).toBe(balance);
    await expect.poll(() => spin.isDisabled()).toBe(true);
    expectNoSevere('game reality check', await axe(game));
    await panel.getByRole('button', { name: 'Continue playing' }).click();
    await panel.waitFor({ state: 'hidden' });
    await spin.click();
    await expect.poll(() => game.locator('#balance').textContent()).not.toBe(balance);
    expect(errors).toEqual([]);
  });

  it('a spin after a one-minute session limit is refused, and the game page says why with a way to the limits', async () => {
    const page = await browser.newPage();
    // The refused spin and the ended game's page answer 410 (Gone): the browser logs both.
    const errors = collectConsoleErrors(page, { ignore: [/status of 410/] });
    await signIn(page, '/m/launchGame?nodeId=100001&vendor=JL', 'member01', 'member1234');
    await page.waitForURL('**/m/launchGame?**');
    const game = page.frameLocator('mc-launch-game iframe');
    const spin = game.getByRole('button', { name: 'Spin' });
    await spin.click();
    await expect.poll(() => game.locator('#result').textContent()).toMatch(/You win|No win/);

    // A limit of one minute; the platform's clock moves past it (whatever time the steps above took).
    setSessionLimit('member01', 1);
    await advanceClock(61_000);
    await spin.click();
    const heading = game.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('Your session time limit is reached');
    await expect.poll(() => game.locator('main').textContent()).toContain('Real-money games stay closed until you sign in again.');
    expect(await game.getByRole('link', { name: 'Games' }).getAttribute('href')).toBe('/m/gameList');
    expectNoSevere('game refused by the session limit', await axe(page));

    // The way on leaves the game for the limits page, where the site's own dialog says the same.
    await game.getByRole('link', { name: 'Responsible gaming' }).click();
    await page.waitForURL('**/m/responsibleGaming');
    const dialog = page.locator('mc-reality-check dialog[open]');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Session time limit reached');
    expect(await dialog.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a game opened at /games/play shows the reality check when it is due, with no spin', async () => {
    const site = await browser.newPage();
    await signIn(site, '/m/responsibleGaming', 'member02', 'member1234');
    await site.waitForURL('**/m/responsibleGaming');
    await remindEvery(site, '15');
    const url = await launchUrl(site);

    const game = await browser.newPage();
    const errors = collectConsoleErrors(game);
    // The page's timers run on the test's clock: the check is timed without waiting for it.
    await game.clock.install();
    const timed = game.waitForResponse((res) => res.url().includes('/games/api/state'));
    await game.goto(platform.url + url);
    expect((await (await timed).json()) as unknown).toMatchObject({ realityCheck: { dueInMs: expect.any(Number) } });
    const panel = game.getByRole('alertdialog', { name: 'Reality check' });
    expect(await panel.isVisible()).toBe(false);

    await advanceClock(16 * 60_000);
    await game.clock.fastForward('16:00');
    await panel.waitFor();
    await expect.poll(() => panel.textContent()).toMatch(/You have played for 1\d minutes\. Result of this session: ¥-?\d+\.\d\d\./);
    await expect.poll(() => game.getByRole('button', { name: 'Spin' }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Continue playing' }).click();
    await panel.waitFor({ state: 'hidden' });
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => game.locator('#result').textContent()).toMatch(/You win|No win/);
    expect(errors).toEqual([]);
  });
});
