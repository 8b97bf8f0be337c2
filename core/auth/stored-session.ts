/**
 * The session info this tab keeps (§3, session storage), read and checked without the session's
 * stores: the page's first screen asks whether the player is signed in before the site's code
 * runs (host/first-screen-popup.ts); core/stores/session.ts holds it as a store.
 */
import { object, string, number, boolean, withDefault, type Infer } from '../api/schema.ts';
import { readJSON, STORAGE_KEYS } from '../storage.ts';
import { headerSafe } from '../api/credentials.ts';

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
