import { readFileSync } from 'node:fs';
import type { DocNamed } from './manifest.ts';

/**
 * The two themes the documentation shows and the composer starts from. Dark is the kit's own
 * defaults (the `default` of each token in the manifest); light is the kit's light theme,
 * `embed/themes/light.css` (dark text on a white page, tested with axe), read from that file so
 * the two never differ. A token neither names keeps the kit's default.
 */
export type Theme = Record<string, string>;

/** The custom properties a theme file sets, in order. */
export function themeFile(css: string): Theme {
  return Object.fromEntries([...css.matchAll(/(--mc-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const LIGHT: Theme = themeFile(readFileSync(new URL('../../embed/themes/light.css', import.meta.url), 'utf8'));

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
