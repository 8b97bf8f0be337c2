/**
 * Registration calls of §7: captcha, the platform's field rules, register, affiliate codes, the
 * countries of the dialing code picker. Paths the spec names are used as named; the rest follow
 * the platform's /wps/ layout and are documented in the README's API table.
 */
import { endpoint } from './endpoint.ts';
import { array, boolean, number, object, optional, record, string, withDefault, type Infer } from './schema.ts';
import { loginResultSchema, type LoginResult } from './login-result.ts';

// ---------- Registration ----------

export const captcha = endpoint<void, { id: string; image: string }>({
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  moduleId: 'CAPTCHA3',
  auth: 'none',
  response: object({ id: string, image: string }),
});

export interface RegisterPayload {
  countryDialingCode?: string;
  registerUrl: string;
  registerMethod: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
  username?: string;
  password: string;
  confirmPassword: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  captcha?: string;
  captchaId?: string;
  type: 0;
  domain?: string;
  verificationCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

export const register = endpoint<RegisterPayload, LoginResult>({
  name: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  moduleId: 'REG3',
  auth: 'none',
  encrypt: true,
  response: loginResultSchema,
});

export const fieldRuleSchema = object({
  enabled: boolean,
  required: boolean,
  pattern: optional(string),
  minLength: optional(number),
  maxLength: optional(number),
});
export const registrationSettingsSchema = object({
  usernameRegistration: boolean,
  mobileRegistration: boolean,
  captcha: boolean,
  socialLogin: withDefault(boolean, false),
  minimumAge: withDefault(number, 18),
  fields: record(fieldRuleSchema),
});
export type RegistrationSettings = Infer<typeof registrationSettingsSchema>;
export type FieldRule = Infer<typeof fieldRuleSchema>;

export const registrationSettings = endpoint<void, RegistrationSettings>({
  name: 'registrationSettings',
  method: 'GET',
  path: '/wps/member/register/settings',
  moduleId: 'REG3',
  auth: 'none',
  response: registrationSettingsSchema,
});

export const checkAffiliate = endpoint<{ code: string; domain?: string }, boolean>({
  name: 'checkAffiliate',
  method: 'POST',
  path: '/wps/member/affiliate/check',
  moduleId: 'REG3',
  auth: 'none',
  response: boolean,
});

// The countries a mobile number can be registered from (the dialing code picker).
export const countrySchema = object({ code: string, name: string, dialingCode: string });
export const countries = endpoint<void, Infer<typeof countrySchema>[]>({
  name: 'countries',
  method: 'GET',
  path: '/wps/system/countries',
  moduleId: 'COMM3',
  auth: 'none',
  response: array(countrySchema),
});

export const registrationEndpoints = [captcha, register, registrationSettings, checkAffiliate, countries] as const;
