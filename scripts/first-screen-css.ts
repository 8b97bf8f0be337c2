/**
 * The first screen's element styles, written into the site's stylesheet at build time
 * (docs/guides/contributors/decisions.md, "The first screen's styles come from the elements").
 *
 * The platform writes the first screen into `<mc-site>` before any script (front/site/first-screen.ts):
 * parts drawn box for box like the elements that take their place. A part is the element's markup,
 * its class names included, inside a wrapper whose class is the part's scope; the wrapper stands
 * for the element's host and its `.mc-root`. The rules of the element's style modules (css`…`,
 * widgets/base/css.ts) that the part's markup uses are written under that scope:
 *
 * - `.card { … }` becomes `:where(.mc-fs-list) .card { … }`: the scope adds no specificity, so
 *   the rules weigh among themselves as in the shadow root, and the page's own rules for a part
 *   (host/site.css), which name the scope, come above them;
 * - `.mc-root` (widgets/base/base.styles.ts) becomes the wrapper, `.mc-root *` what is inside it;
 * - `:host` gives the wrapper the custom properties it sets (`--_surface`, …), those the part's
 *   rules or the page's rules for it read; the host's own box is the page's to place;
 * - `[dir='rtl'] x` (the element's `.mc-root` carries `dir`) and `:host(:dir(rtl)) x` read the
 *   page's `<html dir>`;
 * - a rule is kept when every class it names is one the part's markup uses
 *   (host/first-screen-styles.ts) and it needs no state the inert first screen never has
 *   (hovered, focused, pressed, disabled, invalid, busy, hidden) unless the part says its markup
 *   can be in it (the ways-in forms are typeable on the kit's frame page: their focus);
 *   `@media` keeps its kept rules,
 *   `@keyframes` stays where a kept rule animates with it;
 * - the stylesheet every element adopts first (base.styles.ts) is written once for all the parts
 *   (each of its rules under the scopes of the parts that keep it), then each part's own.
 *
 * A class a part declares that no rule of its stylesheets names fails the build: the element
 * renamed or dropped it, and the first screen would lose that look without a word.
 */
import type { Plugin } from 'vite';

/** What a style module gives (widgets/base/css.ts's StyleSource); only its text is read. */
export interface StyleText {
  readonly text: string;
}

/** One part of the first screen drawn like an element. */
export interface FirstScreenPart {
  /** The element it stands for, for messages and comments. */
  readonly element: string;
  /** The class of the part's wrapper in the first screen's markup: its scope. */
  readonly scope: string;
  /** The element's own stylesheets, in the order its `define()` adopts them (after the base). */
  readonly sheets: readonly StyleText[];
  /** The element's classes the part's markup uses. */
  readonly classes: readonly string[];
  /**
   * The live states the part's markup can be in (`focus-within`, `focus-visible`…, as LIVE_STATE
   * names them): a part drawn typeable somewhere (the kit's frame page) shows its focus as the
   * element does. None by default: the site's first screen is inert.
   */
  readonly states?: readonly string[];
}

export interface FirstScreenStyles {
  /** What every element adopts first (widgets/define.ts: baseStyles). */
  readonly base: StyleText;
  readonly parts: readonly FirstScreenPart[];
}

/** Where host/site.css takes the generated rules. */
export const FIRST_SCREEN_MARKER = '@mc-first-screen-styles;';

type Node = { kind: 'rule'; selectors: string[]; declarations: Declaration[] } | { kind: 'at'; prelude: string; body: Node[] | string };
type Declaration = { property: string; value: string };

const QUOTED = /'(?:[^'\\]|\\[\s\S])*'|"(?:[^"\\]|\\[\s\S])*"/y;

/** The text without its comments (a comment's opener inside a string is no comment). */
function withoutComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Error('unterminated comment');
      out += ' ';
      i = end + 2;
    } else if (c === "'" || c === '"') {
      QUOTED.lastIndex = i;
      const m = QUOTED.exec(text);
      if (!m) throw new Error(`unterminated string at ${text.slice(i, i + 40)}`);
      out += m[0];
      i += m[0].length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Splits `text` at each top-level `separator` (not inside brackets or strings). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      QUOTED.lastIndex = i;
      i += (QUOTED.exec(text)?.[0].length ?? 1) - 1;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Where the block opened at `open` closes. */
function blockEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      QUOTED.lastIndex = i;
      i += (QUOTED.exec(text)?.[0].length ?? 1) - 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`unclosed block: ${text.slice(open - 40, open + 40)}`);
}

/** A stylesheet as rules and at-rules (conditional ones with their rules inside). */
export function parseCss(css: string): Node[] {
  const text = withoutComments(css);
  const nodes: Node[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) {
      if (text.slice(i).trim()) throw new Error(`CSS outside a block: ${text.slice(i).trim().slice(0, 60)}`);
      break;
    }
    const prelude = text.slice(i, open).trim();
    const close = blockEnd(text, open);
    const body = text.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      const conditional = /^@(media|supports|container|layer)\b/.test(prelude);
      nodes.push({ kind: 'at', prelude, body: conditional ? parseCss(body) : body.trim() });
    } else {
      const declarations = splitTopLevel(body, ';').map((d) => {
        const colon = d.indexOf(':');
        if (colon < 0) throw new Error(`not a declaration: ${d}`);
        return { property: d.slice(0, colon).trim(), value: d.slice(colon + 1).trim() };
      });
      nodes.push({ kind: 'rule', selectors: splitTopLevel(prelude, ','), declarations });
    }
    i = close + 1;
  }
  return nodes;
}

/** The classes a selector names (attribute values and strings left out). */
export function classesOf(selector: string): string[] {
  const bare = selector.replace(QUOTED_ANYWHERE, "''").replace(/\[[^\]]*\]/g, '[]');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}
const QUOTED_ANYWHERE = /'(?:[^'\\]|\\[\s\S])*'|"(?:[^"\\]|\\[\s\S])*"/g;

/** States an inert screen drawn before any script never has: hovered, focused, pressed, disabled, invalid, busy or hidden. */
export const LIVE_STATE = /:(focus-visible|focus-within|focus|hover|active|disabled)\b|\[(aria-(?:pressed|disabled|invalid|busy)|hidden)\b/g;
/** The live states `selector` needs (`focus-visible`, `aria-pressed`, `hidden`…). */
export const liveStatesOf = (selector: string): string[] => [...selector.matchAll(LIVE_STATE)].map((m) => (m[1] ?? m[2])!);
/** Whether the part's markup can be in every live state `selector` needs (FirstScreenPart.states). */
export const canBeIn = (selector: string, part: Pick<FirstScreenPart, 'states'>): boolean =>
  liveStatesOf(selector).every((state) => part.states?.includes(state) === true);
const DIR = /^\[dir=(['"]?)(?:rtl|ltr)\1\]$/;
const HOST = /^:host(?:\(((?:[^()]|\([^()]*\))*)\))?(.*)$/;

/** `.a` for one scope, `:is(.a, .b)` for several: one class's weight either way. */
const anyOf = (scopes: readonly string[], wrap: ':is' | ':where', suffix = '') =>
  scopes.length === 1 && wrap === ':is' ? `.${scopes[0]}${suffix}` : `${wrap}(${scopes.map((s) => `.${s}${suffix}`).join(', ')})`;

/**
 * `selector` under the scopes of the parts that keep it, or undefined for a `:host` rule (its
 * custom properties go to the wrappers; a state of the host alone is none the first screen has).
 */
function scoped(selector: string, scopes: readonly string[]): string | undefined {
  const host = HOST.exec(selector);
  if (host) {
    const [, state = '', rest = ''] = host;
    if (!rest.trim()) return undefined;
    // The host's direction is the page's: <html dir> (a :dir() in the page's stylesheet would be
    // compiled for older browsers into a long list of :lang()).
    const dir = /^:dir\((\w+)\)$/.exec(state)?.[1];
    if (dir) return `[dir='${dir}'] ${anyOf(scopes, ':where')} ${rest.trim()}`;
    return `${anyOf(scopes, ':where', state)} ${rest.trim()}`;
  }
  if (/:host|::slotted|::part/.test(selector)) throw new Error(`${selector}: no first-screen form for it`);
  const root = /^\.mc-root(?=$|[\s:>+~])/.exec(selector);
  if (root) return `${anyOf(scopes, ':is')}${selector.slice(root[0].length)}`;
  const [first, ...rest] = selector.split(/\s+/);
  if (DIR.test(first!) && rest.length > 0) return `${first} ${anyOf(scopes, ':where')} ${rest.join(' ')}`;
  return `${anyOf(scopes, ':where')} ${selector}`;
}

const VAR = /var\(\s*(--[\w-]+)/g;
const referenced = (text: string) => new Set([...text.matchAll(VAR)].map((m) => m[1]!));
const declarationsText = (declarations: readonly Declaration[]) => declarations.map((d) => `${d.property}: ${d.value}`).join('; ');

interface Written {
  /** The rules, in order. */
  rules: string[];
  /** The `@keyframes` of the stylesheets, by name. */
  keyframes: Map<string, string>;
  /** The custom properties `:host` sets. */
  hostProperties: Map<string, string>;
  /** Per scope: the classes its kept rules named, and the text of those rules. */
  used: Map<string, { classes: Set<string>; text: string[] }>;
}

/** The rules of `sheets` that the parts keep, each under the scopes of the parts that keep it. */
function write(sheets: readonly StyleText[], parts: readonly FirstScreenPart[]): Written {
  const out: Written = {
    rules: [],
    keyframes: new Map(),
    hostProperties: new Map(),
    used: new Map(parts.map((p) => [p.scope, { classes: new Set(), text: [] }])),
  };
  const keep = (nodes: Node[]): string[] => {
    const lines: string[] = [];
    for (const node of nodes) {
      if (node.kind === 'at') {
        if (typeof node.body !== 'string') {
          const inner = keep(node.body);
          if (inner.length) lines.push(`${node.prelude} {\n${inner.map((l) => `  ${l}`).join('\n')}\n}`);
        } else {
          const name = /^@keyframes\s+([\w-]+)$/.exec(node.prelude)?.[1];
          if (name) out.keyframes.set(name, `${node.prelude} { ${node.body.replace(/\s+/g, ' ')} }`);
        }
        continue;
      }
      const body = declarationsText(node.declarations);
      const selectors: string[] = [];
      for (const selector of node.selectors) {
        if (selector === ':host') {
          for (const d of node.declarations) if (d.property.startsWith('--')) out.hostProperties.set(d.property, d.value);
          continue;
        }
        const classes = classesOf(selector).filter((c) => c !== 'mc-root');
        const keepers = parts.filter((p) => canBeIn(selector, p) && classes.every((c) => p.classes.includes(c)));
        const scopes = keepers.map((p) => p.scope);
        const rewritten = scopes.length === 0 ? undefined : scoped(selector, scopes);
        if (rewritten === undefined) continue;
        for (const p of keepers) {
          const used = out.used.get(p.scope)!;
          for (const c of classes) used.classes.add(c);
          used.text.push(body);
        }
        if (!selectors.includes(rewritten)) selectors.push(rewritten);
      }
      if (selectors.length) lines.push(`${selectors.join(', ')} { ${body} }`);
    }
    return lines;
  };
  for (const sheet of sheets) out.rules.push(...keep(parseCss(sheet.text)));
  return out;
}

/** `wanted` and the custom properties of `properties` they read, and what those read in turn. */
function closure(wanted: Set<string>, properties: ReadonlyMap<string, string>): Set<string> {
  const pending = [...wanted];
  while (pending.length) {
    for (const next of referenced(properties.get(pending.pop()!) ?? ''))
      if (!wanted.has(next)) {
        wanted.add(next);
        pending.push(next);
      }
  }
  return wanted;
}

/**
 * The first screen's element styles: the custom properties of the wrappers, the base's rules,
 * then each part's own. `pageCss`: the page's own stylesheet, whose rules naming a part's scope
 * may read that part's custom properties too.
 */
export function firstScreenCss({ base, parts }: FirstScreenStyles, pageCss = ''): string {
  const pageRules = parseCss(pageCss).flatMap(function flat(node): { selectors: string[]; text: string }[] {
    if (node.kind === 'rule') return [{ selectors: node.selectors, text: declarationsText(node.declarations) }];
    return typeof node.body === 'string' ? [] : node.body.flatMap(flat);
  });
  const shared = write([base], parts);
  const sharedWanted = new Set<string>();
  const own: string[] = [];
  for (const part of parts) {
    const mine = write(part.sheets, [part]);
    const used = [...shared.used.get(part.scope)!.classes, ...mine.used.get(part.scope)!.classes];
    const unused = part.classes.filter((c) => !used.includes(c));
    if (unused.length) {
      throw new Error(
        `first screen, ${part.element}: no rule of its stylesheets names ${unused.map((c) => `.${c}`).join(', ')} ` +
          '(renamed or dropped in the element? change the first-screen markup and host/first-screen-styles.ts with it)',
      );
    }
    const kept = [...shared.used.get(part.scope)!.text, ...mine.used.get(part.scope)!.text].join('; ');
    const page = pageRules.filter((r) => r.selectors.some((s) => classesOf(s).includes(part.scope))).map((r) => r.text);
    // The element's :host comes after the base's, so its properties win.
    const properties = new Map([...shared.hostProperties, ...mine.hostProperties]);
    const wanted = closure(new Set([...referenced(kept), ...page.flatMap((t) => [...referenced(t)])]), properties);
    const ownProperties = [...mine.hostProperties].filter(([name]) => wanted.has(name));
    for (const name of wanted) if (shared.hostProperties.has(name) && !mine.hostProperties.has(name)) sharedWanted.add(name);
    const animations = [...mine.keyframes].filter(([name]) => new RegExp(`\\banimation(?:-name)?\\s*:[^;]*\\b${name}\\b`).test(kept));
    own.push(
      `/* ${part.element} */`,
      ...(ownProperties.length ? [`.${part.scope} { ${declarationsText(ownProperties.map(([property, value]) => ({ property, value })))} }`] : []),
      ...mine.rules,
      ...animations.map(([, text]) => text),
    );
  }
  const sharedProperties = [...shared.hostProperties].filter(([name]) => sharedWanted.has(name)).map(([property, value]) => ({ property, value }));
  const scopes = parts.map((p) => p.scope);
  const sharedText = shared.rules.join('\n');
  const sharedAnimations = [...shared.keyframes].filter(([name]) => new RegExp(`\\banimation(?:-name)?\\s*:[^;]*\\b${name}\\b`).test(sharedText));
  return [
    `/* every part: ${parts.map((p) => p.element).join(', ')} */`,
    ...(sharedProperties.length ? [`${scopes.map((s) => `.${s}`).join(', ')} { ${declarationsText(sharedProperties)} }`] : []),
    ...shared.rules,
    ...sharedAnimations.map(([, text]) => text),
    ...own,
  ].join('\n');
}

/** host/site.css with the first screen's element styles where its marker is. */
export function withFirstScreenCss(siteCss: string, styles: FirstScreenStyles): string {
  const at = siteCss.indexOf(FIRST_SCREEN_MARKER);
  if (at < 0 || siteCss.indexOf(FIRST_SCREEN_MARKER, at + 1) >= 0) throw new Error(`host/site.css must hold ${FIRST_SCREEN_MARKER} once`);
  const before = siteCss.slice(0, at);
  const after = siteCss.slice(at + FIRST_SCREEN_MARKER.length);
  return before + firstScreenCss(styles, before + after) + after;
}

/**
 * The site build's and the dev server's step: host/site.css gets the first screen's element
 * styles, read afresh from the style modules (host/first-screen-styles.ts) each time it is
 * transformed, and transformed again when one of those modules changes.
 */
export function firstScreenCssPlugin(root: string): Plugin {
  const base = root.replace(/\/$/, '');
  const siteCss = `${base}/host/site.css`;
  const stylesModule = `${base}/host/first-screen-styles.ts`;
  return {
    name: 'mc-first-screen-css',
    // Before Vite's CSS pipeline, which minifies what comes out.
    enforce: 'pre',
    async transform(code, id) {
      if (id.split('?')[0] !== siteCss) return null;
      const { runnerImport } = await import('vite');
      const { module, dependencies } = await runnerImport<{ FIRST_SCREEN_STYLES: FirstScreenStyles }>(stylesModule);
      for (const file of [stylesModule, ...dependencies]) this.addWatchFile(file);
      try {
        return { code: withFirstScreenCss(code, module.FIRST_SCREEN_STYLES), map: null };
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
