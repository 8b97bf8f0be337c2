/**
 * The build's stylesheet minifier: smaller, and the same stylesheet for the browser. The cases
 * are the places where a space or a character carries meaning in CSS (quoted strings, the
 * descendant combinator, calc(), interpolated values), so a minifier that changed one fails here.
 */
import { describe, expect, it } from 'vitest';
import { cssMinifyPlugin, minifyCssTemplate } from './css-minify-plugin.ts';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = cssMinifyPlugin().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('minifyCssTemplate', () => {
  it('drops comments and the spaces CSS never needs', () => {
    expect(
      minifyCssTemplate(`
      /* why this rule */
      .a, .b {
        display: flex;
        gap: 4px;
      }
    `),
    ).toBe('.a,.b{display:flex;gap:4px}');
  });

  it('keeps the space before a colon (a descendant combinator) and around + and - (calc)', () => {
    expect(minifyCssTemplate('.list :focus-visible { width: calc(100% - 2px + 1em); }')).toBe('.list :focus-visible{width:calc(100% - 2px + 1em)}');
  });

  it('keeps quoted strings byte for byte', () => {
    expect(minifyCssTemplate(`.x::after { content: ' •  /* not a comment */ ; { } '; font-family: "Noto  Sans", serif; }`)).toBe(
      `.x::after{content:' •  /* not a comment */ ; { } ';font-family:"Noto  Sans",serif}`,
    );
  });

  it("drops a comment with an apostrophe in it (the comment's quote starts no string)", () => {
    expect(minifyCssTemplate(`.a { color: red; /* the element's own */ gap: 4px; } .b { content: 'x'; }`)).toBe(`.a{color:red;gap:4px}.b{content:'x'}`);
  });

  it('drops the leading zero of a number, not a zero inside a number', () => {
    expect(
      minifyCssTemplate('.a { opacity: 0.55; color: rgb(0 0 0 / 0.35); box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.5); width: 10.5px; transition: top 0.2s; }'),
    ).toBe('.a{opacity:.55;color:rgb(0 0 0 / .35);box-shadow:0 0 0 1px rgba(0,0,0,.5);width:10.5px;transition:top .2s}');
  });

  it('keeps interpolations as they are', () => {
    expect(minifyCssTemplate('.a { transition: opacity ${MS}ms ease; width: ${ W }ch; }')).toBe('.a{transition:opacity ${MS}ms ease;width:${ W }ch}');
  });

  it('keeps media queries and !important working', () => {
    expect(minifyCssTemplate('@media (min-width: 600px) { .x { color: red !important; } }')).toBe('@media (min-width:600px){.x{color:red !important}}');
  });
});

describe('the plugin', () => {
  it('minifies css`…` in TypeScript sources and keeps the line count, so source maps still line up', () => {
    const code = 'import { css } from "./css.ts";\nexport const s = css`\n  .a {\n    color: red;\n  }\n`;\nexport const after = 1;\n';
    const out = transform.call(context, code, '/repo/widgets/x/x.styles.ts');
    expect(out?.code).toContain('css`.a{color:red}`');
    expect(out?.code.split('\n').length).toBe(code.split('\n').length);
    expect(out?.code.split('\n').findIndex((l) => l.includes('after'))).toBe(code.split('\n').findIndex((l) => l.includes('after')));
  });

  it('leaves other files and other template literals alone', () => {
    expect(transform.call(context, 'const a = css`.a { color: red; }`;', '/repo/node_modules/lib/x.ts')).toBeNull();
    expect(transform.call(context, 'const html = `<p>  two  spaces  </p>`;', '/repo/widgets/x/X.tsx')).toBeNull();
  });

  it('refuses a template literal inside an interpolation instead of cutting the stylesheet', () => {
    expect(() => transform.call(context, 'const s = css`.a { width: ${`1px`}; }`;', '/repo/widgets/x/x.styles.ts')).toThrow(/template literal/);
  });
});
