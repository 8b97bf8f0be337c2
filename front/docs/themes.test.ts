import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeFile, themes } from './themes.ts';

const LIGHT_CSS = readFileSync(new URL('../../embed/themes/light.css', import.meta.url), 'utf8');

describe('the documentation themes', () => {
  it('light is the kit light theme file, token for token; dark is the defaults; other tokens keep their default', () => {
    const tokens = [
      { name: '--mc-color-background', default: '#12151e', description: '' },
      { name: '--mc-color-text', default: '#ffffff', description: '' },
      { name: '--mc-radius', default: '10px', description: '' },
    ];
    const file = themeFile(LIGHT_CSS);
    const { light, dark } = themes(tokens);
    expect(light['--mc-color-background']).toBe(file['--mc-color-background']);
    expect(light['--mc-color-text']).toBe(file['--mc-color-text']);
    expect(light['--mc-radius']).toBe('10px');
    expect(dark).toEqual({ '--mc-color-background': '#12151e', '--mc-color-text': '#ffffff', '--mc-radius': '10px' });
  });

  it('reads every custom property of a theme file', () => {
    expect(themeFile(':root {\n  --mc-color-primary: #8a5100;\n  --mc-color-border: rgb(0 0 0 / 0.1);\n}')).toEqual({
      '--mc-color-primary': '#8a5100',
      '--mc-color-border': 'rgb(0 0 0 / 0.1)',
    });
  });
});
