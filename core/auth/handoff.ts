/**
 * Session hand-off (core/api/handoff.ts) on the platform's origin: the frames of a partner page
 * ask for a code when the player leaves for the platform's site, and the site redeems the code
 * it arrives with. The code travels in the URL's fragment (never sent to a server, kept out of
 * the Referer) and leaves the address bar before anything else runs.
 */
import { call } from '../api/request.ts';
import { createHandoff, redeemHandoff } from '../api/handoff.ts';
import { $session } from '../stores/session.ts';
import { sessionFromLogin } from '../stores/auth.ts';
import { HANDOFF_CODE, HANDOFF_FRAGMENT } from './handoff-link.ts';

export { HANDOFF_FRAGMENT, handoffUrl } from './handoff-link.ts';

/** A code for the signed-in player, or null for a visitor. */
export async function requestHandoffCode(): Promise<string | null> {
  if (!$session.get()) return null;
  return (await call(createHandoff, undefined)).code;
}

/**
 * The code in this page's address, removed from it (history stays as it was); null when there is
 * none, '' when there is one that cannot be a code (cut short by a mail client, say).
 */
export function takeHandoffCode(): string | null {
  const match = location.hash.match(new RegExp(`^#${HANDOFF_FRAGMENT}=([^&]*)$`));
  if (!match) return null;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return HANDOFF_CODE.test(match[1]!) ? match[1]! : '';
}

/**
 * Signs in with a hand-off code. A code that is used, expired or from elsewhere rejects with the
 * platform's error and changes nothing.
 */
export async function redeemHandoffCode(code: string, signal?: AbortSignal): Promise<void> {
  const result = await call(redeemHandoff, { code }, { signal });
  sessionFromLogin(result);
}
