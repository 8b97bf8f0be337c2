import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsServer } from './server.ts';

/** /docs/ as the front answers it, on a kit folder holding one version with a small manifest. */
let docs: DocsServer;
const base = 'http://127.0.0.1:8123';
/** The docs' answer to a request, or 418 where the docs do not answer. */
const fetch = async (target: string, init?: RequestInit): Promise<Response> => {
  const url = new URL(target);
  return (await docs.serve(new Request(url, init), url, base)) ?? new Response(null, { status: 418 });
};
let kitDir: string;

const manifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'widgets/x.tsx',
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: 'mc-jackpot',
          description: 'The jackpot counter <b>live</b>.',
          attributes: [{ name: 'label', type: { text: 'string' }, description: 'a "label" <i>' }],
          events: [{ name: 'mc-ready', type: { text: 'CustomEvent<McReadyDetail>' }, description: 'rendered' }],
          cssProperties: [{ name: '--mc-color-primary', default: '#e8a317', description: 'brand colour' }],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  kitDir = mkdtempSync(join(tmpdir(), 'mc-docs-kit-'));
  mkdirSync(join(kitDir, '1.2.3'));
  writeFileSync(join(kitDir, '1.2.3', 'mc-loader.js'), '');
  writeFileSync(join(kitDir, '1.2.3', 'custom-elements.json'), JSON.stringify(manifest));
  writeFileSync(join(kitDir, '1.2.3', 'mc-kit.d.ts'), 'export interface McReadyDetail {\n  tag: string;\n}\n');
  docs = new DocsServer(kitDir, () => '1.2.3');
});

afterAll(async () => {
  rmSync(kitDir, { recursive: true, force: true });
});

describe('/docs/', () => {
  it('serves each page with the partner CSP, Trusted Types enforced', async () => {
    for (const path of [
      '/docs/',
      '/docs/elements/mc-jackpot',
      '/docs/theming',
      '/docs/events',
      '/docs/csp',
      '/docs/versions',
      '/docs/composer',
      '/docs/composer/preview?merchant=MC02',
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("require-trusted-types-for 'script'");
      expect(await res.text(), path).not.toMatch(/<script(?![^>]*\bsrc=)/);
    }
  });

  it('escapes what the manifest says and shows an event detail type from the type file', async () => {
    const html = await (await fetch(`${base}/docs/elements/mc-jackpot`)).text();
    expect(html).toContain('The jackpot counter &lt;b&gt;live&lt;/b&gt;.');
    expect(html).toContain('A &quot;label&quot; &lt;i&gt;');
    expect(html).toContain('interface McReadyDetail {');
    expect(html).toContain(`src="${base}/kit/1.2.3/mc-loader.js"`);
  });

  it('answers 404 for an unknown element or a bad merchant code, and leaves other paths alone', async () => {
    expect((await fetch(`${base}/docs/elements/mc-nothing`)).status).toBe(404);
    expect((await fetch(`${base}/docs/composer/preview?merchant=${encodeURIComponent('"><x')}`)).status).toBe(404);
    expect((await fetch(`${base}/docs/assets/nothing.js`)).status).toBe(404);
    expect((await fetch(`${base}/docsx`)).status).toBe(418);
    const redirect = await fetch(`${base}/docs`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/docs/']);
  });

  it('gives the composer its data and its scripts without types', async () => {
    const data = (await (await fetch(`${base}/docs/composer/data.json`)).json()) as {
      version: string;
      tokens: { name: string; colour: string | null }[];
      csp: string;
    };
    expect(data.version).toBe('1.2.3');
    expect(data.tokens).toEqual([{ name: '--mc-color-primary', description: 'Brand colour', colour: '#e8a317', default: '#e8a317' }]);
    expect(data.csp).toContain(`script-src 'self' ${base}`);
    const script = await fetch(`${base}/docs/assets/composer.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    expect(code).toMatch(/from ['"]\.\/composition\.js['"]/);
    expect(code).not.toMatch(/\bprivate readonly\b|: ComposerData\b/);
  });
});
