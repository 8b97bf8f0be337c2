import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownOrigin, normaliseOrigin } from '../http/cors.ts';
import { embedSecurityHeaders, sendHtml, simplePage, escapeHtml } from '../http/security-headers.ts';

/**
 * The embed kit and its demo pages.
 *
 * - `/kit/<version>/…`: the built kit (dist/kit, next to the site). Anyone may load it: the files
 *   are public code, fetched as CORS module scripts by partner pages (`Access-Control-Allow-Origin:
 *   *`, no credentials). Hashed chunks (`lite/`, `react/`) are cached for a year; mc-loader.js,
 *   custom-elements.json and mc-kit.d.ts for five minutes.
 * - `/kit/<major>/…` and `/kit/<major>.<minor>/…`: the newest release of that line (a page that
 *   wants fixes without changing its snippet), cached for a minute; exact versions never change.
 * - `/embed/…`: demo partner and merchant pages (the repository's `embed/` folder): static HTML,
 *   CSS and JS. In the HTML, `{{platform}}` becomes the platform's origin and `{{kit}}` the kit's
 *   URL, so the same page works when a second origin serves it (the end-to-end test does). Every
 *   page carries a strict CSP with Trusted Types enforced (security-headers.ts).
 *
 * The platform origin the pages point at is MC_EMBED_PLATFORM_ORIGIN (read per request) or the
 * origin the page was asked from.
 */
type Send = (req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, headers?: Record<string, string>) => void;

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const EMBED_DIR = join(REPO_ROOT, 'embed');
const PAGE_TYPES = new Set(['.html', '.css', '.js', '.svg', '.png', '.json', '.txt']);

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** Origin the demo pages point at for the kit and the API. */
export function platformOrigin(req: IncomingMessage): string {
  const configured = process.env.MC_EMBED_PLATFORM_ORIGIN ? normaliseOrigin(process.env.MC_EMBED_PLATFORM_ORIGIN) : null;
  return configured ?? ownOrigin(req) ?? '';
}

export class EmbedServer {
  private readonly kitDir: string;
  private readonly pagesDir: string;

  constructor(
    kitDir: string,
    private readonly send: Send,
    pagesDir = EMBED_DIR,
  ) {
    this.kitDir = resolve(kitDir);
    this.pagesDir = resolve(pagesDir);
  }

  /** The kit version the demo pages load: package.json's when built, else the newest built one. */
  kitVersion(): string | undefined {
    const wanted = packageVersion();
    if (existsSync(join(this.kitDir, wanted, 'mc-loader.js'))) return wanted;
    try {
      const built = readdirSync(this.kitDir).filter((v) => existsSync(join(this.kitDir, v, 'mc-loader.js')));
      return built.sort((a, b) => statSync(join(this.kitDir, b)).mtimeMs - statSync(join(this.kitDir, a)).mtimeMs)[0];
    } catch {
      return undefined;
    }
  }

  /** True when the request was for /kit/ or /embed/ (and has been answered). */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    const path = url.pathname;
    if (path.startsWith('/kit/')) {
      this.serveKit(req, res, path.slice('/kit/'.length));
      return true;
    }
    if (path === '/embed') {
      res.writeHead(301, { Location: '/embed/', 'Content-Length': 0 });
      res.end();
      return true;
    }
    if (path.startsWith('/embed/')) {
      this.servePage(req, res, path.slice('/embed/'.length) || 'index.html');
      return true;
    }
    return false;
  }

  /**
   * The file a kit path names. An alias (`0/…`, `0.1/…`) is the newest release it covers that has
   * the file: a page that loaded a loader just before a new release still finds its chunks.
   */
  private kitFile(rel: string): { file: string | null; alias: boolean } {
    const slash = rel.indexOf('/');
    const head = slash < 0 ? rel : rel.slice(0, slash);
    if (!KIT_ALIAS.test(head)) return { file: safeJoin(this.kitDir, rel), alias: false };
    const rest = slash < 0 ? '' : rel.slice(slash + 1);
    for (const version of releasesCovered(this.kitDir, head)) {
      const file = safeJoin(this.kitDir, `${version}/${rest}`);
      if (file && isFile(file)) return { file, alias: true };
    }
    return { file: null, alias: true };
  }

  private serveKit(req: IncomingMessage, res: ServerResponse, rel: string): void {
    const { file, alias } = this.kitFile(rel);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
    if (!file || !isFile(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
      res.end(req.method === 'HEAD' ? undefined : existsSync(this.kitDir) ? 'not found' : 'the embed kit has not been built: npm run build:kit');
      return;
    }
    const hashed = /^[^/]+\/(?:(?:lite|react)\/)?[^/]+-[A-Za-z0-9_-]{8}\.js(\.map)?$/.test(rel);
    // An alias moves with each release, so its loader and manifest are kept a minute only.
    this.send(req, res, file, hashed ? 'public, max-age=31536000, immutable' : alias ? 'public, max-age=60' : 'public, max-age=300', headers);
  }

  private servePage(req: IncomingMessage, res: ServerResponse, rel: string): void {
    const headOnly = req.method === 'HEAD';
    const file = safeJoin(this.pagesDir, rel.endsWith('/') ? `${rel}index.html` : rel);
    const ext = file ? extname(file).toLowerCase() : '';
    if (!file || !PAGE_TYPES.has(ext) || !isFile(file)) {
      sendHtml(res, 404, simplePage('Not found', '<h1>No such demo page</h1><p><a href="/embed/">All demo pages</a></p>'), headOnly);
      return;
    }
    if (ext !== '.html') {
      this.send(req, res, file, 'no-cache');
      return;
    }
    const origin = platformOrigin(req);
    const version = this.kitVersion();
    if (!version) {
      sendHtml(
        res,
        503,
        simplePage(
          'Kit not built',
          '<h1>The embed kit has not been built</h1><p>Run <code>npm run build</code> (or <code>npm run build:kit</code>), then reload.</p>',
        ),
        headOnly,
      );
      return;
    }
    const html = readFileSync(file, 'utf8')
      .replaceAll('{{platform}}', escapeHtml(origin))
      .replaceAll('{{kit}}', escapeHtml(`${origin}/kit/${version}`))
      .replaceAll('{{version}}', escapeHtml(version));
    embedSecurityHeaders(res, origin);
    const body = Buffer.from(html, 'utf8');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': body.length });
    res.end(headOnly ? undefined : body);
  }
}

/** `/kit/<major>/` and `/kit/<major>.<minor>/`: the newest release of that line. */
const KIT_ALIAS = /^\d+(?:\.\d+)?$/;
const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;

/** The built releases (no pre-releases) an alias covers, newest first. */
export function releasesCovered(kitDir: string, alias: string): string[] {
  let built: string[];
  try {
    built = readdirSync(kitDir);
  } catch {
    return [];
  }
  const parts = (v: string) => (RELEASE.exec(v) ?? []).slice(1).map(Number);
  return built
    .filter((v) => RELEASE.test(v) && v.startsWith(`${alias}.`))
    .sort((a, b) => {
      const [x, y] = [parts(a), parts(b)];
      return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
    });
}

function safeJoin(root: string, rel: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, decoded);
  return file.startsWith(root + sep) ? file : null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
