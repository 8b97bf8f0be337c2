import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeBody } from '../http/compression.ts';
import { embedContentSecurityPolicy, embedSecurityHeaders, sendHtml, simplePage } from '../http/security-headers.ts';
import { platformOrigin } from './embed.ts';
import type { ComposerData } from './docs/client/composition.ts';
import { hexColour, MERCHANT } from './docs/client/composition.ts';
import { ManifestFile, typeDeclarations } from './docs/manifest.ts';
import {
  composerPage,
  cspPage,
  type DocsContext,
  elementPage,
  eventsPage,
  indexPage,
  previewPage,
  themesStylesheet,
  themingPage,
  versionsPage,
} from './docs/pages.ts';
import { themes } from './docs/themes.ts';

/**
 * The kit's documentation, /docs/: rendered by the platform on request from the manifest
 * (custom-elements.json) of the kit version it serves, so the pages always describe the kit next
 * to them and need no build step of their own; a rebuilt kit shows at the next request.
 *
 * - /docs/, /docs/elements/<tag>, /docs/theming, /docs/events, /docs/csp, /docs/versions;
 * - /docs/composer (the merchant composer), /docs/composer/preview (its phone-sized frame),
 *   /docs/composer/data.json (elements, attributes, tokens, themes, CSP for the composer);
 * - /docs/assets/: the stylesheets, themes.css (from the manifest's tokens) and the page
 *   scripts, compiled from TypeScript (docs/client/) once per file version.
 *
 * Every page carries the partner pages' CSP with Trusted Types enforced: the documentation runs
 * the kit the way a partner page does.
 */
const HERE = fileURLToPath(new URL('./docs/', import.meta.url));
const ASSETS = join(HERE, 'assets');
const CLIENT = join(HERE, 'client');
const SCRIPTS = new Set(['composer', 'preview', 'composition', 'example']);
const STYLES = new Set(['docs.css']);

type Send = (req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, headers?: Record<string, string>) => void;

export class DocsServer {
  private readonly manifest = new ManifestFile();
  private readonly compiled = new Map<string, { mtime: number; code: Buffer }>();

  constructor(
    private readonly kitDir: string,
    private readonly kitVersion: () => string | undefined,
    private readonly send: Send,
  ) {}

  /** True when the request was for /docs (and has been or is being answered). */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): boolean | Promise<void> {
    const path = url.pathname;
    if (path === '/docs') {
      res.writeHead(301, { Location: '/docs/', 'Content-Length': 0 });
      res.end();
      return true;
    }
    if (!path.startsWith('/docs/')) return false;
    const rel = path.slice('/docs/'.length);
    if (rel.startsWith('assets/')) return this.serveAsset(req, res, rel.slice('assets/'.length));
    const context = this.context(req);
    if (!context) {
      sendHtml(
        res,
        503,
        simplePage(
          'Kit not built',
          '<h1>The embed kit has not been built</h1><p>Run <code>npm run build</code> (or <code>npm run build:kit</code>), then reload.</p>',
        ),
        req.method === 'HEAD',
      );
      return true;
    }
    if (rel === 'composer/data.json') {
      this.sendBody(req, res, 'application/json; charset=utf-8', JSON.stringify(composerData(context)));
      return true;
    }
    const html = this.page(context, rel, url);
    if (html === null) {
      sendHtml(res, 404, simplePage('Not found', '<h1>No such documentation page</h1><p><a href="/docs/">All elements</a></p>'), req.method === 'HEAD');
      return true;
    }
    embedSecurityHeaders(res, context.origin);
    this.sendBody(req, res, 'text/html; charset=utf-8', html);
    return true;
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

  private context(req: IncomingMessage): DocsContext | undefined {
    const version = this.kitVersion();
    if (!version) return undefined;
    const dir = join(this.kitDir, version);
    const manifest = this.manifest.load(dir);
    if (!manifest) return undefined;
    const origin = platformOrigin(req);
    const dts = join(dir, 'mc-kit.d.ts');
    return {
      manifest,
      version,
      origin,
      csp: embedContentSecurityPolicy(origin),
      versions: builtVersions(this.kitDir),
      types: existsSync(dts) ? typeDeclarations(readFileSync(dts, 'utf8')) : new Map(),
    };
  }

  private async serveAsset(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    if (STYLES.has(name)) return this.send(req, res, join(ASSETS, name), 'no-cache');
    if (name === 'themes.css') {
      const c = this.context(req);
      if (c) return this.sendBody(req, res, 'text/css; charset=utf-8', themesStylesheet(c.manifest));
    }
    const script = /^([a-z]+)\.js$/.exec(name)?.[1];
    if (script && SCRIPTS.has(script)) {
      this.sendBody(req, res, 'text/javascript; charset=utf-8', await this.script(script));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : 'not found');
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

  private sendBody(req: IncomingMessage, res: ServerResponse, type: string, text: string | Buffer): void {
    const body = encodeBody(req, res, typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
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
