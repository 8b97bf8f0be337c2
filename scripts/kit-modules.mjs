#!/usr/bin/env node
// Where the kit's bytes are: builds one build of the kit into a temporary folder and prints, for
// the runtime (the file every element loads) and for each element named, the modules in it with
// their size as rendered into the chunk (before minification), that code gzipped on its own,
// and how many elements reach the module through static imports (73 = every one; 0 = only the
// runtime itself or a later import). Gzipped alone, small modules count more than they cost in
// their chunk: read the column as a ranking, and scripts/kit-sizes.mjs for what a page downloads.
//
//   node scripts/kit-modules.mjs                  the lite runtime
//   node scripts/kit-modules.mjs mc-register      the runtime, then what mc-register loads besides it
//   node scripts/kit-modules.mjs --react …        the React build
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, registryElements } from './kit-source.mjs';

const args = process.argv.slice(2);
const mode = args.includes('--react') ? 'react' : 'lite';
const tags = args.filter((a) => !a.startsWith('--'));
const elements = registryElements();
for (const tag of tags) if (!elements.some((e) => e.tag === tag)) throw new Error(`kit-modules: no element ${tag} in the registry`);

const repoPath = (id) => relative(ROOT, id).split('\\').join('/');
/** @type {Map<string, string[]>} module → its static imports */
const imports = new Map();
/** @type {{ fileName: string, modules: Record<string, { renderedLength: number, code: string | null }>, imports: string[] }[]} */
const chunks = [];

const recorder = {
  name: 'mc-kit-modules',
  buildEnd() {
    for (const id of this.getModuleIds()) imports.set(repoPath(id), (this.getModuleInfo(id)?.importedIds ?? []).map(repoPath));
  },
  generateBundle(_options, bundle) {
    for (const c of Object.values(bundle))
      if (c.type === 'chunk') chunks.push({ fileName: c.fileName, modules: c.modules, imports: c.imports, facade: c.facadeModuleId });
  },
};

const out = mkdtempSync(join(tmpdir(), 'mc-kit-modules-'));
try {
  const { build } = await import('vite');
  process.env.MC_KIT_QUIET = '1';
  await build({ configFile: join(ROOT, 'vite.kit.config.ts'), mode, logLevel: 'warn', plugins: [recorder], build: { outDir: out } });
} finally {
  rmSync(out, { recursive: true, force: true });
}

function reach(start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const next = stack.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(imports.get(next) ?? []));
  }
  return seen;
}
const users = new Map();
for (const e of elements) for (const m of reach(e.module)) users.set(m, (users.get(m) ?? 0) + 1);

const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const runtime = chunks.find((c) => c.facade && repoPath(c.facade) === 'kit/runtime.ts');
function closure(chunk, into = new Set()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const f of chunk.imports) if (byFile.has(f)) closure(byFile.get(f), into);
  return into;
}

function print(title, files) {
  const rows = files.flatMap((f) =>
    Object.entries(byFile.get(f).modules).map(([id, m]) => ({
      file: f,
      id: repoPath(id).replace(/^node_modules\//, ''),
      raw: m.renderedLength,
      gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
      users: users.get(repoPath(id)) ?? 0,
    })),
  );
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${title}`);
  console.log(`${'rendered'.padStart(9)} ${'gzip'.padStart(6)} ${'elements'.padStart(8)}  module (file)`);
  for (const r of rows)
    console.log(`${String(r.raw).padStart(9)} ${String(r.gzip).padStart(6)} ${String(r.users).padStart(8)}  ${r.id}${files.length > 1 ? ` (${r.file})` : ''}`);
  console.log(
    `${String(rows.reduce((s, r) => s + r.raw, 0)).padStart(9)} ${String(rows.reduce((s, r) => s + r.gzip, 0)).padStart(6)}           total, ${files.length} file(s)`,
  );
}

print(`${mode} runtime (${runtime.fileName}): ${elements.length} elements in the registry`, [runtime.fileName]);
const inRuntime = closure(runtime);
for (const tag of tags) {
  const element = elements.find((e) => e.tag === tag);
  const chunk = chunks.find((c) => c.facade && repoPath(c.facade) === element.module);
  print(
    `${tag}: what it loads besides the runtime`,
    [...closure(chunk)].filter((f) => !inRuntime.has(f)),
  );
}
