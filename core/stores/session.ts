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

/** A token travels in a header: printable ASCII, no spaces. */
export const headerSafe = (token: string): boolean => /^[\x21-\x7e]+$/.test(token);
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

export function startSession(info: SessionInfo): void {
  writeJSON('session', STORAGE_KEYS.session, info);
  // The new session first: while it is set, the end it follows still says whom it waited for.
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

/**
 * The player a session the platform ended waits for (their user name), while no one is signed in:
 * their page and its data stay behind the login dialog until they sign in again where they are.
 */
function awaitedPlayer(): string | null {
  const end = $sessionEnd.get();
  return $session.get() === null && end?.reason === 'expired' ? end.userName : null;
}

interface PlayerWatch {
  reset: () => void;
  back?: () => void;
}
const playerWatches: PlayerWatch[] = [];
/** The session token the stores' data belongs to, and whom they keep it for while no one is signed in. */
const holder = { token: $session.get()?.token, keptFor: null as string | null };
/** Pages open that keep themselves for their player when the platform ends the session. */
let keepers = 0;

const resetAll = () => {
  for (const w of playerWatches) w.reset();
};

/**
 * For a page that keeps itself, with what the player typed, for its player when the platform
 * ends the session (widgets/ui/MemberOnly.tsx): while one is open, that player's data stays with
 * it. Returns what to call when the page is gone; the last one gone lets the data go.
 */
export function keepForPlayer(): () => void {
  keepers++;
  let kept = true;
  return () => {
    if (!kept) return;
    kept = false;
    keepers--;
    if (keepers === 0 && holder.keptFor !== null) {
      holder.keptFor = null;
      resetAll();
    }
  };
}

function followPlayer(): void {
  const session = $session.get();
  const awaited = awaitedPlayer();
  if (session) {
    if (session.token === holder.token) return;
    const back = holder.keptFor === session.userName;
    Object.assign(holder, { token: session.token, keptFor: null });
    for (const w of playerWatches) (back ? w.back : w.reset)?.();
    return;
  }
  if (holder.token !== undefined) {
    // Just signed out: kept when the platform ended the session under a page kept for the
    // player, dropped when the player asked or nothing waits for them.
    const keptFor = keepers > 0 ? awaited : null;
    Object.assign(holder, { token: undefined, keptFor });
    if (keptFor === null) resetAll();
  } else if (holder.keptFor !== null && awaited !== holder.keptFor) {
    // The end was forgotten without anyone signing in: no one is waited for any more.
    holder.keptFor = null;
    resetAll();
  }
}
$session.listen(followPlayer);
$sessionEnd.listen(followPlayer);

/**
 * Runs `reset` whenever the player changes (sign-in, sign-out, another account): data that
 * belongs to one player is dropped before anyone can read it under the next.
 *
 * A session the platform ended (revoked, expired, unusable) under a page kept for the player
 * (keepForPlayer) is not yet a change: the data stays while that page waits for them to sign in
 * again, so a form they were filling keeps what they typed. If they do, `back` runs instead of
 * `reset` (for data that may have moved meanwhile, like the balance); anyone else signing in, or
 * the page going, gets `reset`.
 */
export function onPlayerChange(reset: () => void, back?: () => void): void {
  playerWatches.push({ reset, back });
}
