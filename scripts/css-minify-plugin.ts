/**
 * Minifies the stylesheets the elements write as css`…` (widgets/base/css.ts) in the site and
 * kit builds: comments go, whitespace collapses. The JavaScript minifier keeps template text as
 * it is, and the styles are about a fifth of an element's code.
 *
 * Only the literal CSS between interpolations changes; `${…}` and quoted strings ('•', "a  b")
 * stay byte for byte. Spaces go only where CSS never needs them: around `{`, `}`, `;` and `,`,
 * and after `:` (a space before `:` is a descendant combinator and stays, as do the spaces
 * around `+` and `-` that calc() needs).
 */
import type { Plugin } from 'vite';

const TAGGED_CSS = /\bcss`((?:[^`\\]|\\[\s\S])*)`/g;
const QUOTED = /('(?:[^'\\]|\\[\s\S])*'|"(?:[^"\\]|\\[\s\S])*")/;
// A comment or a quoted string, whichever starts first: an apostrophe in a comment starts no string,
// and a comment's opener inside a string is no comment.
const COMMENT_OR_QUOTED = /(\/\*[\s\S]*?\*\/|'(?:[^'\\]|\\[\s\S])*'|"(?:[^"\\]|\\[\s\S])*")/;

function minifyPlainCss(text: string): string {
  return (
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
      // 0.5 is .5: a number's leading zero, where a number starts (after a space, colon, bracket,
      // comma or slash), never inside one (10.5) or a name (.a0.b).
      .replace(/([\s:(,/])0\.(\d)/g, '$1.$2')
  );
}

/** One css`…` body: literal parts minified, quoted strings and interpolations kept. */
export function minifyCssTemplate(body: string): string {
  const pieces = body.split(/(\$\{[^}]*\})/);
  const out = pieces
    .map((piece, i) =>
      i % 2 === 1
        ? piece
        : piece
            .split(COMMENT_OR_QUOTED)
            .map((part, j) => (j % 2 === 1 && part.startsWith('/*') ? ' ' : part))
            .join('')
            .split(QUOTED)
            .map((part, j) => (j % 2 === 1 ? part : minifyPlainCss(part)))
            .join(''),
    )
    .join('');
  return out.trim();
}

export function cssMinifyPlugin(): Plugin {
  return {
    name: 'mc-css-minify',
    apply: 'build',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('css`')) return null;
      const next = code.replace(TAGGED_CSS, (_whole, body: string) => {
        // A template literal inside an interpolation would end the match early: refuse it
        // rather than cut a stylesheet in two.
        if (/\$\{[^}]*$/.test(body)) this.error(`${id}: css\`…\` with a template literal inside \${…}: use a constant (scripts/css-minify-plugin.ts)`);
        // The line breaks move after the literal, so the code below keeps its lines in the source map.
        const lineBreaks = '\n'.repeat(body.split('\n').length - 1);
        return `css\`${minifyCssTemplate(body)}\`${lineBreaks}`;
      });
      return next === code ? null : { code: next, map: null };
    },
  };
}
