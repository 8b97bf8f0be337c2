import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesheet } from '../front/site/inline-style.ts';
import { cleanupTempDirs, tempDir } from './testing.ts';

afterAll(() => cleanupTempDirs());

const pageLinking = (href: string) => `<head><link rel="stylesheet" crossorigin href="${href}"></head><body></body>`;

function siteWith(css: string): string {
  const site = tempDir();
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'assets', 'index-x1.css'), css);
  return site;
}

describe('the site stylesheet inside its page', () => {
  it('replaces the link with the stylesheet, and names its hash for the policy', () => {
    const site = siteWith('a{color:red}');
    const { html, styleHash } = inlineStylesheet(pageLinking('/m/assets/index-x1.css'), site);
    expect(html).toBe('<head><style>a{color:red}</style></head><body></body>');
    // sha256 of `a{color:red}`, base64: what a browser computes for the <style> element's text.
    expect(styleHash).toBe("'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='");
  });

  it("leaves the link where the stylesheet could close its own element, is missing, or is not the site's", () => {
    const site = siteWith('a{content:"</style><script>alert(1)</script>"}');
    const closing = pageLinking('/m/assets/index-x1.css');
    expect(inlineStylesheet(closing, site)).toEqual({ html: closing });
    const missing = pageLinking('/m/assets/index-none.css');
    expect(inlineStylesheet(missing, site)).toEqual({ html: missing });
    const elsewhere = pageLinking('https://cdn.example/index-x1.css');
    expect(inlineStylesheet(elsewhere, site)).toEqual({ html: elsewhere });
  });
});
