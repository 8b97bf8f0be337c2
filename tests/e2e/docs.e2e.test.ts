/**
 * The kit's documentation (/docs/) and the merchant composer (/docs/composer), in Chromium:
 *
 * - the pages are there for every element and topic, axe-clean, free of internal references,
 *   keyboard usable, and their live examples render the kit's elements under the partner CSP
 *   (a navigation an example asks for stays on the page and shows in its event log);
 * - a merchant builds a landing page in the composer (three elements, an attribute, a brand
 *   colour), sees it in the phone-sized preview, saves and loads it (file and local storage),
 *   copies the HTML, and that HTML served from a second origin (127.0.0.2) renders the elements
 *   in the chosen colour with no CSP or Trusted Types violation;
 * - every guide (docs/guides/, rendered by the build) is one click from /docs/, opens in the same
 *   chrome with its title and headings, axe-clean and without a CSP violation.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, collectConsoleErrors, launchBrowser, listenOn, SITE_DIR, type E2EBrowser } from './harness.ts';
import { axe, type Finding } from './axe.ts';
import { createPlatform, type Platform } from '../../server/app.ts';
import { buildKit, kitState } from '../../scripts/kit-build.mjs';
import { buildDocs, docsState, GUIDES_OUT } from '../../scripts/docs-build.mjs';
import type { GuideIndex } from '../../front/docs/guides.ts';

const BRAND = '#0a7d32';
const BRAND_RGB = 'rgb(10, 125, 50)';

let platform: Platform;
let merchantSite: Server;
let api: string; // the platform: docs, kit and API
let merchant: string; // the merchant's own origin, where the copied page is published
let browser: E2EBrowser;
let dataDir: string;
const allowedOrigins: string[] = [];
/** What the merchant's server answers for /landing.html: the copied page and the copied header. */
const published = { html: '', csp: '' };

beforeAll(async () => {
  if (kitState() !== 'fresh') await buildKit({ quiet: true });
  if (docsState() !== 'fresh') buildDocs({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'mc-docs-e2e-'));
  platform = createPlatform({ dbPath: join(dataDir, 'platform.db'), siteDir: SITE_DIR, testMode: true, allowedOrigins, log: () => undefined });
  api = await platform.listen(0, '127.0.0.1');
  merchantSite = createServer((req, res) => {
    if (req.url === '/landing.html' && published.html) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': published.csp, 'Cache-Control': 'no-store' });
      res.end(published.html);
    } else if (req.url === '/favicon.ico') res.writeHead(204).end();
    else res.writeHead(404).end();
  });
  merchant = await listenOn(merchantSite, '127.0.0.2');
  allowedOrigins.push(merchant);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await closeServer(merchantSite);
  await platform?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every WCAG 2.1 A/AA violation axe finds, whatever its impact. */
const violations = (findings: Finding[]) => findings.map((f) => `${f.id}: ${f.nodes.map((n) => n.target).join(' | ')}`);

/** The background colours painted inside an element's shadow root (and those of its descendants). */
function paintedBackgrounds(page: Page | Frame, tag: string): Promise<string[]> {
  return page
    .locator(tag)
    .first()
    .evaluate((host) => {
      const seen: string[] = [];
      const walk = (root: ParentNode) => {
        for (const el of root.querySelectorAll('*')) {
          seen.push(getComputedStyle(el).backgroundColor);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      if (host.shadowRoot) walk(host.shadowRoot);
      return seen;
    });
}

describe('the documentation', () => {
  it('has a page per element and per topic, axe-clean, with no internal references, keyboard usable', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    const errors = collectConsoleErrors(page);
    await page.goto(`${api}/docs`);
    expect(new URL(page.url()).pathname).toBe('/docs/');
    const tags = await page.locator('.element-list a').allTextContents();
    expect(tags.length).toBeGreaterThan(60);
    expect(tags).toEqual(expect.arrayContaining(['<mc-header>', '<mc-register>', '<mc-game-list>']));
    expect(violations(await axe(page))).toEqual([]);

    // Keyboard: the first Tab reaches the skip link, which moves to the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.locator('.element-list a', { hasText: '<mc-game-list>' }).click();
    await page.waitForURL(`${api}/docs/elements/mc-game-list`);
    for (const section of ['Live example', 'Snippet', 'Attributes', 'Properties', 'Events', 'Parts', 'Custom properties']) {
      await expect.poll(() => page.getByRole('heading', { level: 2, name: section, exact: true }).count(), { message: section }).toBe(1);
    }
    expect(await page.getByRole('table', { name: 'Attributes' }).getByText('game-type').count()).toBeGreaterThan(0);
    // The live example is the element itself, loaded from the platform by the kit's loader.
    await page.locator('.example mc-game-list li.card').first().waitFor();
    expect(await page.locator('pre.snippet').first().textContent()).toContain(`${api}/kit/`);

    // An element for signed-in agents asks a visitor to go elsewhere: the docs page keeps them and shows the event.
    await page.goto(`${api}/docs/elements/mc-agent-home`);
    await expect.poll(() => page.locator('#example-log li').first().textContent()).toMatch(/^mc-navigate \{"path":"\/m\/home"/);
    expect(new URL(page.url()).pathname).toBe('/docs/elements/mc-agent-home');

    for (const path of ['/docs/theming', '/docs/events', '/docs/csp', '/docs/versions', '/docs/elements/mc-register', '/docs/elements/mc-game-list']) {
      await page.goto(`${api}${path}`);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, path).not.toMatch(/§/);
      if (path === '/docs/theming') {
        expect(text).toContain('--mc-color-primary');
        await page.locator('.theme-light mc-jackpot').first().waitFor();
      }
      if (path === '/docs/events') expect(await page.locator('section.event#mc-error').count()).toBe(1);
      expect(violations(await axe(page)), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});

describe('the guides', () => {
  it('reaches every guide from /docs/ in one click; each opens with its title and headings, axe-clean', async () => {
    const index = JSON.parse(readFileSync(join(GUIDES_OUT, 'index.json'), 'utf8')) as GuideIndex;
    const guides = index.readers.flatMap((r) => r.guides);
    expect(index.readers.map((r) => r.title)).toEqual(['Affiliates', 'Merchants', 'Operators', 'Contributors', 'Performance']);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    const errors = collectConsoleErrors(page);

    // The header's navigation has the guides beside the elements.
    await page.goto(`${api}/docs/`);
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Guides', exact: true }).click();
    await page.waitForURL(`${api}/docs/guides/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Guides');
    expect(violations(await axe(page))).toEqual([]);

    for (const guide of guides) {
      await page.goto(`${api}/docs/`);
      await page.locator('.guide-readers').getByRole('link', { name: guide.title, exact: true }).click();
      await page.waitForURL(`${api}${guide.path}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), guide.path).toBe(guide.title);
      const h2 = guide.headings.filter((h) => h.level === 2);
      expect(h2.length, guide.path).toBeGreaterThan(0);
      expect(await page.locator('article.guide h2').allTextContents(), guide.path).toEqual(h2.map((h) => h.text));
      for (const h of h2) expect(await page.locator(`article.guide h2[id="${h.id}"]`).count(), `${guide.path}#${h.id}`).toBe(1);
      // The same chrome as the element pages, the guide marked in both navigations.
      expect(await page.getByRole('navigation', { name: 'Documentation' }).locator('a[aria-current="page"]').textContent()).toBe('Guides');
      expect(await page.getByRole('navigation', { name: 'Guides' }).locator('a[aria-current="page"]').textContent()).toBe(guide.title);
      expect(violations(await axe(page)), guide.path).toEqual([]);
    }

    // A heading's anchor from another guide lands on it.
    await page.goto(`${api}/docs/guides/affiliates/register-form`);
    await page.locator('article.guide a[href="/docs/guides/operators/security#what-a-partner-page-can-see"]').click();
    await page.waitForURL(`${api}/docs/guides/operators/security#what-a-partner-page-can-see`);
    expect(await page.locator('#what-a-partner-page-can-see').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the merchant composer', () => {
  it('builds a landing page, saves and loads it, copies its HTML; served from another origin it renders in that theme under its CSP', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 1000 },
      isMobile: false,
      hasTouch: false,
      deviceScaleFactor: 1,
      acceptDownloads: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${api}/docs/composer`);
    await page.locator('body[data-composer="ready"]').waitFor();

    // Pick three elements; the game list shows RNG games; the brand colour from the picker.
    // The hint that the page is empty goes with the first element.
    const emptyHint = page.getByText('No elements yet: pick one and press Add.');
    expect(await emptyHint.isVisible()).toBe(true);
    // The first one with the keyboard only: the element list, Tab to Add, Enter.
    await page.getByLabel('Element', { exact: true }).focus();
    await page.getByLabel('Element', { exact: true }).selectOption('mc-header');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('add-element');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#status').textContent()).toBe('<mc-header> added.');
    expect(await emptyHint.isVisible()).toBe(false);
    for (const tag of ['mc-game-list', 'mc-footer']) {
      await page.getByLabel('Element', { exact: true }).selectOption(tag);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect.poll(() => page.locator('#status').textContent()).toBe(`<${tag}> added.`);
    }
    await page.locator('#el-1-game-type').fill('RNG');
    await page.getByLabel('--mc-color-primary').fill(BRAND);
    await page.getByLabel('Page title').fill('Spring welcome');
    expect(violations(await axe(page))).toEqual([]);

    // The preview: the page at phone size, in the chosen colour.
    const preview = page.frameLocator('#preview');
    expect(await page.locator('#preview').evaluate((f) => [f.clientWidth, f.clientHeight])).toEqual([390, 844]);
    await preview.locator('mc-game-list li.card').first().waitFor();
    const frame = page.frame({ url: /\/docs\/composer\/preview/ })!;
    await expect.poll(() => frame.locator('mc-game-list').getAttribute('game-type')).toBe('RNG');
    await expect.poll(async () => (await paintedBackgrounds(frame, 'mc-header')).includes(BRAND_RGB)).toBe(true);

    // Saved in the browser and as a file, loaded back after changes.
    await page.getByRole('button', { name: 'Save in this browser' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Saved in this browser.');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as file' }).click();
    const saving = await download;
    expect(saving.suggestedFilename()).toBe('composition.json');
    const file = join(dataDir, 'composition.json');
    await saving.saveAs(file);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      elements: { tag: string; attributes: Record<string, string> }[];
      tokens: Record<string, string>;
      title: string;
    };
    expect(saved.elements.map((e) => e.tag)).toEqual(['mc-header', 'mc-game-list', 'mc-footer']);
    expect(saved.elements[1]!.attributes).toEqual({ 'game-type': 'RNG' });
    expect(saved.tokens['--mc-color-primary']).toBe(BRAND);
    expect(saved.title).toBe('Spring welcome');

    await page.getByRole('button', { name: 'Remove <mc-footer>' }).click();
    await expect.poll(() => page.locator('#picked > li').count()).toBe(2);
    await page.locator('#load-file').setInputFiles(file);
    await expect.poll(() => page.locator('#status').textContent()).toBe('Loaded composition.json.');
    await expect.poll(() => page.locator('#picked > li').count()).toBe(3);

    await page.getByRole('button', { name: 'Remove <mc-header>' }).click();
    await expect.poll(() => page.locator('#picked > li').count()).toBe(2);
    await page.getByRole('button', { name: 'Load from this browser' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Loaded from this browser.');
    await expect.poll(() => page.locator('#picked > li').count()).toBe(3);
    expect(await page.getByLabel('--mc-color-primary').inputValue()).toBe(BRAND);

    // A file that is not a composition changes nothing.
    await page.locator('#load-file').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"something else"}') });
    await expect.poll(() => page.locator('#status').textContent()).toBe('That is not a saved composition; nothing changed.');
    expect(await page.locator('#picked > li').count()).toBe(3);

    // Copy the page and the header line.
    // The HTML follows each change (after hashing the theme): wait for the loaded composition's.
    await expect
      .poll(() => page.locator('#snippet').inputValue())
      .toContain('<body>\n<mc-header></mc-header>\n<mc-game-list game-type="RNG"></mc-game-list>\n<mc-footer></mc-footer>\n</body>');
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('HTML copied.');
    published.html = await page.evaluate(() => navigator.clipboard.readText());
    expect(published.html).toBe(await page.locator('#snippet').inputValue());
    expect(published.html).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(published.html).toContain('<mc-game-list game-type="RNG"></mc-game-list>');
    await page.getByRole('button', { name: 'Copy header' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Header copied.');
    published.csp = (await page.evaluate(() => navigator.clipboard.readText())).replace(/^Content-Security-Policy:\s*/, '');
    expect(published.csp).toContain("require-trusted-types-for 'script'");
    expect(errors).toEqual([]);

    // The merchant publishes it on their own origin.
    const landing = await browser.newPage();
    const landingErrors = collectConsoleErrors(landing);
    await landing.goto(`${merchant}/landing.html`);
    expect(await landing.title()).toBe('Spring welcome');
    await landing.locator('mc-game-list li.card').first().waitFor();
    await expect.poll(() => landing.locator('mc-footer').evaluate((el) => el.shadowRoot?.querySelectorAll('a, button').length ?? 0)).toBeGreaterThan(0);
    await landing.getByRole('button', { name: 'Log in' }).waitFor();
    for (const tag of ['mc-header', 'mc-game-list', 'mc-footer']) {
      expect(await landing.evaluate((t) => customElements.get(t) !== undefined, tag), tag).toBe(true);
    }
    expect(
      await landing
        .locator('mc-header .btn-primary')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe(BRAND_RGB);
    expect(
      await landing
        .locator('mc-game-list button.btn-primary')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe(BRAND_RGB);
    expect(landingErrors).toEqual([]);
  });
});
