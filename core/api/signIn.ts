/**
 * Session calls of §7: sign-in, sign-out, free play, password changes and resets, SMS codes. Paths
 * the spec names are used as named; the rest follow the platform's /wps/ layout and are documented
 * in the README's API table.
 */
import { endpoint } from './endpoint.ts';
import { empty, number, object, string, withDefault } from './schema.ts';
import { loginResultSchema, type LoginResult } from './login-result.ts';

// ---------- Session ----------

export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
  type: 'username' | 'sms' | 'firebase';
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
  countryDialingCode?: string;
  /** 'agent' when signing in on the agent site: non-agents are refused there. */
  site?: 'member' | 'agent';
}

export const login = endpoint<LoginPayload, LoginResult>({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  moduleId: 'COMM3',
  auth: 'none',
  encrypt: true,
  response: loginResultSchema,
});

export const logout = endpoint<void, null>({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  moduleId: 'COMM3',
  auth: 'required',
  response: empty,
});

export const freePlayLogin = endpoint<{ username?: string }, LoginResult>({
  name: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/freeplay',
  moduleId: 'FREEPLAY3',
  auth: 'none',
  response: loginResultSchema,
});

/** Creates a free-trial account; the value is the trial user name. */
export const createTrialAccount = endpoint<void, string>({
  name: 'createTrialAccount',
  method: 'GET',
  path: '/wps/member/trial',
  moduleId: 'FREEPLAY3',
  auth: 'none',
  response: string,
});

/**
 * The reference platform's test identity provider: a stand-in for a social sign-in service
 * (Google, Facebook…) that hands out an identity token for `provider`. A real provider
 * obtains that token in its own popup or SDK; the login then sends it as `firebaseIdToken`.
 */
export const socialTestToken = endpoint<{ provider: string; subject?: string; name?: string }, { idToken: string }>({
  name: 'socialTestToken',
  method: 'POST',
  path: '/wps/session/social/test',
  moduleId: 'COMM3',
  auth: 'none',
  response: object({ idToken: string }),
});

// ---------- Passwords ----------

export const changePassword = endpoint<{ oldPassword: string; newPassword: string; confirmNewPassword: string }, null>({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password/v2',
  moduleId: 'COMM3',
  auth: 'required',
  encrypt: true,
  response: empty,
});

/**
 * Asks for a password reset by e-mail: when the user name and e-mail match an account, the
 * platform mails a single-use link to the site's reset page (`resetPassword`, with `token`). It
 * changes nothing else, and answers the same whether or not they match.
 */
export const forgetPasswordByEmail = endpoint<{ username: string; email: string }, null>({
  name: 'forgetPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/forget',
  moduleId: 'COMM3',
  auth: 'none',
  body: 'form',
  response: empty,
});

/**
 * Whether a reset link's token is still good (not spent, not expired, not replaced by a newer
 * one), and whose password it sets. `reset.link_invalid` otherwise. The token travels in the
 * body, never in a URL the platform would log.
 */
export const passwordResetLink = endpoint<{ token: string }, { userName: string }>({
  name: 'passwordResetLink',
  method: 'POST',
  path: '/wps/member/password/reset/check',
  moduleId: 'COMM3',
  auth: 'none',
  response: object({ userName: string }),
});

/**
 * Sets a new password with a reset link's token: the token is spent and every session of the
 * account ends; the player then signs in with the new password. `reset.link_invalid` for a
 * token that is not good; a password the rules refuse leaves the token good.
 */
export const resetPasswordByLink = endpoint<{ token: string; newPassword: string; confirmNewPassword: string }, null>({
  name: 'resetPasswordByLink',
  method: 'POST',
  path: '/wps/member/password/reset',
  moduleId: 'COMM3',
  auth: 'none',
  encrypt: true,
  response: empty,
});

export const setPasswordByPhone = endpoint<{ newPassword: string; mobileNum: string; verificationCode: string }, null>({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/phone',
  moduleId: 'VERIFICATION3',
  auth: 'none',
  encrypt: true,
  response: empty,
});

// ---------- Verification ----------
// No call answers whether a code is right: the call that needs the code checks it (and counts a
// wrong one towards the 5 tries after which it is burnt).

export const sendSmsCode = endpoint<{ mobileNum: string; countryDialingCode?: string; purpose: 'register' | 'reset' | 'login' }, { expiredMinutes: number }>({
  name: 'sendSmsCode',
  method: 'POST',
  path: '/wps/verification/sms',
  moduleId: 'VERIFICATION3',
  auth: 'none',
  response: object({ expiredMinutes: withDefault(number, 1) }),
});

export const signInEndpoints = [
  login,
  logout,
  freePlayLogin,
  createTrialAccount,
  socialTestToken,
  sendSmsCode,
  changePassword,
  forgetPasswordByEmail,
  passwordResetLink,
  resetPasswordByLink,
  setPasswordByPhone,
] as const;
