/**
 * Inbox read state (§2.9 message centre): marking one message or every message read. Listing
 * and the unread count live with the other account calls; these two are the writes.
 */
import * as I from '../../core/api/inbox.ts';
import { ApiError } from '../http/envelope.ts';
import type { ApiRegistry } from './context.ts';
import { notifyInbox, unreadCount as unread } from '../live/notify.ts';

export function registerInbox(r: ApiRegistry): void {
  r.authed(I.markInboxRead, (ctx) => {
    const raw = ctx.params.str('id', 20);
    if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw new ApiError('request.invalid', 'id must be a message id', 400, { field: 'id' });
    // Someone else's message reads as unknown, exactly like one that does not exist.
    const row = ctx.db.prepare('SELECT id FROM inbox WHERE id = ? AND user_id = ?').get(Number(raw), ctx.user.id);
    if (!row) throw new ApiError('inbox.unknown', 'no such message');
    ctx.db.prepare('UPDATE inbox SET read = 1 WHERE id = ?').run(Number(raw));
    const left = unread(ctx.db, ctx.user.id);
    notifyInbox(ctx.app, ctx.user.id, left);
    return left;
  });

  r.authed(I.markAllInboxRead, (ctx) => {
    ctx.db.prepare('UPDATE inbox SET read = 1 WHERE user_id = ? AND read = 0').run(ctx.user.id);
    const left = unread(ctx.db, ctx.user.id);
    notifyInbox(ctx.app, ctx.user.id, left);
    return left;
  });
}
