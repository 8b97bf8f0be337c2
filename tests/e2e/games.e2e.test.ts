/**
 * Games end to end (issue 4): a visitor browses, searches and filters the 600+ games of the
 * reference platform and is sent to login on Play; the demo player favourites and unfavourites
 * a game, launches one, plays a round of the demo slot, sees the balance change and finds
 * the game among the recents.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RASTER_ICON_PX } from '../../server/images/raster.ts';
import { collectConsoleErrors, scaled, type E2EBrowser, type Platform, useE2E, signIn } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started));

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(platform.url + path);
  return { page, errors };
}

const list = (page: Page) => page.locator('mc-game-list');
const cardNames = (page: Page) => list(page).locator('.card .card-name').allTextContents();
const cardCount = (page: Page) => list(page).locator('.card[data-node-id]').count();

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

describe('a visitor', () => {
  it('browses, searches and filters 600+ games, and is sent to login on Play', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    // Page 1 comes with the page itself (tests/e2e/first-screen.e2e.test.ts); page 2 is asked for.
    const second = page.waitForResponse((r) => r.url().includes('/wps/relay/GCSGAME_gameList'));
    await page.goto(`${platform.url}/m/gameList?gameType=ALL`);
    await expect.poll(() => cardCount(page)).toBe(26);

    // The first screen's icons are the platform's raster copies, and they load.
    const icon = list(page).locator('.card').first().locator('.card-icon img');
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(RASTER_ICON_PX);
    expect(await icon.getAttribute('src')).toMatch(/^\/img\/game\/[\w-]+\.webp$/);
    expect(await list(page).locator('.card').first().locator('.icon-fallback').count()).toBe(0);

    // Browse: further pages append as the visitor scrolls. A scroll only while the list is one page
    // short, never while a page is coming in card by card: a scroll then would reach that page's end
    // and ask for the next one too.
    for (const n of [52, 78]) {
      await expect
        .poll(
          async () => {
            const count = await cardCount(page);
            if (count === n - 26) await scrollToEnd(page);
            return count;
          },
          { timeout: scaled(10_000) },
        )
        .toBe(n);
    }
    const answer = (await (await second).json()) as { value: { pageNum: number; totalPages: number } };
    expect(answer.value.pageNum).toBe(2);
    expect(answer.value.totalPages * 26).toBeGreaterThanOrEqual(600);
    expect(
      new Set(
        await list(page)
          .locator('.card')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-node-id'))),
      ).size,
    ).toBe(78);

    // Search: Enter submits.
    await page.evaluate(() => window.scrollTo(0, 0));
    const search = list(page).getByRole('searchbox', { name: 'Search games by name' });
    await search.fill('dragon');
    await search.press('Enter');
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return names.length > 0 && names.every((n) => n.toLowerCase().includes('dragon'));
      })
      .toBe(true);

    // Filter: a provider and a minimum bet, in the RNG list.
    await page.goto(`${platform.url}/m/gameList?gameType=RNG`);
    await expect.poll(() => cardCount(page)).toBe(26);
    await list(page).getByRole('button', { name: 'Filter' }).click();
    const panel = list(page).getByRole('dialog', { name: 'Filter games' });
    await panel.getByRole('button', { name: 'PG Soft' }).click();
    await panel.getByRole('button', { name: '0.05' }).click();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(async () => {
        const vendors = await list(page).locator('.card .card-vendor').allTextContents();
        return vendors.length > 0 && vendors.every((v) => v === 'PG Soft');
      })
      .toBe(true);
    await expect.poll(() => list(page).locator('.filter-btn .badge').textContent()).toBe('2');

    // Play without a session: the login page.
    await list(page).locator('.card-play').first().click();
    await page.waitForURL('**/m/login');
    expect(errors).toEqual([]);
  });
});

describe('the demo player', () => {
  it('favourites and unfavourites a game', async () => {
    const { page, errors } = await open('/m/home');
    await signIn(page, platform.url);
    await page.goto(`${platform.url}/m/gameList?gameType=RNG&classify=NEW`);
    await expect.poll(() => cardCount(page)).toBeGreaterThan(3);
    const card = list(page).locator('.card[data-node-id]').nth(2);
    const nodeId = (await card.getAttribute('data-node-id'))!;
    const name = (await card.locator('.card-name').textContent())!;
    const heart = card.locator('.card-favourite');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await list(page).getByRole('tab', { name: 'Favourites' }).click();
    const favCard = list(page).locator(`.card[data-node-id="${nodeId}"]`);
    await favCard.waitFor();
    expect(await favCard.locator('.card-name').textContent()).toBe(name);
    await favCard.locator('.card-favourite').click();
    await expect.poll(() => favCard.count()).toBe(0);

    // Gone on a fresh page too: the platform removed it, and the heart is empty again.
    const favourites = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/MCSFE_getFavoriteGames');
    await page.goto(`${platform.url}/m/gameList?gameType=RNG&classify=NEW`);
    const again = list(page).locator(`.card[data-node-id="${nodeId}"] .card-favourite`);
    await again.waitFor();
    // The hearts are drawn from the favourites call: read one once its answer is in and drawn.
    await favourites;
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await again.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('launches a game, plays a round, sees the balance change and the game in the recents', async () => {
    const { page, errors } = await open('/m/home');
    await signIn(page, platform.url);
    const balance = page.locator('mc-header .balance');
    await expect.poll(() => balance.textContent()).toMatch(/^¥ [\d,]+$/);
    const before = (await balance.textContent())!;

    await page.goto(`${platform.url}/m/gameList?gameType=FISH`);
    await expect.poll(() => cardCount(page)).toBeGreaterThan(3);
    const card = list(page).locator('.card[data-node-id]').nth(3);
    const nodeId = (await card.getAttribute('data-node-id'))!;
    const name = (await card.locator('.card-name').textContent())!;
    await card.locator('.card-play').click();
    await page.waitForURL(`**/m/launchGame?nodeId=${nodeId}**`);

    const launch = page.locator('mc-launch-game');
    await launch.getByRole('button', { name: 'Back to the site' }).waitFor();
    const game = page.frameLocator('mc-launch-game iframe');
    await game.getByRole('heading', { name }).waitFor();
    await game.getByText('¥10.00').click(); // the stake
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => game.locator('#result').textContent(), { timeout: 10_000 }).toMatch(/You win|No win/);
    // Every round moves the wallet (no pay equals the stake); the launch page's bar (the site
    // header is hidden while a game runs) follows the game.
    await expect.poll(() => launch.locator('[part="balance"]').textContent(), { timeout: 10_000 }).not.toBe(before);

    await launch.getByRole('button', { name: 'Back to the site' }).click();
    await page.waitForURL('**/m/gameList?gameType=FISH');
    await list(page).getByRole('tab', { name: 'Recent' }).click();
    await expect.poll(() => list(page).locator('.card[data-node-id]').first().getAttribute('data-node-id')).toBe(nodeId);
    expect(errors).toEqual([]);
  });
});
