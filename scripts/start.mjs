#!/usr/bin/env node
// `npm start`: builds the site when it is missing or older than its sources, then runs the
// front and the reference platform behind it, the whole product on one port (PORT, default 8080).
// `npm run dev` skips the build check and runs them with MC_TEST_MODE=1.
// `npm run start:front`: the front alone, in front of the platform at MC_PLATFORM_URL.
// `npm run start:platform`: the reference platform's API alone (for fronts started elsewhere).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, buildSite, siteState } from './site-build.mjs';
import { buildKit, kitState } from './kit-build.mjs';
import { buildDocs, docsState } from './docs-build.mjs';

const dev = process.argv.includes('--dev');
const frontOnly = process.argv.includes('--front');
const platformOnly = process.argv.includes('--platform-only');
const state = dev || platformOnly ? 'fresh' : siteState();
if (state !== 'fresh') {
  console.log(state === 'missing' ? 'No build yet: building the site…' : 'Sources changed since the last build: building the site…');
  const status = buildSite();
  if (status !== 0) process.exit(status);
}
// The embed kit (/kit/, used by the /embed/ demo pages) likewise.
if (!dev && !platformOnly && kitState() !== 'fresh') {
  console.log('Building the embed kit…');
  await buildKit({ quiet: true });
}
// The guides (/docs/guides/), rendered from docs/guides/.
if (!dev && !platformOnly && docsState() !== 'fresh') buildDocs({ quiet: true });

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const env = { ...process.env, ...(dev ? { MC_TEST_MODE: process.env.MC_TEST_MODE ?? '1' } : {}) };
const entry = frontOnly ? [join(ROOT, 'front', 'main.ts')] : [join(ROOT, 'server', 'main.ts'), ...(platformOnly ? ['--platform-only'] : [])];
const server = spawn(process.execPath, [tsx, ...entry], { cwd: ROOT, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
