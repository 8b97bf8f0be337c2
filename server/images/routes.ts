import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { DB } from '../db/open.ts';
import { contentLanguage, loc } from '../i18n.ts';
import { colourFor } from './colours.ts';
import * as S from './svg.ts';
import { serveFeedbackImage } from '../api/feedback.ts';
import { serveUploadedAvatar } from '../api/profile.ts';
import { encodeBody } from '../http/compression.ts';
import { svgToWebp } from './raster.ts';

/**
 * GET /img/…: generated images with a long cache life: SVGs, and WebP copies of game icons
 * (`/img/game/<nodeId>.webp`, raster.ts). Resolves false when the path is not an image we know.
 */
export async function serveImage(db: DB, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (serveFeedbackImage(db, req, res, url.pathname)) return true;
  if (serveUploadedAvatar(db, req, res, url.pathname)) return true;
  const raster = /^\/img\/game\/([A-Za-z0-9_-]{1,64})\.webp$/.exec(url.pathname);
  if (raster) {
    const svg = gameIconSvg(db, raster[1]!);
    if (svg === null) return false;
    sendImage(req, res, await svgToWebp(svg), { 'Content-Type': 'image/webp' }, false);
    return true;
  }
  const svg = render(db, url);
  if (svg === null) return false;
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    // An SVG opened on its own is a document: it gets no script and nothing from elsewhere.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  sendImage(req, res, Buffer.from(svg, 'utf8'), headers, true);
  return true;
}

/**
 * Sends an image cached for a year, with an ETag (a 304 when the browser has it). `compressible`:
 * SVG is text and shrinks; WebP is compressed already.
 */
function sendImage(req: IncomingMessage, res: ServerResponse, body: Buffer, own: Record<string, string>, compressible: boolean): void {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  const headers = { ...own, 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const sent = compressible ? encodeBody(req, res, body) : body;
  res.writeHead(200, { ...headers, 'Content-Length': sent.length });
  res.end(req.method === 'HEAD' ? undefined : sent);
}

function gameIconSvg(db: DB, nodeId: string): string | null {
  const g = db
    .prepare('SELECT g.node_id, g.display_name, g.vendor_code, g.game_type, v.color FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE node_id = ?')
    .get(nodeId) as { node_id: string; display_name: string; vendor_code: string; game_type: string; color: string } | undefined;
  return g ? S.gameIcon({ nodeId: g.node_id, name: g.display_name, vendor: g.vendor_code, vendorColour: g.color, gameType: g.game_type }) : null;
}

function render(db: DB, url: URL): string | null {
  const path = url.pathname;
  const lang = contentLanguage(url.searchParams.get('lang') ?? undefined);
  if (path === '/img/app-icon.svg') return S.appIcon();
  if (path === '/img/app-icon-maskable.svg') return S.maskableAppIcon();
  if (path === '/img/logo.svg') return S.siteLogo();
  const m = /^\/img\/(game|vendor|banner|team|lottery|avatar|promo)\/([A-Za-z0-9_-]{1,64})\.svg$/.exec(path);
  if (!m) return null;
  const [, kind, id] = m as unknown as [string, string, string];
  switch (kind) {
    case 'game':
      return gameIconSvg(db, id);
    case 'vendor': {
      const v = db.prepare('SELECT code, display_name, color FROM vendors WHERE code = ?').get(id) as
        | { code: string; display_name: string; color: string }
        | undefined;
      return v ? S.vendorIcon({ code: v.code, name: v.display_name, colour: v.color }) : null;
    }
    case 'banner': {
      const b = db.prepare('SELECT id, width, height, title_i18n, color FROM banners WHERE id = ?').get(id) as
        | { id: string; width: number; height: number; title_i18n: string; color: string }
        | undefined;
      return b ? S.banner({ id: b.id, title: loc(b.title_i18n, lang), width: b.width, height: b.height, colour: b.color }) : null;
    }
    case 'team': {
      const t = db
        .prepare('SELECT home_team AS name FROM hot_matches WHERE home_slug = ? UNION ALL SELECT away_team FROM hot_matches WHERE away_slug = ? LIMIT 1')
        .get(id, id) as { name: string } | undefined;
      return S.teamLogo({ slug: id, name: t?.name ?? id.replace(/-/g, ' ') });
    }
    case 'lottery': {
      const l = db.prepare('SELECT code, name, color FROM lottery_games WHERE code = ?').get(id) as { code: string; name: string; color: string } | undefined;
      return l ? S.lotteryIcon({ code: l.code, name: l.name, colour: l.color }) : null;
    }
    case 'avatar': {
      const n = Number(id);
      return Number.isInteger(n) && n >= 1 && n <= 12 ? S.avatar(n) : null;
    }
    case 'promo': {
      const p = db.prepare('SELECT id, title_i18n, color FROM promotions WHERE id = ?').get(id) as
        | { id: string; title_i18n: string; color: string }
        | undefined;
      return p ? S.promotionArt({ id: p.id, title: loc(p.title_i18n, lang), colour: p.color || colourFor(p.id) }) : null;
    }
  }
  return null;
}
