/**
 * A merchant's composition (elements with their attributes, theme tokens, merchant code, title):
 * its shape, the check a loaded file must pass, and the page it becomes. Shared by the composer
 * and its preview frame (browser) and the platform (which sends the data it is checked against).
 */
export interface ComposerAttribute {
  name: string;
  input: 'boolean' | 'enum' | 'text';
  values?: string[];
  description: string;
}

export interface ComposerData {
  version: string;
  origin: string;
  /** The Content-Security-Policy a partner page needs, as a header line's value. */
  csp: string;
  elements: { tag: string; summary: string; attributes: ComposerAttribute[] }[];
  tokens: { name: string; default?: string; description: string; colour: string | null }[];
  themes: { light: Record<string, string>; dark: Record<string, string> };
}

export interface ComposedElement {
  tag: string;
  /** Attribute values; `true` is a boolean attribute that is present. */
  attributes: Record<string, string | true>;
}

export interface Composition {
  format: 'mc-composition';
  version: 1;
  title: string;
  merchant: string;
  elements: ComposedElement[];
  tokens: Record<string, string>;
}

export const MERCHANT = /^[A-Za-z0-9_-]{1,32}$/;
/** A token value that cannot leave its declaration: no ; { } < > \ and no comments. */
const TOKEN_VALUE = /^(?!.*\/\*)[^;{}<>\\\n\r]{1,200}$/;
const MAX_ELEMENTS = 40;
const MAX_TEXT = 300;

export function emptyComposition(data: ComposerData): Composition {
  return { format: 'mc-composition', version: 1, title: 'Welcome', merchant: 'MC01', elements: [], tokens: { ...data.themes.light } };
}

export function isTokenValue(value: string): boolean {
  return TOKEN_VALUE.test(value.trim());
}

/**
 * A composition from untrusted JSON (a file, local storage), keeping only what the kit knows:
 * known tags, their own attributes with allowed values, known tokens with safe values. Null when
 * it is not a composition at all.
 */
export function checkComposition(json: unknown, data: ComposerData): Composition | null {
  if (!json || typeof json !== 'object') return null;
  const input = json as Partial<Record<keyof Composition, unknown>>;
  if (input.format !== 'mc-composition' || input.version !== 1 || !Array.isArray(input.elements)) return null;
  const out = emptyComposition(data);
  out.tokens = {};
  if (typeof input.title === 'string') out.title = input.title.slice(0, MAX_TEXT);
  if (typeof input.merchant === 'string' && MERCHANT.test(input.merchant)) out.merchant = input.merchant;
  for (const item of input.elements.slice(0, MAX_ELEMENTS)) {
    if (!item || typeof item !== 'object') continue;
    const { tag, attributes } = item as { tag?: unknown; attributes?: unknown };
    const known = data.elements.find((el) => el.tag === tag);
    if (!known) continue;
    const kept: ComposedElement = { tag: known.tag, attributes: {} };
    if (attributes && typeof attributes === 'object') {
      for (const [name, value] of Object.entries(attributes as Record<string, unknown>)) {
        const attr = known.attributes.find((a) => a.name === name);
        if (!attr) continue;
        if (attr.input === 'boolean') {
          if (value === true) kept.attributes[name] = true;
        } else if (typeof value === 'string' && value.length <= MAX_TEXT && (attr.input !== 'enum' || attr.values?.includes(value))) {
          kept.attributes[name] = value;
        }
      }
    }
    out.elements.push(kept);
  }
  if (input.tokens && typeof input.tokens === 'object') {
    for (const [name, value] of Object.entries(input.tokens as Record<string, unknown>)) {
      if (data.tokens.some((t) => t.name === name) && typeof value === 'string' && isTokenValue(value)) out.tokens[name] = value.trim();
    }
  }
  return out;
}

/** The theme block of the page: the tokens on :root, and the page itself in the theme's colours. */
export function themeStyle(composition: Composition): string {
  const lines = Object.entries(composition.tokens).map(([name, value]) => `  ${name}: ${value};`);
  return `\n:root {\n${lines.join('\n')}\n}\nbody {\n  margin: 0;\n  background: var(--mc-color-surface, #1d2230);\n  color: var(--mc-color-text, #f4f5f8);\n  font-family: var(--mc-font, system-ui, sans-serif);\n}\n`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The policy for the page: the partner policy with the theme block's hash; `meta` drops what a <meta> tag cannot carry. */
export function pagePolicy(data: ComposerData, styleHash: string, meta: boolean): string {
  return data.csp
    .split(/;\s*/)
    .filter((d) => !(meta && d.startsWith('frame-ancestors')))
    .map((d) => (d.startsWith('style-src') ? `${d} '${styleHash}'` : d))
    .join('; ');
}

export function elementHtml(el: ComposedElement): string {
  const attrs = Object.entries(el.attributes)
    .filter(([, v]) => v !== '')
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return `<${el.tag}${attrs}></${el.tag}>`;
}

/** The whole landing page, ready to publish. `styleHash` is the theme block's 'sha256-…'. */
export function pageHtml(composition: Composition, data: ComposerData, styleHash: string): string {
  const kit = `${data.origin}/kit/${data.version}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(pagePolicy(data, styleHash, true))}">
<title>${escapeHtml(composition.title)}</title>
<style>${themeStyle(composition)}</style>
<script type="module" src="${escapeHtml(kit)}/mc-loader.js" data-api="${escapeHtml(data.origin)}" data-merchant="${escapeHtml(composition.merchant)}"></script>
</head>
<body>
${composition.elements.map(elementHtml).join('\n')}
</body>
</html>
`;
}

/** A colour an `<input type="color">` can hold (#rrggbb), or null for anything else. */
export function hexColour(value: string | undefined): string | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : null;
}
