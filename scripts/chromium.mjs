// Where the tests find a Chromium, and the flags that keep it quiet on a closed network.
//
// Order: env CHROME_PATH, then Debian's /usr/bin/chromium, then the binary shipped inside the
// @sparticuz/chromium npm package (so `npm ci` alone brings a browser on Linux x64; CI has no
// other). The packaged binary is chrome-headless-shell; it is extracted once per version into
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

/** Which source `chromiumPath()` would use, for log lines. */
export function chromiumSource() {
  if (process.env.CHROME_PATH) return 'CHROME_PATH';
  if (isFile('/usr/bin/chromium')) return '/usr/bin/chromium';
  return '@sparticuz/chromium';
}

async function resolveChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!isFile(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} is not a file`);
    return fromEnv;
  }
  if (isFile('/usr/bin/chromium')) return '/usr/bin/chromium';
  return extractSparticuz();
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
