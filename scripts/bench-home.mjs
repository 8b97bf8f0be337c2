#!/usr/bin/env node
// Benchmark of the home page: Lighthouse (mobile, simulated slow 4G and 4x CPU) performance
// score, LCP, CLS and TBT for /m/home, and the gzip bytes of the JavaScript the route loads.
//
//   node scripts/bench-home.mjs              build the site into a temporary folder, start the
//                                            reference platform on a free port, 3 Lighthouse runs
//   node scripts/bench-home.mjs --runs 5 --path /m/help --site dist/site --json out.json
//
// Each run is a fresh browser profile (a first visit: the guest popup opens, nothing cached).
// The figures printed are the median run (by performance score, then LCP) plus every run's.
// The JS bytes are every script the page requested during the run, each file gzip'ed here
// (level 9, as a static server would pre-compress), and as the platform sent it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT as root, freePort, killChildren, run, startPlatform, option } from './bench-platform.mjs';
import { CHROMIUM_FLAGS, HEADLESS_FLAG, chromiumPath } from './chromium.mjs';

const runs = Math.max(1, Number(option('runs', '3')));
const path = option('path', '/m/home');
const jsonOut = option('json', '');
const givenSite = option('site', '');

const work = mkdtempSync(join(tmpdir(), 'mc-bench-'));
let exiting = false;
function cleanup() {
  if (exiting) return;
  exiting = true;
  killChildren();
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

try {
  let siteDir = givenSite ? join(root, givenSite) : join(work, 'site');
  if (!givenSite) {
    process.stderr.write('building the site…\n');
    await run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', siteDir, '--emptyOutDir', '--logLevel', 'warn']);
  }
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`no site at ${siteDir}`);

  const port = await freePort();
  process.stderr.write(`starting the platform on port ${port}…\n`);
  await startPlatform(siteDir, join(work, 'data'), port);
  const url = `http://127.0.0.1:${port}${path}`;
  const chrome = await chromiumPath();

  const results = [];
  for (let i = 1; i <= runs; i++) {
    process.stderr.write(`lighthouse run ${i}/${runs}: ${url}\n`);
    const out = await run(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance',
        '--form-factor=mobile',
        `--chrome-flags=${[HEADLESS_FLAG, ...CHROMIUM_FLAGS].join(' ')}`,
      ],
      { CHROME_PATH: chrome },
    );
    const lhr = JSON.parse(out);
    const audit = (id) => lhr.audits[id];
    const scripts = audit('network-requests').details.items.filter((r) => r.resourceType === 'Script' && r.url.startsWith(`http://127.0.0.1:${port}/`));
    let gzip = 0;
    let transfer = 0;
    const files = [];
    for (const s of scripts) {
      const rel = new URL(s.url).pathname.replace(/^\/m\//, '');
      const file = join(siteDir, rel);
      const size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
      gzip += size;
      transfer += s.transferSize ?? 0;
      files.push({ file: rel, gzip: size });
    }
    const lcpNode = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
    results.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(audit('first-contentful-paint').numericValue),
      lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
      cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time').numericValue),
      speedIndexMs: Math.round(audit('speed-index').numericValue),
      jsRequests: scripts.length,
      jsGzipBytes: gzip,
      jsTransferBytes: transfer,
      lcpElement: lcpNode.slice(0, 160),
      files,
    });
  }

  const best = [...results].sort((a, b) => b.performance - a.performance || a.lcpMs - b.lcpMs);
  const mid = best[Math.floor((best.length - 1) / 2)];
  const lines = [
    `Lighthouse ${JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile (simulated slow 4G, 4x CPU), ${path}, ${runs} run(s); median run:`,
    `  performance  ${mid.performance}`,
    `  LCP          ${(mid.lcpMs / 1000).toFixed(2)} s   (${mid.lcpElement || 'element unknown'})`,
    `  CLS          ${mid.cls}`,
    `  TBT          ${mid.tbtMs} ms`,
    `  FCP          ${(mid.fcpMs / 1000).toFixed(2)} s, speed index ${(mid.speedIndexMs / 1000).toFixed(2)} s`,
    `  JavaScript   ${kB(mid.jsGzipBytes)} gzip (level 9) in ${mid.jsRequests} files; ${kB(mid.jsTransferBytes)} as sent`,
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (Lighthouse scales the CPU time it observes: a busy machine scores lower)`,
    `every run: performance ${results.map((r) => r.performance).join(', ')}; LCP ${results.map((r) => r.lcpMs).join(', ')} ms; CLS ${results.map((r) => r.cls).join(', ')}; TBT ${results.map((r) => r.tbtMs).join(', ')} ms`,
    `medians: performance ${median(results.map((r) => r.performance))}, LCP ${median(results.map((r) => r.lcpMs))} ms, CLS ${median(results.map((r) => r.cls))}, TBT ${median(results.map((r) => r.tbtMs))} ms`,
    'largest scripts (gzip):',
    ...[...mid.files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((f) => `  ${kB(f.gzip).padStart(9)}  ${f.file}`),
  ];
  console.log(lines.join('\n'));
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ path, runs: results }, null, 2)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  cleanup();
}
