import { createHandoff, redeemHandoff } from '../../core/api/handoff.ts';
import { HANDOFF_CODE } from '../../core/auth/handoff-link.ts';
import { ApiError } from '../http/envelope.ts';
import { ownOrigin, normaliseOrigin } from '../http/cors.ts';
import { HANDOFF_TTL_MS, HandoffCodes } from '../security/handoff.ts';
import type { PlatformState, UserRow } from '../state.ts';
import type { ApiRegistry } from './context.ts';
import { startSession } from './session.ts';

const stores = new WeakMap<PlatformState, HandoffCodes>();
const codesOf = (app: PlatformState) => {
  let codes = stores.get(app);
  if (!codes) stores.set(app, (codes = new HandoffCodes()));
  return codes;
};

/**
 * Session hand-off (core/api/handoff.ts). A code is redeemed only by a page of the platform's own
 * origin (a partner page's script sends its own Origin and is refused), once, within
 * HANDOFF_TTL_MS, and opens a session of its own. A code a browser asked for (the kit's frame,
 * which sends an Origin) is redeemed only from that browser's address: a partner page sees the
 * code in the link, and its server must not be able to use it. A partner's server that signed
 * the player in asks without an Origin; it holds a token already.
 */
export function registerHandoff(r: ApiRegistry): void {
  r.authed(createHandoff, (ctx) => ({
    code: codesOf(ctx.app).issue(ctx.user.id, ctx.req.headers.origin ? ctx.ip : null, ctx.now),
    expiresInMs: HANDOFF_TTL_MS,
  }));

  r.on(redeemHandoff, (ctx) => {
    const code = ctx.params.str('code', 64);
    const origin = ctx.req.headers.origin;
    if (!origin || normaliseOrigin(origin) !== ownOrigin(ctx.req)) throw new ApiError('handoff.invalid', 'The sign-in link is no longer valid', 403);
    const userId = HANDOFF_CODE.test(code) ? codesOf(ctx.app).redeem(code, ctx.ip, ctx.now) : null;
    const user = userId === null ? undefined : (ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined);
    if (!user || user.disabled) throw new ApiError('handoff.invalid', 'The sign-in link is no longer valid');
    return startSession(ctx, user);
  });
}
