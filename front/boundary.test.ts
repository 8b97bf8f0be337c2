/**
 * The front imports nothing from the reference platform (DESIGN.md "The front and the platform"):
 * an operator deploys front/ in front of its own platform API, so no file of it may reach into
 * server/, not even for a type, not even in a test.
 *
 * Every .ts file under front/ (tests included) is parsed (vite's parseSync, the oxc parser the
 * build uses) and each module it names is resolved as the bundler and tsx would: static imports
 * and `import type`, `export … from`, dynamic `import(…)`, TS `import(…)` types, `import x =
 * require(…)`, `require(…)` and `declare module '…'`. A name in server/ fails the test with the
 * file and line; so does a dynamic import whose name is computed, which no check can follow.
 * The second test follows the imports on through the rest of the repository (core/, host/…), so
 * a module the front uses cannot bring the platform in either.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const FRONT = join(ROOT, 'front');
const PLATFORM = join(ROOT, 'server');
const SOURCE = /\.(?:ts|tsx|mts|cts)$/;
/** What the transitive walk parses: code, not the stylesheets, JSON and images a module may name. */
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

interface ModuleRequest {
  /** The name as written; undefined when it is computed (a template with expressions, a variable). */
  specifier: string | undefined;
  line: number;
  kind: string;
}

/** Every module `source` names, with its line. */
function moduleRequests(file: string, source: string): ModuleRequest[] {
  const parsed = parseSync(file, source, { lang: file.endsWith('x') ? 'tsx' : 'ts', sourceType: 'module' });
  if (parsed.errors.length) throw new Error(`${rel(file)}: cannot be parsed: ${parsed.errors.map((e) => e.message).join('; ')}`);
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const found: ModuleRequest[] = [];
  const add = (node: Node | null | undefined, kind: string, at: number) => {
    found.push({ specifier: node ? literalText(node) : undefined, line: lineOf(node?.start ?? at), kind });
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    switch (node.type) {
      case 'ImportDeclaration':
        add(node.source, node.importKind === 'type' ? 'import type' : 'import', node.start);
        break;
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.source) add(node.source, 'export … from', node.start);
        break;
      case 'ImportExpression':
        add(node.source, 'dynamic import()', node.start);
        break;
      case 'TSImportType':
        add(node.source ?? node.argument, 'import() type', node.start);
        break;
      case 'TSExternalModuleReference':
        add(node.expression, 'import = require()', node.start);
        break;
      case 'TSModuleDeclaration':
        if (node.id?.type === 'Literal') add(node.id, 'declare module', node.start);
        break;
      case 'CallExpression':
        if (node.callee?.type === 'Identifier' && node.callee.name === 'require') add(node.arguments?.[0], 'require()', node.start);
        break;
    }
    for (const key of Object.keys(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') walk((node as unknown as Record<string, unknown>)[key]);
    }
  };
  walk(parsed.program);
  return found;
}

interface Node {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  importKind?: string;
  source?: Node | null;
  argument?: Node;
  expression?: Node;
  id?: Node;
  name?: string;
  callee?: Node;
  arguments?: Node[];
  literal?: Node;
  quasis?: { value: { cooked: string | null } }[];
  expressions?: unknown[];
}

/** The text of a string literal or a template without expressions; undefined for anything computed. */
function literalText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TSLiteralType' && node.literal) return literalText(node.literal);
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0) return node.quasis?.map((q) => q.value.cooked ?? '').join('');
  return undefined;
}

/**
 * The file `specifier` names from `from`, as the bundler resolves it (`.js` for `.ts`, a folder's
 * index); undefined for a package (node_modules, `node:`) or a file that does not exist. A name
 * that does not exist still answers its path when it lies in server/, so a broken import into
 * the platform is caught too.
 */
function resolveRequest(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/[?#].*$/, '');
  let base: string;
  if (bare.startsWith('file:')) base = fileURLToPath(bare);
  else if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..') base = resolve(dirname(from), bare);
  else if (isAbsolute(bare)) base = bare;
  else if (bare === 'mc-widget-kit' || bare.startsWith('mc-widget-kit/')) base = join(ROOT, bare.slice('mc-widget-kit'.length));
  else return undefined;
  const stem = base.replace(/\.(?:js|jsx|mjs|cjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${stem}.cts`,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return hit ?? (inPlatform(base) ? base : undefined);
}

const inPlatform = (path: string): boolean => {
  const r = relative(PLATFORM, path);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
};
const rel = (path: string) => relative(ROOT, path).split(sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** What `file` imports that the check must stop: names in server/, and names it cannot follow. */
function violations(file: string, source: string): string[] {
  const out: string[] = [];
  for (const request of moduleRequests(file, source)) {
    if (request.specifier === undefined) {
      out.push(`${rel(file)}:${request.line}: ${request.kind} with a computed name, which this check cannot follow: write the path out`);
      continue;
    }
    const target = resolveRequest(file, request.specifier);
    if (target && inPlatform(target))
      out.push(`${rel(file)}:${request.line}: ${request.kind} '${request.specifier}' is ${rel(target)}, the reference platform's`);
  }
  return out;
}

describe('the boundary between the front and the reference platform', () => {
  const files = sourceFiles(FRONT);

  it('finds every form of import into server/ (the check checks something)', () => {
    const file = join(FRONT, 'sample', 'probe.ts');
    const sample = [
      "import { a } from '../../server/app.ts';",
      "import type { B } from '../../server/state.ts';",
      "export * from '../../server/switches.ts';",
      "export { c } from '../../server/roles.js';",
      "const d = await import('../../server/i18n.ts');",
      'const e = await import(`../../server/main.ts`);',
      "let f: import('../../server/testing.ts').TestPlatform;",
      "import g = require('../../server/api');",
      "const h = require('../../server/no-such-file.ts');",
      'const i = await import(`../../${"server"}/app.ts`);',
      "import { ok } from '../http/respond.ts';",
      "import { Hono } from 'hono';",
    ].join('\n');
    expect(violations(file, sample)).toEqual([
      "front/sample/probe.ts:1: import '../../server/app.ts' is server/app.ts, the reference platform's",
      "front/sample/probe.ts:2: import type '../../server/state.ts' is server/state.ts, the reference platform's",
      "front/sample/probe.ts:3: export … from '../../server/switches.ts' is server/switches.ts, the reference platform's",
      "front/sample/probe.ts:4: export … from '../../server/roles.js' is server/roles.ts, the reference platform's",
      "front/sample/probe.ts:5: dynamic import() '../../server/i18n.ts' is server/i18n.ts, the reference platform's",
      "front/sample/probe.ts:6: dynamic import() '../../server/main.ts' is server/main.ts, the reference platform's",
      "front/sample/probe.ts:7: import() type '../../server/testing.ts' is server/testing.ts, the reference platform's",
      "front/sample/probe.ts:8: import = require() '../../server/api' is server/api/index.ts, the reference platform's",
      "front/sample/probe.ts:9: require() '../../server/no-such-file.ts' is server/no-such-file.ts, the reference platform's",
      'front/sample/probe.ts:10: dynamic import() with a computed name, which this check cannot follow: write the path out',
    ]);
  });

  it('no file under front/ imports from server/', () => {
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => violations(file, readFileSync(file, 'utf8')));
    expect(found, `the front must not import the reference platform's code:\n${found.join('\n')}`).toEqual([]);
  });

  it('nothing the front imports, followed through the repository, reaches server/', () => {
    // Breadth first from every front file; `via` keeps how each module was reached, for the message.
    const via = new Map<string, { from: string; line: number } | null>(files.map((f) => [f, null]));
    const queue = [...files];
    const reached: string[] = [];
    while (queue.length) {
      const file = queue.shift()!;
      for (const request of moduleRequests(file, readFileSync(file, 'utf8'))) {
        const target = request.specifier === undefined ? undefined : resolveRequest(file, request.specifier);
        if (!target || via.has(target)) continue;
        via.set(target, { from: file, line: request.line });
        if (inPlatform(target)) reached.push(target);
        else if (CODE.test(target) && !target.includes(`${sep}node_modules${sep}`)) queue.push(target);
      }
    }
    // It did go beyond front/ (core/, host/): the walk is not vacuous.
    expect([...via.keys()].filter((f) => !f.startsWith(FRONT + sep)).length).toBeGreaterThan(20);
    const chains = reached.map((target) => {
      const steps: string[] = [rel(target)];
      for (let step = via.get(target); step; step = via.get(step.from)) steps.unshift(`${rel(step.from)}:${step.line}`);
      return steps.join(' → ');
    });
    expect(chains, `the front reaches the reference platform's code through:\n${chains.join('\n')}`).toEqual([]);
  });
});
