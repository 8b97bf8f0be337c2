/**
 * The operator's side of what the live streams carry, under /__admin (loopback only, like the
 * switches): changes an operator makes that the player's open pages hear at once.
 *
 *   POST /__admin/inbox                    { account, title, content } → { id, unread }: a new inbox message
 *   POST /__admin/balance                  { account, amount, remark? } → { sumBalance }: an adjustment (ADJ), negative to take
 *   POST /__admin/accounts/<account>/close → { account }: the account is closed, every session ends
 *
 * An unknown account answers HTTP 404 `not.found`; a bad body 400 `request.invalid`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, sendJson } from '../http/envelope.ts';
import { parseJsonBody, readBody } from '../http/body.ts';
import { balanceValue, findUser, post, toCents } from '../api/util.ts';
import { t3 } from '../i18n.ts';
import { endUserSessions, notifyBalance, notifyInbox, unreadCount } from '../live/notify.ts';
import type { PlatformState, UserRow } from '../state.ts';

const ok = (res: ServerResponse, value: unknown) => sendJson(res, 200, { success: true, value });
const CLOSE = /^\/__admin\/accounts\/([A-Za-z0-9_.@+-]{1,64})\/close$/;

function text(body: Record<string, unknown>, field: string, max: number, optional = false): string | undefined {
  const v = body[field];
  if (v === undefined && optional) return undefined;
  if (typeof v !== 'string' || v.trim() === '' || v.length > max)
    throw new ApiError('request.invalid', `${field} must be a text of 1 to ${max} characters`, 400, { field });
  return v.trim();
}

function account(app: PlatformState, name: string | undefined): UserRow {
  const user = name ? findUser(app.db, name) : undefined;
  if (!user) throw new ApiError('not.found', `no account ${name}`, 404);
  return user;
}

/** Answers the routes above; false for any other path. Loopback is checked by the caller. */
export async function serveLiveAdmin(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'POST') return false;
  const path = url.pathname;
  const now = app.now();
  if (path === '/__admin/inbox') {
    const body = parseJsonBody(await readBody(req, 64 * 1024));
    const user = account(app, text(body, 'account', 64));
    const title = text(body, 'title', 200)!;
    const content = text(body, 'content', 10_000)!;
    const id = app.db
      .prepare('INSERT INTO inbox (user_id, title_i18n, content_i18n, read, created_at) VALUES (?, ?, ?, 0, ?)')
      .run(user.id, t3(title, title, title), t3(content, content, content), now).lastInsertRowid;
    const unread = unreadCount(app.db, user.id);
    notifyInbox(app, user.id, unread);
    ok(res, { id: String(id), unread });
    return true;
  }
  if (path === '/__admin/balance') {
    const body = parseJsonBody(await readBody(req, 16 * 1024));
    const user = account(app, text(body, 'account', 64));
    const amount = body.amount;
    if (
      typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      amount === 0 ||
      Math.abs(amount) > 100_000_000 ||
      Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
    ) {
      throw new ApiError('request.invalid', 'amount must be a non-zero amount with at most two decimals', 400, { field: 'amount' });
    }
    const remark = text(body, 'remark', 200, true) ?? 'Adjustment';
    app.db.transaction(() => post(app.db, user.id, 'ADJ', toCents(amount), now, remark))();
    notifyBalance(app, user.id, 'adjustment');
    ok(res, { sumBalance: balanceValue(app.db, user.id).sumBalance });
    return true;
  }
  const close = CLOSE.exec(path);
  if (close) {
    req.resume();
    const user = account(app, close[1]);
    app.db.prepare('UPDATE users SET disabled = 1 WHERE id = ?').run(user.id);
    endUserSessions(app, user.id, now, 'closed');
    ok(res, { account: user.account });
    return true;
  }
  return false;
}
