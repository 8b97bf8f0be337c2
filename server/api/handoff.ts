import { forkSession } from '../../core/api/handoff.ts';
import type { ApiRegistry } from './context.ts';
import { startSession } from './session.ts';

/**
 * The platform's part of the hand-off (core/api/handoff.ts): a new session for the player whose
 * token the front holds. The codes, their single use and expiry, and where they may be redeemed
 * are the front's (front/handoff/). The new session is of the same family as the one it came from:
 * a sign-out of either ends both (server/live/notify.ts endSession).
 */
export function registerHandoff(r: ApiRegistry): void {
  r.authed(forkSession, (ctx) => startSession(ctx, ctx.user, ctx.session.id));
}
