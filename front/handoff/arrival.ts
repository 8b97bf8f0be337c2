import { setTimeout as wait } from 'node:timers/promises';
import type { Arrival } from '../../core/first-screen.ts';
import { memberInfo } from '../../core/api/member.ts';
import { readCookie } from '../http/cookies.ts';
import type { CallScope, PlatformClient } from '../platform/client.ts';
import type { SharedStore } from '../store/store.ts';
import { isHandoffCode, openHandoffCode } from './codes.ts';
import { CODE_COOKIE } from './routes.ts';

/**
 * The player a hand-off brings to the site, for their first page: a player who signed in on a
 * partner page and tapped through arrives with a code (front/handoff/routes.ts), and the member
 * centre is drawn with who they are (their avatar, name and account) instead of a skeleton that
 * waits for the site's code, the redemption and the member info one after the other.
 *
 * The code is opened, not used up (the page redeems it); the member info is asked of the
 * platform with the session it stands for. Anything short of both (no code, a used or expired
 * one, the store down, the platform slow or refusing) is no arrival: the page is the skeleton
 * every player gets.
 */

/** How long a page waits for the arriving player's facts: less than the platform's usual time limit, as the skeleton serves as well. */
export const ARRIVAL_WAIT_MS = 600;

export async function arrivingPlayer(
  deps: { store: SharedStore; client: PlatformClient },
  req: Request,
  scope: CallScope,
  waitMs = ARRIVAL_WAIT_MS,
): Promise<Arrival | undefined> {
  const code = readCookie(req.headers.get('cookie'), CODE_COOKIE);
  if (!isHandoffCode(code)) return undefined;
  const stop = new AbortController();
  const late = wait(waitMs, undefined, { signal: stop.signal }).catch(() => undefined);
  const read = async (): Promise<Arrival | undefined> => {
    const login = await openHandoffCode(deps.store, code);
    if (!login) return undefined;
    return { userName: login.userName, member: await deps.client.call(memberInfo, undefined, scope, { token: login.token }) };
  };
  try {
    return await Promise.race([read(), late]);
  } catch {
    return undefined;
  } finally {
    stop.abort();
  }
}
