/**
 * Feedback (§7 Account: `PUT /wps/feedback`) and the player's earlier feedback (`GET
 * /wps/feedback`): a comment of at most 140 characters and up to 3 png or jpg pictures of at
 * most 5 MB each, checked by their bytes like a promotion application's. Pictures are stored apart
 * and served at `/img/feedback/<key>`, the key a random 24-hex capability (an <img> cannot send
 * the session token, and a guessable id would show one player's pictures to another).
 * The platform's answer (`reply`) is set by an operator; the seed has one answered feedback.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as M from '../../core/api/member.ts';
import type { DB } from '../db/open.ts';
import { UPLOAD_BODY_LIMIT } from '../http/body.ts';
import { ApiError } from '../http/envelope.ts';
import type { ApiRegistry } from './context.ts';
import { COMMENT_MAX, decodeImages, type DecodedImage } from './promotions.ts';
import { paging, serveStoredImage, totalPages } from './util.ts';

export const feedbackImageUrl = (key: string): string => `/img/feedback/${key}`;

/** Stores one feedback with its pictures; returns its id. */
export function addFeedback(db: DB, userId: number, comment: string, images: readonly DecodedImage[], now: number): number {
  return db.transaction(() => {
    const id = Number(
      db.prepare("INSERT INTO feedback (user_id, comment, images, created_at) VALUES (?, ?, '[]', ?)").run(userId, comment, now).lastInsertRowid,
    );
    const img = db.prepare('INSERT INTO feedback_images (key, feedback_id, position, mime, bytes) VALUES (?, ?, ?, ?, ?)');
    images.forEach((image, i) => img.run(randomBytes(12).toString('hex'), id, i + 1, image.mime, image.bytes));
    return id;
  })();
}

/** The platform's answer to a feedback (operators, the seed and tests). */
export function replyToFeedback(db: DB, feedbackId: number, reply: string, now: number): void {
  db.prepare('UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ?').run(reply, now, feedbackId);
}

export function registerFeedback(r: ApiRegistry): void {
  r.authed(
    M.feedback,
    (ctx) => {
      const comment = ctx.params.str('comment', COMMENT_MAX).trim();
      if (!comment) throw new ApiError('request.invalid', 'comment is required', 400, { field: 'comment' });
      let images: DecodedImage[];
      try {
        images = decodeImages(ctx.params.raw.images);
      } catch (e) {
        // the same refusal as a promotion's, under the feedback's own code
        if (e instanceof ApiError) throw new ApiError('feedback.images', e.message, 400, { field: 'images' });
        throw e;
      }
      addFeedback(ctx.db, ctx.user.id, comment, images, ctx.now);
      return null;
    },
    { bodyLimit: UPLOAD_BODY_LIMIT, realAccountOnly: true },
  );

  r.authed(M.feedbackList, (ctx) => {
    const { pageSize, offset } = paging(ctx.params, 10, 50);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?').get(ctx.user.id) as { n: number }).n;
    const rows = ctx.db
      .prepare('SELECT id, comment, reply, replied_at, created_at FROM feedback WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(ctx.user.id, pageSize, offset) as { id: number; comment: string; reply: string | null; replied_at: number | null; created_at: number }[];
    const keys = ctx.db.prepare('SELECT key FROM feedback_images WHERE feedback_id = ? ORDER BY position');
    return {
      list: rows.map((f) => ({
        id: String(f.id),
        comment: f.comment,
        images: (keys.all(f.id) as { key: string }[]).map((k) => feedbackImageUrl(k.key)),
        status: f.reply ? 'replied' : 'received',
        ...(f.reply ? { reply: f.reply, repliedAt: f.replied_at ?? f.created_at } : {}),
        createdAt: f.created_at,
      })),
      totalPages: totalPages(total, pageSize),
    };
  });
}

/** GET /img/feedback/<key>: a stored feedback picture; false for any other path. */
export function serveFeedbackImage(db: DB, req: IncomingMessage, res: ServerResponse, path: string): boolean {
  // Only the player who has the key's URL sees it: not for shared caches.
  return serveStoredImage(db, req, res, path, { route: /^\/img\/feedback\/([0-9a-f]{24})$/, table: 'feedback_images', cache: 'private' });
}
