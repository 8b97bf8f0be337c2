// Where the tests find a Chromium, and the flags that keep it quiet on a closed network.
//
// CHROME_PATH picks the browser, for the element tests (web-test-runner.config.mjs) and the
// end-to-end tests (tests/e2e/harness.ts) alike:
//
//   CHROME_PATH unset or `npm`   the binary shipped inside the @sparticuz/chromium npm package
//                                (Chromium 147 headless shell; `npm ci` alone brings it on Linux
//                                x64, and CI has no other), whatever else the machine has
//   CHROME_PATH=/usr/bin/chromium  Debian's chromium (156 on bookworm), or any other executable
//   CHROME_PATH=system           /usr/bin/chromium, said in one word
//
// Where the npm package is missing (not Linux x64, --omit=dev), /usr/bin/chromium is the fallback.
// The packaged binary is chrome-headless-shell; it is extracted once per version into
// `<tmpdir>/mc-chromium-<version>/` (about 2 s) through a temporary folder that is renamed into
// place, so an interrupted extraction never leaves a half-written binary behind and two processes
// extracting at once do not trip over each other.
//
// Measured here (Chromium 147 headless shell, as root, under playwright-core and puppeteer-core):
// none of @sparticuz's serverless `args` are needed — not --single-process, not --no-zygote —
// only --no-sandbox (root). Several pages per browser work.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Flags for every launch. The launchers (playwright-core, @web/test-runner-chrome) add the
 * headless switch themselves; for a raw command line prepend `HEADLESS_FLAG`.
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-dev-shm-usage',
]);

export const HEADLESS_FLAG = '--headless=new';

let cached;

/** Absolute path of a Chromium executable; extracts the packaged one on first use. */
export async function chromiumPath() {
  if (!cached) cached = resolveChromium();
  return cached;
}

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** What CHROME_PATH asks for: 'npm' (also when unset), or a path (`system` is /usr/bin/chromium). */
function wanted() {
  const raw = (process.env.CHROME_PATH ?? '').trim();
  if (raw === '' || raw === 'npm' || raw === '@sparticuz/chromium') return 'npm';
  if (raw === 'system') return SYSTEM_CHROMIUM;
  return raw;
}

/** Which source `chromiumPath()` would use, for log lines. */
export function chromiumSource() {
  const want = wanted();
  if (want !== 'npm') return `CHROME_PATH=${want}`;
  return hasSparticuz() || !isFile(SYSTEM_CHROMIUM) ? '@sparticuz/chromium' : `${SYSTEM_CHROMIUM} (no @sparticuz/chromium)`;
}

async function resolveChromium() {
  const want = wanted();
  if (want !== 'npm') {
    if (!isFile(want)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH}: ${want} is not a file`);
    return want;
  }
  if (!hasSparticuz() && isFile(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return extractSparticuz();
}

function hasSparticuz() {
  try {
    sparticuzDir();
    return true;
  } catch {
    return false;
  }
}

async function extractSparticuz() {
  const pkgDir = sparticuzDir();
  const version = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
  const finalDir = join(tmpdir(), `mc-chromium-${version}`);
  const binary = join(finalDir, 'chromium');
  if (isFile(binary)) return binary;

  const workDir = `${finalDir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(workDir, { recursive: true });
  const previousTmp = process.env.TMPDIR;
  try {
    // @sparticuz extracts into os.tmpdir(), which reads TMPDIR at call time.
    process.env.TMPDIR = workDir;
    const { default: sparticuz } = await import('@sparticuz/chromium');
    const extracted = await sparticuz.executablePath(join(pkgDir, 'bin'));
    if (!extracted || !isFile(join(workDir, 'chromium'))) {
      throw new Error(`@sparticuz/chromium extracted nothing into ${workDir}`);
    }
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
  }
  try {
    renameSync(workDir, finalDir);
  } catch (error) {
    // Another process won the race: use its copy.
    rmSync(workDir, { recursive: true, force: true });
    if (!isFile(binary)) throw error;
  }
  return binary;
}

function sparticuzDir() {
  const require = createRequire(import.meta.url);
  let dir;
  try {
    // The package's exports map hides package.json: resolve its entry and walk up.
    dir = dirname(require.resolve('@sparticuz/chromium'));
  } catch {
    throw new Error('No Chromium: set CHROME_PATH, install Debian chromium, or run `npm ci` (brings @sparticuz/chromium).');
  }
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (isFile(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@sparticuz/chromium') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@sparticuz/chromium: package.json not found');
    dir = parent;
  }
}

function isFile(path) {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}

// `node scripts/chromium.mjs` prints the path (handy for CHROME_PATH=$(node scripts/chromium.mjs)).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await chromiumPath());
}
