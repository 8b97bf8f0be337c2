/** Auth state of §3 and the sign-in actions every element shares (signing out: core/auth/signOut.ts). */
import { map } from 'nanostores';
import { call } from '../api/request.ts';
import { isRequestError } from '../api/errors.ts';
import { changePassword, freePlayLogin, login, type LoginPayload } from '../api/signIn.ts';
import type { LoginResult } from '../api/login-result.ts';
import { $kitConfig } from '../config.ts';
import { dropHeldPassword, heldLoginNames, holdPassword } from '../auth/secret.ts';
import { readText, STORAGE_KEYS, writeText } from '../storage.ts';
import { $session, startSession } from './session.ts';

export interface AuthState {
  trialUser: string;
  /** A first login or an expired password forces a password change (§4). */
  mustChangePassword: boolean;
  /** Captcha image (data URL) once a failed login asked for one. */
  captchaImage: string;
  captchaId: string;
}

const initialAuth = (): AuthState => ({
  trialUser: readText('session', STORAGE_KEYS.trialUser) ?? '',
  mustChangePassword: false,
  captchaImage: '',
  captchaId: '',
});

export const $auth = map<AuthState>(initialAuth());

export function sessionFromLogin(result: LoginResult): void {
  startSession({
    token: result.token,
    id: result.id,
    merchantCode: $kitConfig.get().merchant,
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: result.firstTimeLogin,
  });
  $auth.set({ ...$auth.get(), mustChangePassword: result.firstTimeLogin || result.passwordExpired, captchaImage: '', captchaId: '' });
}

/**
 * Signs in and stores the session. A password login also leaves the password in memory (never
 * in storage), so the change-password form need not ask for it again (§2.7).
 */
export async function signIn(payload: LoginPayload, signal?: AbortSignal): Promise<LoginResult> {
  const result = await call(login, payload, { signal });
  sessionFromLogin(result);
  if (payload.type === 'username') holdPassword(result.userName, payload.username, payload.password);
  else dropHeldPassword();
  return result;
}

/**
 * Signs in with a free-trial account (type 4), reusing this tab's trial account when there is
 * one; the trial user name is stored (§4 "trial account creation stores a trial user name").
 */
export async function startFreeTrial(signal?: AbortSignal): Promise<LoginResult> {
  const known = readText('session', STORAGE_KEYS.trialUser);
  let result: LoginResult;
  try {
    result = await call(freePlayLogin, known ? { username: known } : {}, { signal });
  } catch (e) {
    if (!known || !isRequestError(e) || e.kind !== 'api') throw e;
    result = await call(freePlayLogin, {}, { signal });
  }
  sessionFromLogin(result);
  dropHeldPassword();
  writeText('session', STORAGE_KEYS.trialUser, result.userName);
  $auth.setKey('trialUser', result.userName);
  return result;
}

/**
 * Changes the signed-in player's password (§4): on success the in-memory password is updated,
 * the new password is offered to the browser's password manager when this player's login is
 * remembered (the device keeps no password itself), and the forced change is over.
 */
export async function changeOwnPassword(oldPassword: string, newPassword: string, signal?: AbortSignal): Promise<void> {
  await call(changePassword, { oldPassword, newPassword, confirmNewPassword: newPassword }, { signal });
  const session = $session.get();
  if (!session) return;
  const names = [...new Set([session.userName, ...heldLoginNames()])];
  holdPassword(session.userName, names[names.length - 1] ?? session.userName, newPassword);
  if (session.firstTimeLogin) startSession({ ...session, firstTimeLogin: false });
  $auth.setKey('mustChangePassword', false);
  void offerNewPassword(names, newPassword).catch(() => undefined);
}

/** The browser's manager learns the new password of a remembered player (the change is done whatever it says). */
async function offerNewPassword(names: readonly string[], newPassword: string): Promise<void> {
  // Loaded only now: only a password change and the login need these.
  const [{ readRememberedLogin }, { storePasswordCredential }] = await Promise.all([import('../vault.ts'), import('../auth/credentials.ts')]);
  const remembered = await readRememberedLogin();
  const wanted = new Set(names.filter(Boolean).map((n) => n.toLowerCase()));
  if (remembered?.type === 'username' && wanted.has(remembered.username.toLowerCase())) await storePasswordCredential(remembered.username, newPassword);
}
