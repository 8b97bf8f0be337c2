import { atom, computed } from 'nanostores';
import { object, string, number, boolean, withDefault, type Infer } from '../api/schema.ts';
import { readJSON, writeJSON, removeKey, readText, STORAGE_KEYS, writeText } from '../storage.ts';
import { isFreeTrial } from '../rules/roles.ts';
import { headerSafe, provideCredentials } from '../api/credentials.ts';

/** Session info of §3, kept in sessionStorage under MC_SESSION_INFO. */
export const sessionInfoSchema = object({
  token: string,
  id: withDefault(string, ''),
  merchantCode: withDefault(string, ''),
  userName: string,
  type: number,
  firstTimeLogin: withDefault(boolean, false),
});
export type SessionInfo = Infer<typeof sessionInfoSchema>;

/** A sane length: longer ones make every request's headers too large (HTTP 431). */
const TOKEN_LENGTH = { min: 8, max: 4096 } as const;

/**
 * What is wrong with session info before it is trusted, or null when nothing is: a header-safe
 * token of sane length, a user name, a whole customer type. Stored copies and pages handing a
 * session over are held to the same rule, so a token that cannot be sent never signs anyone in.
 */
export function sessionInfoProblem(info: SessionInfo): string | null {
  const { length } = info.token;
  if (!headerSafe(info.token) || length < TOKEN_LENGTH.min || length > TOKEN_LENGTH.max) return 'token must be 8–4096 visible ASCII characters';
  if (!info.userName.trim()) return 'userName is empty';
  if (!Number.isInteger(info.type) || info.type < 0) return 'type must be a customer type (0, 1, 2, 4…)';
  return null;
}

/** The stored copy, checked like fresh input: anything else is removed and reads as signed out. */
export function readStoredSession(): SessionInfo | null {
  return (
    readJSON('session', STORAGE_KEYS.session, (v) => {
      const info = sessionInfoSchema(v);
      const problem = sessionInfoProblem(info);
      if (problem) throw new TypeError(problem);
      return info;
    }) ?? null
  );
}

/** Logged in or out is decided by the presence of session info (§4). */
export const $session = atom<SessionInfo | null>(readStoredSession());

/**
 * Why the last session ended, until the next one starts: a player whose session the platform
 * ended (revoked, expired, unusable) is told so (§8 "logged out, please log in again") and may
 * sign in again where they are; one who signed out asked for it.
 */
export type SessionEndReason = 'signed-out' | 'expired';
export const $sessionEnd = atom<{ reason: SessionEndReason; userName: string } | null>(null);
export const $isLoggedIn = computed($session, (s) => s !== null);
export const $isFreeTrial = computed($session, (s) => s !== null && isFreeTrial(s.type));

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
