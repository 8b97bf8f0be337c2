import * as C from '../../core/api/content.ts';
import { loc } from '../i18n.ts';
import { keepHotMatchesAhead } from '../seed/index.ts';
import type { ApiRegistry, Ctx } from './context.ts';
import { paging, placeholders } from './util.ts';

interface AnnouncementRow {
  id: string;
  content_type: string;
  execution: 'A' | 'B' | 'F' | null;
  promotion_type: string | null;
  title_i18n: string;
  content_i18n: string;
  created_at: number;
}

interface NoticeRow {
  id: string;
  type: string;
  title_i18n: string;
  content_i18n: string;
  created_at: number;
}

export function registerContent(r: ApiRegistry): void {
  r.on(C.announcements, (ctx) => announcementList(ctx, 'announcement'));
  r.on(C.lobbyNews, (ctx) => announcementList(ctx, 'lobby'));

  r.on(C.banners, (ctx) => {
    const position = ctx.params.optStr('position', 16) ?? 'home';
    const rows = ctx.db.prepare('SELECT id, width, height, title_i18n, link FROM banners WHERE position = ? ORDER BY sort').all(position) as {
      id: string;
      width: number;
      height: number;
      title_i18n: string;
      link: string;
    }[];
    return rows.map((b) => ({
      id: b.id,
      url: `/img/banner/${b.id}.svg?lang=${ctx.lang}`,
      title: loc(b.title_i18n, ctx.lang),
      width: b.width,
      height: b.height,
      link: b.link,
    }));
  });

  r.on(C.notices, (ctx) => {
    const types = ctx.params.list('types');
    const rows = (
      types.length
        ? ctx.db.prepare(`SELECT * FROM notices WHERE type IN (${placeholders(types.length)}) ORDER BY created_at DESC`).all(...types)
        : ctx.db.prepare("SELECT * FROM notices WHERE type != 'A' ORDER BY created_at DESC").all()
    ) as NoticeRow[];
    return rows.map((n) => noticeValue(ctx, n));
  });

  r.on(C.hotMatches, (ctx) => {
    keepHotMatchesAhead(ctx.db, ctx.now);
    const rows = ctx.db.prepare('SELECT * FROM hot_matches WHERE match_at > ? ORDER BY match_at, sort').all(ctx.now) as {
      id: string;
      league: string;
      home_team: string;
      away_team: string;
      home_slug: string;
      away_slug: string;
      match_at: number;
      vendor: string;
      room_id: string;
      node_id: string;
    }[];
    return rows.map((m) => ({
      id: m.id,
      matchTime: m.match_at,
      homeTeam: m.home_team,
      awayTeam: m.away_team,
      homeTeamImageUrl: `/img/team/${m.home_slug}.svg`,
      awayTeamImageUrl: `/img/team/${m.away_slug}.svg`,
      vendor: m.vendor,
      roomId: m.room_id,
      nodeId: m.node_id,
      league: m.league,
    }));
  });

  r.on(C.promotions, (ctx) => {
    const rows = ctx.db.prepare('SELECT * FROM promotions ORDER BY sort').all() as {
      id: string;
      type: string;
      title_i18n: string;
      content_i18n: string;
      start_at: number;
      end_at: number;
    }[];
    const claims = new Map(
      ctx.user
        ? (
            ctx.db.prepare('SELECT promotion_id, state FROM promotion_claims WHERE user_id = ?').all(ctx.user.id) as { promotion_id: string; state: string }[]
          ).map((c) => [c.promotion_id, c.state])
        : [],
    );
    return rows.map((p) => ({
      id: p.id,
      type: p.type,
      title: loc(p.title_i18n, ctx.lang),
      content: loc(p.content_i18n, ctx.lang),
      imageUrl: `/img/promo/${p.id}.svg?lang=${ctx.lang}`,
      state: promotionState(ctx.now, p, claims.get(p.id)),
      startAt: p.start_at,
      endAt: p.end_at,
    }));
  });

  r.authed(C.memberNotices, (ctx) => {
    const types = ctx.params.list('types');
    const { pageSize, offset } = paging(ctx.params, 20);
    const where = types.length ? `type IN (${placeholders(types.length)})` : '1 = 1';
    const rows = ctx.db
      .prepare(`SELECT * FROM notices WHERE ${where} ORDER BY created_at DESC LIMIT ? OFFSET ?`)
      .all(...types, pageSize, offset) as NoticeRow[];
    const unread = ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM notices WHERE ${where} AND id NOT IN (SELECT notice_id FROM notice_reads WHERE user_id = ?)`)
      .get(...types, ctx.user.id) as { n: number };
    return { list: rows.map((n) => noticeValue(ctx, n)), unreadCount: unread.n };
  });
}

type PromotionState = C.Promotion['state'];

function promotionState(now: number, p: { start_at: number; end_at: number }, claim: string | undefined): PromotionState {
  if (now < p.start_at) return 'coming_soon';
  if (now >= p.end_at) return 'closed';
  const known: PromotionState[] = ['applying', 'rejected', 'issued', 'claimed', 'joined'];
  return known.includes(claim as PromotionState) ? (claim as PromotionState) : 'available';
}

function announcementList(ctx: Ctx, channel: 'announcement' | 'lobby') {
  const types = ctx.params.list('types');
  const group = ctx.params.optStr('groupName', 32);
  const conditions = ['channel = ?'];
  const args: unknown[] = [channel];
  if (types.length) {
    conditions.push(`content_type IN (${placeholders(types.length)})`);
    args.push(...types);
  }
  if (group) {
    conditions.push('group_name = ?');
    args.push(group);
  }
  const rows = ctx.db.prepare(`SELECT * FROM announcements WHERE ${conditions.join(' AND ')} ORDER BY sort`).all(...args) as AnnouncementRow[];
  return rows.map((a) => ({
    id: a.id,
    title: loc(a.title_i18n, ctx.lang),
    content: loc(a.content_i18n, ctx.lang),
    contentType: a.content_type,
    promotionType: a.promotion_type ?? undefined,
    execution: a.execution ?? undefined,
    createdAt: a.created_at,
  }));
}

function noticeValue(ctx: Ctx, n: NoticeRow) {
  return { id: n.id, title: loc(n.title_i18n, ctx.lang), content: loc(n.content_i18n, ctx.lang), createdAt: n.created_at };
}
