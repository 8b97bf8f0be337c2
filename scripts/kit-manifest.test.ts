/**
 * The embed kit's public contract, from the sources: every element of the registry documents
 * what it is (doc block, @attr for each prop of define(), @event for each event it sends), and
 * the generated custom-elements.json and mc-kit.d.ts cover all of them and type-check.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, elementContract, elementFiles, eventMap, registryElements } from './kit-source.mjs';
import { contracts, customElementsManifest, themeTokens, typeDefinitions, writeManifest } from './kit-manifest.mjs';
import { checkJsxIntegration } from './jsx-integration.mjs';
import { scaled } from '../tests/timeout-scale.mjs';

// A TypeScript compile of its own: seconds on a quiet machine, and over the suite's 20 s beside
// other suites on a busy one (a plain `npm test` does not scale the limits as CI does).
const COMPILE = { timeout: scaled(90_000) };

const elements = registryElements();

/** Events an element's own folder sends: emit('mc-…'), new CustomEvent('mc-…'), navigate(), a game start. */
function emittedEvents(module: string): Set<string> {
  const dir = dirname(join(ROOT, module));
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes('.test.'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const m of source.matchAll(/emit(?:<[^>]*>)?\(\s*'(mc-[a-z-]+)'/g)) found.add(m[1]!);
    for (const m of source.matchAll(/new CustomEvent(?:<[^>]*>)?\(\s*'(mc-[a-z-]+)'/g)) found.add(m[1]!);
    if (/\bnavigate\(/.test(source)) found.add('mc-navigate');
    if (/\b(startGame|requestGameLaunch)\(/.test(source)) found.add('mc-launch-game');
  }
  return found;
}

/** The sources an element is made of (its files and the shared pieces they import), tests aside. */
const sourcesOf = (e: { tag: string; module: string }) =>
  elementFiles(e)
    .filter((f) => !/\.test\./.test(f))
    .map((f) => readFileSync(join(ROOT, f), 'utf8'));

/**
 * The part names sources render: `part="a b"`, `part={x ? 'a b' : 'a'}`, `createElement(…, { part: 'a' })`,
 * and the part props of shared pieces that set one on what they render (`closePart="close"` of <Dialog>).
 */
function renderedParts(sources: string[]): Set<string> {
  const found = new Set<string>();
  for (const source of sources) {
    for (const m of source.matchAll(/\b(?:\w*P|p)art=(?:"([^"]*)"|\{([^}]*)\})|\bpart:\s*('[^']*'|"[^"]*")/g)) {
      const words = m[1] ?? [...(m[2] ?? m[3] ?? '').matchAll(/['"`]([^'"`]*)['"`]/g)].map((w) => w[1]).join(' ');
      for (const word of words.split(/\s+/)) if (word) found.add(word);
    }
  }
  return found;
}

/** The kit's custom properties sources read: `var(--mc-…`. */
function readProperties(sources: string[]): Set<string> {
  return new Set(sources.flatMap((source) => [...source.matchAll(/var\(\s*(--mc-[a-z0-9-]+)/g)].map((m) => m[1]!)));
}

describe('the kit contract, from the sources', () => {
  it('every event an element documents is in the event map (core/events.ts), which types it', () => {
    const map = eventMap();
    expect(map.events.get('mc-launch-game')?.type).toBe('McLaunchGameDetail');
    const missing = contracts().flatMap((c) => c.events.filter((ev) => !map.events.has(ev.name)).map((ev) => `${c.tag}: ${ev.name}`));
    expect(missing).toEqual([]);
  });

  it('finds every tag of the catalogue (widgets/elements.json), each with its module', () => {
    expect(elements.length).toBeGreaterThan(5);
    for (const e of elements) expect(e.tag).toMatch(/^mc-[a-z0-9-]+$/);
    expect(new Set(elements.map((e) => e.tag)).size).toBe(elements.length);
  });

  it.each(elements.map((e) => [e.tag, e] as const))('%s: a doc block, an @attr for every prop, an @event for every event it sends', (_tag, e) => {
    const c = elementContract(e);
    expect(c.warnings).toEqual([]);
    expect(c.componentFile).not.toBeNull();
    expect(c.description).toMatch(new RegExp(`^<${e.tag}>`));
    const documented = new Set(c.events.map((ev) => ev.name));
    expect([...emittedEvents(e.module)].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('custom-elements.json declares every element with attributes, events, parts and the theme tokens', () => {
    const manifest = customElementsManifest();
    const declarations = manifest.modules.map((m) => m.declarations[0]!);
    expect(declarations.map((d) => d.tagName)).toEqual(elements.map((e) => e.tag));
    const register = declarations.find((d) => d.tagName === 'mc-register')!;
    expect(register.attributes).toContainEqual(expect.objectContaining({ name: 'affiliate-code', fieldName: 'affiliateCode' }));
    expect(register.events.map((ev) => ev.name)).toEqual(expect.arrayContaining(['mc-register', 'mc-login', 'mc-navigate', 'mc-error']));
    for (const d of declarations) {
      expect(d.cssParts.map((p) => p.name)).toContain('base');
      expect(d.cssProperties.map((p) => p.name)).toEqual(expect.arrayContaining(themeTokens().map((t) => t.name)));
    }
    expect(themeTokens().map((t) => t.name)).toEqual(expect.arrayContaining(['--mc-color-primary', '--mc-radius', '--mc-font']));
  });

  it("custom-elements.json (the standard analyzer) speaks TypeScript and a partner's language: type texts, defaults, no spec sections", () => {
    const manifest = customElementsManifest();
    expect(manifest.schemaVersion).toBe('2.1.0');
    const declarations = manifest.modules.map((m) => m.declarations[0]!);
    const texts = declarations.flatMap((d) => [...(d.attributes ?? []), ...(d.members ?? [])].map((a) => a.type.text));
    for (const text of texts) expect(text).toMatch(/^(?:string|number|boolean|unknown|'[\w-]+'(?: \| '[\w-]+')*)(?: \| undefined)?$/);
    const register = declarations.find((d) => d.tagName === 'mc-register')!;
    expect(register.attributes).toContainEqual(expect.objectContaining({ name: 'redirect', default: '/m/home' }));
    expect(register.attributes).toContainEqual(expect.objectContaining({ name: 'closable', type: { text: 'boolean' } }));
    // An event's type is its detail's, with the kit's names resolvable from the installed package.
    expect(register.events).toContainEqual(
      expect.objectContaining({
        name: 'mc-register',
        type: {
          text: "import('@mc-kit/elements').McRegisterDetail",
          references: [{ name: 'McRegisterDetail', package: '@mc-kit/elements', module: 'kit/mc-kit.d.ts', start: 27, end: 43 }],
        },
      }),
    );
    const password = declarations.find((d) => d.tagName === 'mc-forget-password')!;
    expect(password.events).toContainEqual(expect.objectContaining({ name: 'mc-password-reset', type: { text: "{ method: 'email' | 'phone' }" } }));
    expect(JSON.stringify(manifest)).not.toContain('§');
  });

  it('custom-elements.json describes everything in words a partner reads: no spec section, no source file', () => {
    const manifest = customElementsManifest();
    const offending: string[] = [];
    for (const d of manifest.modules.map((m) => m.declarations[0]!)) {
      const described: [string, string][] = [
        [d.tagName, d.description],
        ...[...(d.attributes ?? []), ...(d.members ?? []), ...(d.events ?? []), ...(d.cssParts ?? []), ...(d.cssProperties ?? [])].map(
          (x) => [`${d.tagName} ${x.name}`, x.description] as [string, string],
        ),
      ];
      for (const [where, text] of described) {
        if (/§|\b[\w./-]+\.(?:tsx?|mts|mjs)\b|\b(?:core|widgets|host|server|scripts|sw)\/[\w./-]+/.test(text)) offending.push(`${where}: ${text}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('mc-kit.d.ts maps every tag and type-checks', COMPILE, () => {
    const types = typeDefinitions('0.0.0-test', contracts());
    for (const e of elements) expect(types).toContain(`'${e.tag}': `);
    const dir = mkdtempSync(join(tmpdir(), 'mc-kit-dts-'));
    try {
      writeFileSync(join(dir, 'mc-kit.d.ts'), types);
      writeFileSync(
        join(dir, 'use.ts'),
        `import './mc-kit.d.ts';
const el = document.querySelector('mc-register')!;
el.affiliateCode = 'AFF001';
el.addEventListener('mc-register', (e) => e.detail.userName.toUpperCase());
document.addEventListener('mc-balance', (e) => e.detail.sumBalance.toFixed(2));
void window.mcKit?.setSession({ code: 'c' });
void window.mcKit?.siteUrl('/m/home').then((url) => url.length);
void window.mcKit?.go('/m/home');
export {};
`,
      );
      const tsc = spawnSync(
        process.execPath,
        [
          join(ROOT, 'node_modules/typescript/bin/tsc'),
          '--noEmit',
          '--strict',
          '--target',
          'es2022',
          '--module',
          'esnext',
          '--moduleResolution',
          'bundler',
          '--allowImportingTsExtensions',
          '--lib',
          'es2022,dom',
          '--types',
          '',
          join(dir, 'use.ts'),
        ],
        { encoding: 'utf8', cwd: dir },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("custom-element-jsx-integration's types from custom-elements.json type-check strictly, event details included", COMPILE, () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-kit-package-'));
    try {
      cpSync(join(ROOT, 'package', 'package.json'), join(dir, 'package.json'));
      writeManifest(join(dir, 'kit'), '0.0.0-test');
      const check = checkJsxIntegration(dir);
      expect(check.types).toContain('"onmc-register"?: (e: CustomEvent<import("@mc-kit/elements").McRegisterDetail>) => void;');
      expect(check.output).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the scan of rendered parts sees the shared pieces an element is made of', () => {
    const parts = (tag: string) => renderedParts(sourcesOf(elements.find((e) => e.tag === tag)!));
    expect([...parts('mc-register')]).toEqual(expect.arrayContaining(['base', 'field', 'dialing-code', 'close']));
    expect([...parts('mc-game-list')]).toEqual(expect.arrayContaining(['card-icon', 'card-play', 'card-favourite', 'room-badge', 'tab-active']));
  });

  it.each(elements.map((e) => [e.tag, e] as const))(
    '%s: custom-elements.json lists every part it renders and every custom property it reads, and no other of its own',
    (tag, e) => {
      const manifest = customElementsManifest([contracts().find((c) => c.tag === tag)!]);
      const declaration = manifest.modules[0]!.declarations[0]!;
      const sources = sourcesOf(e);
      const rendered = renderedParts(sources);
      const parts = declaration.cssParts.map((p) => p.name);
      expect([...rendered].filter((p) => !parts.includes(p))).toEqual([]);
      expect(parts.filter((p) => !rendered.has(p))).toEqual([]);
      const read = readProperties(sources);
      const properties = declaration.cssProperties.map((p) => p.name);
      const tokens = new Set(themeTokens().map((t) => t.name));
      expect([...read].filter((p) => !properties.includes(p))).toEqual([]);
      expect(properties.filter((p) => !tokens.has(p) && !read.has(p))).toEqual([]);
    },
  );
});
