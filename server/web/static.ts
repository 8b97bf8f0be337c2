import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { encodeBody, StaticCompressor } from '../http/compression.ts';
import { htmlSecurityHeaders, sendHtml, simplePage } from '../http/security-headers.ts';
import { DocsServer } from './docs.ts';
import { EmbedServer } from './embed.ts';
import { inlineStylesheet } from './inline-style.ts';

/**
 * The built site (Vite, base '/m/'): /m/<file> and /<file> map to files in the site
 * directory; hashed /m/assets/* are cached for a year, HTML never. Any other GET gets
 * index.html so the client router can handle it; a missing file with an extension is a 404.
 * /favicon.ico answers with the site's icon (FAVICON).
 * /kit/ (the embed kit, built next to the site) and /embed/ (its demo pages) go to embed.ts,
 * /docs/ (its documentation and the merchant composer) to docs.ts.
 */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};
/**
 * What answers /favicon.ico, which browsers ask for on every page without an icon link (the embed
 * demo pages, a partner's page on this origin): the site's own icon, not a 404.
 */
const FAVICON = 'favicon.svg';
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt', '.xml', '.ts']);

/** The /m/ page for a request: the built index.html with what the platform adds to it (first-screen.ts). */
export type PageRenderer = (req: IncomingMessage, url: URL, indexHtml: string) => Promise<string>;

export class SiteServer {
  private readonly root: string;
  private readonly compressed = new StaticCompressor();
  private readonly embed: EmbedServer;
  private readonly docs: DocsServer;

  constructor(
    siteDir: string,
    private readonly renderPage?: PageRenderer,
  ) {
    this.root = resolve(siteDir);
    const send = (req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, headers?: Record<string, string>) =>
      this.sendStatic(req, res, file, cacheControl, headers);
    this.embed = new EmbedServer(join(this.root, '..', 'kit'), send);
    this.docs = new DocsServer(join(this.root, '..', 'kit'), () => this.embed.kitVersion(), send);
  }

  serve(req: IncomingMessage, res: ServerResponse, url: URL): void | Promise<void> {
    const headOnly = req.method === 'HEAD';
    if (req.method !== 'GET' && !headOnly) {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('method not allowed');
      return;
    }
    if (this.embed.serve(req, res, url)) return;
    const docs = this.docs.serve(req, res, url);
    if (docs !== false) return docs === true ? undefined : docs;
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('bad path');
      return;
    }
    const rel = path === '/favicon.ico' ? FAVICON : path.startsWith('/m/') ? path.slice(3) : path.slice(1);
    // Dot folders of the build (.vite: the bundler's manifest and chunk map) are for the build's own scripts, not for the web.
    const hidden = rel.split('/').some((segment) => segment.startsWith('.'));
    const file = rel && !rel.includes('\0') && !hidden ? resolve(this.root, rel) : '';
    if (file && file.startsWith(this.root + sep) && isFile(file) && rel !== 'index.html') {
      this.sendFile(req, res, file, rel);
      return;
    }
    const ext = extname(rel);
    if (ext && ext !== '.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(headOnly ? undefined : 'not found');
      return;
    }
    const index = join(this.root, 'index.html');
    if (isFile(index)) {
      if (this.renderPage) return this.sendPage(req, res, url, index);
      this.sendFile(req, res, index, 'index.html');
      return;
    }
    sendHtml(
      res,
      200,
      simplePage('Site not built', '<h1>The site has not been built yet</h1><p>Run <code>npm run build</code>, then reload this page. The API is running.</p>'),
      headOnly,
    );
  }

  /** A page of the site: made for this request, its stylesheet inside, never cached, compressed as it goes. */
  private async sendPage(req: IncomingMessage, res: ServerResponse, url: URL, index: string): Promise<void> {
    const page = inlineStylesheet(await this.renderPage!(req, url, readFileSync(index, 'utf8')), this.root);
    const html = Buffer.from(page.html, 'utf8');
    htmlSecurityHeaders(res, page.styleHash ? [page.styleHash] : []);
    const body = encodeBody(req, res, html);
    res.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private sendFile(req: IncomingMessage, res: ServerResponse, file: string, rel: string): void {
    const ext = extname(file).toLowerCase();
    let cacheControl: string;
    if (ext === '.html') {
      htmlSecurityHeaders(res);
      cacheControl = 'no-cache';
    } else if (rel.startsWith('assets/')) {
      cacheControl = 'public, max-age=31536000, immutable';
    } else if (/(^|\/)(sw|service-worker)\.js$/.test(rel)) {
      cacheControl = 'no-cache';
    } else {
      cacheControl = 'public, max-age=3600';
    }
    this.sendStatic(req, res, file, cacheControl);
  }

  /** A file with its type, Last-Modified (304 when unchanged), compressed when asked and worth it. */
  sendStatic(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, extra: Record<string, string> = {}): void {
    const ext = extname(file).toLowerCase();
    const type = TYPES[ext] ?? 'application/octet-stream';
    const stat = statSync(file);
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Last-Modified': stat.mtime.toUTCString(),
      'Cache-Control': cacheControl,
      ...extra,
    };
    if (ext !== '.html' && req.headers['if-modified-since'] === headers['Last-Modified']) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const raw = readFileSync(file);
    // Brotli (else gzip) wherever it saves bytes, small files included: made once per file version.
    const body = COMPRESSIBLE.has(ext)
      ? encodeBody(req, res, raw, { minBytes: 0, encode: (encoding) => this.compressed.get(file, stat.mtimeMs, raw, encoding) })
      : raw;
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

export function isFile(path: string): boolean {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}
