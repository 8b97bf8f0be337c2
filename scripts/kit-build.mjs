#!/usr/bin/env node
// `npm run build:kit`: the embed kit into dist/kit/<version>/ (see vite.kit.config.ts): the lite
// and React builds, then mc-loader.js and frame-loader.js (which need their runtime file names), then
// integrity.json (the loader's SRI hash), custom-elements.json and the types, then dist/kit-size/ for the size budgets.
//
//   MC_KIT_VERSION=0.0.0-b MC_KIT_OUT=/tmp/kit-b node scripts/kit-build.mjs   another version, elsewhere
//
// kitState() says whether dist/kit/<version> is missing, older than its sources, or fresh
// (the embed end-to-end test builds it when it is not fresh).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { newestMtime } from './site-build.mjs';
import { join, resolve } from 'node:path';
import { KIT_SOURCES, ROOT, kitOutDir, kitVersion } from './kit-source.mjs';
import { writeManifest } from './kit-manifest.mjs';
import { writeBudgetViews } from './kit-sizes.mjs';

/** 'missing', 'stale' (a source changed after the build) or 'fresh', for the default output. */
export function kitState(outDir = kitOutDir()) {
  const loader = join(outDir, 'mc-loader.js');
  if (!['mc-loader.js', 'frame-loader.js', 'custom-elements.json', 'integrity.json'].every((file) => existsSync(join(outDir, file)))) return 'missing';
  return Math.max(...KIT_SOURCES.map((s) => newestMtime(join(ROOT, s)))) > statSync(loader).mtimeMs ? 'stale' : 'fresh';
}

/**
 * integrity.json: the Subresource Integrity hash of mc-loader.js (`{ "mc-loader.js": "sha384-…" }`)
 * for a page's `<script integrity>`; the package README's snippet carries it (kit-package.mjs).
 */
export function writeIntegrity(outDir) {
  const hash = createHash('sha384')
    .update(readFileSync(join(outDir, 'mc-loader.js')))
    .digest('base64');
  const integrity = { 'mc-loader.js': `sha384-${hash}` };
  writeFileSync(join(outDir, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
  return integrity;
}

/**
 * Builds the kit. Options: `version` and `outDir` (default package.json's and dist/kit/<version>),
 * `quiet`. The default output replaces all of dist/kit (one version at a time there).
 */
export async function buildKit({ version = kitVersion(), outDir, quiet = false } = {}) {
  const saved = { version: process.env.MC_KIT_VERSION, out: process.env.MC_KIT_OUT, quiet: process.env.MC_KIT_QUIET, nodeEnv: process.env.NODE_ENV };
  const target = outDir ? resolve(outDir) : join(ROOT, 'dist', 'kit', version);
  process.env.MC_KIT_VERSION = version;
  process.env.MC_KIT_OUT = target;
  if (quiet) process.env.MC_KIT_QUIET = '1';
  try {
    if (!outDir) rmSync(join(ROOT, 'dist', 'kit'), { recursive: true, force: true });
    const { build } = await import('vite');
    for (const mode of ['lite', 'react', 'loader', 'frame-loader']) {
      if (!quiet) console.log(`\n[kit] ${version}: ${mode}`);
      await build({ configFile: join(ROOT, 'vite.kit.config.ts'), mode, logLevel: quiet ? 'warn' : 'info' });
    }
    writeIntegrity(target);
    const { elements, warnings } = writeManifest(target, version);
    for (const w of warnings) console.warn(`[kit] warning: ${w}`);
    if (!quiet) console.log(`[kit] custom-elements.json, mc-kit.d.ts: ${elements} elements`);
    if (!outDir) writeBudgetViews(target);
    return target;
  } finally {
    for (const [key, value] of [
      ['MC_KIT_VERSION', saved.version],
      ['MC_KIT_OUT', saved.out],
      ['MC_KIT_QUIET', saved.quiet],
      ['NODE_ENV', saved.nodeEnv],
    ]) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const out = await buildKit({ outDir: process.env.MC_KIT_OUT || undefined, version: kitVersion() });
    console.log(`[kit] built into ${out}`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
