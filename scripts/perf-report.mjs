#!/usr/bin/env node
// Performance report: Lighthouse mobile (performance score, LCP, CLS, TBT) for the main routes and
// an embed demo page, the gzip JavaScript each one loads and the requests made before its LCP;
// and the floor: /m/home saved as static HTML once rendered (declarative shadow DOM, its styles
// inline, the same images, no script: scripts/static-floor.mjs), measured in the same run, with
// each route's LCP as a ratio to the floor's.
//
//   node scripts/perf-report.mjs                  build the site and the kit into a temporary
//                                                 folder, start the reference platform, 5 runs each
//   node scripts/perf-report.mjs --runs 3 --only /m/home,/m/mine --json out.json --markdown
//   node scripts/perf-report.mjs --only /embed --shifts   also names the elements that moved
//   node scripts/perf-report.mjs --only /m/mine --tasks   also lists the long tasks (simulated times)
//   node scripts/perf-report.mjs --only /m/home       the first visit and the repeat visit (service worker warm)
//   node scripts/perf-report.mjs --interactions-only  only the interaction timings (INP per interaction at 4× CPU,
//                                                 scripts/perf-interactions.mjs); --no-interactions leaves them out
//   node scripts/perf-report.mjs --no-benchmarks  leaves out the two benchmarks a full run adds (below)
//   node scripts/perf-report.mjs --site dist/site  measures the build `npm run build` made (the kit
//                                                 in dist/kit/<version>) instead of building one
//
// A full run (no --only) also runs, against the same build and platform, the framed register
// form on a partner page (scripts/bench-frame.mjs: typeable against the page's own LCP) and the
// game list's appends (scripts/bench-game-list.mjs, pages 2 to 10: the longest main-thread task
// of each, rendering included), and prints their summary lines after the table.
//
// A full run (no --only) writes its figures to docs/guides/performance/latest.md, which the
// performance guide includes (scripts/perf-latest.mjs has the format); --guide FILE writes them
// to FILE instead (also after an --only run), --no-guide not at all.
//
// Every run is a fresh browser profile with an empty cache: a first visit, except the repeat visit
// of /m/home, which is measured after a first visit installed the service worker (its caches kept,
// the HTTP cache cleared, so what answers is the worker). /m/mine is measured twice. Signed in:
// the demo player signs in through the login form first, then the HTTP cache is cleared so the
// measured load is still a cold one (the service worker the sign-in installed answers the page).
// Reached by the hand-off, as a player who signed in inside the kit's frames on a partner page
// arrives on a first visit: the demo player signs in through the login form in a browser context
// of its own (standing for the partner page, whose cache and storage the site does not share),
// and a hand-off code is made with that session (POST /wps/session/handoff, as the kit's frame
// asks for one). The measured browser opens a document of the site's origin with no script (a
// plain-text 404), its HTTP cache is cleared, and the measured navigation is the form the frame
// posts: POST /m/handoff with the code, the front's 303 to /m/mine with its cookies, the page
// redeeming the code. A run fails unless it ends on /m/mine signed in as the demo player, the
// member centre showing the account; a code lives a minute and is used once, so each run makes
// its own. Lighthouse's mobile defaults: simulated
// slow 4G (150 ms RTT, 1.6 Mbps) and 4x CPU slowdown. The JavaScript is every script the page
// requested, each gzip'ed here at level 9 as a static server would pre-compress it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ROOT as root, freePort, killChildren, run, startPlatform, option } from './bench-platform.mjs';
import { CHROMIUM_FLAGS, HEADLESS_FLAG, chromiumPath } from './chromium.mjs';
import { serveFloor, snapshotHtml } from './static-floor.mjs';
import { LATEST_FILE, latestMarkdown } from './perf-latest.mjs';
import { interactionLines, measureInteractions } from './perf-interactions.mjs';

const args = process.argv.slice(2);
const runs = Math.max(1, Number(option('runs', '5')));
const jsonOut = option('json', '');
const markdown = args.includes('--markdown');
const showShifts = args.includes('--shifts');
const showTasks = args.includes('--tasks');
const interactionsOnly = args.includes('--interactions-only');
const withInteractions = interactionsOnly || !args.includes('--no-interactions');
const only = option('only', '');
const builtSite = option('site', '');
const withBenchmarks = !only && !interactionsOnly && !args.includes('--no-benchmarks');
const startedAt = new Date();
const loadStart = loadavg()[0].toFixed(1);

/**
 * What is measured: the four routes the issue names, signed out except the member centre (signed
 * in, and reached by the hand-off), and the embed demo pages.
 */
const FLOOR = { path: '/m/home', label: 'floor: static /m/home', floor: true };
const TARGETS = [
  { path: '/m/home', label: '/m/home' },
  { path: '/m/home', label: '/m/home (repeat, SW)', repeat: true },
  { path: '/m/gameList?gameType=RNG', label: '/m/gameList (RNG)' },
  { path: '/m/login', label: '/m/login' },
  { path: '/m/mine', label: '/m/mine (signed in)', signedIn: true },
  { path: '/m/mine', label: '/m/mine (hand-off)', handoff: true },
  { path: '/embed/merchant.html', label: '/embed/merchant.html' },
  // As a partner hosts them: on another origin (localhost, where the platform is 127.0.0.1), so
  // the credential elements render in the platform's frames.
  { path: '/embed/affiliate.html', label: '/embed/affiliate.html', partner: true },
  { path: '/embed/partner.html', label: '/embed/partner.html', partner: true },
];
const guideFile = args.includes('--no-guide') || interactionsOnly ? '' : option('guide', only ? '' : LATEST_FILE);
const targets = interactionsOnly ? [] : [FLOOR, ...(only ? TARGETS.filter((t) => only.split(',').some((o) => t.path.startsWith(o))) : TARGETS)];

const work = mkdtempSync(join(tmpdir(), 'mc-perf-'));
function cleanup() {
  killChildren();
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

const gzipCache = new Map();
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

/** The reference platform's demo player, whom the signed-in rows measure. */
const PLAYER = { username: 'demo', password: 'demo1234' };

async function signIn(page, origin) {
  await page.goto(`${origin}/m/login`, { waitUntil: 'load' });
  // Typed into the element handles (locators' stability checks time out on the animated page).
  const username = await page.waitForSelector('pierce/input[name="username"]', { visible: true });
  await username.type(PLAYER.username);
  const password = await page.waitForSelector('pierce/input[name="password"]', { visible: true });
  await password.type(PLAYER.password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/m/home' && sessionStorage.getItem('MC_SESSION_INFO') !== null, { timeout: 30_000 });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * A player arriving from a partner page (front/handoff/routes.ts), up to the tap: signed in
 * elsewhere, with a fresh hand-off code, and `page` on a document of the site's origin, as the
 * kit's frame is. Returns what the tap does, the measured navigation: the frame's form, posted to
 * the site's hand-off route for the top window, which the front answers with its cookies and a
 * 303 to `to`.
 */
async function handoffTap(browser, page, origin, to) {
  // The partner page's browsing: a context of its own, closed before the site's first visit.
  const partner = await browser.createBrowserContext();
  let code;
  try {
    const frame = await partner.newPage();
    await signIn(frame, origin);
    code = await frame.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}');
      const res = await fetch('/wps/session/handoff', { method: 'POST', headers: { Authorization: token, Merchant: 'MC01', 'Module-Id': 'COMM3' } });
      return (await res.json())?.value?.code;
    });
  } finally {
    await partner.close();
  }
  if (typeof code !== 'string') throw new Error('no hand-off code: POST /wps/session/handoff refused the demo player');
  // Not a page of the site: a plain-text 404 of its origin, which loads nothing and keeps nothing.
  await page.goto(`${origin}/m/perf-handoff.txt`, { waitUntil: 'load' });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return () =>
    page.evaluate(
      (value, path) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/m/handoff';
        form.target = '_top';
        for (const [name, v] of Object.entries({ code: value, to: path }))
          form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value: v }));
        document.body.append(form);
        form.submit();
      },
      code,
      to,
    );
}

/**
 * Throws unless the page ended on `path` signed in as the demo player, the member centre showing
 * the player's account: else the figures are of another page (the sign-in, a signed-out one).
 */
async function expectSignedIn(page, path) {
  const arrived = await page
    .waitForFunction(
      (p, name) => {
        const find = (root) => {
          const hit = root.querySelector('[data-field="account"]');
          if (hit) return hit;
          for (const el of root.querySelectorAll('*')) {
            const inner = el.shadowRoot && find(el.shadowRoot);
            if (inner) return inner;
          }
          return null;
        };
        const session = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null');
        return location.pathname === p && session?.userName === name && find(document)?.textContent === name;
      },
      { timeout: 30_000, polling: 100 },
      path,
      PLAYER.username,
    )
    .then(
      () => true,
      () => false,
    );
  if (!arrived) {
    const signedIn = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO') !== null).catch(() => false);
    throw new Error(`the hand-off did not end signed in on ${path}: the page is at ${page.url()}, ${signedIn ? 'signed in' : 'signed out'}`);
  }
}

/** The same platform reached by another name: another origin, allowed as a partner's. */
const partnerOrigin = (origin) => origin.replace('127.0.0.1', 'localhost');

/** A first visit that leaves the service worker in control with its precache, then a cold HTTP cache. */
async function warmServiceWorker(page, origin) {
  await page.goto(`${origin}/m/home`, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 60_000 });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** /m/home as static HTML, rendered at the phone size Lighthouse emulates, once its banner image is in. */
async function snapshot(url, chrome) {
  const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForFunction(
      () => {
        const banner = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-banner')?.shadowRoot?.querySelector('img');
        return banner instanceof HTMLImageElement && banner.complete && banner.naturalWidth > 0;
      },
      { timeout: 60_000 },
    );
    return await snapshotHtml(page);
  } finally {
    await browser.close();
  }
}

async function measure(target, origin, chrome) {
  const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS], defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (target.signedIn) await signIn(page, origin);
    if (target.repeat) await warmServiceWorker(page, origin);
    const requestor = target.handoff
      ? await handoffTap(browser, page, origin, target.path)
      : `${target.partner ? partnerOrigin(origin) : origin}${target.path}`;
    const result = await navigation(page, requestor, {
      flags: {
        formFactor: 'mobile',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(target.signedIn || target.repeat || target.handoff),
        logLevel: 'error',
      },
    });
    if (target.handoff) await expectSignedIn(page, target.path);
    const lhr = result.lhr;
    const audit = (id) => lhr.audits[id];
    const scripts = audit('network-requests').details.items.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
    let js = 0;
    for (const s of scripts) js += await gzipBytes(s.url);
    if (showShifts) {
      for (const item of audit('layout-shifts')?.details?.items ?? []) {
        process.stderr.write(`  layout shift ${Number(item.score).toFixed(3)}: ${item.node?.selector ?? '?'} ${item.node?.snippet?.slice(0, 100) ?? ''}\n`);
      }
    }
    if (showTasks) {
      for (const item of audit('long-tasks')?.details?.items ?? []) {
        process.stderr.write(`  long task at ${Math.round(item.startTime)} ms: ${Math.round(item.duration)} ms, ${item.url}\n`);
      }
    }
    // Observed (unthrottled) times: the requests that started before the page's largest paint.
    const observedLcp = audit('metrics').details.items[0].observedLargestContentfulPaint;
    const requests = audit('network-requests').details.items;
    const beforeLcp = requests.filter((r) => r.networkRequestTime < observedLcp).length;
    const lcpNode = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} ${lcpNode.snippet ?? ''}`.trim().slice(0, 120) : '',
      requestsBeforeLcp: beforeLcp,
      requests: requests.length,
      lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
      cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time').numericValue),
      fcpMs: Math.round(audit('first-contentful-paint').numericValue),
      jsFiles: scripts.length,
      jsGzipBytes: js,
    };
  } finally {
    await browser.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

try {
  const siteDir = builtSite ? resolve(builtSite) : join(work, 'site');
  // The platform serves the kit from <site>/../kit/<version>.
  const kitDir = join(siteDir, '..', 'kit', JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
  if (builtSite) {
    if (!existsSync(join(siteDir, 'index.html')) || !existsSync(kitDir))
      throw new Error(`no site in ${siteDir} or no kit in ${kitDir}: npm run build makes both`);
  } else {
    process.stderr.write('building the site and the kit…\n');
    await run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', siteDir, '--emptyOutDir', '--logLevel', 'warn'], {
      NODE_ENV: 'production',
    });
    await run(process.execPath, [join(root, 'scripts/kit-build.mjs')], { NODE_ENV: 'production', MC_KIT_OUT: kitDir });
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  process.stderr.write(`starting the platform on ${origin}…\n`);
  await startPlatform(siteDir, join(work, 'data'), port, { MC_ALLOWED_ORIGINS: partnerOrigin(origin), MC_EMBED_PLATFORM_ORIGIN: origin });
  const chrome = await chromiumPath();
  const interactions = withInteractions
    ? await measureInteractions({ origin, partnerOrigin: partnerOrigin(origin), chrome, runs, log: (line) => process.stderr.write(line) })
    : [];
  if (interactionsOnly) console.log(interactionLines(interactions).join('\n'));
  else await lighthouseReport(origin, chrome, interactions, withBenchmarks ? () => benchmarks(origin, siteDir) : async () => []);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  cleanup();
}

/**
 * The benchmarks a full run adds, each a script of its own run to its end against this run's
 * build: its name and the summary lines it printed.
 */
async function benchmarks(origin, siteDir) {
  const plan = [
    {
      name: 'The framed register form on a partner page (`scripts/bench-frame.mjs`, 4× CPU, slow 4G, cold cache)',
      argv: ['scripts/bench-frame.mjs', '--runs', String(runs), '--origin', origin],
      keep: /^median of/,
    },
    {
      name: 'The game list, pages 2 to 10 (`scripts/bench-game-list.mjs`, 4× CPU)',
      argv: ['scripts/bench-game-list.mjs', '--site', siteDir],
      env: { BENCH_PAGES: '10' },
      keep: /^(longest task per page append|blocks of cards rendered)/,
    },
  ];
  const done = [];
  for (const bench of plan) {
    process.stderr.write(`${bench.argv[0]}…\n`);
    const out = await run(process.execPath, bench.argv, bench.env);
    done.push({ name: bench.name, lines: out.split('\n').filter((line) => bench.keep.test(line)) });
  }
  return done;
}

/** The Lighthouse table (and the interactions and benchmarks beside it), printed, and written to the guide after a full run. */
async function lighthouseReport(origin, chrome, interactions, runBenchmarks) {
  process.stderr.write('saving /m/home as static HTML (the floor)…\n');
  const floor = await serveFloor(origin, FLOOR.path, await snapshot(`${origin}${FLOOR.path}`, chrome), await freePort());

  const rows = [];
  for (const target of targets) {
    const results = [];
    for (let i = 1; i <= runs; i++) {
      process.stderr.write(`${target.label}: run ${i}/${runs}\n`);
      results.push(await measure(target, target.floor ? floor.origin : origin, chrome));
    }
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push({
      route: target.label,
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      fcpMs: pick('fcpMs'),
      jsGzipBytes: pick('jsGzipBytes'),
      jsFiles: pick('jsFiles'),
      requestsBeforeLcp: pick('requestsBeforeLcp'),
      runs: results,
    });
  }
  await floor.close();
  const floorLcp = rows.find((r) => r.route === FLOOR.label)?.lcpMs;
  for (const r of rows) r.lcpToFloor = floorLcp ? Number((r.lcpMs / floorLcp).toFixed(2)) : null;

  const lighthouseVersion = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  const header = `Lighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4x CPU), first visit (the repeat row: service worker warm), median of ${runs} run(s); ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end`;
  const ratio = (r) => (r.lcpToFloor === null ? '–' : `${r.lcpToFloor.toFixed(2)}×`);
  const lcpRuns = (r) => r.runs.map((x) => (x.lcpMs / 1000).toFixed(2)).join(', ');
  if (markdown) {
    console.log(header);
    console.log(
      '\n| route | performance | LCP | LCP ÷ floor | CLS | TBT | JavaScript (gzip) | requests before LCP | LCP of each run |\n|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of rows) {
      console.log(
        `| ${r.route} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(2)} s | ${ratio(r)} | ${r.cls} | ${r.tbtMs} ms | ${kB(r.jsGzipBytes)} in ${r.jsFiles} files | ${r.requestsBeforeLcp} | ${lcpRuns(r)} s |`,
      );
    }
  } else {
    console.log(header);
    console.log(
      `${'route'.padEnd(24)} ${'perf'.padStart(4)} ${'LCP'.padStart(7)} ${'÷floor'.padStart(7)} ${'CLS'.padStart(6)} ${'TBT'.padStart(8)} ${'FCP'.padStart(7)} ${'req<LCP'.padStart(8)}  JavaScript (gzip)`,
    );
    for (const r of rows) {
      console.log(
        `${r.route.padEnd(24)} ${String(r.performance).padStart(4)} ${`${(r.lcpMs / 1000).toFixed(2)} s`.padStart(7)} ${ratio(r).padStart(7)} ${String(r.cls).padStart(6)} ${`${r.tbtMs} ms`.padStart(8)} ${`${(r.fcpMs / 1000).toFixed(1)} s`.padStart(7)} ${String(r.requestsBeforeLcp).padStart(8)}  ${kB(r.jsGzipBytes)} in ${r.jsFiles} files`,
      );
    }
  }
  if (interactions.length) console.log(`\n${interactionLines(interactions).join('\n')}`);
  const benched = await runBenchmarks();
  for (const bench of benched) console.log(`\n${bench.name}:\n${bench.lines.join('\n')}`);
  console.log('\nLCP element (the most frequent over the runs):');
  for (const r of rows) {
    const counts = new Map();
    for (const x of r.runs) counts.set(x.lcpElement, (counts.get(x.lcpElement) ?? 0) + 1);
    const [element] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
    console.log(`- ${r.route}: ${element || 'unknown'}`);
  }
  if (guideFile) {
    writeFileSync(
      guideFile,
      latestMarkdown({
        lighthouseVersion,
        runs,
        rows,
        startedAt,
        endedAt: new Date(),
        cores: cpus().length,
        loadStart,
        loadEnd: loadavg()[0].toFixed(1),
        interactions,
        benchmarks: benched,
      }),
    );
    process.stderr.write(`latest figures written to ${guideFile}\n`);
  }
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ lighthouseVersion, runs, rows, interactions, benchmarks: benched }, null, 2)}\n`);
}
