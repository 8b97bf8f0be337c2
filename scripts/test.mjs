#!/usr/bin/env node
// `npm test`: the type check (tsc), the lint (Biome), unit (vitest), elements (@web/test-runner in
// Chromium) twice — with React, then the lite build's preact (WTR_LITE=1, the default of
// the site and the embed kit) —, end-to-end (vitest + playwright-core), in that order. Output
// streams through; every suite runs even when an earlier one failed; the exit code is non-zero
// when any failed. The last line is the total:
//
//   N passed, M failed[, K skipped]
//
// Counts are tests, read from each runner's machine-readable summary (vitest's JSON reporter,
// web-test-runner's summary reporter in web-test-runner.config.mjs, Biome's JSON reporter). The
// type check and the lint count one test per source file they read: failed when the file has an
// error. A suite whose summary cannot be read counts as one passed or one failed suite, by its exit
// code. A suite that ran no test fails — except e2e while tests/e2e holds no *.e2e.test.ts file,
// which is said and skipped. Before the unit suite, redis-server (which the shared-store tests
// start) is installed from Debian's packages when it is missing and this runs as root.
//
// The browser: CHROME_PATH picks it for the element and the end-to-end suites alike
// (scripts/chromium.mjs): unset or `npm`, the @sparticuz/chromium npm package's (147); a path, that
// executable, e.g. CHROME_PATH=/usr/bin/chromium for Debian's (156) — both must pass. Time limits:
// TEST_TIMEOUT_SCALE=N multiplies every limit of both browser suites (3 when CI=true; see
// tests/timeout-scale.mjs). `npm run test:stress` runs this on a busy machine (scripts/test-stress.mjs).
//
// Usage: node scripts/test.mjs [types] [lint] [unit] [elements] [lite] [e2e]   (default: all six)
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const WTR = join(ROOT, 'node_modules/@web/test-runner/dist/bin.js');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
const work = mkdtempSync(join(tmpdir(), 'mc-test-'));

const SUITES = {
  types: {
    title: 'type check (tsc --noEmit)',
    run: () => typecheck(),
  },
  lint: {
    title: 'lint (Biome, rules in biome.json)',
    run: () => lint(join(work, 'lint.json')),
  },
  unit: {
    title: 'unit (vitest)',
    run: () => {
      ensureRedisServer();
      return vitest([], join(work, 'unit.json'));
    },
  },
  elements: {
    title: 'elements (web-test-runner, Chromium, React)',
    run: () => elements('elements.json', {}),
  },
  lite: {
    title: 'elements again, lite build (react aliased to preact)',
    run: () => elements('lite.json', { WTR_LITE: '1' }),
  },
  e2e: {
    title: 'end-to-end (vitest + playwright-core)',
    optionalWhenEmpty: () => !hasFile(join(ROOT, 'tests/e2e'), (name) => name.endsWith('.e2e.test.ts')),
    run: () => vitest(['--config', 'tests/e2e/vitest.config.ts'], join(work, 'e2e.json')),
  },
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of wanted) {
  if (!(name in SUITES)) {
    console.error(`unknown suite "${name}"; choose from: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
}
const order = wanted.length ? Object.keys(SUITES).filter((n) => wanted.includes(n)) : Object.keys(SUITES);

const results = [];
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

for (const name of order) {
  if (interrupted) break;
  const suite = SUITES[name];
  banner(`${name}: ${suite.title}`);
  if (suite.optionalWhenEmpty?.()) {
    console.log(`${name}: no test files yet (tests/e2e/**/*.e2e.test.ts) — suite not run.`);
    results.push({ name, note: 'no test files yet', passed: 0, failed: 0, skipped: 0, code: 0 });
    continue;
  }
  const started = Date.now();
  const { code, counts } = await suite.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let r;
  if (counts && [counts.passed, counts.failed, counts.skipped].every(Number.isFinite)) {
    r = { name, ...counts, code, seconds };
    // A runner that failed without a failing test (crash, config error) still failed.
    if (code !== 0 && r.failed === 0) {
      r.failed = 1;
      r.note = `exit code ${code} without a failing test: counted as one failure`;
    }
  } else {
    r = { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, code, seconds, note: 'no readable summary: counted as one suite' };
  }
  if (code === 0 && r.passed === 0 && r.failed === 0) {
    r.failed = 1;
    r.note = 'ran no test: counted as one failure';
  }
  results.push(r);
}

rmSync(work, { recursive: true, force: true });

banner('summary');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  const status = r.note === 'no test files yet' ? 'SKIP' : r.failed ? 'FAIL' : 'ok  ';
  const time = r.seconds ? ` in ${r.seconds} s` : '';
  const note = r.note ? ` (${r.note})` : '';
  // Not in the "N passed, M failed" form on purpose: only the total below has that form.
  console.log(`${status} ${r.name.padEnd(8)} passed ${r.passed}, failed ${r.failed}, skipped ${r.skipped}${time}${note}`);
  // The names again at the very end, where a log cut to its last lines still shows them.
  for (const f of (r.failures ?? []).slice(0, 20)) console.log(`     ✗ ${f.file} › ${f.name}${f.message ? ` — ${f.message}` : ''}`);
  if ((r.failures?.length ?? 0) > 20) console.log(`     … and ${r.failures.length - 20} more`);
}
if (interrupted) {
  console.log('interrupted');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed || interrupted ? 1 : 0);

// ---------------------------------------------------------------------------------------------

async function elements(name, env) {
  const file = join(work, name);
  const code = await exec(process.execPath, [WTR], { WTR_SUMMARY_FILE: file, ...env });
  return { code, counts: readJson(file, (j) => ({ passed: j.passed, failed: j.failed, skipped: j.skipped, failures: j.failures ?? [] })) };
}

// One test per source file of the project that tsc reads (node_modules aside); a file fails when
// tsc reports an error in it. Errors stream through; the file list does not.
async function typecheck() {
  const seen = new Set();
  const broken = new Set();
  const code = await exec(process.execPath, [TSC, '--noEmit', '-p', 'tsconfig.json', '--listFiles', '--pretty', 'false'], {}, (line) => {
    const error = /^(.+?)\(\d+,\d+\): error TS\d+/.exec(line);
    if (error) {
      broken.add(resolve(ROOT, error[1]));
      console.log(line);
    } else if (line.startsWith(ROOT) && !line.includes('/node_modules/')) seen.add(line);
    else if (line.trim() && !line.startsWith('/')) console.log(line);
  });
  for (const file of broken) seen.add(file);
  const failures = [...broken].map((file) => ({ file: relative(ROOT, file), name: 'type errors', message: '' }));
  return { code, counts: seen.size ? { passed: seen.size - broken.size, failed: broken.size, skipped: 0, failures } : undefined };
}

// One test per file Biome checked; a file fails when it has an error diagnostic.
async function lint(jsonFile) {
  const code = await exec(process.execPath, [
    BIOME,
    'lint',
    '--max-diagnostics=none',
    '--reporter=default',
    '--reporter=json',
    `--reporter-file=${jsonFile}`,
    '.',
  ]);
  const counts = readJson(jsonFile, (j) => {
    const checked = (j.summary?.changed ?? 0) + (j.summary?.unchanged ?? 0);
    const failed = new Set(j.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'fatal').map((d) => d.location?.path ?? '?')).size;
    return { passed: checked - failed, failed, skipped: 0 };
  });
  return { code, counts };
}

async function vitest(extra, jsonFile) {
  const code = await exec(process.execPath, [VITEST, 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`]);
  const counts = readJson(jsonFile, (j) => {
    let failed = j.numFailedTests;
    const failures = [];
    const firstLine = (text) =>
      String(text ?? '')
        .split('\n')[0]
        .slice(0, 300);
    // A test file that failed to load has no failed test of its own: count the file.
    for (const file of j.testResults ?? []) {
      const name = relative(ROOT, file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failedTests) failures.push({ file: name, name: a.fullName ?? a.title, message: firstLine(a.failureMessages?.[0]) });
      if (file.status === 'failed' && failedTests.length === 0) {
        failed += 1;
        failures.push({ file: name, name: '(the file itself)', message: firstLine(file.message) });
      }
    }
    return { passed: j.numPassedTests, failed, skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0), failures };
  });
  return { code, counts };
}

// The shared store's tests (front/store) run a real redis-server (tests/support/redis-server.ts,
// which looks for it the same way). A fresh machine has none: as root with apt-get, install
// Debian's package; otherwise say how, and let those tests fail with the same hint.
function ensureRedisServer() {
  if (findExecutable('redis-server', ['/usr/bin'])) return;
  const aptGet = findExecutable('apt-get', ['/usr/bin']);
  if (process.getuid?.() !== 0 || !aptGet) {
    console.log('redis-server not found (PATH, /usr/bin): the shared-store tests will fail; install it (Debian/Ubuntu: sudo apt-get install -y redis-server).');
    return;
  }
  console.log("redis-server not found: installing Debian's redis-server (apt-get update, apt-get install -y redis-server)");
  const quietly = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  const installed =
    spawnSync(aptGet, ['update', '-qq'], quietly).status === 0 && spawnSync(aptGet, ['install', '-y', '-qq', 'redis-server'], quietly).status === 0;
  if (!installed || !findExecutable('redis-server', ['/usr/bin'])) console.log('could not install redis-server: the shared-store tests will fail.');
}

// The first executable file called name in PATH, then in the folders of `also`.
function findExecutable(name, also = []) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...also];
  return dirs
    .map((dir) => join(dir, name))
    .find((path) => {
      try {
        accessSync(path, constants.X_OK);
        return statSync(path).isFile();
      } catch {
        return false;
      }
    });
}

// With onLine, standard output goes to onLine line by line instead of straight through.
function exec(cmd, args, env = {}, onLine) {
  return new Promise((done) => {
    const stdout = onLine ? 'pipe' : 'inherit';
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', stdout, 'inherit'], env: { ...process.env, ...env } });
    if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
    child.on('error', (e) => {
      console.error(`cannot start ${args[0] ?? cmd}: ${e.message}`);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

function readJson(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

function hasFile(dir, test) {
  if (!existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'node_modules' && hasFile(join(dir, entry.name), test)) return true;
    if (entry.isFile() && test(entry.name)) return true;
  }
  return false;
}

function banner(text) {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(3, 72 - text.length))}`);
}
