/**
 * Session hand-off (core/api/handoff.ts) on the platform's origin: the frames of a partner page
 * ask for a code when they take the player to the platform's site (kit/frame.ts posts it there),
 * and the site redeems the code it arrives with (core/auth/handoff-arrival.ts).
 */
import { call } from '../api/request.ts';
import { createHandoff, redeemHandoff } from '../api/handoff.ts';
import { $session } from '../stores/session.ts';
import { sessionFromLogin } from '../stores/auth.ts';

/** A code for the signed-in player, or null for a visitor. */
export async function requestHandoffCode(): Promise<string | null> {
  if (!$session.get()) return null;
  return (await call(createHandoff, undefined)).code;
}

/**
 * Signs in with a hand-off code: `code`, or the one the site's hand-off route left with this
 * browser. A code that is used, expired or from elsewhere rejects with the platform's error and
 * changes nothing.
 */
export async function redeemHandoffCode(code?: string, signal?: AbortSignal): Promise<void> {
  const result = await call(redeemHandoff, code ? { code } : {}, { signal });
  sessionFromLogin(result);
}
