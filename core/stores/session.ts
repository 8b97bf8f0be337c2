import { atom, computed } from 'nanostores';
import { object, string, number, boolean, withDefault, type Infer } from '../api/schema.ts';
import { readJSON, writeJSON, removeKey, readText, STORAGE_KEYS, writeText } from '../storage.ts';
import { isFreeTrial } from '../rules/roles.ts';

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

function readStoredSession(): SessionInfo | null {
  const info = readJSON('session', STORAGE_KEYS.session, (v) => sessionInfoSchema(v));
  return info && info.token ? info : null;
}

/** Logged in or out is decided by the presence of session info (§4). */
export const $session = atom<SessionInfo | null>(readStoredSession());
export const $isLoggedIn = computed($session, (s) => s !== null);
export const $isFreeTrial = computed($session, (s) => s !== null && isFreeTrial(s.type));

export function startSession(info: SessionInfo): void {
  writeJSON('session', STORAGE_KEYS.session, info);
  $session.set(info);
}

/**
 * Everything the logout of §4 clears: token, trial user, session storage entries of the kit,
 * auto-login flag (set to 0) and the cached bank list. Member info and wallet stores reset
 * themselves when the session goes.
 */
export function endSession(): void {
  removeKey('session', STORAGE_KEYS.session);
  removeKey('session', STORAGE_KEYS.trialUser);
  removeKey('local', STORAGE_KEYS.bankList);
  clearKitSessionStorage();
  writeText('local', STORAGE_KEYS.autoLogin, '0');
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

/**
 * Runs `reset` whenever the player changes (sign-in, sign-out, another account): data that
 * belongs to one player is dropped before anyone can read it under the next.
 */
export function onPlayerChange(reset: () => void): void {
  let lastToken = $session.get()?.token;
  $session.listen((s) => {
    if (s?.token === lastToken) return;
    lastToken = s?.token;
    reset();
  });
}
