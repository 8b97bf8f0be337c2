/**
 * The operator's side of money and promotions, under /__admin (loopback only, like the
 * switches): list what waits, approve or reject it.
 *
 *   GET  /__admin/deposits?status=pending&account=demo      → [{ id, account, amount, status, method, createdAt, reviewAt }]
 *   POST /__admin/deposits/<id>/approve                       → credits the deposit (and its bonus)
 *   POST /__admin/deposits/<id>/reject     { reason? }
 *   GET  /__admin/withdrawals?status=pending&account=demo
 *   POST /__admin/withdrawals/<id>/approve
 *   POST /__admin/withdrawals/<id>/reject  { reason? }         → pays the amount back
 *   GET  /__admin/promotion-applications?status=applying&account=demo → [{ id, account, promotionId, comment, images: [{ position, mime, bytes }], … }]
 *   GET  /__admin/promotion-applications/<id>/images/<n>      → the stored image itself
 *   POST /__admin/promotion-applications/<id>/approve { reward? } → the claim state becomes issued
 *   POST /__admin/promotion-applications/<id>/reject  { reason? }
 *
 * Deciding something already decided answers HTTP 409 `admin.already_decided`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, sendJson } from '../http/envelope.ts';
import { parseJsonBody, readBody } from '../http/body.ts';
import { decideDeposit, decideWithdrawal } from '../api/money.ts';
import { decideApplication } from '../api/promotions.ts';
import { toMoney } from '../api/util.ts';
import { notifyDecision } from '../live/notify.ts';
import type { PlatformState } from '../state.ts';

const ok = (res: ServerResponse, value: unknown) => sendJson(res, 200, { success: true, value });

const DECIDE = /^\/__admin\/(deposits|withdrawals|promotion-applications)\/(\d{1,12})\/(approve|reject)$/;
const IMAGE = /^\/__admin\/promotion-applications\/(\d{1,12})\/images\/(\d{1,2})$/;
const LIST = /^\/__admin\/(deposits|withdrawals|promotion-applications)$/;

/** Answers the routes above; false for any other path (the caller goes on). Loopback is checked by the caller. */
export async function serveMoneyAdmin(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  const decide = DECIDE.exec(path);
  if (decide && req.method === 'POST') {
    const [, kind, idText, action] = decide;
    const body = parseJsonBody(await readBody(req, 16 * 1024));
    const id = Number(idText);
    const approve = action === 'approve';
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 200) : undefined;
    const now = app.now();
    let result: { ok: boolean; status: string | null };
    if (kind === 'deposits') notifyDecision(app, 'deposit', (result = decideDeposit(app.db, id, approve, now, reason)));
    else if (kind === 'withdrawals') notifyDecision(app, 'withdrawal', (result = decideWithdrawal(app.db, id, approve, now, reason)));
    else {
      const reward = typeof body.reward === 'number' && Number.isFinite(body.reward) && body.reward > 0 ? body.reward : undefined;
      result = decideApplication(app.db, id, approve, now, { reward, reason });
    }
    if (!result.ok) {
      if (result.status === null) throw new ApiError('not.found', `no ${kind} #${id}`, 404);
      throw new ApiError('admin.already_decided', `${kind} #${id} is already ${result.status}`, 409, { status: result.status });
    }
    ok(res, { id: String(id), status: result.status });
    return true;
  }

  const image = IMAGE.exec(path);
  if (image && req.method === 'GET') {
    const row = app.db
      .prepare('SELECT mime, bytes FROM promotion_application_images WHERE application_id = ? AND position = ?')
      .get(Number(image[1]), Number(image[2])) as { mime: string; bytes: Buffer } | undefined;
    if (!row) throw new ApiError('not.found', 'no such image', 404);
    res.writeHead(200, { 'Content-Type': row.mime, 'Content-Length': row.bytes.length, 'Cache-Control': 'no-store' });
    res.end(row.bytes);
    return true;
  }

  const list = LIST.exec(path);
  if (list && req.method === 'GET') {
    const status = url.searchParams.get('status');
    const account = url.searchParams.get('account');
    ok(res, listOf(app, list[1] as 'deposits' | 'withdrawals' | 'promotion-applications', status, account));
    return true;
  }
  return false;
}

function listOf(app: PlatformState, kind: 'deposits' | 'withdrawals' | 'promotion-applications', status: string | null, account: string | null): unknown[] {
  const where: string[] = [];
  const args: unknown[] = [];
  const table = kind === 'deposits' ? 'd' : kind === 'withdrawals' ? 'w' : 'a';
  if (status) {
    where.push(`${table}.status = ?`);
    args.push(status);
  }
  if (account) {
    where.push('u.account = ?');
    args.push(account);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  if (kind === 'deposits') {
    return (
      app.db
        .prepare(
          `SELECT d.id, u.account, d.amount_cents, d.status, d.method_id, d.promotion_id, d.created_at, d.review_at FROM deposits d JOIN users u ON u.id = d.user_id ${filter} ORDER BY d.id DESC LIMIT 100`,
        )
        .all(...args) as {
        id: number;
        account: string;
        amount_cents: number;
        status: string;
        method_id: string;
        promotion_id: string | null;
        created_at: number;
        review_at: number | null;
      }[]
    ).map((d) => ({
      id: String(d.id),
      account: d.account,
      amount: toMoney(d.amount_cents),
      status: d.status,
      method: d.method_id,
      promotionId: d.promotion_id,
      createdAt: d.created_at,
      reviewAt: d.review_at,
    }));
  }
  if (kind === 'withdrawals') {
    return (
      app.db
        .prepare(
          `SELECT w.id, u.account, w.amount_cents, w.status, w.created_at, w.review_at FROM withdrawals w JOIN users u ON u.id = w.user_id ${filter} ORDER BY w.id DESC LIMIT 100`,
        )
        .all(...args) as {
        id: number;
        account: string;
        amount_cents: number;
        status: string;
        created_at: number;
        review_at: number | null;
      }[]
    ).map((w) => ({ id: String(w.id), account: w.account, amount: toMoney(w.amount_cents), status: w.status, createdAt: w.created_at, reviewAt: w.review_at }));
  }
  const rows = app.db
    .prepare(
      `SELECT a.id, u.account, a.promotion_id, a.comment, a.status, a.reward_cents, a.reason, a.created_at FROM promotion_applications a JOIN users u ON u.id = a.user_id ${filter} ORDER BY a.id DESC LIMIT 100`,
    )
    .all(...args) as {
    id: number;
    account: string;
    promotion_id: string;
    comment: string;
    status: string;
    reward_cents: number | null;
    reason: string | null;
    created_at: number;
  }[];
  const images = app.db.prepare('SELECT position, mime, length(bytes) AS bytes FROM promotion_application_images WHERE application_id = ? ORDER BY position');
  return rows.map((a) => ({
    id: String(a.id),
    account: a.account,
    promotionId: a.promotion_id,
    comment: a.comment,
    status: a.status,
    reward: a.reward_cents === null ? null : toMoney(a.reward_cents),
    reason: a.reason,
    createdAt: a.created_at,
    images: images.all(a.id),
  }));
}
