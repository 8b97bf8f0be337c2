/**
 * Registering (§3, §5), apart from the registration rules (core/stores/registration.ts): the
 * registration form imports it once the visitor is in the form, so neither the form's first
 * screen nor the forms that read the rules (password reset and change, profile) load the call,
 * the session it starts and the password held.
 */
import { call } from '../api/request.ts';
import { register, type RegisterPayload } from '../api/registration.ts';
import type { LoginResult } from '../api/login-result.ts';
import { sessionFromLogin } from '../stores/auth.ts';
import { holdPassword } from './secret.ts';

/** Registers and signs the new member in (session stored, password held in memory). */
export async function registerMember(payload: RegisterPayload, signal?: AbortSignal): Promise<LoginResult> {
  const result = await call(register, payload, { signal });
  sessionFromLogin(result);
  holdPassword(result.userName, payload.username ?? payload.mobileNum ?? result.userName, payload.password);
  return result;
}
