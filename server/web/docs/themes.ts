import type { DocNamed } from './manifest.ts';

/**
 * The two themes the documentation shows and the composer starts from. Dark is the kit's own
 * defaults (the `default` of each token in the manifest); light sets the colour tokens for a white
 * page with text contrast of at least 4.5:1. A token neither names keeps the kit's default.
 */
export type Theme = Record<string, string>;

const LIGHT: Theme = {
  '--mc-color-primary': '#1d4ed8',
  '--mc-color-on-primary': '#ffffff',
  '--mc-color-surface': '#ffffff',
  '--mc-color-surface-2': '#f1f4f9',
  '--mc-color-text': '#141821',
  '--mc-color-muted': '#4a5263',
  '--mc-color-danger': '#b42318',
  '--mc-color-success': '#146c3a',
  '--mc-color-focus': '#b45309',
  '--mc-header-background': '#ffffff',
  '--mc-footer-background': '#ffffff',
};

export function themes(tokens: DocNamed[]): { light: Theme; dark: Theme } {
  const dark: Theme = {};
  const light: Theme = {};
  for (const t of tokens) {
    if (t.default !== undefined) dark[t.name] = t.default;
    const value = LIGHT[t.name] ?? t.default;
    if (value !== undefined) light[t.name] = value;
  }
  return { light, dark };
}

/** `selector { --token: value; … }`, for a stylesheet. Values come from the manifest and this file only. */
export function themeRule(selector: string, theme: Theme): string {
  return `${selector} {\n${Object.entries(theme)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}\n`;
}
