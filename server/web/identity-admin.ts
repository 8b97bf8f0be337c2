/**
 * The operator's side of identity verification, under /__admin (loopback only, like the
 * switches):
 *
 *   GET  /__admin/verifications?status=pending&account=demo → [{ id, account, status, reason, createdAt, decidedAt, images: [{ kind, mime, bytes }] }]
 *   GET  /__admin/verifications/<id>/images/<front|back|selfie> → the stored picture itself
 *   POST /__admin/verifications/<id>/approve                 → the member is verified
 *   POST /__admin/verifications/<id>/reject  { reason? }     → rejected with the reason (the member may send again)
 *
 * Deciding something already decided answers HTTP 409 `admin.already_decided`; an unknown id 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, sendJson } from '../http/envelope.ts';
import { parseJsonBody, readBody } from '../http/body.ts';
import { decideVerification } from '../api/profile.ts';
import type { PlatformState } from '../state.ts';

const ok = (res: ServerResponse, value: unknown) => sendJson(res, 200, { success: true, value });

const DECIDE = /^\/__admin\/verifications\/(\d{1,12})\/(approve|reject)$/;
const IMAGE = /^\/__admin\/verifications\/(\d{1,12})\/images\/(front|back|selfie)$/;

/** Answers the routes above; false for any other path. Loopback is checked by the caller. */
export async function serveIdentityAdmin(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  const decide = DECIDE.exec(path);
  if (decide && req.method === 'POST') {
    const body = parseJsonBody(await readBody(req, 16 * 1024));
    const id = Number(decide[1]);
    const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 200) : undefined;
    const result = decideVerification(app.db, id, decide[2] === 'approve', app.now(), reason);
    if (!result.ok) {
      if (result.status === null) throw new ApiError('not.found', `no verification #${id}`, 404);
      throw new ApiError('admin.already_decided', `verification #${id} is already ${result.status}`, 409, { status: result.status });
    }
    ok(res, { id: String(id), status: result.status });
    return true;
  }

  const image = IMAGE.exec(path);
  if (image && req.method === 'GET') {
    const row = app.db.prepare('SELECT mime, bytes FROM identity_verification_images WHERE verification_id = ? AND kind = ?').get(Number(image[1]), image[2]) as
      | { mime: string; bytes: Buffer }
      | undefined;
    if (!row) throw new ApiError('not.found', 'no such image', 404);
    res.writeHead(200, { 'Content-Type': row.mime, 'Content-Length': row.bytes.length, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.end(row.bytes);
    return true;
  }

  if (path === '/__admin/verifications' && req.method === 'GET') {
    const where: string[] = [];
    const args: unknown[] = [];
    const status = url.searchParams.get('status');
    const account = url.searchParams.get('account');
    if (status) {
      where.push('v.status = ?');
      args.push(status);
    }
    if (account) {
      where.push('u.account = ?');
      args.push(account);
    }
    const rows = app.db
      .prepare(`SELECT v.id, u.account, v.status, v.reason, v.created_at, v.decided_at FROM identity_verifications v JOIN users u ON u.id = v.user_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY v.id DESC LIMIT 100`)
      .all(...args) as { id: number; account: string; status: string; reason: string | null; created_at: number; decided_at: number | null }[];
    const images = app.db.prepare('SELECT kind, mime, length(bytes) AS bytes FROM identity_verification_images WHERE verification_id = ? ORDER BY kind');
    ok(
      res,
      rows.map((v) => ({
        id: String(v.id),
        account: v.account,
        status: v.status,
        reason: v.reason,
        createdAt: v.created_at,
        decidedAt: v.decided_at,
        images: images.all(v.id),
      })),
    );
    return true;
  }
  return false;
}
