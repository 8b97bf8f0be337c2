/**
 * What a page asks of the kit's session and of the platform's site, on the platform's own origin
 * (`window.mcKit`'s setSession, getSession, clearSession, signOut, siteUrl and go: kit/loader.ts;
 * on a partner page the kit's frames answer them, kit/frame-host.ts). A file of its own, which the
 * loader asks for with the page's first such call: every element loads the runtime, and few
 * pages make one.
 */
import { $kitConfig } from '../core/config.ts';
import { HANDOFF_CODE, siteLink, sitePath } from '../core/auth/handoff-link.ts';
import { $session, endSession } from '../core/stores/session.ts';
import { sessionSummary, type SessionSummary } from './session-summary.ts';

/**
 * Signs in a player the partner page signed in itself: `{ code }`, a single-use hand-off code the
 * platform gave the partner (core/api/handoff.ts), never a token. A malformed code rejects with a
 * TypeError and changes nothing; one the platform refuses rejects with its error.
 */
export async function setSession(input: unknown): Promise<SessionSummary> {
  const code = input && typeof input === 'object' ? (input as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || !HANDOFF_CODE.test(code)) throw new TypeError('mc-kit: setSession takes { code }: a hand-off code from the platform');
  const { redeemHandoffCode } = await import('../core/auth/handoff.ts');
  await redeemHandoffCode(code);
  return sessionSummary($session.get())!;
}

/** The platform site's URL for a path of it (on the platform's own origin no hand-off is needed). */
export function siteUrl(path: string): string {
  return siteLink($kitConfig.get().siteBase, sitePath(path));
}

export function getSession(): SessionSummary | null {
  return sessionSummary($session.get());
}

/** Forgets the session here (the platform's token stays valid): the partner signed its user out. */
export function clearSession(): void {
  endSession();
}

/** Signs out at the platform too (the token is revoked), then forgets it here. */
export async function signOut(): Promise<void> {
  const { signOut: platformSignOut } = await import('../core/auth/signOut.ts');
  await platformSignOut();
}

/** On the platform's own origin: the page goes there (the session is this origin's already). */
export function go(path: string): void {
  location.assign(siteUrl(path));
}
