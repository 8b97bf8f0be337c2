#!/usr/bin/env node
// The framed register form's first screen on a partner page: when the player can type in it,
// against the partner page's own largest paint. /embed/affiliate.html is opened from another
// origin (localhost, the platform on 127.0.0.1), so <mc-register> renders in the kit's frame, on
// a phone (412×823), at 4× CPU and a slow 4G network (150 ms RTT, 1.6 Mbps down), a fresh browser
// each run (site isolation off, so the slowdown reaches the frame too). Printed per run and as
// medians:
// - LCP: the partner page's largest paint (its own content; a frame's paint is not the page's);
// - typeable: the register form's user-name box is on show in the frame (the platform's first
//   screen, else the element's own), and × LCP;
// - element: the element's own box is on show (its code, texts and settings are in);
// - heights: the heights the page gave the frame, in order (one is no jump).
//
//   npm run build && node scripts/bench-frame.mjs [--runs 5]
//   node scripts/bench-frame.mjs --origin http://127.0.0.1:PORT   a platform already running, which
//        allows http://localhost:PORT (MC_ALLOWED_ORIGINS) and serves the demo pages with
//        MC_EMBED_PLATFORM_ORIGIN=http://127.0.0.1:PORT
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { ROOT, freePort, killChildren, startPlatform, option } from './bench-platform.mjs';
import { CHROMIUM_FLAGS, HEADLESS_FLAG, chromiumPath } from './chromium.mjs';

const runs = Math.max(1, Number(option('runs', '5')));
const WAIT_MS = 120_000;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Installed in every document before its scripts: the page's LCP, the frame's first visible user-name boxes, the iframe's heights. */
function watch() {
  const w = /** @type {any} */ (window);
  const at = () => performance.timeOrigin + performance.now();
  if (window.top === window) {
    w.__lcp = 0;
    w.__heights = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = performance.timeOrigin + e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const poll = () => {
      const h = document.querySelector('mc-register')?.shadowRoot?.querySelector('iframe')?.style.height;
      if (h && w.__heights.at(-1) !== h) w.__heights.push(h);
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
    return;
  }
  const shown = (el) => el instanceof HTMLElement && el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0;
  const poll = () => {
    if (!w.__typeable && shown(document.querySelector('#fs-register-username'))) w.__typeable = at();
    if (!w.__element && shown(document.querySelector('mc-register')?.shadowRoot?.querySelector('#register-username'))) w.__element = at();
    if (!w.__element) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function oneRun(chrome, partner) {
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS, '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument(watch);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(`${partner}/embed/affiliate.html`, { waitUntil: 'load', timeout: WAIT_MS });
    let frame;
    for (const deadline = Date.now() + WAIT_MS; !frame && Date.now() < deadline; ) {
      frame = page.frames().find((f) => f.url().includes('/frame.html'));
      if (!frame) await new Promise((r) => setTimeout(r, 50));
    }
    if (!frame) throw new Error('no register frame');
    await frame.waitForFunction(() => /** @type {any} */ (window).__element > 0, { timeout: WAIT_MS, polling: 100 });
    // The page's paints are over once the form is in.
    const { start, lcp, heights } = await page.evaluate(() => ({
      start: performance.timeOrigin,
      lcp: /** @type {any} */ (window).__lcp,
      heights: /** @type {any} */ (window).__heights,
    }));
    const { typeable, element } = await frame.evaluate(() => ({
      typeable: /** @type {any} */ (window).__typeable,
      element: /** @type {any} */ (window).__element,
    }));
    // Without a first screen, the form is typeable once the element shows it.
    return { lcp: lcp - start, typeable: Math.min(typeable || element, element) - start, element: element - start, heights };
  } finally {
    await browser.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const ms = (n) => `${Math.round(n)} ms`;

let work;
try {
  let origin = option('origin', '');
  if (!origin) {
    work = mkdtempSync(join(tmpdir(), 'mc-bench-frame-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    await startPlatform(join(ROOT, 'dist', 'site'), join(work, 'data'), port, {
      MC_ALLOWED_ORIGINS: origin.replace('127.0.0.1', 'localhost'),
      MC_EMBED_PLATFORM_ORIGIN: origin,
    });
  }
  const partner = origin.replace('127.0.0.1', 'localhost');
  const chrome = await chromiumPath();
  console.log(`framed register form on ${partner}/embed/affiliate.html, 4× CPU, 150 ms RTT, 1.6 Mbps; load average ${loadavg()[0].toFixed(1)}`);
  const all = [];
  for (let i = 1; i <= runs; i++) {
    const r = await oneRun(chrome, partner);
    all.push(r);
    console.log(
      `run ${i}: LCP ${ms(r.lcp)}, typeable ${ms(r.typeable)} (${(r.typeable / r.lcp).toFixed(2)}× LCP), element ${ms(r.element)}, frame heights ${r.heights.join(' → ')}`,
    );
  }
  const lcp = median(all.map((r) => r.lcp));
  const typeable = median(all.map((r) => r.typeable));
  console.log(
    `median of ${runs}: LCP ${ms(lcp)}, typeable ${ms(typeable)} (${median(all.map((r) => r.typeable / r.lcp)).toFixed(2)}× LCP), element ${ms(median(all.map((r) => r.element)))}, ` +
      `frame heights set ${median(all.map((r) => r.heights.length))} times`,
  );
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  killChildren();
  if (work) rmSync(work, { recursive: true, force: true });
}
