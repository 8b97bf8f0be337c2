/**
 * HTML from the platform (the announcement popup's content) made safe to write into the /m/ page
 * the front serves, where the elements' sanitiser (widgets/base/sanitize.ts, DOMPurify) cannot
 * run: there is no DOM on the server. sanitize-html (htmlparser2) rebuilds the HTML from an allow
 * list, as strict as the elements' profile and stricter where the page's light DOM asks for it:
 *
 * - content tags only: no `<script>`, `<style>`, frames, forms, embeds, SVG or MathML (their text
 *   goes with them where it is code: script, style, textarea, option, noscript);
 * - no event-handler, `style`, `srcset` or data attributes; and, unlike in an element's shadow
 *   root, no `id`, `name` or `class`: in the page they would clobber the window's names or take
 *   the page's own styles;
 * - every `href` (contact use: mailto and tel too) and `src` (image use) passes the kit's URL
 *   allow-list (core/url.ts); links that leave the site open in a new tab with
 *   `rel="noopener noreferrer"`, images load lazily, as the elements draw them.
 *
 * sanitize-html is held at 2.17: later versions ask for Node 22, and the product runs on Node 20
 * (docs/guides/contributors/decisions.md).
 */
import sanitize, { type IOptions, type Attributes } from 'sanitize-html';
import { safeUrl, leavesSite } from '../../core/url.ts';

const CONTENT_TAGS = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

const GLOBAL_ATTRIBUTES = ['dir', 'lang', 'title', 'aria-*'];

/** A link's or an image's URL through the kit's allow-list: the attribute goes when refused. */
function withSafeUrl(attribs: Attributes, name: 'href' | 'src', use: 'contact' | 'image'): Attributes {
  const { [name]: raw, ...rest } = attribs;
  if (raw === undefined) return rest;
  const url = safeUrl(raw, use);
  return url === null ? rest : { ...rest, [name]: url };
}

const OPTIONS: IOptions = {
  allowedTags: CONTENT_TAGS,
  allowedAttributes: {
    '*': GLOBAL_ATTRIBUTES,
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    time: ['datetime'],
    details: ['open'],
    q: ['cite'],
    blockquote: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
  },
  // The first filter, as the elements' DOMPurify has it; core/url.ts has the last word below.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'svg', 'math'],
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = withSafeUrl(attribs, 'href', 'contact');
      const external = rest.href !== undefined && leavesSite(rest.href);
      return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...withSafeUrl(attribs, 'src', 'image'), loading: 'lazy', decoding: 'async' } }),
  },
};

/** `html` as the page may carry it; anything that is not a string is nothing. */
export function platformHtml(html: unknown): string {
  return typeof html === 'string' && html !== '' ? sanitize(html, OPTIONS) : '';
}
