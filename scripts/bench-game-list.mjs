#!/usr/bin/env node
// Benchmark of <mc-game-list> (issues 4 and 15): in Chromium with a 4x CPU slowdown (CDP
// Emulation.setCPUThrottlingRate), a phone-sized page of every game (/m/gameList?gameType=ALL,
// 642 games = 25 pages of 26) is scrolled to its end. For each of pages 1 to 25 it prints the
// longest main-thread task between the scroll that asks for the page (the last scroll before its
// request: what the player's scroll itself costs is the append's too) and the last of its cards
// being in the DOM (plus 100 ms for the frame that draws it; page 1, which the platform puts in
// the page itself, from the list's element being defined), from a trace: its CPU time (the task's thread time, what
// the page cost without the time the renderer waited for a shared CPU) and its wall time. Not the
// 'longtask' API, which cannot see tasks under 50 ms. Then the time from the answer to the first
// cards, and the bytes of images the first screen loaded (CDP Network, before any scrolling).
//
//   node scripts/bench-game-list.mjs              # builds the site into a temporary folder first
//   node scripts/bench-game-list.mjs --site dist/site
//   BENCH_DETAIL=1 (what each longest task held), BENCH_TRACE=trace.json (the whole trace), BENCH_PAGES=8
//
// It starts its own reference platform (fresh database, a free port) and stops it at the end.
// Figures, not a test: nothing here asserts on time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PAGE_SIZE = 26;
const PAGES = Number(process.env.BENCH_PAGES ?? 25);
const CPU_SLOWDOWN = 4;
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const temp = mkdtempSync(join(tmpdir(), 'mc-bench-'));
let server;
let browser;
const cleanup = () => {
  browser?.close().catch(() => {});
  if (server && server.exitCode === null) server.kill('SIGTERM');
  rmSync(temp, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

try {
  // 1. The site.
  let site = arg('--site') ? resolve(arg('--site')) : undefined;
  if (!site) {
    site = join(temp, 'site');
    console.log('building the site…');
    const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', site, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  if (!existsSync(join(site, 'index.html'))) throw new Error(`no site at ${site}`);

  // 2. The platform, on a free port with a fresh database.
  const port = await freePort();
  server = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MC_SITE_DIR: site, MC_DATA_DIR: join(temp, 'data') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error('the platform did not start within 60 s')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) {
        clearTimeout(timer);
        done();
      }
    });
    server.on('exit', (code) => fail(new Error(`the platform exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;

  // 3. The browser: a phone, 4x slower CPU.
  browser = await chromium.launch({ executablePath: await chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  await context.addInitScript(() => {
    performance.setResourceTimingBufferSize(10_000); // 642 images and 25 calls
    // Page 1 comes in the page itself (no call): its window opens when the list's code is in and
    // closes when its first page of cards is, looked for once a frame (a query in one shadow root).
    const w = /** @type {any} */ (window);
    void customElements.whenDefined('mc-game-list').then(() => {
      w.__listDefined = performance.now();
      const look = () => {
        const root = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-game-list')?.shadowRoot;
        if ((root?.querySelectorAll('.card[data-node-id]').length ?? 0) >= 26) w.__firstPageAt = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
  });
  if (process.env.BENCH_NO_IMAGES) await context.route('**/img/**', (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  const images = new Map();
  let imageBytes = 0;
  let imageCount = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Image') images.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!images.has(e.requestId)) return;
    imageBytes += e.encodedDataLength;
    imageCount += 1;
  });

  // A trace as well: its tasks carry thread time, what the page itself cost without the time
  // the renderer waited for a CPU (the machine may be shared). One mark maps the two clocks.
  const trace = [];
  cdp.on('Tracing.dataCollected', (e) => trace.push(...e.value));
  const traced = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });

  await page.goto(`${base}/m/gameList?gameType=ALL`);
  const cards = page.locator('mc-game-list .card[data-node-id]');
  await waitUntil(async () => (await cards.count()) >= PAGE_SIZE, 60_000);
  // Record when each batch of cards lands in the grid. The observer runs inside the tasks it
  // measures, so it costs what the mutation brought, no more: it counts the cards added (a card,
  // or a new block with its cards), never the whole grid again (a live count of 600 cards walks
  // the list after every change: 1 to 3 ms a frame at 4x, charged to the list).
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const root = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-game-list')?.shadowRoot;
    const pages = root.querySelector('.pages');
    const cardsIn = (node) => (node.nodeType !== 1 ? 0 : node.classList.contains('card') ? 1 : node.getElementsByClassName('card').length);
    let count = pages.getElementsByClassName('card').length;
    w.__appends = [{ at: performance.now(), count }];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) count += cardsIn(node);
        for (const node of r.removedNodes) count -= cardsIn(node);
      }
      w.__appends.push({ at: performance.now(), count });
    }).observe(pages, { childList: true, subtree: true });
  });
  // The first screen settles (lazy images near the viewport load), then its image bytes are read.
  await page.waitForTimeout(3000);
  const firstScreen = { bytes: imageBytes, count: imageCount };

  const rows = [];
  for (let n = 1; n <= PAGES; n++) {
    if (n > 1) {
      await waitUntil(
        async () => {
          // Each scroll's time, taken before it: the append's window opens at the one that asked for the page.
          await page.evaluate(() => {
            const w = /** @type {any} */ (window);
            const at = performance.now();
            const before = window.scrollY;
            window.scrollTo(0, document.documentElement.scrollHeight);
            if (window.scrollY !== before) (w.__scrolls ??= []).push(at);
          });
          return (await cards.count()) >= Math.min(n * PAGE_SIZE, 642) && (await cards.count()) > (n - 1) * PAGE_SIZE;
        },
        60_000,
        100,
      );
    }
    await page.waitForTimeout(300); // let the task after the append finish and be reported
    rows.push(
      await page.evaluate(
        ({ n, size }) => {
          const w = /** @type {any} */ (window);
          const request = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes('/wps/relay/GCSGAME_gameList') && new URL(e.name).searchParams.get('pageNo') === String(n));
          const append = n === 1 ? w.__appends[0] : w.__appends.find((a) => a.count > (n - 1) * size);
          const last = w.__appends.find((a) => a.count >= n * size) ?? w.__appends[w.__appends.length - 1];
          if (n === 1 && !request && w.__firstPageAt) return { page: 1, render: NaN, from: w.__listDefined, to: w.__firstPageAt + 100 };
          if (!request || !append) return { page: n, render: NaN, from: 0, to: 0 };
          const scroll = (w.__scrolls ?? []).filter((at) => at <= request.startTime).pop() ?? request.startTime;
          return { page: n, render: append.at - request.responseEnd, from: scroll, to: Math.max(append.at, last.at) + 100 };
        },
        { n, size: PAGE_SIZE },
      ),
    );
  }
  const total = await cards.count();
  // What out-of-sight cards cost: the blocks content-visibility leaves unrendered are skipped by layout and paint.
  const blocks = await page.evaluate(() => {
    const grids = [...(document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-game-list')?.shadowRoot?.querySelectorAll('.pages > .grid') ?? [])];
    return { all: grids.length, rendered: grids.filter((g) => g.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })).length };
  });
  const markAt = await page.evaluate(() => {
    performance.mark('mc-bench-clock');
    return performance.getEntriesByName('mc-bench-clock')[0].startTime;
  });
  await cdp.send('Tracing.end');
  await traced;
  // BENCH_TRACE=file: the whole trace, for the Performance panel (or a script) to look into.
  if (process.env.BENCH_TRACE) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE, JSON.stringify({ traceEvents: trace }));
  const mark = trace.find((e) => e.name === 'mc-bench-clock');
  const main = mark ? trace.filter((e) => e.name === 'RunTask' && e.pid === mark.pid && e.tid === mark.tid && typeof e.tdur === 'number') : [];
  const toTrace = (ms) => (mark ? mark.ts + (ms - markAt) * 1000 : 0);
  for (const r of rows) {
    const from = toTrace(r.from);
    const to = toTrace(r.to);
    const tasks = main.filter((t) => t.ts < to && t.ts + t.dur > from);
    r.cpu = tasks.reduce((m, t) => Math.max(m, t.tdur / 1000), 0);
    r.wall = tasks.reduce((m, t) => Math.max(m, t.dur / 1000), 0);
    // BENCH_DETAIL=1: what the longest task spent its time on (the trace events inside it, by name).
    const longest = tasks.find((t) => t.tdur / 1000 === r.cpu);
    if (process.env.BENCH_DETAIL && longest) {
      const inside = trace.filter(
        (e) =>
          e.tid === longest.tid &&
          e.pid === longest.pid &&
          e.ph === 'X' &&
          e.name !== 'RunTask' &&
          e.ts >= longest.ts &&
          e.ts + (e.dur ?? 0) <= longest.ts + longest.dur,
      );
      const byName = new Map();
      for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      r.detail = [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join(', ');
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

  console.log(`\n<mc-game-list game-type="ALL">: ${total} cards in ${PAGES} pages, Chromium ${browser.version()}, CPU ${CPU_SLOWDOWN}x slower, 390x844 @2x\n`);
  console.log('page | longest task from the scroll that asks for it: CPU time, ms (trace) | its wall time, ms | answer → first cards in the DOM, ms');
  for (const r of rows)
    console.log(
      `${String(r.page).padStart(4)} | ${String(Math.round(r.cpu)).padStart(5)} | ${String(Math.round(r.wall)).padStart(5)} | ${(Number.isNaN(r.render) ? '(in the page)' : String(Math.round(r.render))).padStart(5)}${r.detail ? `  (${r.detail})` : ''}`,
    );
  const appends = rows.slice(1).map((r) => r.cpu);
  const walls = rows.slice(1).map((r) => r.wall);
  console.log(
    `\nlongest task per page append, from its scroll (pages 2-${PAGES}): CPU median ${Math.round(median(appends))} ms, range ${Math.round(Math.min(...appends))}-${Math.round(Math.max(...appends))} ms; wall median ${Math.round(median(walls))} ms, worst ${Math.round(Math.max(...walls))} ms; page 1: ${Math.round(rows[0].cpu)} ms`,
  );
  const answered = rows.map((r) => r.render).filter((ms) => !Number.isNaN(ms));
  console.log(`slowest answer → cards: ${Math.round(Math.max(...answered))} ms`);
  console.log(`blocks of cards rendered at the end: ${blocks.rendered} of ${blocks.all} (the others skip layout and paint)`);
  const [l1, l5, l15] = (await import('node:os')).loadavg();
  console.log(`machine load average: ${l1.toFixed(1)} ${l5.toFixed(1)} ${l15.toFixed(1)} on ${(await import('node:os')).cpus().length} CPUs`);
  console.log(`first screen: ${firstScreen.count} images, ${(firstScreen.bytes / 1024).toFixed(1)} kB over the wire`);
  console.log(`after all ${PAGES} pages: ${imageCount} images, ${(imageBytes / 1024).toFixed(1)} kB (lazy: only what came near the screen)`);
} finally {
  cleanup();
}

async function waitUntil(fn, timeout, interval = 50) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await fn()) return;
    await new Promise((r) => setTimeout(r, interval));
  }
  throw new Error('timed out');
}
