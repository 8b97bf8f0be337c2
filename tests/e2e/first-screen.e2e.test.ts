/**
 * The first screen served with the page (issue 15): markup that paints before any script, the
 * data the page carries taken without asking again, and the elements taking over from the markup.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CARDS } from '../../core/games/card.ts';
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
    const response = await (await browser.newPage()).goto(`${platform.url}/m/register`);
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
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${platform.url}/m/home`);
    await first.locator('mc-footer').getByText('Home').waitFor();
    await first.evaluate(() => localStorage.setItem('MC_LANGUAGE', 'PT'));
    await first.reload(); // the site now writes the PT cookie
    await first.locator('mc-footer').getByText('Início').waitFor();
    // Closed, so nothing that page still asks for (its elements below the fold load late) is counted.
    await first.close();
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (CARRIED.test(r.url())) asked.push(r.url());
    });
    await page.goto(`${platform.url}/m/home`);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt');
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    await page.locator('mc-footer').getByText('Início').waitFor();
    expect(asked).toEqual([]);
  });
});

/** Sums the page's layout shifts (not those right after input) from its first paint on. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { mcShifts: () => (observer.takeRecords().length, shifts.reduce((a, b) => a + b, 0)) });
  });
  return () => page.evaluate(() => (window as unknown as { mcShifts: () => number }).mcShifts());
}

type Box = { x: number; y: number; width: number; height: number };
const rounded = (box: Box | null) => box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };

describe('the first screen of /m/login', () => {
  it('is in the HTML before any script runs: the sign-in form with its labels and buttons', async () => {
    const html = await (await fetch(`${platform.url}/m/login`)).text();
    const markup = /<mc-site>(.*)<\/mc-site>/s.exec(html)?.[1] ?? '';
    for (const text of ['Log in', 'Username', 'Password', 'Remember me', 'Forgot password?', 'Free trial', 'Customer service'])
      expect(markup).toContain(`>${text}<`);
    // The site's code starts after that paint: nothing is preloaded to compete with it.
    expect(html).not.toContain('modulepreload');

    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${platform.url}/m/login`);
    const form = page.locator('mc-site > .mc-first-screen .mc-fs-form');
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.locator('.heading').textContent()).toBe('Log in');
    expect((await form.locator('.control').first().boundingBox())!.height).toBe(46);
  });

  it('is taken over by <mc-login> box for box: no layout shift, nothing asked again, and a visitor signs in', async () => {
    // Where the platform's markup puts the pieces, painted without script in the same viewport.
    const still = await browser.newPage({ javaScriptEnabled: false });
    await still.goto(`${platform.url}/m/login`);
    const server = still.locator('mc-site > .mc-first-screen');
    const serverBoxes = {
      heading: rounded(await server.locator('.heading').boundingBox()),
      username: rounded(await server.locator('.control').nth(0).boundingBox()),
      password: rounded(await server.locator('.control').nth(1).boundingBox()),
      remember: rounded(await server.locator('.check input').boundingBox()),
      submit: rounded(await server.locator('.btn-block').boundingBox()),
      service: rounded(await server.locator('.link').last().boundingBox()),
    };

    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const shifts = await watchLayoutShifts(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (CARRIED.test(r.url())) asked.push(r.url());
    });
    await page.goto(`${platform.url}/m/login`);
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    const login = page.locator('mc-login');
    const control = (label: string) => login.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.control');
    expect({
      heading: rounded(await login.locator('h1').boundingBox()),
      username: rounded(await control('Username').boundingBox()),
      password: rounded(await control('Password').boundingBox()),
      remember: rounded(await login.getByLabel('Remember me').boundingBox()),
      submit: rounded(await login.locator('button[type="submit"]').boundingBox()),
      service: rounded(await login.getByRole('button', { name: 'Customer service' }).boundingBox()),
    }).toEqual(serverBoxes);
    // Not a pixel changes: no flash.
    expect((await page.screenshot()).equals(await still.screenshot())).toBe(true);
    expect(await shifts()).toBe(0);
    expect(asked).toEqual([]);

    await login.getByLabel('Username').fill('demo');
    await login.getByLabel('Password', { exact: true }).fill('demo1234');
    await login.locator('button[type="submit"]').click();
    await page.waitForURL(/\/m\/home$/);
    await expect.poll(() => page.locator('mc-header .balance').textContent()).toMatch(/\d/);
    expect(errors).toEqual([]);
  });

  it('is taken over without a pixel changing right to left too (Arabic, the language the player chose)', async () => {
    const arabic = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled });
      await context.addCookies([{ name: 'mc_lang', value: 'AR', url: platform.url }]);
      await context.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'AR'));
      const page = await context.newPage();
      await page.goto(`${platform.url}/m/login`);
      return page;
    };
    const still = await arabic(false);
    expect(await still.locator('html').getAttribute('dir')).toBe('rtl');
    const page = await arabic(true);
    const shifts = await watchLayoutShifts(page);
    await page.reload();
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    await page.locator('mc-login h1').waitFor();
    expect((await page.screenshot()).equals(await still.screenshot())).toBe(true);
    expect(await shifts()).toBe(0);
  });
});

/** Where the header's title, the game list's pieces and the footer's Deposit are, in the first screen's parts or in the elements. */
async function listBoxes(header: Locator, list: Locator, footer: Locator) {
  return {
    title: rounded(await header.locator('.title').boundingBox()),
    tab: rounded(await list.locator('.tab[aria-selected="true"]').boundingBox()),
    search: rounded(await list.locator('.search').boundingBox()),
    filter: rounded(await list.locator('.filter-btn').boundingBox()),
    icon: rounded(await list.locator('.card-icon').first().boundingBox()),
    name: rounded(await list.locator('.card-name').first().boundingBox()),
    play: rounded(await list.locator('.card-play').first().boundingBox()),
    ninth: rounded(await list.locator('.card').nth(8).boundingBox()),
    deposit: rounded(await footer.locator('.deposit').boundingBox()),
  };
}

/** The game list page's data block, as the platform writes it. */
interface CarriedList {
  gameList?: { filter: unknown; games: { nodeId: string; displayName: string; mobileLargeIcon: string }[]; hasMore: boolean };
  vendorTypes?: Record<string, { vendors: { vassalage: string; displayName: string }[]; gameClassify: { key: string; displayName: string }[] }>;
}

async function carriedList(path: string, language?: string): Promise<CarriedList> {
  const html = await (await fetch(`${platform.url}${path}`, language ? { headers: { cookie: `mc_lang=${language}` } } : {})).text();
  return JSON.parse(/<script type="application\/json" id="mc-first-screen">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as CarriedList;
}

/** What the game list page carries besides CARRIED: its first page and the game types' vendors. */
const CARRIED_LIST = /\/wps\/relay\/GCSGAME_getVassGameType|\/wps\/relay\/GCSGAME_gameList\?(?=.*pageNo=1(?:&|$))/;

/** A page of /m/gameList in `language` (the site's cookie and its stored choice), with or without script. */
async function gameListIn(language: string | undefined, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  if (language) {
    await context.addCookies([{ name: 'mc_lang', value: language, url: platform.url }]);
    await context.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), language);
  }
  return context.newPage();
}

/**
 * The largest difference of one colour channel between two screenshots of the same size. The
 * rounded corners of a card repainted after the hand-over can come out a few levels apart in
 * their anti-aliasing; anything a player could see is far more.
 */
async function largestDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer()));
  expect(x!.length).toBe(y!.length);
  let most = 0;
  for (let i = 0; i < x!.length; i++) most = Math.max(most, Math.abs(x![i]! - y![i]!));
  return most;
}
const UNSEEN = 16;

/**
 * Notes, when the first screen leaves, how many of the game list's cards in view already have
 * their picture: those are drawn in the frame that no longer shows the first screen.
 */
async function watchHandOver(page: Page): Promise<() => Promise<{ inView: number; drawn: number } | undefined>> {
  await page.addInitScript(() => {
    const observer = new MutationObserver((records) => {
      const gone = records.some((r) => [...r.removedNodes].some((n) => n instanceof Element && n.getAttribute('slot') === 'first-screen'));
      if (!gone) return;
      observer.disconnect();
      const list = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-game-list')?.shadowRoot;
      const inView = [...(list?.querySelectorAll<HTMLImageElement>('.card img') ?? [])].filter((img) => img.getBoundingClientRect().top < innerHeight);
      Object.assign(window, { mcHandOver: { inView: inView.length, drawn: inView.filter((img) => img.complete && img.naturalWidth > 0).length } });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { mcHandOver?: { inView: number; drawn: number } }).mcHandOver);
}

describe('the first screen of /m/register', () => {
  it('keeps the mobile number in place while the list of countries comes and when the picker arrives', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const shifts = await watchLayoutShifts(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/system/countries*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${platform.url}/m/register`);
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    const mobile = page.locator('mc-register #register-mobileNum');
    const before = rounded(await mobile.boundingBox());
    release();
    await expect.poll(() => page.locator('mc-register #register-dialing-code').inputValue()).toMatch(/^\+\d/);
    expect(rounded(await mobile.boundingBox())).toEqual(before);
    expect(await shifts()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the first screen of /m/mine', () => {
  it('is in the HTML before any script runs, the same for everyone: the bar, an empty member card, the footer', async () => {
    const html = await (await fetch(`${platform.url}/m/mine`)).text();
    const markup = /<mc-site>(.*)<\/mc-site>/s.exec(html)?.[1] ?? '';
    expect(markup).toContain('>Member centre<');
    expect(markup).toContain('class="card info');
    // Nothing of a session: no player's name, no balance.
    expect(markup).not.toContain('demo');
    // A skeleton has no image for the site's code to compete with: the code is preloaded with the page.
    expect(html).toContain('modulepreload');

    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${platform.url}/m/mine`);
    const screen = page.locator('mc-site > .mc-first-screen');
    await expect.poll(() => screen.locator('.mc-fs-member').isVisible()).toBe(true);
    expect((await screen.locator('.mc-fs-member .bar').boundingBox())!.height).toBe(48);
    expect(await screen.locator('.mc-fs-footer').textContent()).toContain('Member');
  });

  it('is taken over by <mc-member-centre> box for box for a player who arrives signed in', async () => {
    // Where the platform's markup puts the pieces, painted without script in the same viewport.
    const still = await browser.newPage({ javaScriptEnabled: false });
    await still.goto(`${platform.url}/m/mine`);
    const server = still.locator('mc-site > .mc-first-screen');
    const edges = (box: { x: number; y: number; width: number } | null) => rounded(box && { x: box.x, y: box.y, width: box.width, height: 0 });
    const serverBoxes = {
      title: rounded(await server.locator('.mc-fs-member .title').boundingBox()),
      settings: rounded(await server.locator('.bar-end .icon-btn').last().boundingBox()),
      card: edges(await server.locator('.info').boundingBox()),
      avatar: rounded(await server.locator('.info .avatar').boundingBox()),
      deposit: rounded(await server.locator('.mc-fs-footer .deposit').boundingBox()),
    };

    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${platform.url}/m/login`);
    await page.locator('mc-login').getByLabel('Username').fill('demo');
    await page.locator('mc-login').getByLabel('Password', { exact: true }).fill('demo1234');
    await page.locator('mc-login button[type="submit"]').click();
    await page.waitForURL(/\/m\/home$/);
    // Straight onto /m/mine, signed in, as a hand-off from a partner lands: a new document.
    const shifts = await watchLayoutShifts(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/wps\/system\/init|\/texts-[^/]+\//.test(r.url())) asked.push(r.url());
    });
    await page.goto(`${platform.url}/m/mine`);
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    const centre = page.locator('mc-member-centre');
    expect({
      title: rounded(await centre.locator('h1').boundingBox()),
      settings: rounded(await centre.locator('[data-action="settings"]').boundingBox()),
      card: edges(await centre.locator('.info').boundingBox()),
      avatar: rounded(await centre.locator('.info .avatar').boundingBox()),
      deposit: rounded(await page.locator('mc-footer .deposit').boundingBox()),
    }).toEqual(serverBoxes);
    expect(await shifts()).toBe(0);
    expect(asked).toEqual([]);
    // The element fills in what only the session knows.
    await expect.poll(() => centre.locator('[data-field="account"]').textContent()).toBe('demo');
    expect(errors).toEqual([]);
  });
});

describe('the first screen of /m/gameList', () => {
  it("is in the HTML before any script runs: the header, the list's tabs, search box and filter button, and the first page's cards with their pictures", async () => {
    const path = '/m/gameList?gameType=RNG';
    const carried = await carriedList(path);
    const html = await (await fetch(`${platform.url}${path}`)).text();
    expect(html).not.toContain('modulepreload');

    const page = await gameListIn(undefined, false);
    await page.goto(`${platform.url}${path}`);
    const screen = page.locator('mc-site > .mc-first-screen');
    await expect.poll(() => screen.isVisible()).toBe(true);
    expect(await screen.locator('.mc-fs-header .title').textContent()).toBe('Games');
    // The visitor's tabs of the RNG list, the platform's classifications after the fixed ones.
    const classifications = carried.vendorTypes!.RNG!.gameClassify.map((c) => c.displayName);
    expect(await screen.locator('.mc-fs-list .tab').allTextContents()).toEqual(['All', 'New', 'Favourites', 'Hot', ...classifications]);
    expect(await screen.locator('.mc-fs-list .tab[aria-selected="true"]').textContent()).toBe('All');
    expect(await screen.locator('.search input').getAttribute('placeholder')).toBe('Game name');
    expect(await screen.locator('.filter-btn').textContent()).toBe('Filter');
    expect(await screen.locator('.mc-fs-footer').textContent()).toContain('18+');

    // The first screen's cards of the carried page (the rest come with the element, out of
    // sight): the raster picture each card uses, the first row first.
    const games = carried.gameList!.games.slice(0, FIRST_SCREEN_CARDS);
    expect(carried.gameList!.games.length).toBeGreaterThan(FIRST_SCREEN_CARDS);
    const cards = screen.locator('.mc-fs-list .card');
    expect(await cards.count()).toBe(games.length);
    expect(await cards.locator('.card-name').allTextContents()).toEqual(games.map((g) => g.displayName));
    expect(await cards.locator('.card-vendor').first().textContent()).toBe('JILI');
    const images = cards.locator('img');
    expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('src')))).toEqual(games.map((g) => g.mobileLargeIcon));
    expect(games[0]!.mobileLargeIcon).toMatch(/^\/img\/game\/[\w-]+\.webp$/);
    expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('fetchpriority')))).toEqual(games.map((_, i) => (i < 3 ? 'high' : null)));
    expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('loading')))).toEqual(games.map((_, i) => (i < 9 ? 'eager' : 'lazy')));
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await images.first().boundingBox())!.width).toBeGreaterThan(90);
  });

  it("comes in the player's language, right to left in Arabic", async () => {
    const path = '/m/gameList?gameType=RNG';
    for (const [language, texts] of [
      ['PT', { lang: 'pt', dir: 'ltr', title: 'Jogos', all: 'Todos', search: 'Nome do jogo', filter: 'Filtrar', play: 'Jogar' }],
      ['AR', { lang: 'ar', dir: 'rtl', title: 'الألعاب', all: 'الكل', search: 'اسم اللعبة', filter: 'تصفية', play: 'العب' }],
    ] as const) {
      const games = (await carriedList(path, language)).gameList!.games.slice(0, FIRST_SCREEN_CARDS);
      const page = await gameListIn(language, false);
      await page.goto(`${platform.url}${path}`);
      const screen = page.locator('mc-site > .mc-first-screen');
      await expect.poll(() => screen.isVisible()).toBe(true);
      expect(await page.locator('html').evaluate((html) => [html.getAttribute('lang'), html.getAttribute('dir')])).toEqual([texts.lang, texts.dir]);
      expect(await screen.locator('.mc-fs-header .title').textContent()).toBe(texts.title);
      expect(await screen.locator('.mc-fs-list .tab[aria-selected="true"]').textContent()).toBe(texts.all);
      expect(await screen.locator('.search input').getAttribute('placeholder')).toBe(texts.search);
      expect(await screen.locator('.filter-btn').textContent()).toBe(texts.filter);
      expect(await screen.locator('.card-play').first().textContent()).toBe(texts.play);
      expect(await screen.locator('.card-name').allTextContents()).toEqual(games.map((g) => g.displayName));
      const [first, second] = [await screen.locator('.mc-fs-list .card').nth(0).boundingBox(), await screen.locator('.mc-fs-list .card').nth(1).boundingBox()];
      // Right to left, the first card is the rightmost of its row.
      expect(first!.x > second!.x).toBe(texts.dir === 'rtl');
    }
  });

  it('is taken over by <mc-game-list> box for box: no layout shift, no flash, nothing carried asked again', async () => {
    const path = '/m/gameList?gameType=RNG';
    const still = await gameListIn(undefined, false);
    await still.goto(`${platform.url}${path}`);
    const server = still.locator('mc-site > .mc-first-screen');
    await expect
      .poll(() =>
        server
          .locator('.mc-fs-list .card img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    // The first screen's parts carry the elements' class names: the same selectors find the same boxes.
    const serverBoxes = await listBoxes(server.locator('.mc-fs-header'), server.locator('.mc-fs-list'), server.locator('.mc-fs-footer'));

    const page = await gameListIn(undefined, true);
    const errors = collectConsoleErrors(page);
    const shifts = await watchLayoutShifts(page);
    const handOver = await watchHandOver(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (CARRIED.test(r.url()) || CARRIED_LIST.test(r.url())) asked.push(r.url());
    });
    await page.goto(`${platform.url}${path}`);
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    expect(await listBoxes(page.locator('mc-header'), page.locator('mc-game-list'), page.locator('mc-footer'))).toEqual(serverBoxes);
    // Every picture in view was there in the frame the first screen left.
    const drawn = await handOver();
    expect(drawn?.inView).toBeGreaterThanOrEqual(9);
    expect(drawn?.drawn).toBe(drawn?.inView);
    expect(await largestDifference(await page.screenshot(), await still.screenshot())).toBeLessThanOrEqual(UNSEEN);
    expect(await shifts()).toBe(0);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is taken over right to left too (Arabic) without a visible change or a shift', async () => {
    const still = await gameListIn('AR', false);
    await still.goto(`${platform.url}/m/gameList?gameType=RNG`);
    await expect
      .poll(() =>
        still
          .locator('.mc-fs-list .card img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    const page = await gameListIn('AR', true);
    const shifts = await watchLayoutShifts(page);
    await page.goto(`${platform.url}/m/gameList?gameType=RNG`);
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    await page.locator('mc-game-list .card').first().waitFor();
    expect(await largestDifference(await page.screenshot(), await still.screenshot())).toBeLessThanOrEqual(UNSEEN);
    expect(await shifts()).toBe(0);
  });

  it("carries the list's first page, which the list shows without asking; the next page loads as the player scrolls", async () => {
    const carried = (await carriedList('/m/gameList?gameType=RNG')).gameList;
    expect(carried?.filter).toEqual({ gameType: 'RNG', classify: 'ALL' });
    expect(carried?.games).toHaveLength(26);
    expect(carried?.hasMore).toBe(true);

    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const pages: string[] = [];
    const catalogue: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/relay/GCSGAME_gameList')) pages.push(new URL(r.url()).searchParams.get('pageNo') ?? '?');
      if (r.url().includes('/wps/relay/GCSGAME_getVassGameType')) catalogue.push(r.url());
    });
    await page.goto(`${platform.url}/m/gameList?gameType=RNG`);
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    const cards = page.locator('mc-game-list .card');
    await expect.poll(() => cards.count()).toBe(26);
    expect(await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-node-id')))).toEqual(carried!.games.map((g) => g.nodeId));
    expect(pages).toEqual([]);

    const next = page.waitForResponse((r) => r.url().includes('/wps/relay/GCSGAME_gameList'));
    // The player scrolls until the list asks for its next page, and no further (scrolling on
    // while the cards come would ask for page 3 as well).
    await expect
      .poll(async () => {
        if (pages.length === 0) await page.mouse.wheel(0, 4000);
        return pages.length;
      })
      .toBeGreaterThan(0);
    await expect.poll(() => cards.count()).toBe(52);
    expect(new URL((await next).url()).searchParams.get('pageNo')).toBe('2');
    expect(pages).toEqual(['2']);
    expect(catalogue).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('starts the game the player taps once the elements have taken over', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${platform.url}/m/login`);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.locator('mc-login button[type="submit"]').click();
    await page.waitForURL(/\/m\/home$/);

    await page.goto(`${platform.url}/m/gameList?gameType=FISH`);
    await page.locator('mc-site > [slot="first-screen"]').waitFor({ state: 'detached' });
    const card = page.locator('mc-game-list .card[data-node-id]').nth(1);
    const nodeId = await card.getAttribute('data-node-id');
    await card.locator('.card-icon').tap();
    await page.waitForURL(`**/m/launchGame?nodeId=${nodeId}**`);
    await page.locator('mc-launch-game iframe').waitFor();
    expect(errors).toEqual([]);
  });
});
