/**
 * The operator's side of feedback, under /__admin (loopback only, like the switches):
 *
 *   GET  /__admin/feedback?account=demo&answered=0 → [{ id, account, comment, images, reply, createdAt, repliedAt }] (newest 100)
 *   POST /__admin/feedback/<id>/reply  { reply }   → the player sees the answer in their feedback list
 *
 * Answering again replaces the answer; an unknown id answers 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, sendJson } from '../http/envelope.ts';
import { parseJsonBody, readBody } from '../http/body.ts';
import { feedbackImageUrl, replyToFeedback } from '../api/feedback.ts';
import type { PlatformState } from '../state.ts';

const ok = (res: ServerResponse, value: unknown) => sendJson(res, 200, { success: true, value });
const REPLY = /^\/__admin\/feedback\/(\d{1,12})\/reply$/;
const REPLY_MAX = 500;

/** Answers the routes above; false for any other path. Loopback is checked by the caller. */
export async function serveFeedbackAdmin(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  const reply = REPLY.exec(path);
  if (reply && req.method === 'POST') {
    const body = parseJsonBody(await readBody(req, 16 * 1024));
    const text = typeof body.reply === 'string' ? body.reply.trim() : '';
    if (!text || text.length > REPLY_MAX) throw new ApiError('request.invalid', `reply must be 1 to ${REPLY_MAX} characters`, 400, { field: 'reply' });
    const id = Number(reply[1]);
    if (!app.db.prepare('SELECT 1 FROM feedback WHERE id = ?').get(id)) throw new ApiError('not.found', `no feedback #${id}`, 404);
    replyToFeedback(app.db, id, text, app.now());
    ok(res, { id: String(id), status: 'replied' });
    return true;
  }

  if (path === '/__admin/feedback' && req.method === 'GET') {
    const where: string[] = [];
    const args: unknown[] = [];
    const account = url.searchParams.get('account');
    const answered = url.searchParams.get('answered');
    if (account) {
      where.push('u.account = ?');
      args.push(account);
    }
    if (answered === '0' || answered === '1') where.push(answered === '1' ? 'f.reply IS NOT NULL' : 'f.reply IS NULL');
    const rows = app.db
      .prepare(`SELECT f.id, u.account, f.comment, f.reply, f.created_at, f.replied_at FROM feedback f JOIN users u ON u.id = f.user_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY f.id DESC LIMIT 100`)
      .all(...args) as { id: number; account: string; comment: string; reply: string | null; created_at: number; replied_at: number | null }[];
    const keys = app.db.prepare('SELECT key FROM feedback_images WHERE feedback_id = ? ORDER BY position');
    ok(
      res,
      rows.map((f) => ({
        id: String(f.id),
        account: f.account,
        comment: f.comment,
        images: (keys.all(f.id) as { key: string }[]).map((k) => feedbackImageUrl(k.key)),
        reply: f.reply,
        createdAt: f.created_at,
        repliedAt: f.replied_at,
      })),
    );
    return true;
  }
  return false;
}
