import { atom } from 'nanostores';
import { writeJSON, removeKey, readText, STORAGE_KEYS, writeText } from '../storage.ts';
import { provideCredentials } from '../api/credentials.ts';
import { readStoredSession, type SessionInfo } from '../auth/stored-session.ts';

export { readStoredSession, sessionInfoProblem, sessionInfoSchema, type SessionInfo } from '../auth/stored-session.ts';

/** Logged in or out is decided by the presence of session info (§4). */
export const $session = atom<SessionInfo | null>(readStoredSession());

/**
 * Why the last session ended, until the next one starts: a player whose session the platform
 * ended (revoked, expired, unusable) is told so (§8 "logged out, please log in again") and may
 * sign in again where they are; one who signed out asked for it.
 */
export type SessionEndReason = 'signed-out' | 'expired';
export const $sessionEnd = atom<{ reason: SessionEndReason; userName: string } | null>(null);

// The request function sends the token and hears when the platform refuses it through this, never
// by reading the store: the token stays here.
provideCredentials({
  token: () => $session.get()?.token,
  refused: (token) => {
    const current = $session.get();
    if (current && (token === undefined || token === current.token)) endSession('expired');
  },
});

/** Whether two sessions are the same one (both none, or the same token): the token is compared here, in core. */
export const sameSession = (a: SessionInfo | null, b: SessionInfo | null): boolean => (a?.token ?? null) === (b?.token ?? null);

export function startSession(info: SessionInfo): void {
  writeJSON('session', STORAGE_KEYS.session, info);
  // The new session first: while it is set, the end it follows still says whom it waited for
  // (core/stores/player.ts tells a returning player from another one by it).
  $session.set(info);
  $sessionEnd.set(null);
}

/**
 * Everything the logout of §4 clears: token, trial user, session storage entries of the kit,
 * auto-login flag (set to 0) and the cached bank list. Member info and wallet stores reset
 * themselves when the session goes.
 */
export function endSession(reason: SessionEndReason = 'signed-out'): void {
  const ending = $session.get();
  removeKey('session', STORAGE_KEYS.session);
  removeKey('session', STORAGE_KEYS.trialUser);
  removeKey('local', STORAGE_KEYS.bankList);
  clearKitSessionStorage();
  writeText('local', STORAGE_KEYS.autoLogin, '0');
  // Set before the session goes, so whoever reacts to the sign-out already knows why.
  if (ending) $sessionEnd.set({ reason, userName: ending.userName });
  $session.set(null);
}

/** Only the kit's own keys: a partner page's session storage is not ours to wipe. */
function clearKitSessionStorage(): void {
  try {
    const s = globalThis.sessionStorage;
    for (let i = s.length - 1; i >= 0; i--) {
      const key = s.key(i);
      if (key && key.startsWith('MC_')) s.removeItem(key);
    }
  } catch {
    // No storage: nothing was kept there.
  }
}

export function autoLoginEnabled(): boolean {
  return readText('local', STORAGE_KEYS.autoLogin) !== '0';
}
