/** Auth state of §3 and the sign-in / sign-out actions every element shares. */
import { map } from 'nanostores';
import { call } from '../api/request.ts';
import { login, logout, type LoginPayload, type LoginResult } from '../api/account.ts';
import { $kitConfig } from '../config.ts';
import { $session, endSession, startSession } from './session.ts';

export interface AuthState {
  trialUser: string;
  /** A first login or an expired password forces a password change (§4). */
  mustChangePassword: boolean;
  /** Captcha image (data URL) once a failed login asked for one. */
  captchaImage: string;
  captchaId: string;
}

export const $auth = map<AuthState>({ trialUser: '', mustChangePassword: false, captchaImage: '', captchaId: '' });

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

export async function signIn(payload: LoginPayload, signal?: AbortSignal): Promise<LoginResult> {
  const result = await call(login, payload, { signal });
  sessionFromLogin(result);
  return result;
}

/**
 * Signs out locally whatever the platform answers: a player who asked to leave is never left
 * signed in because the network failed.
 */
export async function signOut(): Promise<void> {
  try {
    if ($session.get()) await call(logout, undefined, { timeoutMs: 5000 });
  } catch {
    // The token is dropped below either way; the platform expires it on its own.
  } finally {
    endSession();
    $auth.set({ trialUser: '', mustChangePassword: false, captchaImage: '', captchaId: '' });
  }
}
