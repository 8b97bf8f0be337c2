/** Member-only navigation rules of §5: the footer, the header menu and anything else that links to member pages. */
import { isFreeTrial } from './roles.ts';
import { TOAST_NOTICE_MS } from './constants.ts';
import type { RouteName } from '../nav.ts';

export type NavDecision = { kind: 'go'; route: RouteName } | { kind: 'login' } | { kind: 'toast'; key: string; durationMs: number };

export interface NavContext {
  type: number | null; // session type; null without a session
  referralEnabled: boolean;
}

/** Deposit and the member centre: no session → login; free-trial member → free_reject, stays put. */
export function memberOnly(route: RouteName, ctx: NavContext): NavDecision {
  if (ctx.type === null) return { kind: 'login' };
  if (isFreeTrial(ctx.type)) return { kind: 'toast', key: 'free_reject', durationMs: TOAST_NOTICE_MS };
  return { kind: 'go', route };
}

/** Invite friends: no session → login; REFERRAL off → contact_service for 2 s. */
export function inviteFriends(ctx: NavContext): NavDecision {
  if (ctx.type === null) return { kind: 'login' };
  if (isFreeTrial(ctx.type)) return { kind: 'toast', key: 'free_reject', durationMs: TOAST_NOTICE_MS };
  if (!ctx.referralEnabled) return { kind: 'toast', key: 'contact_service', durationMs: TOAST_NOTICE_MS };
  return { kind: 'go', route: 'inviteFriends' };
}
