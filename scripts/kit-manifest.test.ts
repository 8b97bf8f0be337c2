/**
 * The embed kit's public contract, from the sources: every element of the registry documents
 * what it is (doc block, @attr for each prop of define(), @event for each event it sends), and
 * the generated custom-elements.json and mc-kit.d.ts cover all of them and type-check.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, elementContract, eventMap, registryElements } from './kit-source.mjs';
import { contracts, customElementsManifest, themeTokens, typeDefinitions } from './kit-manifest.mjs';

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
    expect(register.events).toContainEqual(expect.objectContaining({ name: 'mc-register', type: { text: 'CustomEvent<McRegisterDetail>' } }));
    expect(JSON.stringify(manifest)).not.toContain('§');
  });

  it('mc-kit.d.ts maps every tag and type-checks', () => {
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
});
