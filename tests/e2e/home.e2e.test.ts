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

  /** Holds back the site's code (the shell) until the returned release: the page is then its first screen alone. */
  async function holdSiteCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/m\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
  /**
   * Opens /m/home in a fresh page with the site's code held back (`release` lets it through): the
   * page is its first screen alone, with what it draws beside it. `prepare` runs before the visit.
   */
  async function openHomeWithCodeHeld(prepare?: (page: Page) => Promise<void>): Promise<{ page: Page; errors: string[]; release: () => void }> {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await prepare?.(page);
    const release = await holdSiteCode(page);
    await page.goto(`${platform.url}/m/home`);
    return { page, errors, release };
  }
  const drawnDialog = (page: Page) => page.locator('body > .mc-fs-popup dialog');
  /**
   * Counts, every frame from now, how many of two things are on screen: the drawn one (`drawn`, in
   * the document) and the element's (`path`, each step in the shadow root of the one before).
   * The returned function stops counting and gives the counts.
   */
  async function countEveryFrame(page: Page, drawn: string, path: string[]): Promise<() => Promise<number[]>> {
    await page.evaluate(
      ([drawnSelector, steps]) => {
        const w = window as unknown as { __counts: number[]; __watch: boolean };
        w.__counts = [];
        w.__watch = true;
        const inElement = () => {
          let scope: ParentNode | null = document;
          for (const step of steps) {
            const found: Element | null = scope?.querySelector(step) ?? null;
            scope = found?.shadowRoot ?? found;
          }
          return scope !== null;
        };
        const frame = () => {
          w.__counts.push(Number(document.querySelector(drawnSelector) !== null) + Number(inElement()));
          if (w.__watch) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      [drawn, path] as const,
    );
    return () =>
      page.evaluate(() => {
        const w = window as unknown as { __counts: number[]; __watch: boolean };
        w.__watch = false;
        return w.__counts;
      });
  }
  const drawnBar = (page: Page) => page.locator('body > .mc-fs-bar:not([hidden]) .bar');
  /** Closes the first screen's popup (modal: nothing else on the page takes a tap while it is open). */
  async function closeDrawnPopup(page: Page): Promise<void> {
    await page.locator('body > .mc-fs-popup dialog[open]').waitFor();
    await drawnDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('body > .mc-fs-popup').count()).toBe(0);
  }

  it('gets the popup with the first screen, before the site’s code, and can close it there; the site then leaves it closed', async () => {
    const { page, errors, release } = await openHomeWithCodeHeld();
    await page.locator('body > .mc-fs-popup dialog[open]').waitFor();
    expect(await page.evaluate(() => customElements.get('mc-announcement-popup'))).toBeUndefined();
    // The visitors' announcement alone, titled by it, as the element draws it; the close button has the focus.
    expect(await drawnDialog(page).locator('h2').textContent()).toBe('Join today and play 600+ games');
    expect(await drawnDialog(page).locator('article').count()).toBe(1);
    expect(await drawnDialog(page).locator('article h3').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('dialog-close');
    const external = drawnDialog(page).locator('.platform-html a[href^="https://"]');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    await drawnDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('body > .mc-fs-popup').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('MC_POPUP_CLOSED_B'))).toBe('1');
    release();
    await page.locator('mc-announcement-popup dialog[data-settled]').waitFor({ state: 'attached' });
    expect(await page.locator('mc-announcement-popup dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the site takes the popup over box for box: one popup on screen in every frame, in the same place, with no second opening', async () => {
    const { page, errors, release } = await openHomeWithCodeHeld();
    await page.locator('body > .mc-fs-popup dialog[open]').waitFor();
    // Its box once its opening animation (a scale) has run.
    await drawnDialog(page).evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)));
    const drawnBox = await drawnDialog(page).boundingBox();
    // Every frame from here: how many popups are open, the drawn one and the element's.
    const openEachFrame = await countEveryFrame(page, 'body > .mc-fs-popup dialog[open]', ['mc-site', 'mc-announcement-popup', 'dialog[open]']);
    release();
    const element = page.locator('mc-announcement-popup dialog[open]');
    await element.waitFor();
    await expect.poll(() => page.locator('body > .mc-fs-popup').count()).toBe(0);
    const frames = await openEachFrame();
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((n) => n !== 1)).toEqual([]);
    expect(await page.locator('mc-announcement-popup h2').textContent()).toBe('Join today and play 600+ games');
    const box = await element.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box![side] - drawnBox![side]), side).toBeLessThan(1);
    // Already on screen: the element's dialog does not play its opening animation.
    expect(await element.evaluate((dialog) => dialog.getAnimations().length)).toBe(0);
    await closeAnnouncementPopup(page);
    expect(await page.evaluate(() => localStorage.getItem('MC_POPUP_CLOSED_B'))).toBe('1');
    expect(errors).toEqual([]);
  });

  it('a popup the player closes while the site takes over stays closed: the site does not open it again', async () => {
    let releaseSanitiser!: () => void;
    const sanitiserReleased = new Promise<void>((resolve) => (releaseSanitiser = resolve));
    const { page, release: releaseCode } = await openHomeWithCodeHeld(async (page) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __popups: boolean[] };
        w.__popups = [];
        document.addEventListener('mc-popup', (e) => w.__popups.push((e as CustomEvent<{ open: boolean }>).detail.open));
      });
      // The element's sanitiser held: it has taken the popup over and decided, and cannot show it yet.
      await page.route(/\/m\/assets\/sanitize-[\w-]+\.js$/, async (route) => {
        await sanitiserReleased;
        await route.continue();
      });
    });
    await page.locator('body > .mc-fs-popup dialog[open]').waitFor();
    releaseCode();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __popups: boolean[] }).__popups)).toEqual([true]);
    await drawnDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('body > .mc-fs-popup').count()).toBe(0);
    releaseSanitiser();
    await page.locator('mc-announcement-popup dialog[data-settled]').waitFor({ state: 'attached' });
    expect(await page.locator('mc-announcement-popup dialog[open]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __popups: boolean[] }).__popups)).toEqual([true, false]);
    expect(await page.evaluate(() => localStorage.getItem('MC_POPUP_CLOSED_B'))).toBe('1');
  });

  it('a tap on the first screen before the popup opens holds it back: it opens no sooner than a second after the tap', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __tappedAt?: number; __openedAt?: number };
      // Registered before the site's own listeners: the tap's time is never later than the one they keep.
      window.addEventListener('pointerup', () => (w.__tappedAt = Date.now()), { capture: true });
      // Opened by the page, or by the element if it took over first.
      new MutationObserver(() => {
        if (w.__openedAt === undefined && document.querySelector<HTMLDialogElement>('body > .mc-fs-popup dialog')?.open) w.__openedAt = Date.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
      document.addEventListener('mc-popup', (e) => {
        if (w.__openedAt === undefined && (e as CustomEvent<{ open: boolean }>).detail.open) w.__openedAt = Date.now();
      });
    });
    // What opens the popup is held until the tap is made, so the tap comes first.
    let releaseOpener!: () => void;
    const openerReleased = new Promise<void>((resolve) => (releaseOpener = resolve));
    await page.route(/\/m\/assets\/first-screen-drawn-[\w-]+\.js$/, async (route) => {
      await openerReleased;
      await route.continue();
    });
    await page.goto(`${platform.url}/m/home`);
    await page.locator('mc-site > .mc-first-screen .mc-fs-banner img').waitFor();
    // The player reaches for the banner they see (the first screen is inert: the tap does nothing else).
    const banner = (await page.locator('mc-site > .mc-first-screen .mc-fs-banner img').boundingBox())!;
    await page.mouse.click(banner.x + banner.width / 2, banner.y + banner.height / 2);
    releaseOpener();
    await page.locator('mc-announcement-popup dialog[open], body > .mc-fs-popup dialog[open]').first().waitFor();
    const { tappedAt, openedAt } = await page.evaluate(() => {
      const w = window as unknown as { __tappedAt?: number; __openedAt?: number };
      return { tappedAt: w.__tappedAt, openedAt: w.__openedAt };
    });
    expect(tappedAt).toBeDefined();
    expect(openedAt).toBeDefined();
    expect(openedAt! - tappedAt!).toBeGreaterThanOrEqual(1000);
  });

  it('gets the download bar with the first screen, before the site’s code, and can close it there; the site then leaves it closed', async () => {
    const { page, errors, release } = await openHomeWithCodeHeld();
    await drawnBar(page).waitFor();
    expect(await page.evaluate(() => customElements.get('mc-download-bar'))).toBeUndefined();
    expect(await drawnBar(page).getAttribute('aria-label')).toBe('Download the app');
    expect(await drawnBar(page).locator('.name').textContent()).toBe('MC Gaming app');
    // Above the first screen's footer, as the site's bar sits above the site's.
    const footer = (await page.locator('mc-site > .mc-first-screen .mc-fs-footer').boundingBox())!;
    const bar = (await drawnBar(page).boundingBox())!;
    expect(Math.abs(bar.y + bar.height - footer.y)).toBeLessThan(1);
    await closeDrawnPopup(page);
    await drawnBar(page).getByRole('button', { name: 'Close the download bar' }).click();
    await expect.poll(() => page.locator('body > .mc-fs-bar').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('hideDownloadBar'))).toBe('1');
    release();
    await page.locator('mc-download-bar[data-settled]').waitFor({ state: 'attached' });
    expect(await page.locator('mc-download-bar .bar').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the drawn download bar comes in above the footer and stays there: in every frame it shows, and with no layout shift', async () => {
    const { page, errors } = await openHomeWithCodeHeld(async (p) => {
      await p.addInitScript(() => {
        const w = window as unknown as { __barGaps: number[]; __barShifts: () => number };
        // Every frame the bar shows: how far its bottom is from the footer's top.
        w.__barGaps = [];
        const frame = () => {
          const bar = document.querySelector('body > .mc-fs-bar:not([hidden]) .bar');
          const footer = document.querySelector('.mc-fs-footer');
          if (bar && footer) w.__barGaps.push(Math.round(footer.getBoundingClientRect().top - bar.getBoundingClientRect().bottom));
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        // Every layout shift of the bar, whether or not an input came before it (none does here).
        const inBar = (node: Node | null) => node instanceof Element && node.closest('.mc-fs-bar') !== null;
        let shifts = 0;
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { sources: { node: Node | null }[] })[]) if (e.sources.some((s) => inBar(s.node))) shifts++;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        w.__barShifts = () => {
          for (const e of observer.takeRecords() as (PerformanceEntry & { sources: { node: Node | null }[] })[])
            if (e.sources.some((s) => inBar(s.node))) shifts++;
          return shifts;
        };
      });
    });
    await drawnBar(page).waitFor();
    // Two frames after it shows: any shift it made has been measured.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { gaps, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __barGaps: number[]; __barShifts: () => number };
      return { gaps: w.__barGaps, shifts: w.__barShifts() };
    });
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.filter((gap) => Math.abs(gap) > 1)).toEqual([]);
    expect(shifts).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the site takes the download bar over box for box: one bar on screen in every frame, in the same place', async () => {
    const { page, errors, release } = await openHomeWithCodeHeld();
    await drawnBar(page).waitFor();
    const drawnBox = await drawnBar(page).boundingBox();
    const barsEachFrame = await countEveryFrame(page, 'body > .mc-fs-bar:not([hidden]) .bar', ['mc-site', 'mc-download-bar', '.bar']);
    release();
    const element = page.locator('mc-download-bar .bar');
    await element.waitFor();
    await expect.poll(() => page.locator('body > .mc-fs-bar').count()).toBe(0);
    const frames = await barsEachFrame();
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((n) => n !== 1)).toEqual([]);
    const box = await element.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box![side] - drawnBox![side]), side).toBeLessThan(1);
    expect(errors).toEqual([]);
  });

  it('a tap on Download before the site’s code is answered as the site takes the bar over: the download popup opens', async () => {
    const { page, errors, release } = await openHomeWithCodeHeld();
    await drawnBar(page).waitFor();
    await closeDrawnPopup(page);
    const download = drawnBar(page).getByRole('button', { name: 'Download', exact: true });
    await download.click();
    expect(await download.getAttribute('aria-busy')).toBe('true');
    release();
    const popup = page.locator('mc-download-bar dialog.dialog[open]');
    await popup.waitFor();
    expect(await popup.locator('a.entry').evaluateAll((links) => links.map((a) => a.getAttribute('data-type')))).toEqual(['Android', 'IOS', 'MOBILECONFIG']);
    await expect.poll(() => page.locator('body > .mc-fs-bar').count()).toBe(0);
    expect(errors).toEqual([]);
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
    const external = page.locator('mc-announcement-popup .platform-html a[href^="https://"]');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    await page.locator('mc-announcement-popup .platform-html a[href="/m/rewardCenter"]').click();
    await page.waitForURL('**/m/rewardCenter');
    expect(await page.evaluate(() => localStorage.getItem('MC_POPUP_CLOSED_A'))).toBe('1');
  });
});

describe('the help page', () => {
  it('shows the help banners, the hot matches and the help list; nothing shifts', async () => {
    const { page, errors } = await open('/m/help');
    await expect.poll(() => page.locator('mc-banner img').first().getAttribute('alt')).toBe('Help centre');
    expect(await page.locator('mc-banner img').first().getAttribute('height')).toBe('200');
    await page.locator('mc-hot-matches .rows').waitFor();
    // The list takes the place its loading state held: the element does not move when it comes.
    await page.locator('mc-help-centre .list .item').first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
