/**
 * A player arriving on the site from a partner page (the frame posted a hand-off to the site's
 * route, which left the code with the browser and a cookie saying so): signed in before the
 * first page decides anything by the session. Signed in here as someone else already, the player
 * is asked first. When the code is refused (used, expired) or cannot be redeemed (offline), the
 * player is told and offered the sign-in; the site starts either way.
 */
import { dropHandoff, pendingHandoff } from '../api/handoff.ts';
import { errorToastKind } from '../api/errors.ts';
import { call } from '../api/request.ts';
import { confirmDialog } from '../stores/dialog.ts';
import { $session } from '../stores/session.ts';
import { HANDOFF_PENDING_COOKIE } from './handoff-link.ts';
import { redeemHandoffCode } from './handoff.ts';
import { memberStore } from '../stores/member.ts';
import type { Arrival } from '../first-screen.ts';

/** The member info the page came with for the player its code signs in (front/handoff/arrival.ts), until the redemption. */
let expected: Arrival | undefined;

/**
 * The page's word on whom its hand-off signs in, with their member info: taken as the member
 * info once the code has signed that player in, so the member centre the page drew with it
 * goes on showing them instead of asking again.
 */
export function expectArrival(arrival: Arrival): void {
  expected = arrival;
}

const samePlayer = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * The redemption the site waits for before its first page, or null when it need not wait: no
 * hand-off, or a player signed in here already (the site starts as them, and asks meanwhile).
 * `signIn` opens the sign-in.
 */
export function arriveWithHandoff(signIn: () => void): Promise<void> | null {
  if (!document.cookie.split(/;\s*/).includes(`${HANDOFF_PENDING_COOKIE}=1`)) return null;
  // Read once: a reload does not ask again.
  // biome-ignore lint/suspicious/noDocumentCookie: one flag cookie cleared, synchronously, before the redemption; the Cookie Store API is missing in browsers players use (Firefox, older Safari)
  document.cookie = `${HANDOFF_PENDING_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  const arriving = redeemOrTell(signIn);
  return $session.get() ? null : arriving;
}

async function redeemOrTell(signIn: () => void): Promise<void> {
  const arrival = expected;
  expected = undefined;
  try {
    const current = $session.get();
    if (current) {
      const { userName } = await call(pendingHandoff, undefined);
      const switchPlayer =
        !samePlayer(userName, current.userName) &&
        (await confirmDialog({
          title: 'handoff.replace.title',
          message: 'handoff.replace',
          confirmLabel: 'handoff.replace.confirm',
          cancelLabel: 'handoff.replace.cancel',
          values: { current: current.userName, next: userName },
        }));
      if (!switchPlayer) {
        await call(dropHandoff, undefined);
        return;
      }
    }
    await redeemHandoffCode();
    const session = $session.get();
    if (arrival && session && samePlayer(arrival.userName, session.userName)) memberStore.set(arrival.member);
  } catch (error) {
    const offline = errorToastKind(error) === 'offline';
    // Not awaited: the site starts while the player reads it.
    void confirmDialog({ title: 'in_popup_prompt', message: offline ? 'error.offline' : 'handoff.failed', confirmLabel: 'login.submit' }).then(
      (ok) => ok && signIn(),
    );
  }
}
