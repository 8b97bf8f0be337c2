/**
 * The harness itself, without the platform: Chromium starts under playwright-core, each test gets
 * a fresh context, and collectConsoleErrors sees console errors, uncaught exceptions and CSP
 * violations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, launchBrowser, type E2EBrowser } from './harness.ts';

let browser: E2EBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('e2e harness', () => {
  it('drives Chromium: click and read back', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.setContent('<button onclick="this.textContent = \'clicked\'">press</button>');
    await page.click('button');
    expect(await page.textContent('button')).toBe('clicked');
    expect(await page.evaluate(() => screen.width)).toBe(390);
    expect(errors).toEqual([]);
  });

  it('gives each test a fresh context', async () => {
    const a = await browser.newPage();
    const b = await browser.newPage();
    expect(a.context()).not.toBe(b.context());
    expect(browser.browser.contexts().length).toBeGreaterThanOrEqual(2);
  });

  it("closed the previous test's contexts", () => {
    expect(browser.browser.contexts()).toHaveLength(0);
  });

  it('collects console errors, page errors and CSP violations', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page, { ignore: [/ignored on purpose/] });
    // A real navigation (setContent's document.open() would drop the page's listeners).
    await page.route('http://e2e.invalid/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': "script-src 'self' 'unsafe-inline'; img-src 'none'" },
        body: `<script>
            console.error('ignored on purpose');
            console.error('boom');
            setTimeout(() => { throw new Error('uncaught'); });
          </script>
          <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
      }),
    );
    await page.goto('http://e2e.invalid/');
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(3);
    const text = errors.join('\n');
    expect(text).toContain('console.error: boom');
    expect(text).toContain('pageerror: Error: uncaught');
    expect(text).toMatch(/csp: img-src blocked data/);
    expect(text).not.toContain('ignored on purpose');
  });
});
