// What the benchmark and report scripts share: a free port, a child process whose output is
// collected, and the reference platform started as its own process on a built site.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every child started here, so a script can end them all on exit or Ctrl-C. */
/** A benchmark's `--name value` option from the command line, or `fallback`. */
export function option(name, fallback) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
}

export const children = new Set();
export function killChildren() {
  for (const child of children) child.kill('SIGTERM');
}

/** Runs a command in the repository; resolves with its stdout, rejects with the tail of its stderr. */
export function run(cmd, argv, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    children.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      children.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${argv.slice(0, 2).join(' ')} exited ${code}\n${err.slice(-2000)}`));
    });
  });
}

export { freePort };

/** Starts server/main.ts on 127.0.0.1:`port` serving `siteDir`, data in `dataDir`; resolves once it listens. */
export async function startPlatform(siteDir, dataDir, port, env = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MC_SITE_DIR: siteDir, MC_DATA_DIR: dataDir, MC_TEST_MODE: '', ...env },
  });
  children.add(child);
  await new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`platform did not start within 120 s:\n${log}`)), 120_000);
    const onData = (d) => {
      log += d;
      if (/listening on/i.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`platform exited ${code}:\n${log}`));
    });
  });
  return child;
}
