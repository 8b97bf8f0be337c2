import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs } from '../../scripts/docs-build.mjs';
import type { GuideIndex } from './guides.ts';
import { DocsServer } from './server.ts';

/**
 * The guides on the docs site: built from docs/guides/ as `npm run build` builds them, served by
 * the front in the element pages' chrome, reachable from /docs/ in one click, and every link of
 * every guide page (and of /docs/ and /docs/guides/) leads to a page the site serves, anchors included.
 */
const base = 'http://127.0.0.1:8123';
let work: string;
let docs: DocsServer;
let index: GuideIndex;

const get = async (docsServer: DocsServer, path: string): Promise<Response> => {
  const url = new URL(path, base);
  return (await docsServer.serve(new Request(url), url, base)) ?? new Response(null, { status: 418 });
};

const manifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'widgets/x.tsx',
      declarations: [
        { kind: 'class', customElement: true, tagName: 'mc-jackpot', description: 'The jackpot counter.', attributes: [], events: [], cssProperties: [] },
      ],
    },
  ],
};

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'mc-docs-guides-'));
  const kitDir = join(work, 'kit');
  mkdirSync(join(kitDir, '1.2.3'), { recursive: true });
  writeFileSync(join(kitDir, '1.2.3', 'mc-loader.js'), '');
  writeFileSync(join(kitDir, '1.2.3', 'custom-elements.json'), JSON.stringify(manifest));
  const out = buildDocs({ outDir: join(work, 'docs', 'guides'), quiet: true });
  index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as GuideIndex;
  docs = new DocsServer(kitDir, () => '1.2.3');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

const guides = () => index.readers.flatMap((r) => r.guides);
const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

describe('the guides on the docs site', () => {
  it('serves every guide in the element pages chrome, with its title, its headings and the strict CSP', async () => {
    expect(guides().length).toBeGreaterThan(10);
    for (const guide of guides()) {
      const res = await get(docs, guide.path);
      expect(res.status, guide.path).toBe(200);
      expect(res.headers.get('content-security-policy'), guide.path).toContain("require-trusted-types-for 'script'");
      const html = await res.text();
      expect(html).toMatch(/<title>[^<]+ · MC embed kit 1\.2\.3<\/title>/);
      expect(html).toMatch(/<h1 id="[a-z0-9-]+">/);
      expect(html).toContain('<nav aria-label="Documentation">');
      expect(html).toContain('<a href="/docs/guides/" aria-current="page">Guides</a>');
      expect(html).toContain(`<a href="${guide.path}" aria-current="page">`);
      for (const h of guide.headings) expect(html, `${guide.path}#${h.id}`).toContain(` id="${h.id}"`);
      // No script of its own: nothing inline, nothing loaded.
      expect(html).not.toMatch(/<script/);
    }
  });

  it('reaches every guide from /docs/ and from /docs/guides/ in one click', async () => {
    for (const path of ['/docs/', '/docs/guides/']) {
      const links = hrefs(await (await get(docs, path)).text());
      for (const guide of guides()) expect(links, `${path} → ${guide.path}`).toContain(guide.path);
    }
    expect((await get(docs, '/docs/guides')).headers.get('location')).toBe('/docs/guides/');
  });

  it('every link of /docs/, /docs/guides/ and every guide page leads to a page the site serves, anchors included', async () => {
    const pages = ['/docs/', '/docs/guides/', ...guides().map((g) => g.path)];
    const bodies = new Map<string, string>();
    const body = async (path: string) => {
      if (!bodies.has(path)) {
        const res = await get(docs, path);
        bodies.set(path, res.status === 200 ? await res.text() : `status ${res.status}`);
      }
      return bodies.get(path)!;
    };
    const broken: string[] = [];
    for (const page of pages) {
      for (const href of hrefs(await body(page))) {
        if (/^https?:\/\//.test(href)) continue;
        if (!href.startsWith('/') && !href.startsWith('#')) {
          broken.push(`${page}: ${href} (not an address of the site)`);
          continue;
        }
        const [path = '', anchor] = href.split('#');
        const target = path || page;
        const html = await body(target);
        if (html.startsWith('status ')) broken.push(`${page}: ${href} (${html})`);
        else if (anchor && !html.includes(` id="${anchor}"`)) broken.push(`${page}: ${href} (no #${anchor} there)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('answers 404 for a guide that does not exist, and 503 when the guides are not built', async () => {
    expect((await get(docs, '/docs/guides/operators/nowhere')).status).toBe(404);
    expect((await get(docs, '/docs/guides/operators/deployment/more')).status).toBe(404);
    expect((await get(docs, '/docs/guides/..%2F..%2Fkit/deployment')).status).toBe(404);
    const unbuilt = new DocsServer(join(work, 'kit'), () => '1.2.3', undefined, join(work, 'nowhere'));
    const res = await get(unbuilt, '/docs/guides/operators/deployment');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    // The element pages still answer, without a guides section.
    const home = await (await get(unbuilt, '/docs/')).text();
    expect(home).not.toContain('id="guides"');
  });
});
