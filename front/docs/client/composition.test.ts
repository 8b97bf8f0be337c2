import { describe, expect, it } from 'vitest';
import { checkComposition, type ComposerData, elementHtml, hexColour, pageHtml, pagePolicy, themeStyle } from './composition.ts';

const data: ComposerData = {
  version: '1.2.3',
  origin: 'https://platform.example',
  csp: "default-src 'none'; script-src 'self' https://platform.example; style-src 'self'; frame-ancestors 'self'; require-trusted-types-for 'script'",
  elements: [
    {
      tag: 'mc-game-list',
      summary: 'Games',
      attributes: [
        { name: 'game-type', input: 'enum', values: ['RNG', 'LIVE'], description: '' },
        { name: 'compact', input: 'boolean', description: '' },
        { name: 'search', input: 'text', description: '' },
      ],
    },
    { tag: 'mc-footer', summary: 'Footer', attributes: [] },
  ],
  tokens: [
    { name: '--mc-color-primary', default: '#e8a317', description: '', colour: '#e8a317' },
    { name: '--mc-radius', default: '10px', description: '', colour: null },
  ],
  themes: { light: { '--mc-color-primary': '#1d4ed8', '--mc-radius': '10px' }, dark: { '--mc-color-primary': '#e8a317', '--mc-radius': '10px' } },
};

describe('checkComposition', () => {
  it('keeps what the kit knows and drops the rest', () => {
    const checked = checkComposition(
      {
        format: 'mc-composition',
        version: 1,
        title: 'Hi',
        merchant: 'MC02',
        elements: [
          { tag: 'mc-game-list', attributes: { 'game-type': 'LIVE', compact: true, search: 'x', onclick: 'alert(1)' } },
          { tag: 'script', attributes: {} },
          { tag: 'mc-game-list', attributes: { 'game-type': 'POKER', compact: 'yes' } },
          { tag: 'mc-footer' },
        ],
        tokens: { '--mc-color-primary': '#0a7d32', '--mc-radius': '4px;}</style><script>alert(1)</script>', '--other': 'red' },
      },
      data,
    );
    expect(checked).toEqual({
      format: 'mc-composition',
      version: 1,
      title: 'Hi',
      merchant: 'MC02',
      elements: [
        { tag: 'mc-game-list', attributes: { 'game-type': 'LIVE', compact: true, search: 'x' } },
        { tag: 'mc-game-list', attributes: {} },
        { tag: 'mc-footer', attributes: {} },
      ],
      tokens: { '--mc-color-primary': '#0a7d32' },
    });
  });

  it.each([null, 'text', [], { format: 'other', version: 1, elements: [] }, { format: 'mc-composition', version: 2, elements: [] }])('refuses %j', (json) => {
    expect(checkComposition(json, data)).toBeNull();
  });

  it('keeps the default merchant when the file has a bad one', () => {
    expect(checkComposition({ format: 'mc-composition', version: 1, merchant: 'MC"><x', elements: [] }, data)?.merchant).toBe('MC01');
  });
});

describe('the page', () => {
  const composition = {
    format: 'mc-composition' as const,
    version: 1 as const,
    title: 'Tom & <Jerry>',
    merchant: 'MC01',
    elements: [{ tag: 'mc-game-list', attributes: { search: '"><script>', compact: true as const, 'game-type': '' } }],
    tokens: { '--mc-color-primary': '#0a7d32' },
  };

  it('escapes what the merchant typed', () => {
    expect(elementHtml(composition.elements[0]!)).toBe('<mc-game-list search="&quot;&gt;&lt;script&gt;" compact></mc-game-list>');
    const html = pageHtml(composition, data, 'sha256-abc');
    expect(html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
    expect(html).toContain(
      '<script type="module" src="https://platform.example/kit/1.2.3/mc-loader.js" data-api="https://platform.example" data-merchant="MC01"></script>',
    );
    expect(html).toContain(`<style>${themeStyle(composition)}</style>`);
    expect(themeStyle(composition)).toContain('--mc-color-primary: #0a7d32;');
  });

  it('allows the theme block by its hash; the <meta> form leaves out frame-ancestors, which a <meta> tag cannot carry', () => {
    expect(pagePolicy(data, 'sha256-abc', false)).toBe(
      "default-src 'none'; script-src 'self' https://platform.example; style-src 'self' 'sha256-abc'; frame-ancestors 'self'; require-trusted-types-for 'script'",
    );
    expect(pagePolicy(data, 'sha256-abc', true)).not.toContain('frame-ancestors');
    expect(pageHtml(composition, data, 'sha256-abc')).toContain(`content="${pagePolicy(data, 'sha256-abc', true).replaceAll("'", '&#39;')}"`);
  });
});

it('hexColour gives what a colour picker can hold', () => {
  expect(hexColour('#ABC')).toBe('#aabbcc');
  expect(hexColour('#0a7d32')).toBe('#0a7d32');
  expect(hexColour('rgb(1, 2, 3)')).toBeNull();
  expect(hexColour(undefined)).toBeNull();
});
