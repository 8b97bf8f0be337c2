/**
 * Which registration fields a form shows and with which rule (§2.5, §5), from the platform's
 * registration settings. Plain functions, so the rules are tested apart from the element.
 */
import type { RegistrationSettings } from '../../core/api/registration.ts';
import type { FieldRule, RegistrationField } from '../../core/rules/verifier.ts';

export type RegisterTab = 'username' | 'mobile';
export type FormField = RegistrationField | 'confirmPassword' | 'captcha';

/** A registration box's kind of input, as HTML names it. */
export interface FieldBox {
  type?: 'password' | 'email' | 'tel';
  autocomplete?: string;
  inputmode?: 'numeric' | 'tel' | 'email';
}

/**
 * The registration boxes' kinds of input: the element's text fields (Register.tsx) and the frame
 * page's first screen of the form (front/site/forms.ts) read this one table. The mobile number and
 * the captcha have fields of their own (widgets/form/MobileFields.tsx, CaptchaField.tsx).
 */
export const FIELD_BOXES: Partial<Record<FormField, FieldBox>> = {
  username: { autocomplete: 'username' },
  password: { type: 'password', autocomplete: 'new-password' },
  confirmPassword: { type: 'password', autocomplete: 'new-password' },
  paymentPassword: { type: 'password', autocomplete: 'off', inputmode: 'numeric' },
  email: { type: 'email', autocomplete: 'email', inputmode: 'email' },
  nickname: { autocomplete: 'nickname' },
  payeeName: { autocomplete: 'name' },
  qqNum: { inputmode: 'numeric' },
  whatsapp: { type: 'tel', inputmode: 'tel' },
  zalo: { inputmode: 'numeric' },
};

/** Display order; the first failing one in this order is focused on submit. */
export const FIELD_ORDER: readonly FormField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

/** The tabs a settings object offers: both only when both methods are on (§2.5). */
export function registerTabs(settings: RegistrationSettings): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (settings.usernameRegistration) tabs.push('username');
  if (settings.mobileRegistration) tabs.push('mobile');
  return tabs;
}

/** The method a form starts with: user name, or mobile when only mobile registration is on (§4). */
export function initialTab(settings: RegistrationSettings): RegisterTab {
  return !settings.usernameRegistration && settings.mobileRegistration ? 'mobile' : 'username';
}

export interface ShownField {
  field: FormField;
  rule: FieldRule;
}

/**
 * The fields of one tab, in display order:
 * - user name (username tab) and password are always there and required; confirm follows password;
 * - mobile number and SMS code are required on the mobile tab; on the user-name tab the mobile
 *   number shows when enabled, and the SMS code once a number is typed (`mobileTyped`: a number
 *   is bound to the account only with its code, so the code is then required) or when the
 *   platform requires it; not before (a code for no number would only confuse);
 * - every other field shows when enabled, required as the platform says;
 * - the captcha when the platform asks for one.
 */
export function shownFields(settings: RegistrationSettings, tab: RegisterTab, mobileTyped = false): ShownField[] {
  const rule = (name: string, forceRequired = false): FieldRule => {
    const r = settings.fields[name];
    return {
      enabled: true,
      required: forceRequired || r?.required === true,
      ...(r?.pattern !== undefined ? { pattern: r.pattern } : {}),
      ...(r?.minLength !== undefined ? { minLength: r.minLength } : {}),
      ...(r?.maxLength !== undefined ? { maxLength: r.maxLength } : {}),
    };
  };
  const enabled = (name: string) => settings.fields[name]?.enabled === true;
  const out: ShownField[] = [];
  for (const field of FIELD_ORDER) {
    switch (field) {
      case 'username':
        if (tab === 'username') out.push({ field, rule: rule(field, true) });
        break;
      case 'password':
        out.push({ field, rule: rule(field, true) });
        break;
      case 'confirmPassword':
        out.push({ field, rule: { enabled: true, required: true } });
        break;
      case 'mobileNum':
        if (tab === 'mobile') out.push({ field, rule: rule(field, true) });
        else if (enabled(field)) out.push({ field, rule: rule(field) });
        break;
      case 'verificationCode':
        if (tab === 'mobile' || (mobileTyped && enabled('mobileNum'))) out.push({ field, rule: rule(field, true) });
        else if (enabled(field) && settings.fields[field]?.required && enabled('mobileNum')) out.push({ field, rule: rule(field) });
        break;
      case 'captcha':
        if (settings.captcha) out.push({ field, rule: { enabled: true, required: true } });
        break;
      default:
        if (enabled(field)) out.push({ field, rule: rule(field) });
    }
  }
  return out;
}
