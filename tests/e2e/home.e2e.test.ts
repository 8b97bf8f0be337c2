/**
 * The home page and lobby (issue 3) against the built site and the reference platform with its
 * seeded data: banners, notices, hot matches, jackpot, popular games, the announcement popup and
 * the download bar, in English, Portuguese and Tagalog; the /m/notice and help pages; no layout
 * shift while the page loads.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAnnouncementPopup, collectConsoleErrors, type E2EBrowser, type Platform, useE2E } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started));

/** Opens `path` in a fresh context, in `language`, recording layout shifts from the start. */
async function open(path: string, language = 'EN'): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  await page.addInitScript((lang) => {
    localStorage.setItem('MC_LANGUAGE', lang);
    (window as unknown as { __shifts: number[] }).__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __shifts: number[] }).__shifts.push(e.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, language);
  const errors = collectConsoleErrors(page);
  await page.goto(platform.url + path);
  return { page, errors };
}

const cls = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
const popupTitle = (page: Page) => page.locator('mc-announcement-popup h2').textContent();

describe('a visitor on /m/home', () => {
  it('sees banners, notices, hot matches, jackpot, games, the guest popup and the download bar; nothing shifts', async () => {
    const { page, errors } = await open('/m/home');
    // The popup for guests (execution B) opens after its delay.
    await page.locator('mc-announcement-popup dialog[open]').waitFor();
    expect(await popupTitle(page)).toBe('Join today and play 600+ games');
    await closeAnnouncementPopup(page);

    await expect.poll(() => page.locator('mc-banner .swiper-slide').count()).toBe(5);
    await expect.poll(() => page.locator('mc-banner .swiper-pagination-bullet').count()).toBe(5);
    const firstImage = page.locator('mc-banner .swiper-slide[data-index="0"] img');
    expect(await firstImage.getAttribute('width')).toBe('750');
    expect(await firstImage.getAttribute('alt')).toBe('100% first deposit bonus');

    await expect.poll(() => page.locator('mc-notice-bar .title').allTextContents()).toContain('PG Soft maintenance on Sunday 02:00–04:00');
    await expect.poll(() => page.locator('mc-hot-matches .row .vs').count()).toBeGreaterThan(1);
    const jackpot = Number((await page.locator('mc-jackpot .value').textContent())!.replace(/,/g, ''));
    expect(jackpot).toBeGreaterThanOrEqual(50_000_000_000);
    expect(jackpot).toBeLessThan(100_000_000_000);

    await expect.poll(() => page.locator('mc-popular-games .category').count()).toBe(10);
    await expect.poll(() => page.locator('mc-popular-games .game').count()).toBe(12);
    await page.locator('mc-download-bar .download').waitFor();

    expect(await cls(page)).toBeLessThan(0.05);
    expect(errors).toEqual([]);
  });

  it('a tap on Register right after the first screen reaches the register page; the popup does not catch it', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __popups: boolean[] };
      w.__popups = [];
      document.addEventListener('mc-popup', (e) => w.__popups.push((e as CustomEvent<{ open: boolean }>).detail.open));
    });
    await page.goto(`${platform.url}/m/home`);
    // The first tap the player can make: the header's Register, at the first frame the platform's
    // first screen (which draws no such button) is gone and a finger there would touch it.
    const at = await page.waitForFunction(
      () => {
        if (document.querySelector('mc-site > [slot="first-screen"]')) return null;
        const header = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-header');
        const button = [...(header?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Register');
        const box = button?.getBoundingClientRect();
        if (!button || !box || box.width === 0) return null;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        let hit: Element | null = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner: Element | null = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit && button.contains(hit) ? { x, y } : null;
      },
      undefined,
      { polling: 'raf' },
    );
    const { x, y } = (await at.jsonValue())!;
    await page.mouse.click(x, y);
    await page.waitForURL('**/m/register');
    await page.locator('mc-register input').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __popups: boolean[] }).__popups)).toEqual([]);
    expect(await page.locator('mc-announcement-popup dialog[open]').count()).toBe(0);
  });

  it('does not get the popup again once closed, until its texts change', async () => {
    const { page } = await open('/m/home');
    await page.locator('mc-announcement-popup dialog[open]').waitFor();
    await closeAnnouncementPopup(page);
    await page.reload();
    await page.locator('mc-banner img').first().waitFor();
    await page.locator('mc-announcement-popup dialog[data-settled]').waitFor({ state: 'attached' });
    expect(await page.locator('mc-announcement-popup dialog[open]').count()).toBe(0);
  });

  it('the notice bar leads to /m/notice, which lists the announcements', async () => {
    const { page, errors } = await open('/m/home');
    await closeAnnouncementPopup(page);
    await page.locator('mc-notice-bar button').click();
    await page.waitForURL('**/m/notice');
    await expect.poll(() => page.locator('mc-notice-list .title').count()).toBe(4);
    expect(await page.locator('mc-notice-list .title').first().textContent()).toBe('Welcome to MC01: new members get a 100% first deposit bonus');
    expect(errors).toEqual([]);
  });

  it('the hot-match modal lists the matches; betting as a visitor leads to login', async () => {
    const { page } = await open('/m/home');
    await closeAnnouncementPopup(page);
    await page.locator('mc-hot-matches button.ticker').click();
    await page.locator('mc-hot-matches dialog[open]').waitFor();
    expect(await page.locator('mc-hot-matches .match').count()).toBeGreaterThan(3);
    expect(await page.locator('mc-hot-matches .match .middle .time').first().textContent()).toMatch(/^\d\d\/\d\d \d\d:\d\d$/);
    await page.locator('mc-hot-matches .bet').first().click();
    await page.waitForURL('**/m/login');
  });

  it('vendor tiles lead to the vendor’s game list; sports vendors split by the configured lists', async () => {
    const { page } = await open('/m/home');
    await closeAnnouncementPopup(page);
    await page.locator('mc-popular-games .category[data-category="ESPORTS"]').click();
    expect(await page.locator('mc-popular-games .vendor-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-vendor')))).toEqual(['TF']);
    await page.locator('mc-popular-games .category[data-category="LIVE"]').click();
    await page.locator('mc-popular-games .vendor-tile[data-vendor="EVO"]').click();
    await page.waitForURL('**/m/gameList?gameType=LIVE&vendor=EVO');
  });
});

describe('languages', () => {
  it('Portuguese: the lobby and the platform texts', async () => {
    const { page, errors } = await open('/m/home', 'PT');
    await page.locator('mc-announcement-popup dialog[open]').waitFor();
    expect(await popupTitle(page)).toBe('Cadastre-se hoje e jogue mais de 600 jogos');
    await closeAnnouncementPopup(page);
    await expect.poll(() => page.locator('mc-notice-bar button').getAttribute('aria-label')).toMatch(/^Anúncios: Bem-vindo ao MC01/);
    expect(await page.locator('mc-banner img').first().getAttribute('alt')).toBe('Bônus de 100% no primeiro depósito');
    expect(await page.locator('mc-popular-games .category').first().textContent()).toBe('Em alta');
    expect(await page.locator('mc-hot-matches .label').textContent()).toBe('Jogos em destaque');
    expect(await page.locator('mc-jackpot .value').textContent()).toMatch(/^\d{2}\.\d{3}\.\d{3}\.\d{3}$/);
    expect(await page.locator('mc-download-bar .download').textContent()).toBe('Baixar');
    expect(errors).toEqual([]);
  });

  it('Tagalog: the lobby and the platform texts', async () => {
    const { page, errors } = await open('/m/home', 'TY');
    await page.locator('mc-announcement-popup dialog[open]').waitFor();
    expect(await popupTitle(page)).toBe('Sumali ngayon at maglaro ng 600+ na laro');
    await closeAnnouncementPopup(page);
    await expect.poll(() => page.locator('mc-notice-bar button').getAttribute('aria-label')).toMatch(/^Mga anunsyo: Maligayang pagdating/);
    expect(await page.locator('mc-popular-games .category').first().textContent()).toBe('Mainit');
    expect(await page.locator('mc-hot-matches .label').textContent()).toBe('Maiinit na laban');
    expect(errors).toEqual([]);
  });
});

describe('the demo player', () => {
  it('gets the members’ popup after signing in; its in-app link navigates and closes it', async () => {
    const { page } = await open('/m/login');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.locator('mc-login button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    await page.locator('mc-announcement-popup dialog[open]').waitFor();
    expect(await popupTitle(page)).toBe('Daily check-in rewards');
    const external = page.locator('mc-announcement-popup .content a[href^="https://"]');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    await page.locator('mc-announcement-popup .content a[href="/m/rewardCenter"]').click();
    await page.waitForURL('**/m/rewardCenter');
    expect(await page.evaluate(() => localStorage.getItem('MC_POPUP_CLOSED_A'))).toBe('1');
  });
});

describe('the help page', () => {
  it('shows the help banners and the hot matches', async () => {
    const { page, errors } = await open('/m/help');
    await expect.poll(() => page.locator('mc-banner img').first().getAttribute('alt')).toBe('Help centre');
    expect(await page.locator('mc-banner img').first().getAttribute('height')).toBe('200');
    await page.locator('mc-hot-matches .rows').waitFor();
    expect(errors).toEqual([]);
  });
});
