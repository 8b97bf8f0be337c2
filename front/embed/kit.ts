import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedHeaders, escapeHtml, simplePage } from '../http/headers.ts';
import { KIT_HASH_LENGTH } from '../../kit/file-names.ts';
import { isFile, redirect, sendBody, sendFile, sendHtml, sendText } from '../http/respond.ts';

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
 * The origin the pages point at for the kit and the API is the front's public origin
 * (front/app.ts: MC_PUBLIC_ORIGIN, else the origin the page was asked from).
 */

/**
 * A chunk of the kit (`<version>/lite/mc-register-<hash>.js`, `<version>/frame-host-<hash>.js`)
 * or its map. Longer hashes too: releases built before the hash was cut to its length still sit
 * under the version aliases.
 */
const HASHED_FILE = new RegExp(`^[^/]+/(?:(?:lite|react)/)?[^/]+-[A-Za-z0-9_-]{${KIT_HASH_LENGTH},}\\.js(\\.map)?$`);

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

export class EmbedServer {
  private readonly kitDir: string;
  private readonly pagesDir: string;

  constructor(kitDir: string, pagesDir = EMBED_DIR) {
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

  /** The answer to /kit/… or /embed/…, or undefined for any other path. `origin`: the front's public origin. */
  serve(req: Request, url: URL, origin: string): Response | undefined {
    const path = url.pathname;
    if (path.startsWith('/kit/')) return this.serveKit(req, path.slice('/kit/'.length));
    if (path === '/embed') return redirect('/embed/');
    if (path.startsWith('/embed/')) return this.servePage(req, path.slice('/embed/'.length) || 'index.html', origin);
    return undefined;
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

  private serveKit(req: Request, rel: string): Response {
    const { file, alias } = this.kitFile(rel);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
    if (!file || !isFile(file))
      return sendText(req, 404, existsSync(this.kitDir) ? 'not found' : 'the embed kit has not been built: npm run build:kit', headers);
    const hashed = HASHED_FILE.test(rel);
    return sendFile(req, file, kitCacheControl(hashed, alias), headers);
  }

  private servePage(req: Request, rel: string, origin: string): Response {
    const file = safeJoin(this.pagesDir, rel.endsWith('/') ? `${rel}index.html` : rel);
    const ext = file ? extname(file).toLowerCase() : '';
    if (!file || !PAGE_TYPES.has(ext) || !isFile(file)) {
      return sendHtml(req, 404, simplePage('Not found', '<h1>No such demo page</h1><p><a href="/embed/">All demo pages</a></p>'));
    }
    if (ext !== '.html') return sendFile(req, file, 'no-cache');
    const version = this.kitVersion();
    if (!version) return sendHtml(req, 503, KIT_NOT_BUILT);
    const html = readFileSync(file, 'utf8')
      .replaceAll('{{platform}}', escapeHtml(origin))
      .replaceAll('{{kit}}', escapeHtml(`${origin}/kit/${version}`))
      .replaceAll('{{version}}', escapeHtml(version));
    return sendBody(req, html, 'text/html; charset=utf-8', 'no-cache', embedHeaders(origin));
  }
}

export const KIT_NOT_BUILT = simplePage(
  'Kit not built',
  '<h1>The embed kit has not been built</h1><p>Run <code>npm run build</code> (or <code>npm run build:kit</code>), then reload.</p>',
);

/**
 * How long a CDN and a browser keep a kit file: a hashed chunk never changes (a year,
 * immutable); an exact version's loader, manifest and types are re-checked after five minutes;
 * an alias (`/kit/0/…`) moves with each release, so it is fresh for a minute and may be served
 * stale for a day while the CDN revalidates it in the background.
 */
export function kitCacheControl(hashed: boolean, alias: boolean): string {
  if (hashed) return 'public, max-age=31536000, immutable';
  if (alias) return 'public, max-age=60, stale-while-revalidate=86400';
  return 'public, max-age=300, stale-while-revalidate=86400';
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
