import { readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { htmlHeaders, simplePage } from '../http/headers.ts';
import { isFile, sendBody, sendFile, sendHtml, sendText, TYPES } from '../http/respond.ts';
import { inlineStylesheet } from './inline-style.ts';

/**
 * The built site (Vite, base '/m/'): /m/<file> and /<file> map to files in the site directory;
 * hashed /m/assets/* are cached for a year. Any other GET gets the page (index.html with its first
 * screen, `renderPage`) so the client router can handle it; a missing file with an extension is a
 * 404. /favicon.ico answers with the site's icon.
 */

/**
 * What answers /favicon.ico, which browsers ask for on every page without an icon link (the embed
 * demo pages, a partner's page on this origin): the site's own icon, not a 404.
 */
const FAVICON = 'favicon.svg';

/** The /m/ page for a request: the built index.html with its first screen (first-screen.ts), and how long it may be shared. */
export type PageRenderer = (
  req: Request,
  url: URL,
  indexHtml: string,
  origin: string,
) => Promise<{ html: string; cacheControl: string; vary?: string; referrerPolicy?: string }>;

/** Cache-Control of the site's files by where they are: hashed files forever, the service worker never. */
export function fileCacheControl(rel: string): string {
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (/(^|\/)(sw|service-worker)\.js$/.test(rel) || rel.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export class Site {
  private readonly root: string;

  constructor(
    siteDir: string,
    private readonly renderPage?: PageRenderer,
  ) {
    this.root = resolve(siteDir);
  }

  /** `origin`: the front's public origin the player reached. */
  async serve(req: Request, url: URL, origin: string): Promise<Response> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(req, 405, 'method not allowed', { Allow: 'GET, HEAD' });
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return sendText(req, 400, 'bad path');
    }
    const rel = path === '/favicon.ico' ? FAVICON : path.startsWith('/m/') ? path.slice(3) : path.slice(1);
    // Dot folders of the build (.vite: the bundler's manifest and chunk map) are for the build's own scripts, not for the web.
    const hidden = rel.split('/').some((segment) => segment.startsWith('.'));
    const file = rel && !rel.includes('\0') && !hidden ? resolve(this.root, rel) : '';
    if (file && file.startsWith(this.root + sep) && isFile(file) && rel !== 'index.html') {
      return sendFile(req, file, fileCacheControl(rel), extname(file) === '.html' ? htmlHeaders() : {});
    }
    const ext = extname(rel);
    if (ext && ext !== '.html') return sendText(req, 404, 'not found');
    const index = join(this.root, 'index.html');
    if (!isFile(index)) {
      return sendHtml(
        req,
        200,
        simplePage(
          'Site not built',
          '<h1>The site has not been built yet</h1><p>Run <code>npm run build</code>, then reload this page. The API is running.</p>',
        ),
      );
    }
    if (!this.renderPage) return sendFile(req, index, 'no-cache', htmlHeaders());
    return this.sendPage(req, url, index, origin);
  }

  /** A page of the site: made for this request from the platform's public facts, its stylesheet inside. */
  private async sendPage(req: Request, url: URL, index: string, origin: string): Promise<Response> {
    const rendered = await this.renderPage!(req, url, readFileSync(index, 'utf8'), origin);
    const page = inlineStylesheet(rendered.html, this.root);
    const extra = {
      ...htmlHeaders(page.styleHash ? [page.styleHash] : []),
      ...(rendered.vary ? { Vary: rendered.vary } : {}),
      // A page whose address carries a secret sends no Referer from its first request on.
      ...(rendered.referrerPolicy ? { 'Referrer-Policy': rendered.referrerPolicy } : {}),
    };
    return sendBody(req, page.html, TYPES['.html']!, rendered.cacheControl, extra);
  }
}
