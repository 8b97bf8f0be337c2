/**
 * The host page end to end: every path of SPEC §2.2 in Chromium against the built site and the
 * reference platform. For each: the page it shows, header and footer as §2.3 lists them, the tab
 * title, something on screen (the page's elements, or the placeholder when the kit has none yet),
 * and no console errors or CSP violations. Then unknown paths, the start-up modes of §2.1, and the
 * router's back rules and transitions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type PageId } from '../../host/routes.ts';
import { NO_FOOTER, NO_HEADER, PAGE_PATHS, SPEC_PAGE_IDS, VISITOR_PATH_SENT_TO, VISITOR_SENT_TO } from '../../host/spec.fixture.ts';
import { ROOT, closeAnnouncementPopup, collectConsoleErrors, launchBrowser, startPlatform, type E2EBrowser, type Platform, signIn } from './harness.ts';

const en = JSON.parse(readFileSync(join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>;
const text = (key: string): string => {
  const value = en[key];
  if (typeof value !== 'string') throw new Error(`locales/en.json has no ${key}`);
  return value;
};
const titleOf = (id: PageId): string => (id === 'home' ? text('site.name') : `${text(`title.${id}`)} · ${text('site.name')}`);

/** What the site shows, read through the shell's (open) shadow root. */
interface Shown {
  url: string;
  page: string | undefined;
  header: string[];
  footer: (string | null)[];
  screen: string | undefined;
  /** Tags of visible, non-empty children of <main>. */
  visible: string[];
  /** Page tags the browser has a definition for. */
  defined: string[];
  title: string;
}

async function shown(page: Page, tags: readonly string[] = []): Promise<Shown> {
  return page.evaluate(
    (tags) => {
      const root = document.querySelector('mc-site')?.shadowRoot;
      const main = root?.querySelector('main');
      const visible = [...(main?.children ?? [])]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        })
        .map((el) => (el instanceof HTMLElement && el.dataset.screen ? `#${el.dataset.screen}` : el.localName));
      return {
        url: location.pathname + location.search,
        page: main?.dataset.page,
        header: [...(root?.querySelectorAll('mc-header') ?? [])].map((h) => h.getAttribute('page') ?? ''),
        footer: [...(root?.querySelectorAll('mc-footer') ?? [])].map((f) => f.getAttribute('active')),
        screen: root?.querySelector<HTMLElement>('[data-screen]')?.dataset.screen,
        visible,
        defined: tags.filter((t) => customElements.get(t) !== undefined),
        title: document.title,
      };
    },
    [...tags],
  );
}

/** Waits until the shell shows `id` with its content on screen (elements or placeholder). */
async function settled(page: Page, id: PageId): Promise<Shown> {
  const tags = ROUTE_TABLE.find((r) => r.id === id)!.elements.map((e) => e.tag);
  let last: Shown | undefined;
  await expect
    .poll(
      async () => {
        last = await shown(page, tags);
        // The shell's own spinner shows while the page's element code loads: wait past it, so
        // `defined` is read once the page is composed.
        return last.page === id && last.visible.length > 0 && !last.visible.includes('#loading') && last.title === titleOf(id);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return last!;
}

let platform: Platform;
let browser: E2EBrowser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(platform.url + path);
  return { page, errors };
}

describe("every path of §2.2 and of the kit's own pages", () => {
  it.each(PAGE_PATHS)('%s shows %s with the §2.3 layout', async (path, id) => {
    const { page, errors } = await open(path);
    const away = VISITOR_PATH_SENT_TO[path] ?? VISITOR_SENT_TO[id];
    if (away) {
      // A page the kit has that a visitor may not see: it sends the visitor on (§2.8, §2.13).
      const target = ROUTE_TABLE.find((r) => r.paths[0] === away)!.id;
      await settled(page, target);
      expect(new URL(page.url()).pathname).toBe(away);
      expect(errors).toEqual([]);
      return;
    }
    const s = await settled(page, id);

    expect(s.url).toBe(path); // no redirect, query kept
    // Beyond §2.3, the launch page has no header either: a running game gets the screen (issue 19).
    // A page the spec does not name has the layout its record gives it.
    const route = ROUTE_TABLE.find((r) => r.id === id)!;
    const header = SPEC_PAGE_IDS.has(id) ? !NO_HEADER.includes(id) && id !== 'launchGame' : route.header;
    const footer = SPEC_PAGE_IDS.has(id) ? !NO_FOOTER.includes(id) : route.footer;
    expect(s.header).toEqual(header ? [id] : []);
    expect(s.footer.length).toBe(footer ? 1 : 0);
    expect(s.title).toBe(titleOf(id));

    // The kit's elements for this page are on screen; without any, the placeholder says so.
    const substantial = s.defined.filter((tag) => tag !== 'mc-announcement-popup');
    if (id === 'maintenance') {
      expect(s.visible).toEqual(['#maintenance']); // the host's own maintenance screen
    } else if (substantial.length === 0) {
      expect(s.visible).toContain('#placeholder');
    } else {
      expect(s.visible).not.toContain('#placeholder');
      const inMain = await page.evaluate(() =>
        [...(document.querySelector('mc-site')?.shadowRoot?.querySelector('main')?.children ?? [])].map((el) => el.localName),
      );
      // Those below the first screen are in place at once and load their code after it (core/pages.ts `defer`).
      expect(inMain).toEqual(route.elements.filter((e) => e.defer || s.defined.includes(e.tag)).map((e) => e.tag));
    }
    expect(errors).toEqual([]);
  });

  it('hands the query to the page element', async () => {
    const { page, errors } = await open('/m/gameList?gameType=RNG');
    await settled(page, 'gameList');
    const gameType = await page.evaluate(
      () => document.querySelector('mc-site')?.shadowRoot?.querySelector('main > mc-game-list')?.getAttribute('game-type') ?? null,
    );
    const defined = await page.evaluate(() => customElements.get('mc-game-list') !== undefined);
    expect(gameType).toBe(defined ? 'RNG' : null);
    expect(errors).toEqual([]);
  });
});

describe('unknown paths', () => {
  it.each(['/m/nope', '/m/xyz/abc', '/nope', '/m/home/extra'])('%s goes to /m/home', async (path) => {
    const { page, errors } = await open(path);
    const s = await settled(page, 'home');
    expect(s.url).toBe('/m/home');
    expect(await page.evaluate(() => history.length)).toBe(2); // replaced, not pushed (1 blank + 1)
    expect(errors).toEqual([]);
  });
});

describe('start-up modes (§2.1)', () => {
  afterEach(async () => {
    await platform.reset();
  });

  const cases: [string, string, Record<string, boolean>, string][] = [
    ['maintenance', 'maintenance', { maintenance: true }, 'host.maintenance.title'],
    ['both flags', 'maintenance', { maintenance: true, regionRestriction: true }, 'host.maintenance.title'],
    ['region restriction', 'region-restricted', { regionRestriction: true }, 'host.region.title'],
  ];

  it.each(cases)('%s: the %s screen on every page', async (_name, screen, switches, titleKey) => {
    await platform.admin(switches);
    for (const path of ['/m/home', '/m/login', '/m/gameList?gameType=RNG']) {
      const { page, errors } = await open(path);
      await expect.poll(async () => (await shown(page)).screen, { timeout: 15_000 }).toBe(screen);
      const s = await shown(page);
      expect(s.header).toEqual([]);
      expect(s.footer).toEqual([]);
      expect(s.page).toBeUndefined(); // no page rendered at all
      expect(s.title).toBe(`${text(titleKey)} · ${text('site.name')}`);
      const body = await page.evaluate(() => document.querySelector('mc-site')?.shadowRoot?.textContent ?? '');
      expect(body).toContain(text(titleKey));
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('router', () => {
  const navigate = (page: Page, path: string) =>
    page.evaluate((path) => {
      const from = document.querySelector('mc-site')?.shadowRoot?.querySelector('main') ?? document.body;
      const event = new CustomEvent('mc-navigate', { detail: { path, replace: false }, bubbles: true, composed: true, cancelable: true });
      return !from.dispatchEvent(event); // true: the host handled it
    }, path);

  it('routes mc-navigate intents, and back goes one step or home', async () => {
    const { page, errors } = await open('/m/withdraw');
    await settled(page, 'withdraw');
    expect(await navigate(page, 'back')).toBe(true); // arrived directly: back means home
    expect((await settled(page, 'home')).url).toBe('/m/home');

    expect(await navigate(page, '/m/gameList?gameType=FISH')).toBe(true);
    expect((await settled(page, 'gameList')).url).toBe('/m/gameList?gameType=FISH');
    await navigate(page, '/m/help');
    await settled(page, 'help');
    await navigate(page, 'back');
    expect((await settled(page, 'gameList')).url).toBe('/m/gameList?gameType=FISH');
    await navigate(page, 'back');
    expect((await settled(page, 'home')).url).toBe('/m/home');
    expect(errors).toEqual([]);
  });

  it('keeps same-origin /m/ links in the page, tapped for real', async () => {
    const { page, errors } = await open('/m/home');
    await settled(page, 'home');
    // Home's announcement popup opens by itself, a modal over everything, probe included: let it
    // decide, and close it if it opened, before the tap.
    await closeAnnouncementPopup(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1; // survives only without a reload
      const a = document.createElement('a');
      a.id = 'probe';
      a.href = '/m/withdraw';
      a.textContent = 'go';
      // CSSOM, which the page's CSP allows; a real tap also proves no overlay swallows taps.
      Object.assign(a.style, { position: 'fixed', top: '120px', left: '40px', zIndex: '1000', padding: '12px' });
      document.body.append(a);
    });
    await page.click('#probe', { timeout: 5000 });
    await settled(page, 'withdraw');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('answers a tap on a page whose code has not come with the next frame: the code is asked for after it', async () => {
    const { page, errors } = await open('/m/home');
    await settled(page, 'home');
    await closeAnnouncementPopup(page);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/login-')))).toBe(false);
    // When the tap came and when the first frame after it began.
    await page.evaluate(() => {
      const w = window as unknown as { __tap?: number; __frame?: number };
      addEventListener(
        'click',
        () => {
          w.__tap = performance.now();
          requestAnimationFrame(() => (w.__frame = performance.now()));
        },
        { capture: true, once: true },
      );
    });
    await page.locator('mc-header button.btn-outline').click();
    await settled(page, 'login');
    const { tap, frame, asked } = await page.evaluate(() => {
      const w = window as unknown as { __tap?: number; __frame?: number };
      const login = performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/login-'));
      return { tap: w.__tap, frame: w.__frame, asked: login.map((e) => e.startTime) };
    });
    expect(tap).toBeTypeOf('number');
    expect(frame).toBeTypeOf('number');
    expect(asked.length).toBeGreaterThan(0);
    // Asked in the tap's own task, the fetch would start before that frame.
    expect(Math.min(...asked)).toBeGreaterThan(frame!);
    expect(errors).toEqual([]);
  });

  it('fades between pages, but not after a back swipe', async () => {
    const { page, errors } = await open('/m/withdraw');
    await settled(page, 'withdraw');
    // Counted two frames after the navigation, well inside the 300 ms fade.
    const animationsAfter = (how: 'push' | 'swipe-back') =>
      page.evaluate(async (how) => {
        if (how === 'push') {
          document.dispatchEvent(new CustomEvent('mc-navigate', { detail: { path: '/m/help', replace: false }, bubbles: true, cancelable: true }));
        } else {
          const at = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 });
          document.body.dispatchEvent(new TouchEvent('touchstart', { touches: [at(4)], bubbles: true }));
          document.body.dispatchEvent(new TouchEvent('touchmove', { touches: [at(160)], bubbles: true }));
          document.body.dispatchEvent(new TouchEvent('touchend', { touches: [], bubbles: true }));
          history.back();
          await new Promise((done) => addEventListener('popstate', done, { once: true }));
        }
        for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
        return document.querySelector('mc-site')?.shadowRoot?.querySelector('main')?.getAnimations().length ?? -1;
      }, how);

    const running = () => page.evaluate(() => document.querySelector('mc-site')?.shadowRoot?.querySelector('main')?.getAnimations().length);
    // The help page's elements load first (the shell's spinner), then the page fades in.
    const pushed = await animationsAfter('push');
    if (pushed !== 1) await expect.poll(running, { timeout: 5000, interval: 16 }).toBe(1);
    await settled(page, 'help');
    await expect.poll(running).toBe(0); // the push's fade is over
    expect(await animationsAfter('swipe-back')).toBe(0);
    await settled(page, 'withdraw');
    expect(errors).toEqual([]);
  });
});

/** `page` signed in as the demo player, on the member centre. */
async function signedInOnMine(page: Page): Promise<void> {
  await signIn(page, platform.url);
  await page.goto(platform.url + '/m/mine');
  await settled(page, 'mine');
}

describe('a page whose code does not load', () => {
  it('is a network failure with a retry: offline, tap a member page, retry while offline, back online it shows without a reload', async () => {
    const page = await browser.newPage();
    // The failed downloads are what this test provokes; anything else still counts.
    const errors = collectConsoleErrors(page, { ignore: [/net::ERR_INTERNET_DISCONNECTED/] });
    await signedInOnMine(page);
    const depositRecord = page.locator('mc-member-centre .row[data-item="depositRecord"]');
    await depositRecord.waitFor();
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1; // survives only without a reload
    });

    await page.context().setOffline(true);
    await depositRecord.click();
    const failed = page.locator('mc-site [data-screen="load-failed"]');
    await failed.waitFor();
    expect(await failed.textContent()).toContain(text('error.offline'));
    expect(await page.locator('mc-site [data-screen="placeholder"]').count()).toBe(0);

    // A retry while still offline keeps the failure and its retry (nothing half-loaded).
    await failed.getByRole('button', { name: text('common.retry') }).click();
    await failed.getByRole('button', { name: text('common.retry') }).waitFor();

    // Back online, the shell retries the page itself, in the same document, even when the network
    // is not usable yet at the online event (a phone's radio waking): the first request after it
    // fails, then everything goes through.
    let unusable = true;
    let refusedOne!: () => void;
    const refused = new Promise<void>((resolve) => (refusedOne = resolve));
    await page.route('**/*', (route) => {
      if (!unusable) return route.continue();
      refusedOne();
      return route.abort('internetdisconnected');
    });
    await page.context().setOffline(false);
    await refused;
    unusable = false;
    await page.locator('mc-site mc-vou-report').waitFor();
    expect(await failed.count()).toBe(0);
    const s = await settled(page, 'vouReport');
    expect(s.url).toBe('/m/vouReport');
    expect(s.visible).toContain('mc-vou-report');
    expect(s.defined).toContain('mc-vou-report');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('fetched and failed while online, the retry brings the page in a new document at the same address', async () => {
    const page = await browser.newPage();
    // The refused download is what this test provokes; anything else still counts.
    const errors = collectConsoleErrors(page, { ignore: [/net::ERR_CONNECTION_RESET/] });
    let refused = 0;
    await page.route(/\/assets\/vou-report-[^/]+\.js$/, (route) => (refused++ === 0 ? route.abort('connectionreset') : route.continue()));
    await signedInOnMine(page);
    await page.locator('mc-member-centre .row[data-item="depositRecord"]').click();
    const failed = page.locator('mc-site [data-screen="load-failed"]');
    await failed.waitFor();
    expect(refused).toBe(1);

    // The browser keeps the failed module for this document: the retry asks for a new one.
    const reloaded = page.waitForEvent('load');
    await failed.getByRole('button', { name: text('common.retry') }).click();
    await reloaded;
    const s = await settled(page, 'vouReport');
    expect(s.url).toBe('/m/vouReport');
    expect(s.defined).toContain('mc-vou-report');
    expect(refused).toBe(2);
    expect(errors).toEqual([]);
  });
});
