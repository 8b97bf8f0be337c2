import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedContentSecurityPolicy, embedHeaders, simplePage } from '../http/headers.ts';
import { redirect, sendBody, sendFile, sendHtml, sendText } from '../http/respond.ts';
import { KIT_NOT_BUILT } from '../embed/kit.ts';
import type { ComposerData } from './client/composition.ts';
import { hexColour, MERCHANT } from './client/composition.ts';
import { GuideFiles } from './guides.ts';
import { ManifestFile, typeDeclarations } from './manifest.ts';
import {
  composerPage,
  cspPage,
  type DocsContext,
  elementPage,
  eventsPage,
  guidePage,
  guidesIndexPage,
  indexPage,
  previewPage,
  themesStylesheet,
  themingPage,
  versionsPage,
} from './pages.ts';
import { themes } from './themes.ts';

/**
 * The kit's documentation, /docs/: rendered by the front on request from the manifest
 * (custom-elements.json) of the kit version it serves, so the pages always describe the kit next
 * to them and need no build step of their own; a rebuilt kit shows at the next request.
 *
 * - /docs/, /docs/elements/<tag>, /docs/theming, /docs/events, /docs/csp, /docs/versions;
 * - /docs/guides/ and /docs/guides/<reader>/<guide>: the guides of docs/guides/, rendered from
 *   Markdown when the site is built (scripts/docs-build.mjs, into dist/docs/guides/), here in the
 *   same chrome as the element pages;
 * - /docs/composer (the merchant composer), /docs/composer/preview (its phone-sized frame),
 *   /docs/composer/data.json (elements, attributes, tokens, themes, CSP for the composer);
 * - /docs/assets/: the stylesheets, themes.css (from the manifest's tokens) and the page
 *   scripts, compiled from TypeScript (docs/client/) once per file version.
 *
 * Every page carries the partner pages' CSP with Trusted Types enforced: the documentation runs
 * the kit the way a partner page does.
 */
const HERE = fileURLToPath(new URL('./', import.meta.url));
const ASSETS = join(HERE, 'assets');
const CLIENT = join(HERE, 'client');
const SCRIPTS = new Set(['composer', 'preview', 'composition', 'example']);
const STYLES = new Set(['docs.css']);

export const GUIDES_NOT_BUILT = simplePage(
  'Guides not built',
  '<h1>The guides have not been built</h1><p>Run <code>npm run build</code> (or <code>npm run build:docs</code>), then reload.</p>',
);

export class DocsServer {
  private readonly manifest = new ManifestFile();
  private readonly compiled = new Map<string, { mtime: number; code: Buffer }>();
  private readonly guides: GuideFiles;

  constructor(
    private readonly kitDir: string,
    private readonly kitVersion: () => string | undefined,
    /** Pages served beside the element pages (the platform's contract): path under /docs/ → answer. */
    private readonly extra: (req: Request, rel: string) => Response | undefined = () => undefined,
    /** The rendered guides: dist/docs/guides beside the kit's dist/kit. */
    guidesDir = join(kitDir, '..', 'docs', 'guides'),
  ) {
    this.guides = new GuideFiles(guidesDir);
  }

  /** The answer to /docs…, or undefined for any other path. `origin`: the front's public origin. */
  async serve(req: Request, url: URL, origin: string): Promise<Response | undefined> {
    const path = url.pathname;
    if (path === '/docs') return redirect('/docs/');
    if (!path.startsWith('/docs/')) return undefined;
    const rel = path.slice('/docs/'.length);
    if (rel.startsWith('assets/')) return this.serveAsset(req, rel.slice('assets/'.length), origin);
    const extra = this.extra(req, rel);
    if (extra) return extra;
    if (rel === 'guides') return redirect('/docs/guides/');
    if (rel.startsWith('guides/')) return this.serveGuide(req, rel.slice('guides/'.length), origin);
    const context = this.context(origin);
    if (!context) return sendHtml(req, 503, KIT_NOT_BUILT);
    if (rel === 'composer/data.json') return sendBody(req, JSON.stringify(composerData(context)), 'application/json; charset=utf-8', 'no-cache');
    const html = this.page(context, rel, url);
    if (html === null) return sendHtml(req, 404, simplePage('Not found', '<h1>No such documentation page</h1><p><a href="/docs/">All elements</a></p>'));
    return sendBody(req, html, 'text/html; charset=utf-8', 'no-cache', embedHeaders(context.origin));
  }

  private page(c: DocsContext, rel: string, url: URL): string | null {
    switch (rel) {
      case '':
        return indexPage(c);
      case 'theming':
        return themingPage(c);
      case 'events':
        return eventsPage(c);
      case 'csp':
        return cspPage(c);
      case 'versions':
        return versionsPage(c);
      case 'composer':
        return composerPage(c);
      case 'composer/preview': {
        const merchant = url.searchParams.get('merchant') ?? 'MC01';
        return MERCHANT.test(merchant) ? previewPage(c, merchant) : null;
      }
    }
    const tag = /^elements\/(mc-[a-z0-9-]+)$/.exec(rel)?.[1];
    const element = tag ? c.manifest.elements.find((el) => el.tag === tag) : undefined;
    return element ? elementPage(c, element) : null;
  }

  /** /docs/guides/ and a guide; 503 when the guides are not built, as the element pages answer without a kit. */
  private serveGuide(req: Request, rel: string, origin: string): Response {
    const index = this.guides.index();
    if (!index) return sendHtml(req, 503, GUIDES_NOT_BUILT);
    const chrome = { version: this.kitVersion() ?? index.version };
    let html: string | undefined;
    if (rel === '') html = guidesIndexPage(chrome, index);
    else {
      const [reader = '', name = '', ...more] = rel.split('/');
      const found = more.length ? undefined : this.guides.guide(index, reader, name);
      if (found) html = guidePage(chrome, index, found.guide, found.html);
    }
    if (html === undefined) return sendHtml(req, 404, simplePage('Not found', '<h1>No such guide</h1><p><a href="/docs/guides/">All guides</a></p>'));
    return sendBody(req, html, 'text/html; charset=utf-8', 'no-cache', embedHeaders(origin));
  }

  private context(origin: string): DocsContext | undefined {
    const version = this.kitVersion();
    if (!version) return undefined;
    const dir = join(this.kitDir, version);
    const manifest = this.manifest.load(dir);
    if (!manifest) return undefined;
    const dts = join(dir, 'mc-kit.d.ts');
    return {
      manifest,
      version,
      origin,
      csp: embedContentSecurityPolicy(origin),
      versions: builtVersions(this.kitDir),
      types: existsSync(dts) ? typeDeclarations(readFileSync(dts, 'utf8')) : new Map(),
      guides: this.guides.index(),
    };
  }

  private async serveAsset(req: Request, name: string, origin: string): Promise<Response> {
    if (STYLES.has(name)) return sendFile(req, join(ASSETS, name), 'no-cache');
    if (name === 'themes.css') {
      const c = this.context(origin);
      if (c) return sendBody(req, themesStylesheet(c.manifest), 'text/css; charset=utf-8', 'no-cache');
    }
    const script = /^([a-z]+)\.js$/.exec(name)?.[1];
    if (script && SCRIPTS.has(script)) return sendBody(req, await this.script(script), 'text/javascript; charset=utf-8', 'no-cache');
    return sendText(req, 404, 'not found');
  }

  /** A page script: its TypeScript with the types taken out, its imports pointing at the served .js. */
  private async script(name: string): Promise<Buffer> {
    const file = join(CLIENT, `${name}.ts`);
    const mtime = statSync(file).mtimeMs;
    const cached = this.compiled.get(name);
    if (cached?.mtime === mtime) return cached.code;
    const { transformWithOxc } = await import('vite');
    const out = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts', target: 'es2022' });
    const code = Buffer.from(out.code.replace(/(from\s+['"]\.\/[a-z]+)\.ts(['"])/g, '$1.js$2'), 'utf8');
    this.compiled.set(name, { mtime, code });
    return code;
  }
}

/** The kit versions built next to the site (folders holding a loader), newest version first. */
function builtVersions(kitDir: string): string[] {
  try {
    return readdirSync(kitDir)
      .filter((v) => /^\d+\.\d+\.\d+/.test(v) && existsSync(join(kitDir, v, 'mc-loader.js')))
      .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  } catch {
    return [];
  }
}

export function composerData(c: DocsContext): ComposerData {
  return {
    version: c.version,
    origin: c.origin,
    csp: c.csp,
    elements: c.manifest.elements.map((el) => ({
      tag: el.tag,
      summary: el.summary,
      attributes: el.attributes.map((a) => ({ name: a.name, input: a.input, description: a.description, ...(a.values ? { values: a.values } : {}) })),
    })),
    tokens: c.manifest.tokens.map((t) => ({
      name: t.name,
      description: t.description,
      colour: hexColour(t.default),
      ...(t.default !== undefined ? { default: t.default } : {}),
    })),
    themes: themes(c.manifest.tokens),
  };
}
