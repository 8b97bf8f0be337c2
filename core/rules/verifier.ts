/**
 * The shared field verifier of §5. The platform sends a rule per field (enabled, required and,
 * optionally, a pattern and lengths); the patterns below are used when it sends none. A field
 * that is not enabled is not shown and not checked; an optional empty field passes.
 * Messages are i18n keys.
 */
import { CAPTCHA_MAX_LENGTH, EMAIL_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from './constants.ts';

export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const LOGIN_FIELDS = ['loginUsername', 'loginPassword', 'loginMobileNum', 'verificationCode', 'captcha'] as const;
export type VerifiedField = RegistrationField | (typeof LOGIN_FIELDS)[number];

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** Client-side defaults; the reference platform sends the same ones. */
export const DEFAULT_PATTERNS: Record<VerifiedField, RegExp> = {
  username: /^[A-Za-z][A-Za-z0-9]{3,15}$/,
  loginUsername: /^[A-Za-z0-9_@.+-]{3,32}$/,
  password: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/,
  loginPassword: /^[\x21-\x7e]{6,20}$/,
  paymentPassword: /^\d{6}$/,
  idNumber: /^[A-Za-z0-9]{6,20}$/,
  qqNum: /^\d{5,12}$/,
  facebook: /^[\w.@+-]{3,64}$/,
  wechat: /^[A-Za-z][\w-]{5,19}$/,
  line: /^[\w.-]{3,32}$/,
  whatsapp: /^\+?\d{6,20}$/,
  zalo: /^\d{6,20}$/,
  email: new RegExp(`^(?=.{3,${EMAIL_MAX_LENGTH}}$)[^\\s@]+@[^\\s@]+\\.[^\\s@]+$`),
  nickname: /^[\p{L}\p{N} _.-]{2,20}$/u,
  payeeName: /^[\p{L} .'-]{2,50}$/u,
  mobileNum: new RegExp(`^\\d{6,${MOBILE_MAX_LENGTH}}$`),
  loginMobileNum: new RegExp(`^\\d{6,${MOBILE_MAX_LENGTH}}$`),
  verificationCode: new RegExp(`^\\d{4,${SMS_CODE_MAX_LENGTH}}$`),
  recommenderId: /^[A-Za-z0-9]{1,20}$/,
  affiliateCode: /^[A-Za-z0-9]{3,20}$/,
  captcha: new RegExp(`^[A-Za-z0-9]{1,${CAPTCHA_MAX_LENGTH}}$`),
};

/** Error keys: `verify.<field>.required` and `verify.<field>.format`. */
export function verifyField(field: VerifiedField, raw: string, rule: FieldRule = { enabled: true, required: true }): string | null {
  if (!rule.enabled) return null;
  const value = raw.trim();
  if (value === '') return rule.required ? `verify.${field}.required` : null;
  if (rule.minLength !== undefined && value.length < rule.minLength) return `verify.${field}.format`;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return `verify.${field}.format`;
  const pattern = (rule.pattern ? safeRegExp(rule.pattern) : undefined) ?? DEFAULT_PATTERNS[field];
  return pattern.test(value) ? null : `verify.${field}.format`;
}

/** Confirm password: required (in_incorrect_password) and equal to the password (in_confirmation_correct). */
export function verifyConfirmPassword(password: string, confirm: string): string | null {
  if (confirm === '') return 'in_incorrect_password';
  return confirm === password ? null : 'in_confirmation_correct';
}

/**
 * Checks a whole form in field order and returns every error plus the first failing field,
 * which the form focuses (§5).
 */
export function verifyForm<F extends VerifiedField>(
  values: Partial<Record<F, string>>,
  rules: Partial<Record<F, FieldRule>>,
  order: readonly F[],
): { errors: Partial<Record<F, string>>; firstInvalid: F | undefined } {
  const errors: Partial<Record<F, string>> = {};
  let firstInvalid: F | undefined;
  for (const field of order) {
    const rule = rules[field];
    if (!rule) continue;
    const error = verifyField(field, values[field] ?? '', rule);
    if (error) {
      errors[field] = error;
      firstInvalid ??= field;
    }
  }
  return { errors, firstInvalid };
}

/**
 * A platform pattern that does not compile must not lock every user out, nor let anything
 * through: the default pattern stands in for it.
 */
function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}
