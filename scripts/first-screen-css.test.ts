/**
 * The first screen's element styles come from the elements' style modules (scripts/first-screen-css.ts):
 * each rule the first screen's markup uses is in the site's stylesheet under its part's scope,
 * with the element's declarations, and a rule the build dropped or an element renamed fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STYLES } from '../host/first-screen-styles.ts';
import { gameCardStyles } from '../widgets/game-list/gameCard.styles.ts';
import { FIRST_SCREEN_MARKER, canBeIn, classesOf, firstScreenCss, parseCss, withFirstScreenCss, type FirstScreenStyles } from './first-screen-css.ts';

const SITE_CSS = readFileSync(join(import.meta.dirname, '..', 'host', 'site.css'), 'utf8');
const built = withFirstScreenCss(SITE_CSS, FIRST_SCREEN_STYLES);
const generated = firstScreenCss(FIRST_SCREEN_STYLES, SITE_CSS);

/** The declarations of every generated rule with `selector` among its selectors (also inside @media). */
function declarationsOf(css: string, selector: string): string[] {
  const found: string[] = [];
  const walk = (nodes: ReturnType<typeof parseCss>) => {
    for (const node of nodes) {
      if (node.kind === 'rule' && node.selectors.includes(selector)) found.push(declarations(node));
      else if (node.kind === 'at' && typeof node.body !== 'string') walk(node.body);
    }
  };
  walk(parseCss(css));
  return found;
}
const declarations = (rule: { declarations: { property: string; value: string }[] }) => rule.declarations.map((d) => `${d.property}: ${d.value}`).join('; ');

describe("the site's stylesheet", () => {
  it("has the game card of <mc-game-list> under the game list's scope, declaration for declaration", () => {
    const card = parseCss(gameCardStyles.text).find((n) => n.kind === 'rule' && n.selectors.includes('.card'));
    expect(card?.kind).toBe('rule');
    expect(declarationsOf(built, ':where(.mc-fs-list) .card')).toEqual([declarations(card as never)]);
    expect(declarationsOf(built, ':where(.mc-fs-list) .card')[0]).toContain('contain: layout paint');
  });

  it("has every rule of each part's stylesheets that its markup uses, under the part's scope, and nothing of what it does not", () => {
    for (const part of FIRST_SCREEN_STYLES.parts) {
      const rules = part.sheets.flatMap(function flat(sheet: { text: string } | ReturnType<typeof parseCss>[number]): ReturnType<typeof parseCss> {
        const nodes = 'text' in sheet ? parseCss(sheet.text) : [sheet];
        return nodes.flatMap((n) => (n.kind === 'rule' ? [n] : typeof n.body === 'string' ? [] : n.body.flatMap(flat)));
      });
      for (const node of rules) {
        if (node.kind !== 'rule') continue;
        for (const selector of node.selectors) {
          if (selector.startsWith(':host') || selector.startsWith('[dir')) continue;
          const written = declarationsOf(generated, `:where(.${part.scope}) ${selector}`);
          if (canBeIn(selector, part) && classesOf(selector).every((c) => part.classes.includes(c)))
            expect(written, `${part.element}: ${selector}`).toContain(declarations(node));
          else expect(written, `${part.element}: ${selector}`).toEqual([]);
        }
      }
    }
  });

  it("gives each part's wrapper what the element's root gives its shadow tree: the root's box and type, the button reset", () => {
    const scopes = FIRST_SCREEN_STYLES.parts.map((p) => `.${p.scope}`);
    expect(declarationsOf(generated, `:is(${scopes.join(', ')})`)[0]).toMatch(
      /^all: initial; display: block; box-sizing: border-box; font-family: var\(--_font\)/,
    );
    expect(declarationsOf(generated, `:where(${scopes.join(', ')}) button`)[0]).toMatch(
      /^font: inherit; color: inherit; background: none; border: 0; padding: 0; margin: 0/,
    );
    // The base's classes go where a part uses them: the buttons of the list, the form and the download bar.
    expect(declarationsOf(generated, ':where(.mc-fs-list, .mc-fs-form, .mc-fs-bar) .btn')[0]).toContain('min-height: 32px');
    expect(declarationsOf(generated, "[dir='rtl'] :where(.mc-fs-header, .mc-fs-member) .flip-rtl")).toEqual(['transform: scaleX(-1)']);
  });

  it("sets on each part's wrapper every custom property its rules and the page's rules for it read", () => {
    const declared = new Map<string, Set<string>>();
    for (const node of parseCss(built)) {
      if (node.kind !== 'rule') continue;
      for (const d of node.declarations)
        if (d.property.startsWith('--_'))
          for (const selector of node.selectors) {
            const scope = /^\.([\w-]+)$/.exec(selector)?.[1];
            if (scope) declared.set(scope, (declared.get(scope) ?? new Set()).add(d.property));
          }
    }
    for (const part of FIRST_SCREEN_STYLES.parts) {
      const own = declared.get(part.scope) ?? new Set();
      const read = new Set<string>();
      for (const node of parseCss(built)) {
        if (node.kind !== 'rule' || !node.selectors.some((s) => s.includes(`.${part.scope}`))) continue;
        for (const d of node.declarations) for (const m of d.value.matchAll(/var\((--_[\w-]+)/g)) read.add(m[1]!);
      }
      for (const name of read) expect(own.has(name), `${part.element} reads ${name}`).toBe(true);
    }
    // The form's box without its input (a page rule) reads the input's height.
    expect(declared.get('mc-fs-form')?.has('--_input-height')).toBe(true);
    // The header's and the footer's own heights, each on its own wrapper.
    expect(declarationsOf(generated, '.mc-fs-header')).toContain('--_height: var(--mc-header-height, 48px)');
    expect(declarationsOf(generated, '.mc-fs-footer')).toContain('--_height: var(--mc-footer-height, 56px); --_notice: 24px');
  });

  it('takes the marker once, and keeps what the page writes itself', () => {
    expect(SITE_CSS.split(FIRST_SCREEN_MARKER)).toHaveLength(2);
    expect(built).not.toContain(FIRST_SCREEN_MARKER);
    expect(built.startsWith(SITE_CSS.slice(0, SITE_CSS.indexOf(FIRST_SCREEN_MARKER)))).toBe(true);
    expect(() => withFirstScreenCss('.a { color: red }', FIRST_SCREEN_STYLES)).toThrow(FIRST_SCREEN_MARKER);
  });
});

describe('firstScreenCss', () => {
  const base = {
    text: `
      :host { --_a: var(--mc-a, red); --_b: var(--_a); --_unused: 1px; display: block !important; }
      :host([hidden]) { display: none !important; }
      .mc-root { all: initial; color: var(--_b); }
      .mc-root *, .mc-root *::before { box-sizing: border-box; }
      button { font: inherit; }
      button:disabled { opacity: 0.5; }
      .btn { min-height: 32px; }
      [dir='rtl'] .flip { transform: scaleX(-1); }
    `,
  };
  const own = {
    text: `
      :host { --_h: 48px; }
      /* a comment with a } brace */
      .box, .other { height: var(--_h); content: '{ ; }'; }
      .box:hover, .box:focus-visible { color: blue; }
      .box[aria-pressed='true'] { color: green; }
      :host(:dir(rtl)) .box { margin: 0; }
      @media (max-width: 380px) { .box { height: 40px; } .other { height: 1px; } }
      .box.spin { animation: turn 1s linear infinite; }
      @keyframes turn { to { transform: rotate(360deg); } }
      @keyframes unused { to { opacity: 0; } }
    `,
  };
  const styles = (classes: string[]): FirstScreenStyles => ({ base, parts: [{ element: 'mc-x', scope: 'fs-x', sheets: [own], classes }] });

  it("writes the element's rules under the scope, the root as the wrapper, the host's custom properties on it", () => {
    expect(firstScreenCss(styles(['box', 'spin', 'flip']))).toBe(
      [
        '/* every part: mc-x */',
        '.fs-x { --_a: var(--mc-a, red); --_b: var(--_a) }',
        '.fs-x { all: initial; color: var(--_b) }',
        '.fs-x *, .fs-x *::before { box-sizing: border-box }',
        ':where(.fs-x) button { font: inherit }',
        "[dir='rtl'] :where(.fs-x) .flip { transform: scaleX(-1) }",
        '/* mc-x */',
        '.fs-x { --_h: 48px }',
        ":where(.fs-x) .box { height: var(--_h); content: '{ ; }' }",
        "[dir='rtl'] :where(.fs-x) .box { margin: 0 }",
        '@media (max-width: 380px) {\n  :where(.fs-x) .box { height: 40px }\n}',
        ':where(.fs-x) .box.spin { animation: turn 1s linear infinite }',
        '@keyframes turn { to { transform: rotate(360deg); } }',
      ].join('\n'),
    );
  });

  it('keeps the live states a part says its markup can be in, and no other', () => {
    const typeable: FirstScreenStyles = { base, parts: [{ element: 'mc-x', scope: 'fs-x', sheets: [own], classes: ['box'], states: ['focus-visible'] }] };
    const css = firstScreenCss(typeable);
    expect(css).toContain(':where(.fs-x) .box:focus-visible { color: blue }');
    expect(css).not.toMatch(/:hover|aria-pressed/);
  });

  it('declares the custom properties the page reads in its own rules for a part', () => {
    expect(firstScreenCss(styles(['box', 'spin', 'flip']), '.fs-x .box { width: var(--_unused); } .elsewhere { top: var(--_a); }')).toContain(
      '.fs-x { --_a: var(--mc-a, red); --_b: var(--_a); --_unused: 1px }',
    );
  });

  it('fails when a class the markup uses is named by no rule of the element (renamed or dropped there)', () => {
    expect(() => firstScreenCss(styles(['box', 'card-title']))).toThrow(/mc-x: no rule of its stylesheets names \.card-title/);
  });

  it("fails when the game list's card is renamed in its stylesheet", () => {
    const renamed = {
      ...FIRST_SCREEN_STYLES,
      parts: FIRST_SCREEN_STYLES.parts.map((p) =>
        p.scope === 'mc-fs-list'
          ? { ...p, sheets: p.sheets.map((s) => (s === gameCardStyles ? { text: s.text.replace(/\.card-name\b/g, '.card-title') } : s)) }
          : p,
      ),
    };
    expect(() => firstScreenCss(renamed)).toThrow(/mc-game-list: .*\.card-name/);
  });
});
