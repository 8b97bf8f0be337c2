import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import corpus from '../../tests/fixtures/xss-corpus.json';
import { safeUrl } from '../../core/url.ts';
import { platformHtml } from './platform-html.ts';

const VECTORS = (corpus as { vectors: { id: string; payload: string }[] }).vectors;

/** Every element of `html` as a browser-like parser reads it back. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        found.push(node as Element);
        walk((node as Element).children);
      }
    }
  };
  walk(parseDocument(html).children);
  return found;
}

describe('platformHtml: platform HTML for the page the front serves', () => {
  it('every vector of the XSS corpus comes out with no script, handler, style, frame or unsafe URL', () => {
    expect(VECTORS.length).toBeGreaterThan(300);
    for (const { id, payload } of VECTORS) {
      const out = platformHtml(payload);
      for (const el of elementsOf(out)) {
        const where = `${id}: <${el.name}> in ${out}`;
        expect(['script', 'style', 'iframe', 'svg', 'math', 'form', 'object', 'embed', 'base', 'meta', 'link'], where).not.toContain(el.name);
        for (const [name, value] of Object.entries(el.attribs)) {
          expect(name, where).not.toMatch(/^on|^(?:style|id|name|class|srcset|xlink:href|formaction|action)$/i);
          if (name === 'href' || name === 'src') expect(safeUrl(value, name === 'src' ? 'image' : 'contact'), where).toBe(value);
        }
      }
      // A title may say `javascript:` as text; only a tag would run it.
      expect(out, id).not.toMatch(/<script/i);
    }
  });

  it('keeps what announcements are made of: headings, paragraphs, lists, emphasis, links and images', () => {
    const html = '<h3>Weekend</h3><p>Deposit <strong>100</strong>, get <em>50</em>.</p><ul><li>one</li></ul><img src="/img/promo.png" alt="Promo">';
    expect(platformHtml(html)).toBe(
      '<h3>Weekend</h3><p>Deposit <strong>100</strong>, get <em>50</em>.</p><ul><li>one</li></ul><img alt="Promo" src="/img/promo.png" loading="lazy" decoding="async" />',
    );
  });

  it('opens links that leave the site in a new tab with no opener; the site’s own links stay in place', () => {
    expect(platformHtml('<a href="https://example.com/x" target="_self">out</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(platformHtml('<a href="//example.com/x">out</a>')).toContain('target="_blank"');
    expect(platformHtml('<a href="/m/rewardCenter" target="_blank" rel="opener">Rewards</a>')).toBe('<a href="/m/rewardCenter">Rewards</a>');
    expect(platformHtml('<a href="mailto:help@example.com">mail</a>')).toBe('<a href="mailto:help@example.com">mail</a>');
  });

  it('drops what would clobber the page’s names or take its styles, and refused URLs', () => {
    expect(platformHtml('<p id="mc-first-screen" class="mc-fs-header" name="x" style="color:red" onclick="x()">a</p>')).toBe('<p>a</p>');
    expect(platformHtml('<a href="javascript:alert(1)">x</a><a href="jav&#x09;ascript:alert(1)">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(platformHtml('<img src="data:text/html,<script>alert(1)</script>">')).toBe('<img loading="lazy" decoding="async" />');
  });

  it('drops code with its text, keeps the text of other refused tags, and takes anything', () => {
    expect(platformHtml('<script>alert(1)</script><style>p{}</style><form><b>kept</b></form>')).toBe('<b>kept</b>');
    expect(platformHtml(undefined)).toBe('');
    expect(platformHtml(42)).toBe('');
    expect(platformHtml('')).toBe('');
  });
});
