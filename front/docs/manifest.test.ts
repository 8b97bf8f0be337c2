import { describe, expect, it } from 'vitest';
import { detailTypeName, plainText, readManifest, typeDeclarations } from './manifest.ts';

/** A manifest as @custom-elements-manifest/analyzer writes it: TypeScript type texts, defaults, private members. */
const analyzerManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'widgets/games/game-list.tsx',
      declarations: [
        { kind: 'function', name: 'helper' },
        {
          kind: 'class',
          customElement: true,
          tagName: 'mc-game-list',
          name: 'MCGameList',
          description: 'The game list (§2.11): category tabs and a name search.',
          attributes: [
            { name: 'game-type', fieldName: 'gameType', type: { text: "'RNG' | 'LIVE' | 'SPORTS'" }, default: "'RNG'", description: 'which games' },
            { name: 'compact', fieldName: 'compact', type: { text: 'boolean' }, description: 'a denser grid' },
            { name: 'search', type: { text: 'string | undefined' }, description: 'a name to search for' },
          ],
          members: [
            { kind: 'field', name: 'gameType', attribute: 'game-type', type: { text: "'RNG' | 'LIVE' | 'SPORTS' | undefined" }, description: 'which games' },
            { kind: 'field', name: 'cache', privacy: 'private', type: { text: 'Map<string, Game>' } },
            { kind: 'method', name: 'refresh' },
          ],
          events: [{ name: 'mc-launch-game', type: { text: 'CustomEvent<McLaunchGameDetail>' }, description: 'a game was chosen' }],
          cssParts: [{ name: 'card', description: 'a game card' }],
          cssProperties: [
            { name: '--mc-color-primary', default: '#e8a317', description: 'brand colour' },
            { name: '--mc-game-list-columns', default: '3', description: 'columns of the grid' },
          ],
        },
      ],
    },
    {
      kind: 'javascript-module',
      path: 'widgets/header/header.tsx',
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: 'mc-header',
          description: '<mc-header>: the site header of §2.3.',
          cssProperties: [
            { name: '--mc-color-primary', default: '#e8a317', description: 'theme: brand colour' },
            { name: '--mc-header-background', description: 'the bar' },
          ],
        },
      ],
    },
  ],
};

describe('readManifest', () => {
  const manifest = readManifest(analyzerManifest);
  const list = manifest.elements.find((e) => e.tag === 'mc-game-list')!;

  it('reads the custom elements through the schema, sorted by tag', () => {
    expect(manifest.elements.map((e) => e.tag)).toEqual(['mc-game-list', 'mc-header']);
  });

  it('knows enum and boolean attributes from their TypeScript type texts, and keeps defaults', () => {
    expect(list.attributes[0]).toMatchObject({ name: 'game-type', input: 'enum', values: ['RNG', 'LIVE', 'SPORTS'], default: "'RNG'" });
    expect(list.attributes[1]).toMatchObject({ name: 'compact', input: 'boolean', type: 'boolean' });
    expect(list.attributes[2]).toMatchObject({ name: 'search', input: 'text', type: 'string' });
  });

  it('lists public fields only as properties, events with their types, parts and custom properties', () => {
    expect(list.properties.map((p) => p.name)).toEqual(['gameType']);
    expect(list.events).toEqual([{ name: 'mc-launch-game', type: 'CustomEvent<McLaunchGameDetail>', description: 'A game was chosen' }]);
    expect(list.parts).toEqual([{ name: 'card', description: 'A game card' }]);
    expect(list.cssProperties.map((p) => p.name)).toEqual(['--mc-color-primary', '--mc-game-list-columns']);
  });

  it('takes the custom properties every element reads as the theme tokens', () => {
    expect(manifest.tokens).toEqual([{ name: '--mc-color-primary', default: '#e8a317', description: 'Brand colour' }]);
  });

  it('counts a custom property most elements list as a token, though a manifest leaves it off some', () => {
    const el = (tagName: string, names: string[]) => ({
      kind: 'class',
      customElement: true,
      tagName,
      cssProperties: names.map((name) => ({ name, description: '' })),
    });
    const three = readManifest({
      modules: [{ declarations: [el('mc-a', ['--mc-font', '--mc-a-size']), el('mc-b', ['--mc-font']), el('mc-c', ['--mc-c-gap'])] }],
    });
    expect(three.tokens.map((t) => t.name)).toEqual(['--mc-font']);
  });

  it('drops the tag prefix and internal section references from descriptions', () => {
    expect(list.summary).toBe('The game list: category tabs and a name search.');
    expect(manifest.elements[1]!.summary).toBe('The site header.');
  });
});

describe('plainText', () => {
  it.each([
    ['sign-in (§2.4, §4). Two tabs', 'Sign-in. Two tabs'],
    ['withdraw (/m/withdraw, §7 Account): pick a card', 'Withdraw (/m/withdraw): pick a card'],
    ['the toast (§8: info, success, fail)', 'The toast (info, success, fail)'],
    ['the banner carousel of §2.10 (home) and §2.3 (help pages)', 'The banner carousel (home) and (help pages)'],
  ])('%s', (input, output) => {
    expect(plainText(input)).toBe(output);
    expect(plainText(input)).not.toContain('§');
  });
});

describe('detailTypeName', () => {
  it("names an event's detail type as mc-kit.d.ts declares it, from the kit's package-qualified text or a CustomEvent<…>", () => {
    expect(detailTypeName("import('@mc-kit/elements').McReadyDetail")).toBe('McReadyDetail');
    expect(detailTypeName('CustomEvent<McLaunchGameDetail>')).toBe('McLaunchGameDetail');
    expect(detailTypeName('{ open: boolean }')).toBe('{ open: boolean }');
  });
});

describe('typeDeclarations', () => {
  it('finds the exported interfaces and type aliases of a type file', () => {
    const found = typeDeclarations("export interface McDepositDetail {\n  amount: number;\n}\nexport type McKind = 'load' | 'network';\nconst x = 1;\n");
    expect(found.get('McDepositDetail')).toBe('interface McDepositDetail {\n  amount: number;\n}');
    expect(found.get('McKind')).toBe("type McKind = 'load' | 'network';");
  });
});
