#!/usr/bin/env node
// `npm start`: builds the site when it is missing or older than its sources, then runs the
// reference platform, which serves the site and the API on one port (PORT, default 8080).
// `npm run dev` skips the build check and runs the platform with MC_TEST_MODE=1.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteIndex = join(root, 'dist', 'site', 'index.html');
const SOURCES = ['host', 'widgets', 'core', 'locales', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const dev = process.argv.includes('--dev');
const sourcesChanged = () => Math.max(...SOURCES.map((s) => newestMtime(join(root, s)))) > statSync(siteIndex).mtimeMs;

if (!dev && (!existsSync(siteIndex) || sourcesChanged())) {
  console.log(existsSync(siteIndex) ? 'Sources changed since the last build: building the site…' : 'No build yet: building the site…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const env = { ...process.env, ...(dev ? { MC_TEST_MODE: process.env.MC_TEST_MODE ?? '1' } : {}) };
const server = spawn(process.execPath, [tsx, join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
