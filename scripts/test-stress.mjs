#!/usr/bin/env node
// `npm run test:stress`: the test suites on a busy machine. Starts two CPU-busy processes (plain
// loops, each bounded in time and ended when the run ends), sets TEST_TIMEOUT_SCALE (default 3,
// the same factor as CI=true; see tests/timeout-scale.mjs), then runs scripts/test.mjs N times in
// a row, stopping at the first failing run. After each run it prints that run's total line, and at
// the end one line per run.
//
// Usage: node scripts/test-stress.mjs [--runs N] [--busy K] [suite ...]
//   --runs N    runs in a row (default 3; env STRESS_RUNS)
//   --busy K    CPU-busy processes (default 2; env STRESS_BUSY)
//   suite ...   passed to scripts/test.mjs (default: all): e.g. `elements lite` for the element suites
// CHROME_PATH and TEST_TIMEOUT_SCALE pass through.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const runs = Number(option('--runs', process.env.STRESS_RUNS ?? 3));
const busy = Number(option('--busy', process.env.STRESS_BUSY ?? 2));
if (!(Number.isInteger(runs) && runs > 0) || !(Number.isInteger(busy) && busy >= 0)) {
  console.error('usage: node scripts/test-stress.mjs [--runs N] [--busy K] [suite ...]');
  process.exit(2);
}
const suites = args;
const scale = process.env.TEST_TIMEOUT_SCALE || '3';
// A busy process ends by itself after this long, should this script die without ending it.
const BUSY_LIMIT_S = 6 * 3600;

const hogs = new Set();
function startHogs() {
  for (let i = 0; i < busy; i++) {
    const hog = spawn(
      process.execPath,
      ['-e', `const end = Date.now() + ${BUSY_LIMIT_S * 1000}; let x = 0; while (Date.now() < end) x = (x + Math.sqrt(x + 1)) % 1e9;`],
      {
        stdio: 'ignore',
      },
    );
    hogs.add(hog);
    hog.on('exit', () => hogs.delete(hog));
  }
}
function stopHogs() {
  for (const hog of hogs) hog.kill('SIGKILL');
  hogs.clear();
}
let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHogs();
    current?.kill(signal);
    process.exit(130);
  });
}
process.on('exit', stopHogs);

function run(n) {
  return new Promise((done) => {
    let total = '';
    const child = spawn(process.execPath, [join(ROOT, 'scripts/test.mjs'), ...suites], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TEST_TIMEOUT_SCALE: scale },
    });
    current = child;
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(line);
      if (/^\d+ passed, \d+ failed/.test(line)) total = line;
    });
    child.on('close', (code, signal) => {
      current = undefined;
      done({ n, code: code ?? (signal ? 128 : 1), total: total || '(no total line)' });
    });
  });
}

console.log(`stress: ${runs} run(s) of scripts/test.mjs ${suites.join(' ') || '(all suites)'} with ${busy} busy process(es), TEST_TIMEOUT_SCALE=${scale}`);
startHogs();
const results = [];
const started = Date.now();
for (let n = 1; n <= runs; n++) {
  console.log(`\n### stress run ${n} of ${runs}`);
  const t = Date.now();
  const r = await run(n);
  r.minutes = ((Date.now() - t) / 60000).toFixed(1);
  results.push(r);
  console.log(`### stress run ${n}: ${r.total} (exit ${r.code}, ${r.minutes} min)`);
  if (r.code !== 0) break;
}
stopHogs();

console.log(`\n=== stress summary (${((Date.now() - started) / 60000).toFixed(1)} min) ===`);
for (const r of results) console.log(`run ${r.n}: ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.total} in ${r.minutes} min`);
const passedAll = results.length === runs && results.every((r) => r.code === 0);
console.log(passedAll ? `${runs} run(s) in a row passed` : `stopped at run ${results.length}: it failed`);
process.exit(passedAll ? 0 : 1);
