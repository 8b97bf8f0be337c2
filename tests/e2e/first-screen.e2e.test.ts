/**
 * The first screen served with the page (issue 15): markup that paints before any script, the
 * data the page carries taken without asking again, and the elements taking over from the markup.
 */
import { describe, expect, it } from 'vitest';
import { collectConsoleErrors, type E2EBrowser, type Platform, useE2E } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started));

/** What the page carries; asked for again would mean a second fetch. */
const CARRIED = /\/wps\/system\/init|\/texts-[^/]+\/|\/wps\/content\/banners|\/wps\/content\/hotMatches|MCSFE_getListAnnouncements/;

describe('the first screen of /m/home', () => {
  it('paints with no script at all: header logo, the first banner image (high priority), the notice bar and the footer', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${platform.url}/m/home`);
    const screen = page.locator('mc-site > .mc-first-screen');
    await expect.poll(() => screen.isVisible()).toBe(true);
    const banner = screen.locator('.mc-fs-banner img');
    expect(await banner.getAttribute('fetchpriority')).toBe('high');
    expect(await banner.getAttribute('src')).toMatch(/^\/img\/banner\//);
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await banner.boundingBox())!.height).toBeGreaterThan(100);
    expect(await screen.locator('.mc-fs-header img').isVisible()).toBe(true);
    expect(await screen.locator('.mc-fs-notice').textContent()).toMatch(/\w/);
    expect(await screen.locator('.mc-fs-footer').textContent()).toContain('Home');
  });

  it('hands over to the elements, which show the same banner without asking for what the page carries', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (CARRIED.test(r.url())) asked.push(r.url());
    });
    const preloaded = page.waitForRequest((r) => /\/img\/banner\//.test(r.url()));
    await page.goto(`${platform.url}/m/home`);
    const first = (await preloaded).url();
    // The static screen goes once the page's elements are in.
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    await page.locator('mc-banner img').first().waitFor();
    expect(new URL(first).pathname + new URL(first).search).toBe(await page.locator('mc-banner img').first().getAttribute('src'));
    await page.locator('mc-notice-bar').getByText(/\w/).first().waitFor();
    await page.locator('mc-hot-matches').getByText(/\w/).first().waitFor();
    await page.locator('mc-footer').getByText('Home').waitFor();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("starts the site's code once the first screen has painted its banner image, with no preload competing for it", async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/img\/banner\//, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts have run by DOMContentLoaded: the page's one script is waiting for the image.
    const response = await page.goto(`${platform.url}/m/home`, { waitUntil: 'domcontentloaded' });
    expect(await response!.text()).not.toContain('modulepreload');
    expect(scripts).toEqual([expect.stringMatching(/^\/m\/assets\/index-[^/]+\.js$/)]);
    release();
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    expect(scripts.some((s) => /\/shell-[^/]+\.js$/.test(s))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('hands over without re-creating the page: the elements shown under the first screen are the ones that stay', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    // The banner image held: the site starts after its wait for it runs out, and the hand-over
    // waits for it again, so the page's elements stand under the first screen for a while.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/img\/banner\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${platform.url}/m/home`, { waitUntil: 'commit' });
    const site = page.locator('mc-site');
    await page.waitForFunction(() => {
      const root = document.querySelector('mc-site')?.shadowRoot;
      return !!root?.querySelector('mc-header') && !!document.querySelector('mc-site > [slot="first-screen"]');
    });
    await site.evaluate((el) => {
      for (const tag of ['mc-header', 'mc-banner']) (el.shadowRoot!.querySelector(tag) as HTMLElement & { marked?: boolean }).marked = true;
    });
    release();
    await page.waitForFunction(() => !document.querySelector('mc-site > [slot="first-screen"]'));
    expect(
      await site.evaluate((el) =>
        ['mc-header', 'mc-banner'].map((tag) => (el.shadowRoot!.querySelector(tag) as HTMLElement & { marked?: boolean }).marked === true),
      ),
    ).toEqual([true, true]);
    expect(errors).toEqual([]);
  });

  it('preloads the code on a page without a first screen', async () => {
    const response = await (await browser.newPage()).goto(`${platform.url}/m/login`);
    expect(await response!.text()).toMatch(/<link rel="modulepreload"[^>]*href="\/m\/assets\/shell-[^"]+\.js"/);
  });

  it('loads what is below the first screen after the page is in: the download bar waits in place for its code', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    // The bar's code is held while the page is looked at: by then the first screen's elements
    // must be in and the bar in its place, waiting for its code.
    let whenAsked: { bannerShown: boolean; barWaiting: boolean } | undefined;
    await page.route(/\/m\/assets\/download-bar-[^/]*\.js$/, async (route) => {
      whenAsked = await page.evaluate(() => {
        const main = document.querySelector('mc-site')?.shadowRoot?.querySelector('main');
        const bar = main?.querySelector('mc-download-bar');
        return {
          bannerShown: main?.querySelector('mc-banner')?.shadowRoot?.querySelector('img') != null,
          barWaiting: bar != null && customElements.get('mc-download-bar') === undefined,
        };
      });
      await route.continue();
    });
    await page.goto(`${platform.url}/m/home`);
    await page.locator('mc-download-bar .download').waitFor();
    expect(whenAsked).toEqual({ bannerShown: true, barWaiting: true });
    expect(errors).toEqual([]);
  });

  it('comes in the language the player chose last time (the site keeps it in a cookie)', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/m/home`);
    await page.locator('mc-footer').getByText('Home').waitFor();
    await page.evaluate(() => localStorage.setItem('MC_LANGUAGE', 'PT'));
    await page.reload(); // the site now writes the PT cookie
    await page.locator('mc-footer').getByText('Início').waitFor();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (CARRIED.test(r.url())) asked.push(r.url());
    });
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt');
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    await page.locator('mc-footer').getByText('Início').waitFor();
    expect(asked).toEqual([]);
  });
});
