/**
 * Where the platform's money, play and sign-in paths ask responsible gaming: one call each, so
 * those paths carry one line and the rules stay here. Each throws the refusal as an ApiError,
 * but a game's bet gets it back (its routes answer in the game's own shape).
 */
import { ApiError } from '../http/envelope.ts';
import type { PlatformState } from '../state.ts';
import { assertMayEnter } from './exclusions.ts';
import { checkDeposit, checkLaunch, checkStake } from './limits.ts';
import { checkSessionTime } from './reality-check.ts';

const zone = (app: PlatformState) => app.switches.responsibleGaming().timeZone;

/** A deposit of `amountCents`: refused over a deposit limit, with what is left. */
export function enforceDepositLimit(app: PlatformState, userId: number, amountCents: number, now: number): void {
  checkDeposit(app.db, userId, amountCents, now, zone(app));
}

/** A real-money game launch: refused once a loss limit is used up or the session time limit is reached. */
export function enforceLaunch(app: PlatformState, session: { id: number; user_id: number }, now: number): void {
  checkLaunch(app.db, session.user_id, now, zone(app));
  checkSessionTime(app.db, session, now);
}

/**
 * A real-money spin or bet of a game already open (stake 0: the game's page itself): the refusal
 * once the session time limit is reached or when the stake could take the loss over a loss
 * limit, else null. The one place where play meets a limit.
 */
export function betRefusal(app: PlatformState, session: { id: number; user_id: number }, stakeCents: number, now: number): ApiError | null {
  const refusal = refusalOf(() => checkSessionTime(app.db, session, now)) ?? refusalOf(() => checkStake(app.db, session.user_id, stakeCents, now, zone(app)));
  return refusal;
}

function refusalOf(check: () => void): ApiError | null {
  try {
    check();
    return null;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
}

/** Any sign-in: refused during a time-out (with its end) or a self-exclusion. */
export function enforceMayEnter(app: PlatformState, userId: number, now: number): void {
  assertMayEnter(app.db, userId, now);
}
