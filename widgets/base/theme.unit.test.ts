/**
 * The theming contract stays documented: every custom property the kit's code reads is a theme
 * token (widgets/base/base.styles.ts, with its default and description) or an element's @cssprop;
 * every @cssprop is read somewhere; the theming guide's table (docs/guides/merchants/theming.md) lists every token with its
 * default; and every element that renders one of the parts shared across elements (inputs, tabs,
 * headings, badges) declares it with @csspart, so the manifest lists it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, elementContract, registryElements } from '../../scripts/kit-source.mjs';
import { themeTokens } from '../../scripts/kit-manifest.mjs';

/** The parts whose names mean the same in every element that has them. */
const SHARED_PARTS = ['input', 'tab', 'tab-active', 'heading', 'badge'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const kitFiles = sourceFiles(join(ROOT, 'widgets'));
const read = (file: string) => readFileSync(file, 'utf8');
const contracts = registryElements().map((e: { tag: string; module: string }) => elementContract(e));
const tokens = themeTokens();

/** `--mc-…` names the code reads with var(). */
function readProperties(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of kitFiles) {
    for (const m of read(file).matchAll(/var\((--mc-[a-z0-9-]+)/g)) {
      const name = m[1]!;
      found.set(name, [...(found.get(name) ?? []), relative(ROOT, file)]);
    }
  }
  return found;
}

/** The element's own files: its module and every module it imports from widgets/, transitively. */
function elementFiles(module: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const m of read(file).matchAll(/(?:from\s+|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), m[1]!);
      if (target.startsWith(join(ROOT, 'widgets')) && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(join(ROOT, module));
  return [...seen];
}

/** Part names a file can render: `part="a b"` and the string literals of `part={…}`. */
function renderedParts(source: string): Set<string> {
  const parts = new Set<string>();
  for (const m of source.matchAll(/\bpart=(?:"([^"]*)"|\{([^}]*)\})/g)) {
    const text = m[1] ?? [...m[2]!.matchAll(/['"]([^'"]*)['"]/g)].map((s) => s[1]).join(' ');
    for (const name of text.split(/\s+/)) if (name) parts.add(name);
  }
  return parts;
}

describe('theming contract', () => {
  it('every custom property the kit reads is a documented theme token or an element @cssprop', () => {
    const documented = new Set([...tokens.map((t) => t.name), ...contracts.flatMap((c) => c.cssProperties.map((p: { name: string }) => p.name))]);
    const undocumented = [...readProperties()].filter(([name]) => !documented.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(undocumented).toEqual([]);
  });

  it('every theme token has a default and a description, and every @cssprop is read by the code', () => {
    expect(tokens.length).toBeGreaterThan(30);
    for (const t of tokens) expect(t.default && t.description, t.name).toBeTruthy();
    const read = readProperties();
    const stale = contracts.flatMap((c) =>
      c.cssProperties.filter((p: { name: string }) => !read.has(p.name)).map((p: { name: string }) => `${c.tag}: ${p.name}`),
    );
    expect(stale).toEqual([]);
  });

  it("the theming guide's table lists every token with its default", () => {
    const readme = read(join(ROOT, 'docs/guides/merchants/theming.md'));
    const missing = tokens.filter((t) => !readme.includes(`| \`${t.name}\` | \`${t.default}\` |`)).map((t) => `${t.name}: ${t.default}`);
    expect(missing).toEqual([]);
  });

  it('the dark theme file is the defaults written out: every token at its default', () => {
    const dark = read(join(ROOT, 'embed/themes/dark.css'));
    const written = [...dark.matchAll(/^\s*(--mc-[a-z0-9-]+):\s*(.+);$/gm)].map((m) => `${m[1]}: ${m[2]}`);
    expect(written).toEqual(tokens.map((t) => `${t.name}: ${t.default}`));
  });

  it('every element declares the shared parts it renders (input, tab, tab-active, heading, badge)', () => {
    const missing: string[] = [];
    for (const c of contracts) {
      const rendered = new Set(elementFiles(c.module).flatMap((file) => [...renderedParts(read(file))]));
      const declared = new Set(c.cssParts.map((p: { name: string }) => p.name));
      for (const name of SHARED_PARTS) if (rendered.has(name) && !declared.has(name)) missing.push(`${c.tag} (${c.componentFile}): @csspart ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('inputs, tabs, headings and badges carry the shared part names somewhere in the kit', () => {
    const all = new Set(kitFiles.flatMap((file) => [...renderedParts(read(file))]));
    for (const name of SHARED_PARTS) expect(all.has(name), name).toBe(true);
  });
});
