#!/usr/bin/env node
// `npm start`: builds the site when it is missing or older than its sources, then runs the
// reference platform, which serves the site and the API on one port (PORT, default 8080).
// `npm run dev` skips the build check and runs the platform with MC_TEST_MODE=1.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, buildSite, siteState } from './site-build.mjs';
import { buildKit, kitState } from './kit-build.mjs';

const dev = process.argv.includes('--dev');
const state = dev ? 'fresh' : siteState();
if (state !== 'fresh') {
  console.log(state === 'missing' ? 'No build yet: building the site…' : 'Sources changed since the last build: building the site…');
  const status = buildSite();
  if (status !== 0) process.exit(status);
}
// The embed kit (/kit/, used by the /embed/ demo pages) likewise.
if (!dev && kitState() !== 'fresh') {
  console.log('Building the embed kit…');
  await buildKit({ quiet: true });
}

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const env = { ...process.env, ...(dev ? { MC_TEST_MODE: process.env.MC_TEST_MODE ?? '1' } : {}) };
const server = spawn(process.execPath, [tsx, join(ROOT, 'server', 'main.ts')], { cwd: ROOT, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
