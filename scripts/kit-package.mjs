#!/usr/bin/env node
// `npm run kit:pack`: the kit as an npm package. package/ holds its package.json and README; this
// fills a copy in dist/package/ with the built kit (dist/kit/<version>/, built first when it is
// not fresh) and the kit's version, then packs it into dist/<name>-<version>.tgz.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildKit, kitState } from './kit-build.mjs';
import { ROOT, kitOutDir, kitVersion } from './kit-source.mjs';

export const PACKAGE_DIR = join(ROOT, 'dist', 'package');

/** Builds the kit when needed and packs it; returns the tarball's path. */
export async function packKit({ quiet = false } = {}) {
  const version = kitVersion();
  if (kitState() !== 'fresh') await buildKit({ quiet });
  rmSync(PACKAGE_DIR, { recursive: true, force: true });
  mkdirSync(PACKAGE_DIR, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package', 'package.json'), 'utf8'));
  writeFileSync(join(PACKAGE_DIR, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  // The README's snippet names this version and its loader's SRI hash.
  const integrity = JSON.parse(readFileSync(join(kitOutDir(version), 'integrity.json'), 'utf8'))['mc-loader.js'];
  const readme = readFileSync(join(ROOT, 'package', 'README.md'), 'utf8')
    .replaceAll('{{version}}', version)
    .replaceAll('{{integrity}}', integrity);
  writeFileSync(join(PACKAGE_DIR, 'README.md'), readme);
  cpSync(join(ROOT, 'package', 'CHANGELOG.md'), join(PACKAGE_DIR, 'CHANGELOG.md'));
  cpSync(kitOutDir(version), join(PACKAGE_DIR, 'kit'), { recursive: true });
  // The platform's contract (front/openapi/), for operators and for partners' API clients.
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'openapi.ts'), join(PACKAGE_DIR, 'openapi.json'), '--version', version],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', join(ROOT, 'dist')], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  const [{ filename }] = JSON.parse(out);
  return join(ROOT, 'dist', filename);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await packKit());
}
